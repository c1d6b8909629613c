/**
 * Build public/verifier.js: one minified, self-contained IIFE (lib/fair + the CLI entry), byte-identical
 * on every run for the same key.
 * Usage: tsx scripts/build-verifier.ts [out-file] [--vkey <verifier key> | --site-vkey | --no-vkey]
 * The commitment log's verifier key built in is used by the file when no --vkey is given to it:
 *   --vkey K      that key;
 *   --site-vkey   the site's own (FAIR_LOG_KEY's, or the development key kept in the database of
 *                 DATABASE_URL — see lib/db/log-key.ts) — the default when writing public/verifier.js,
 *                 so the served file checks this site's documents offline;
 *   --no-vkey     none (the default for any other out-file).
 * Prints the file's size and SHA-256, and `verifier key: <key>` (or `verifier key: none`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions } from 'esbuild';

import { generate } from './db/generate.ts';
import { oneLine, runCommand, UsageError } from './lib/cli.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BANNER =
  '/*! fair-proofs verifier.js: node verifier.js --help; in a browser: globalThis.FairVerifier. Includes @noble/hashes and @noble/ed25519 (MIT, Paul Miller). */';

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
    entryPoints: ['lib/fair/cli/entry.ts'],
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
  let vkey = k >= 0 ? args[k + 1] : undefined;
  if (k >= 0 && !vkey) throw new UsageError('--vkey needs a verifier key');
  const outArg = args.find((a, i) => !a.startsWith('--') && (k < 0 || i !== k + 1));
  const outFile = path.resolve(outArg ?? path.join(root, 'public/verifier.js'));
  const site = args.includes('--site-vkey') || (outArg === undefined && vkey === undefined && !args.includes('--no-vkey'));
  if (site && vkey === undefined) {
    // lib/db needs the generated Prisma client: a fresh clone has none yet
    generate({ quiet: true });
    const { siteVerifierKey } = await import('../lib/db/log-site-key.ts');
    const found = await siteVerifierKey().catch((e: unknown) => {
      throw new Error(`cannot read the site's verifier key: ${oneLine(e)} (--no-vkey builds the file without it)`);
    });
    vkey = found.vkey;
    if (found.source === 'database') console.log('(the commitment log signs with the development key kept in the database; set FAIR_LOG_KEY in production)');
  }
  if (vkey !== undefined) {
    // fail here, not in every run of the built file
    const { parseVerifierKey } = await import('../lib/fair/index.ts');
    parseVerifierKey(vkey);
  }
  const bytes = await bundleVerifier({ vkey });
  const text = new TextDecoder().decode(bytes);
  if (text.includes(root)) throw new Error('bundle contains an absolute path');
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, bytes);
  const gz = gzipSync(bytes, { level: 9 }).length;
  const sha = createHash('sha256').update(bytes).digest('hex');
  console.log(`${path.relative(process.cwd(), outFile) || outFile}: ${bytes.length} bytes, ${gz} gzipped, sha256 ${sha}`);
  console.log(`verifier key: ${vkey ?? 'none'}`);
  if (gz > GZIP_BUDGET) {
    console.warn(`warning: verifier.js is ${gz} bytes gzipped, over its ${GZIP_BUDGET}-byte budget`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCommand('build:verifier', main);
}
