/** Small process helpers shared by the start, test and e2e scripts. */
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { constants as osConstants } from 'node:os';
import { join } from 'node:path';

import { settingOr } from '../../lib/config.ts';

// The network here is closed; Next would otherwise try to send telemetry.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command and throws when it fails, naming it. */
export async function mustRun(cmd: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(cmd, args, options);
  if (code !== 0) throw new Error(`\`${[cmd, ...args].join(' ')}\` exited with ${code}`);
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering ${url}`);
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Path to a package's CLI entry inside node_modules, to run with `node`. */
export const nextBin = 'node_modules/next/dist/bin/next';
export const tsxBin = 'node_modules/tsx/dist/cli.mjs';

/** Where `next build` writes (next.config.ts reads the same variable). */
export const distDir = () => settingOr('FAIR_DIST_DIR');
/** The production server as one plain ES module, next to the build it serves (scripts/lib/build.ts). */
export const serverBundle = () => join(distDir(), 'fair-server.mjs');
/** The reveal worker's bundle, which the server runs large reveals' checks in (lib/db/reveal-jobs.ts). */
export const revealWorkerBundle = () => join(distDir(), 'fair-reveal-worker.mjs');

/**
 * `node` arguments of the production server (server.ts: Next for the pages, the API's handlers
 * called directly; bundled by the build into <distDir>/fair-server.mjs) on `port` and `host` —
 * what `npm start`, the tests and the benchmarks run, from the project's root.
 */
export const siteServerArgs = (port: number, host: string): string[] => [
  serverBundle(),
  '--port',
  String(port),
  '--hostname',
  host,
];

/**
 * How a wrapper (`npm start`) ends when its server process has ended: the server's own status, or,
 * when a signal ended it, 128 + the signal's number and a line saying which — a server killed by
 * SIGKILL (the OOM killer, a stray `kill`) otherwise left `npm start` exiting 0 without a word.
 */
export function childExit(code: number | null, signal: NodeJS.Signals | null): { status: number; message?: string } {
  if (code !== null) return { status: code, message: code === 0 ? undefined : `server: exited with status ${code}` };
  const number = signal ? osConstants.signals[signal] : undefined;
  return { status: 128 + (number ?? 0), message: `server: stopped by ${signal ?? 'an unknown signal'}` };
}

/** The process ids of `pid`'s children (a server's workers with WEB_CONCURRENCY > 1); [] when none. */
export function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
}
