/**
 * Build public/verifier.js: one minified, self-contained IIFE (lib/fair + the CLI entry), byte-identical
 * on every run. Usage: tsx scripts/build-verifier.ts [out-file] [--vkey <verifier key>]
 * (--vkey: the commitment log's verifier key, used by the built file when no --vkey is given to it).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BANNER =
  '/*! fair-proofs verifier.js: node verifier.js --help; in a browser: globalThis.FairVerifier. Includes @noble/hashes and @noble/curves (MIT, Paul Miller). */';

/**
 * Gzipped size budget. The target was 12 KB; the file bundles the
 * very @noble/hashes code the site runs (DEVELOPERS.md: the same hashing code
 * in browser, server and verifier.js), which costs about 2.5 KB of it — see
 * README, "verifier.js". The commitment log (log.md) adds Ed25519 checkpoint
 * verification from @noble/curves (only `ed25519.verify` is used; with the
 * curve arithmetic and SHA-512 it needs, about 11 KB gzipped), the RFC 9162
 * tree math and the `audit` command: measured 32,800 bytes gzipped (86,927
 * bytes) at this change, up from 14,458 (36,841). The ceiling leaves ~12% headroom.
 */
export const GZIP_BUDGET = 36 * 1024;

/** How lib/fair is bundled for a browser or a plain script: verifier.js, and the Chromium benchmark. */
export const BUNDLE_OPTIONS = {
  absWorkingDir: root,
  bundle: true,
  format: 'iife',
  mainFields: ['module', 'main'],
  conditions: ['import', 'default'],
  target: 'es2022',
  minify: true,
  treeShaking: true,
  legalComments: 'none',
  charset: 'utf8',
  write: false,
  logLevel: 'warning',
  tsconfigRaw: { compilerOptions: { target: 'es2022', useDefineForClassFields: true } },
} as const satisfies BuildOptions;

/** Build the bundle and return its bytes (no file written). */
export async function bundleVerifier(opts: { vkey?: string } = {}): Promise<Uint8Array> {
  const res = await build({
    ...BUNDLE_OPTIONS,
    entryPoints: ['scripts/verifier/entry.ts'],
    platform: 'neutral',
    sourcemap: false,
    metafile: false,
    banner: { js: BANNER },
    define: { __FAIR_VKEY__: JSON.stringify(opts.vkey ?? '') },
    logOverride: { 'commonjs-variable-in-esm': 'silent' },
  });
  const out = res.outputFiles[0];
  if (!out) throw new Error('esbuild produced no output');
  return out.contents;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const k = args.indexOf('--vkey');
  const vkey = k >= 0 ? args[k + 1] : undefined;
  if (k >= 0 && !vkey) throw new Error('--vkey needs a verifier key');
  const outFile = path.resolve(args.find((a, i) => !a.startsWith('--') && (k < 0 || i !== k + 1)) ?? path.join(root, 'public/verifier.js'));
  const bytes = await bundleVerifier({ vkey });
  const text = new TextDecoder().decode(bytes);
  if (text.includes(root)) throw new Error('bundle contains an absolute path');
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, bytes);
  const gz = gzipSync(bytes, { level: 9 }).length;
  const sha = createHash('sha256').update(bytes).digest('hex');
  console.log(`${path.relative(process.cwd(), outFile) || outFile}: ${bytes.length} bytes, ${gz} gzipped, sha256 ${sha}`);
  if (gz > GZIP_BUDGET) {
    console.warn(`warning: verifier.js is ${gz} bytes gzipped, over its ${GZIP_BUDGET}-byte budget`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
