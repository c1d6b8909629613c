import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Run against the database named by DATABASE_URL; scripts/test-db.ts
        // runs this project once on SQLite and once on PostgreSQL.
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // The publishing API over HTTP against the bundled production server (scripts/lib/site.ts
        // startSite, from tests/http/harness.ts; needs a build);
        // scripts/test-db.ts --with-http runs it on SQLite and PostgreSQL.
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
