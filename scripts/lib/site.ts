/**
 * The production server as a child process — for `npm start`, the browser tests' setup, the HTTP
 * tests and the benchmarks alike: on a free port of 127.0.0.1 (or the caller's port and address),
 * with the caller's environment, waited for until it answers, and stopped, restarted or killed at
 * will. What it printed is kept for failure messages (or goes to this process's own output); its
 * CPU time (and its workers', with WEB_CONCURRENCY > 1) is read from /proc. Every server still
 * running when this process exits is killed with it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { childPids, distDir, freePort, siteServerArgs, waitForHttp } from './proc.ts';
import { hasBuild } from './build.ts';

export interface Site {
  /** `http://127.0.0.1:<port>` (another `host`: that address) */
  url: string;
  /** the server's process id (with WEB_CONCURRENCY > 1: the primary's) */
  readonly pid: number | undefined;
  /** SIGTERM: the server drains its requests and exits */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Kills the server at once (SIGKILL: no draining, no clean shutdown), as a crash would. */
  kill(): Promise<void>;
  /** what the server printed so far (stdout and stderr) */
  readonly output: string;
  /** CPU time (user + system, ms) the server and its worker processes used so far; NaN without /proc */
  cpuMs(): number;
}

export interface SiteOptions {
  /** added to this process's environment (NODE_ENV is always production) */
  env?: Record<string, string | undefined>;
  /** the path answered once the server is up */
  ready?: string;
  /** how long it may take to answer `ready` */
  timeoutMs?: number;
  /** Node's own options before the server's script (e.g. --cpu-prof) */
  nodeArgs?: string[];
  /** the script and its arguments for `port` instead of the build's server.ts (e.g. `next start`) */
  command?: (port: number) => string[];
  /** the port to listen on instead of a free one */
  port?: number;
  /** the address to listen on (`0.0.0.0`: every interface); 127.0.0.1 unless given */
  host?: string;
  /** `inherit`: the server prints to this process's stdout and stderr (then `output` stays empty) */
  stdio?: 'pipe' | 'inherit';
  /** these signals, sent to this process, are passed on to the server (from the moment it is spawned) */
  forwardSignals?: NodeJS.Signals[];
  /** called when the server ends by itself or by a forwarded signal — not through stop, restart or kill */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

const running = new Set<ChildProcess>();
let exitHook = false;

/** Starts the production build (which must exist: `npm run build`) on a free port, or on `port`. */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const { env = {}, ready = '/api/v1/proofs?limit=1', timeoutMs = 60_000, nodeArgs = [], command, host = '127.0.0.1', stdio = 'pipe', forwardSignals = [], onExit } = options;
  if (!hasBuild()) throw new Error(`no production build in ${distDir()}/: run \`npm run build\` first`);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const c of running) c.kill('SIGKILL');
    });
  }
  const port = options.port ?? (await freePort());
  const url = `http://${reachable(host)}:${port}`;
  let child: ChildProcess | null = null;
  const output: string[] = [];

  const start = async () => {
    const c = spawn(process.execPath, [...nodeArgs, ...(command ? command(port) : siteServerArgs(port, host))], {
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', stdio, stdio],
    });
    child = c;
    running.add(c);
    const closed = new Promise((r) => c.once('close', r));
    const forward = (signal: NodeJS.Signals) => c.kill(signal);
    for (const signal of forwardSignals) process.on(signal, forward);
    c.once('exit', (code, signal) => {
      running.delete(c);
      for (const s of forwardSignals) process.off(s, forward);
      if (child === c) onExit?.(code, signal);
    });
    c.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    c.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    await waitForHttp(`${url}${ready}`, timeoutMs, c).catch(async (e: unknown) => {
      await end('SIGKILL');
      // everything it printed before it ended, for the message (a worker left holding its output: not waited for long)
      await Promise.race([closed, new Promise((r) => setTimeout(r, 2_000))]);
      throw new Error(`${(e as Error).message}\n${output.join('').split('\n').slice(-30).join('\n')}`);
    });
  };
  const end = async (signal: NodeJS.Signals) => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill(signal);
    await exited;
  };
  const stop = () => end('SIGTERM');
  await start();
  return {
    url,
    get pid() {
      return (child as ChildProcess | null)?.pid;
    },
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    kill: () => end('SIGKILL'),
    get output() {
      return output.join('');
    },
    cpuMs: () => {
      const pid = (child as ChildProcess | null)?.pid;
      return pid === undefined ? NaN : [pid, ...childPids(pid)].reduce((a, p) => a + processCpuMs(p), 0);
    },
  };
}

/** The address this process reaches a server listening on `host` at: loopback for every interface. */
function reachable(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

let clockTicks: number | undefined;
/** The kernel's clock ticks per second, which /proc counts CPU time in. */
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** One process's CPU time (user + system), ms, from /proc; NaN when it cannot be read. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / ticksPerSecond();
  } catch {
    return NaN;
  }
}
