import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // verifier.js runs as a plain script in Node: its entry sets module.exports.
    files: ['lib/fair/cli/entry.ts'],
    rules: { '@next/next/no-assign-module-variable': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'lib/db/generated/**',
    'public/verifier.js',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
