/**
 * "Is there a current build?" — a fingerprint of everything `next build`
 * reads, stored next to the build. `npm start` and `npm test` rebuild only
 * when it changed, so a second start is instant and a stale build never runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun, nextBin, tsxBin } from './proc';

const INPUTS = [
  'app',
  'components',
  'content',
  'lib',
  'messages',
  'public',
  'prisma',
  'proxy.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', '.next', 'generated']);
/** Where `next build` writes (next.config.ts reads the same variable). */
export const distDir = () => process.env.FAIR_DIST_DIR || '.next';
const stamp = () => join(distDir(), 'fair-build-stamp');

function walk(path: string, hash: ReturnType<typeof createHash>): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) if (!SKIP.has(name)) walk(join(path, name), hash);
  } else {
    hash.update(`${path}\0`).update(readFileSync(path)).update('\0');
  }
}

export function buildFingerprint(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(input, hash);
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  return existsSync(join(distDir(), 'BUILD_ID')) && existsSync(stamp()) && readFileSync(stamp(), 'utf8') === buildFingerprint();
}

/** Builds public/verifier.js (deterministic, from lib/fair), then runs `next build` unless the existing build is current. */
export async function ensureBuild(): Promise<void> {
  await mustRun(process.execPath, [tsxBin, 'scripts/build-verifier.ts']);
  if (buildIsCurrent()) {
    console.log(`✓ the build in ${distDir()}/ is current`);
    return;
  }
  console.log('… building the site (next build)');
  await mustRun(process.execPath, [nextBin, 'build'], { env: { ...process.env, NODE_ENV: 'production' } });
  writeFileSync(stamp(), buildFingerprint());
}
