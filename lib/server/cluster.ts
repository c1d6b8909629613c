/**
 * The primary of WEB_CONCURRENCY > 1 (server.ts): N worker processes on the one port, SIGTERM passed
 * on. It only forks: a worker that dies after it served is replaced (at most MAX_RESTARTS a
 * minute); one that dies before it listens (no build, the port taken) ends the whole server, as a
 * single process would end. It relays one process's dropped proof pages to the others.
 */
import cluster from 'node:cluster';

/** Restarts of workers that had been serving, within a minute, after which the primary gives up. */
const MAX_RESTARTS = 5;
/** The message between processes naming proofs whose kept pages changed (a reused commitment). */
export const FORGET_PAGES = 'fairForgetPages';

export async function runPrimary(n: number, { hostname, port }: { hostname: string; port: number }): Promise<void> {
  let stopping = false;
  const listening = new Set<number>();
  const restarts: number[] = [];
  const stopAll = (code: number) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    // the workers drain their requests (10 s at most) and exit
    setTimeout(() => process.exit(code), 12_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
  };
  let exitCode = 0;
  const fork = () => {
    const w = cluster.fork();
    w.once('listening', () => {
      listening.add(w.id);
      if (listening.size === n) console.log(`fair-proofs: ${n} processes on http://${hostname}:${port}`);
    });
  };
  cluster.on('exit', (w, code, signal) => {
    const served = listening.delete(w.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
    if (!served || restarts.length >= MAX_RESTARTS) {
      console.error(`server: process ${w.process.pid} ended (${signal ?? code}) ${served ? `the ${MAX_RESTARTS + 1}th time in a minute` : 'before it listened'}; stopping`);
      exitCode = 1;
      stopAll(1);
      return;
    }
    restarts.push(now);
    console.error(`server: process ${w.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  // one process's dropped proof pages (a reused commitment), dropped by the others too
  cluster.on('message', (from, m: Record<string, unknown> | null) => {
    if (!Array.isArray(m?.[FORGET_PAGES])) return;
    for (const w of Object.values(cluster.workers ?? {})) if (w && w !== from) w.send(m);
  });
  for (let i = 0; i < n; i++) fork();
  // a second signal (Ctrl-C reaches the primary from the terminal and from scripts/start.ts) changes nothing
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => !stopping && stopAll(0));
}
