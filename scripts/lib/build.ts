/**
 * "Is there a current build?" — a fingerprint of everything `next build`
 * reads, stored next to the build. `npm start` and `npm test` rebuild only
 * when it changed, so a second start is instant and a stale build never runs.
 * public/verifier.js is built first, with the site's commitment-log verifier
 * key (FAIR_LOG_KEY's, or the database's development key). Neither the key nor
 * that file is part of the fingerprint: nothing the build writes holds the key
 * (the server serves /verifier.js, and the verifier page its SHA-256, with the
 * key it signs with: lib/site/verifier-file.ts), so a start on another database
 * serves over the same build instead of rebuilding the folder a running site
 * may serve from.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { build } from 'esbuild';

import { distDir, mustRun, nextBin, revealWorkerBundle, serverBundle, tsxBin } from './proc';

export { distDir, serverBundle };

const INPUTS = [
  'app',
  'components',
  'content',
  'lib',
  'messages',
  'public',
  'prisma',
  'proxy.ts',
  'server.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', '.next', 'generated']);
/** public/verifier.js: made from lib/fair (an input) and the running site's key (not one) */
const isVerifierFile = (path: string): boolean => path === join('public', 'verifier.js') || path.endsWith(`/${join('public', 'verifier.js')}`);
const stamp = () => join(distDir(), 'fair-build-stamp');

function walk(path: string, hash: ReturnType<typeof createHash>): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) if (!SKIP.has(name)) walk(join(path, name), hash);
  } else if (!isVerifierFile(path)) {
    hash.update(`${path}\0`).update(readFileSync(path)).update('\0');
  }
}

/** SHA-256 (hex) over the files under `paths` — names and contents, sorted; missing paths count as empty. */
export function hashTree(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const p of paths) walk(p, hash);
  return hash.digest('hex');
}

/** The fingerprint of the sources. */
export const buildFingerprint = (): string => hashTree(INPUTS);

/** A production build is there: Next's and the server bundle (current or not). */
export const hasBuild = (): boolean => existsSync(join(distDir(), 'BUILD_ID')) && existsSync(serverBundle()) && existsSync(revealWorkerBundle());

export function buildIsCurrent(fingerprint = buildFingerprint()): boolean {
  return hasBuild() && existsSync(stamp()) && readFileSync(stamp(), 'utf8') === fingerprint;
}

/** Builds public/verifier.js with the site's verifier key. */
function buildVerifier(): void {
  let out: string;
  try {
    out = execFileSync(process.execPath, [tsxBin, 'scripts/build-verifier.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (e) {
    throw new Error(`building public/verifier.js failed${(e as { status?: number }).status ? ` (exit ${(e as { status?: number }).status})` : ''}`);
  }
  process.stdout.write(out);
  if (!/^verifier key: .+$/m.test(out)) throw new Error('scripts/build-verifier.ts did not say which verifier key it built in');
}

/**
 * Bundles server.ts (with the API's route modules and lib/) into `serverBundle()`, and the reveal
 * worker (lib/db/reveal-worker.ts, the same lib/ code) into `revealWorkerBundle()`; packages left
 * to node_modules. Run by plain `node`: a TypeScript loader at run time (tsx) also sits in front of
 * every `import()` Next makes per request (docs/decisions/0001-custom-server.md).
 */
export async function buildServer(): Promise<void> {
  await Promise.all([bundle('server.ts', serverBundle()), buildRevealWorker()]);
}

/** The reveal worker's bundle (at `outfile`: the tests build their own). */
export const buildRevealWorker = (outfile = revealWorkerBundle()): Promise<void> => bundle('lib/db/reveal-worker.ts', outfile);

async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@': '.' },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/**
 * Builds public/verifier.js (deterministic, from lib/fair), then runs `next build` unless the
 * existing build is current (the server bundle with it). The fingerprint is taken once, before the
 * build: sources edited during it make the next run build again.
 */
export async function ensureBuild(): Promise<void> {
  buildVerifier();
  const fingerprint = buildFingerprint();
  if (buildIsCurrent(fingerprint)) {
    console.log(`✓ the build in ${distDir()}/ is current`);
    return;
  }
  console.log('… building the site (next build)');
  // With a distDir other than .next, `next build` adds `<distDir>/types/**` to
  // tsconfig.json's include list (and reformats it): put the file back, so
  // that a build leaves the checkout as it was (the typecheck needs none of it).
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    await mustRun(process.execPath, [nextBin, 'build'], { env: { ...process.env, NODE_ENV: 'production' } });
  } finally {
    if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig);
  }
  await buildServer();
  writeFileSync(stamp(), fingerprint);
}
