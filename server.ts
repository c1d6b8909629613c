/**
 * The production server: Next.js for the pages and assets, and the API's route
 * handlers called directly (lib/api/node.ts) — the same modules Next would
 * route to, without its per-request routing, tracing and stream conversion
 * (docs/decisions/0001-custom-server.md). `npm start` runs it; `next start` serves
 * the same site, the API only slower.
 *
 *   node .next/fair-server.mjs [--port N] [--hostname H]     (PORT, HOST also work)
 *
 * from the project's root: the build bundles this file (scripts/lib/build.ts) so that it runs on
 * plain Node, without a TypeScript loader in front of Next's own imports.
 *
 * FAIR_API_DIRECT=0 leaves the API to Next too (the parity test compares both). Development
 * uses `next dev` (npm run dev): the same route modules, through Next's routing.
 *
 * WEB_CONCURRENCY=N (default 1) runs N server processes on the one port (node:cluster; the primary
 * only forks, restarts a worker that dies and passes SIGTERM on). PostgreSQL only: every process
 * keeps its own group commit, caches and checkpoint state, and what must be one — the log's tail,
 * its dense indexes — is held by the database (an advisory lock). On SQLite N > 1 is refused: the
 * store's one writer is an in-process queue.
 *
 * Proof pages (lib/server/page-cache.ts): each process keeps revealed proofs' pages in memory
 * (FAIR_PAGE_CACHE_MB, default 64; 0: off); on PostgreSQL the processes also share the pages they
 * render through the database for FAIR_PAGE_STORE_MINUTES (default 60; 0: not shared). A proof's
 * pages are rendered right after its reveal when the process has time for it (lib/server/prerender.ts;
 * FAIR_PRERENDER=0 turns that off).
 *
 * A reveal of more than FAIR_REVEAL_INLINE_MAX outcomes (default 50), or with a body over 64 KiB, is
 * checked in a worker thread (lib/db/reveal-jobs.ts; the build bundles it beside this file), so that
 * a 10,000-deal match never holds the other requests.
 *
 * Every request first goes through lib/server/front-door.ts (the security headers on whatever answers,
 * a malformed address answered 400, an absolute-form target read as its path on this host, CORS for
 * the public reads), then lib/api/edge.ts under /api (404, 405 and OPTIONS answered there in both
 * dispatch modes). A request must arrive within FAIR_REQUEST_TIMEOUT_S (lib/server/timeouts.ts); what
 * Node's parser refuses is answered by lib/server/client-error.ts.
 */
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { checkSettings, settingOr } from './lib/config.ts';
import { resolveDatabase } from './lib/db/config.ts';
import { readWitnessConfig, type WitnessConfig } from './lib/db/log/policy.ts';
import { contactWarning } from './lib/site/contact.ts';
import { requestTimeouts } from './lib/server/timeouts.ts';
import { revealWorkerBundle } from './scripts/lib/proc.ts';
import { siteOriginWarning } from './lib/site/origin.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The settings (lib/config.ts), checked before anything starts: a bad value is one line and exit 2. */
const problems = checkSettings();
const cliPort = arg('--port');
if (cliPort !== undefined && !/^\d{1,5}$/.test(cliPort)) problems.push(`--port must be a whole number from 0 to 65535, got "${cliPort}"`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`server: ${problem}`);
  process.exit(2);
}
const dir = process.cwd();
const port = cliPort !== undefined ? Number(cliPort) : settingOr('PORT');
const hostname = arg('--hostname') ?? settingOr('HOST');
const direct = settingOr('FAIR_API_DIRECT');
const processes = settingOr('WEB_CONCURRENCY');
// Without FAIR_SITE_URL the pages' absolute links (hreflang) name localhost on this port (lib/site/origin.ts).
if (port > 0) process.env.PORT = String(port);
const witnesses = witnessConfig();
// once per start: the primary says it (workers are forked by it and stay quiet)
if (cluster.isPrimary) {
  for (const warning of [contactWarning(), siteOriginWarning()]) if (warning) console.warn(`server: ${warning}`);
}
if (processes > 1 && cluster.isPrimary) {
  let provider: string;
  try {
    provider = resolveDatabase().provider;
  } catch (e) {
    console.error(`server: ${(e as Error).message}`);
    process.exit(2);
  }
  if (provider !== 'postgres') {
    console.error('server: WEB_CONCURRENCY > 1 needs PostgreSQL (DATABASE_URL=postgres://…): on SQLite one process is the one writer; set WEB_CONCURRENCY=1');
    process.exit(2);
  }
  await runPrimary(processes);
} else {
  await runServer();
}

/** FAIR_LOG_POLICY and FAIR_LOG_WITNESS_SECONDS (lib/db/log/policy.ts): a mistake stops the server, naming the line. */
function witnessConfig(): WitnessConfig {
  try {
    return readWitnessConfig();
  } catch (e) {
    console.error(`server: ${(e as Error).message}`);
    process.exit(2);
  }
}

/**
 * Large reveals are checked in the build's worker thread (lib/db/reveal-jobs.ts): those of more than
 * FAIR_REVEAL_INLINE_MAX outcomes. Without the worker's bundle they run inline.
 */
function revealWorker(jobs: typeof import('./lib/db/reveal-jobs.ts')): void {
  const file = path.resolve(dir, revealWorkerBundle());
  if (existsSync(file)) return jobs.useRevealWorker({ file }, { inlineMax: settingOr('FAIR_REVEAL_INLINE_MAX'), warm: true });
  console.warn(`server: ${file} is missing (npm run build makes it): large reveals are checked in the server's own thread`);
}

/**
 * True while the event loop was busy more than half of the last ~100 ms: the pre-rendering then
 * waits (lib/server/prerender.ts), so that it only ever uses time nobody else needs.
 */
function busyMeter(): () => boolean {
  let last = performance.eventLoopUtilization();
  let at = Date.now();
  let busy = false;
  return () => {
    if (Date.now() - at >= 100) {
      const now = performance.eventLoopUtilization();
      busy = performance.eventLoopUtilization(now, last).utilization > 0.5;
      last = now;
      at = Date.now();
    }
    return busy;
  };
}

/** A proof page, whose locale says what players read (the locales rendered ahead follow them). */
const PROOF_PAGE_PATH = /^\/([a-z]{2})\/fair\/[1-9]\d{0,14}$/;
/** Marks the server's own requests for the pages it renders ahead (not counted as visits). */
const PRERENDER_HEADER = 'x-fair-prerender';

/** Restarts of workers that had been serving, within a minute, after which the primary gives up. */
const MAX_RESTARTS = 5;
/** The message between processes naming proofs whose kept pages changed (a reused commitment). */
const FORGET_PAGES = 'fairForgetPages';

/**
 * The primary of WEB_CONCURRENCY > 1: N workers on the one port, SIGTERM passed on. A worker that
 * dies after it served is replaced (at most MAX_RESTARTS a minute); one that dies before it listens
 * (no build, the port taken) ends the whole server, as a single process would end.
 */
async function runPrimary(n: number): Promise<void> {
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
}

async function runServer(): Promise<void> {
  // loaded here, not by a primary that only forks
  const [{ default: next }, { API_ROUTES }, { compileRoutes, send, serveApi }, { apiStep }, { siteHeaders }, { admit }, { onClientError }, { PageCache }, { proofIsRevealed }, { routing }, pagesDb, { LocaleShare, Prerenderer }, { onReveal, onCommitmentReused }, revealJobs, { isOpenLogPath, serveOpenLog }] = await Promise.all([
    import('next'),
    import('./app/api/routes.ts'),
    import('./lib/api/node.ts'),
    import('./lib/api/edge.ts'),
    import('./lib/site/headers.ts'),
    import('./lib/server/front-door.ts'),
    import('./lib/server/client-error.ts'),
    import('./lib/server/page-cache.ts'),
    import('./lib/db/proofs.ts'),
    import('./lib/i18n/routing.ts'),
    import('./lib/db/pages.ts'),
    import('./lib/server/prerender.ts'),
    import('./lib/db/events.ts'),
    import('./lib/db/reveal-jobs.ts'),
    import('./lib/server/open-log-route.ts'),
  ]);
  // /verifier.js with the key this site signs with (docs/commitment-log.md, "Key")
  const verifier = (await import('./lib/server/verifier-route.ts')).verifierRoute(dir);
  const app = next({ dev: false, dir, hostname, port });
  const nextHandler = app.getRequestHandler();
  await app.prepare();

  revealWorker(revealJobs);
  const routes = compileRoutes(API_ROUTES);
  const headers = siteHeaders(false);
  const timeouts = requestTimeouts(settingOr('FAIR_REQUEST_TIMEOUT_S'));
  const maxBytes = settingOr('FAIR_PAGE_CACHE_MB') * 1024 * 1024;
  const storeMinutes = settingOr('FAIR_PAGE_STORE_MINUTES');
  let provider = 'sqlite';
  try {
    provider = resolveDatabase().provider;
  } catch {
    // the store says what is wrong with DATABASE_URL on the first request that needs it
  }
  // Pages shared through the database: PostgreSQL only (SQLite has one process, whose memory is the
  // cache), under this build's id (a page names its build's scripts).
  let shared: import('./lib/server/page-cache.ts').SharedPages | undefined;
  if (provider === 'postgres' && storeMinutes > 0 && maxBytes > 0) {
    const build = readFileSync(path.join(dir, settingOr('FAIR_DIST_DIR'), 'BUILD_ID'), 'utf8').trim();
    let warned = false;
    shared = {
      get: (key) => pagesDb.readRenderedPage(build, key),
      put: (key, page) =>
        void pagesDb.storeRenderedPage(build, key, page).catch((e: unknown) => {
          if (!warned) console.error(`server: a rendered page could not be shared with the other processes: ${(e as Error).message}`);
          warned = true;
        }),
    };
    const prune = () => void pagesDb.pruneRenderedPages(build, new Date(Date.now() - storeMinutes * 60_000)).catch(() => undefined);
    prune();
    setInterval(prune, Math.min(storeMinutes, 10) * 60_000).unref();
  }
  const pages = new PageCache({ locales: routing.locales, maxBytes, isRevealed: proofIsRevealed, shared });
  // a commit that reuses earlier proofs' commitment changes their pages (they flag it): dropped here,
  // from the shared pages and, through the primary, from the other processes' memory
  if (maxBytes > 0) {
    onCommitmentReused((ids) => {
      const keys = pages.forget(ids);
      if (shared) void pagesDb.forgetRenderedPages(keys).catch(() => undefined);
      process.send?.({ [FORGET_PAGES]: ids });
    });
    process.on('message', (m: Record<string, unknown> | null) => Array.isArray(m?.[FORGET_PAGES]) && pages.forget(m[FORGET_PAGES] as number[]));
  }
  let boundPort = port;
  const loopbackHost = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  // the locales players open proof pages in: those worth rendering ahead (lib/server/prerender.ts)
  const share = new LocaleShare(routing.locales);
  const prerender =
    settingOr('FAIR_PRERENDER') && maxBytes > 0
      ? new Prerenderer({
          locales: () => share.likely(),
          busy: busyMeter(),
          fetch: (page) =>
            new Promise<void>((resolve, reject) => {
              const r = httpRequest({ host: loopbackHost, port: boundPort, path: page, headers: { 'accept-encoding': 'gzip', [PRERENDER_HEADER]: '1' } }, (res) => {
                res.resume();
                res.once('end', resolve);
                res.once('error', reject);
              });
              r.once('error', reject);
              r.end();
            }),
        })
      : null;

  // the store announces each reveal once it has committed (lib/db/events.ts): its pages are rendered ahead
  if (prerender) onReveal((id) => prerender.enqueue(id));
  // the checkpoints to the witnesses of FAIR_LOG_POLICY, beside the requests, never on their path
  const stopWitnessing = (await import('./lib/db/log/witness-loop.ts')).startWitnessing(witnesses);

  const server = createServer(timeouts, (req, res) => {
    const pathname = admit(req, res, headers);
    if (pathname === null) return;
    const url = req.url!;
    if (prerender && req.method === 'GET' && req.headers[PRERENDER_HEADER] === undefined) {
      const visited = PROOF_PAGE_PATH.exec(url);
      if (visited) share.visit(visited[1]!);
    }
    if (verifier(req, res)) return;
    if (isOpenLogPath(pathname)) return void serveOpenLog(req, res, pathname, headers);
    const step = apiStep(routes, { method: req.method ?? 'GET', path: pathname, headers: req.headers });
    if ('answer' in step) return void send(req, res, step.answer, headers).catch(() => res.destroy());
    if (direct && 'serve' in step) return void serveApi(req, res, step.serve, headers);
    const render = () => void nextHandler(req, res).catch((e: unknown) => {
      // Next answers its own errors; this is only a last guard, so that nothing can end the process
      // (the site's headers are already on it: admit)
      console.error('server: a request failed in Next', e);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('500 Internal Server Error\n');
      } else res.destroy();
    });
    if (!pages.handle(req, res, render)) render();
  });
  server.on('clientError', onClientError(headers));
  server.on('error', (e) => {
    console.error(`server: cannot listen on ${hostname}:${port}: ${e.message}`);
    process.exit(1);
  });
  server.listen(port, hostname, () => {
    const address = server.address();
    const shown = typeof address === 'object' && address ? address.port : port;
    boundPort = shown;
    // one line for the whole site: the primary says it when every worker listens
    if (cluster.isPrimary) console.log(`fair-proofs: listening on http://${hostname}:${shown}${direct ? '' : ' (API through Next)'}`);
  });

  // Stop taking requests, let those under way finish (a publishing call's transaction with them),
  // then exit; after 10 s whatever is left is cut.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      prerender?.stop();
      stopWitnessing();
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => {
        server.closeAllConnections();
        process.exit(0);
      }, 10_000).unref();
    });
  }
}
