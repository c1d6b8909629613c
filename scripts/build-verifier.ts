/**
 * Build public/verifier.js: one minified, self-contained IIFE (lib/fair + the CLI entry), byte-identical
 * on every run for the same key.
 * Usage: tsx scripts/build-verifier.ts [out-file] [--vkey <verifier key> | --site-vkey | --no-vkey]
 * The commitment log's verifier key built in is used by the file when no --vkey is given to it:
 *   --vkey K      that key;
 *   --site-vkey   the site's own (FAIR_LOG_KEY's, or the development key kept in the database of
 *                 DATABASE_URL — see lib/db/log/key.ts) — the default when writing public/verifier.js,
 *                 so the served file checks this site's documents offline (the server puts in the
 *                 key it signs with when that differs: lib/site/verifier-file.ts);
 *   --no-vkey     none (the default for any other out-file).
 * Prints the file's size and SHA-256, and `verifier key: <key>` (or `verifier key: none`); fails,
 * writing nothing, when its code — the file without a key — is over GZIP_BUDGET gzipped (a key's
 * bytes are the operator's origin's, up to 255 characters, not the code's). --metafile also lists what each module
 * costs (esbuild's metafile: bytes in esbuild's minified bundle, before SWC).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { minify } from '@swc/core';
import { build, type BuildOptions } from 'esbuild';

import { generate } from './db/generate.ts';
import { fillKeySlot, VKEY_SLOT } from '../lib/site/verifier-key-text.ts';
import { oneLine, runCommand, UsageError } from './lib/cli.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BANNER =
  '/*! fair-proofs verifier.js: node verifier.js --help; in a browser: globalThis.FairVerifier. Includes @noble/hashes and @noble/ed25519 (MIT, Paul Miller). */';

/**
 * Gzipped size budget of the whole file without a key (banner included); the build fails above it. It bundles the
 * very @noble/hashes and @noble/ed25519 code the site runs, not smaller hand-written hashing, so
 * that the downloadable verifier is the code it vouches for; why 30 KB, and what each byte under it
 * cost: docs/decisions/0009-verifier-budget.md.
 * `npx tsx scripts/build-verifier.ts <out> --metafile` lists what each module costs.
 */
export const GZIP_BUDGET = 30 * 1024;

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

const bundle = (vkey: string | undefined, metafile: boolean) => build({
  ...BUNDLE_OPTIONS,
  entryPoints: ['lib/fair/cli/entry.ts'],
  platform: 'neutral',
  sourcemap: false,
  metafile,
  // non-ASCII characters of strings and regular expressions as \u escapes (with SWC's ascii_only):
  // the same program, smaller gzipped (the escapes repeat)
  charset: 'ascii',
  banner: { js: BANNER },
  define: { __FAIR_VKEY__: JSON.stringify(vkey ?? '') },
  logOverride: { 'commonjs-variable-in-esm': 'silent' },
});

/** Build the bundle and return its bytes (no file written). */
export async function bundleVerifier(opts: { vkey?: string } = {}): Promise<Uint8Array> {
  if (opts.vkey === undefined) return minified(undefined);
  // minified once around a placeholder, the key then written in as text: what the server does to
  // serve the file with its own key (lib/site/verifier-file.ts) is this very step
  const template = new TextDecoder().decode(await minified(VKEY_SLOT));
  return new TextEncoder().encode(fillKeySlot(template, opts.vkey));
}

async function minified(vkey: string | undefined): Promise<Uint8Array> {
  const res = await bundle(vkey, false);
  const out = res.outputFiles[0];
  if (!out) throw new Error('esbuild produced no output');
  // esbuild bundles and tree-shakes; SWC's minifier then takes more off the gzipped file
  // (better-packed names and expressions; a third pass a little more: docs/decisions/0009-verifier-budget.md).
  // Deterministic, and the banner's /*! comment is kept.
  const min = await minify(out.text, { ecma: 2022, compress: { passes: 3 }, mangle: true, format: { comments: 'some', ascii_only: true } });
  return new TextEncoder().encode(min.code);
}

const KNOWN_FLAGS = ['--vkey', '--site-vkey', '--no-vkey', '--metafile'];
const USAGE = 'expected [out-file] [--vkey <verifier key> | --site-vkey | --no-vkey] [--metafile]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const k = args.indexOf('--vkey');
  let vkey = k >= 0 ? args[k + 1] : undefined;
  if (k >= 0 && !vkey) throw new UsageError('--vkey needs a verifier key');
  const unknown = args.find((a, i) => a.startsWith('-') && !KNOWN_FLAGS.includes(a) && i !== k + 1);
  if (unknown) throw new UsageError(`unknown option ${unknown}: ${USAGE}`);
  const files = args.filter((a, i) => !a.startsWith('-') && (k < 0 || i !== k + 1));
  if (files.length > 1) throw new UsageError(`one out-file, got ${files.length}: ${USAGE}`);
  if (['--vkey', '--site-vkey', '--no-vkey'].filter((f) => args.includes(f)).length > 1) throw new UsageError(`one of --vkey, --site-vkey, --no-vkey: ${USAGE}`);
  const outArg = files[0];
  const outFile = path.resolve(outArg ?? path.join(root, 'public/verifier.js'));
  const site = args.includes('--site-vkey') || (outArg === undefined && vkey === undefined && !args.includes('--no-vkey'));
  if (site && vkey === undefined) {
    // lib/db needs the generated Prisma client: a fresh clone has none yet
    generate({ quiet: true });
    const { siteVerifierKey } = await import('../lib/db/log/site-key.ts');
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
  if (args.includes('--metafile')) await printModuleSizes(vkey);
  const bytes = await bundleVerifier({ vkey });
  const text = new TextDecoder().decode(bytes);
  if (text.includes(root)) throw new Error('bundle contains an absolute path');
  const gz = gzipSync(bytes, { level: 9 }).length;
  const name = path.relative(process.cwd(), outFile) || outFile;
  const code = vkey === undefined ? gz : gzipSync(await bundleVerifier(), { level: 9 }).length;
  if (code > GZIP_BUDGET) {
    throw new Error(`${name} not written: ${code} bytes gzipped without a key — over its budget of ${GZIP_BUDGET} by ${code - GZIP_BUDGET} (--metafile lists what each module costs)`);
  }
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, bytes);
  const sha = createHash('sha256').update(bytes).digest('hex');
  console.log(`${name}: ${bytes.length} bytes, ${gz} gzipped${vkey === undefined ? '' : ` (${code} without its key)`} (budget ${GZIP_BUDGET}), sha256 ${sha}`);
  console.log(`verifier key: ${vkey ?? 'none'}`);
}

/** What each module costs: its bytes in esbuild's minified bundle (before SWC), largest first. */
async function printModuleSizes(vkey: string | undefined): Promise<void> {
  const res = await bundle(vkey, true);
  const out = res.metafile && Object.values(res.metafile.outputs)[0];
  if (!out) return;
  const rows = Object.entries(out.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  console.log(`modules in esbuild's bundle (${out.bytes} bytes):`);
  for (const [file, { bytesInOutput }] of rows) {
    if (bytesInOutput > 0) console.log(`${String(bytesInOutput).padStart(8)}  ${file.replace(/^(?:\.\.\/)+[^/]+\/node_modules\//, 'node_modules/')}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCommand('build:verifier', main);
}
