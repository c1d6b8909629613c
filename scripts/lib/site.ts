/**
 * The production server as a child process, for the HTTP tests and the benchmarks alike: on a free
 * port of 127.0.0.1, with the caller's environment, waited for until it answers, and stopped,
 * restarted or killed at will. What it printed is kept for failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';

import { distDir, freePort, siteServerArgs, waitForHttp } from './proc.ts';
import { hasBuild } from './build.ts';

export interface Site {
  /** `http://127.0.0.1:<port>` */
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
}

export interface SiteOptions {
  /** added to this process's environment (NODE_ENV is always production) */
  env?: Record<string, string | undefined>;
  /** the path answered once the server is up */
  ready?: string;
  /** how long it may take to answer `ready` */
  timeoutMs?: number;
}

/** Starts the production build (which must exist: `npm run build`) on a free port. */
export async function startSite({ env = {}, ready = '/api/v1/proofs?limit=1', timeoutMs = 60_000 }: SiteOptions = {}): Promise<Site> {
  if (!hasBuild()) throw new Error(`no production build in ${distDir()}/: run \`npm run build\` first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const output: string[] = [];

  const start = async () => {
    child = spawn(process.execPath, siteServerArgs(port, '127.0.0.1'), {
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    await waitForHttp(`${url}${ready}`, timeoutMs, child).catch((e: unknown) => {
      throw new Error(`${(e as Error).message}\n${output.join('')}`);
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
  };
}
