/**
 * The production server: Next.js for the pages and assets, and the API's route
 * handlers called directly (lib/api/node.ts) — the same modules Next would
 * route to, without its per-request routing, tracing and stream conversion
 * (docs/decisions/0001-custom-server.md). `npm start` runs it; `next start` serves
 * the same site, the API only slower. This file reads the settings and wires the serving layers,
 * which live in lib/server/, one job per file: startup.ts (what stops a start), dispatch.ts (where a request goes), front-door.ts,
 * timeouts.ts, client-error.ts, page-cache.ts, shared-pages.ts, prerender.ts (with busy.ts and
 * own-page.ts), cluster.ts (the primary of several processes), cache-handler.mjs (Next's).
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
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

import { settingOr } from './lib/config.ts';
import { resolveDatabase } from './lib/db/config.ts';
import { witnessConfig } from './lib/db/log/policy.ts';
import { contactWarning } from './lib/site/contact.ts';
import { FORGET_PAGES, runPrimary } from './lib/server/cluster.ts';
import { startupProblems } from './lib/server/startup.ts';
import { requestTimeouts } from './lib/server/timeouts.ts';
import { revealWorkerBundle } from './scripts/lib/proc.ts';
import { siteOriginWarning } from './lib/site/origin.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The settings and what they name (lib/server/startup.ts), checked before anything starts: a bad value is one line and exit 2. */
const problems = startupProblems({ build: true });
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
// read once, by startupProblems' check (the same process-wide settings the witness rounds use)
const witnesses = witnessConfig();
// once per start: the primary says it (workers are forked by it and stay quiet)
if (cluster.isPrimary) {
  for (const warning of [contactWarning(), siteOriginWarning()]) if (warning) console.warn(`server: ${warning}`);
}
if (processes > 1 && cluster.isPrimary) {
  await runPrimary(processes, { hostname, port });
} else {
  await runServer();
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

async function runServer(): Promise<void> {
  // loaded here, not by a primary that only forks
  const [{ default: next }, { API_ROUTES }, { compileRoutes }, { siteHeaders }, { onClientError }, { PageCache }, { proofPageState }, { routing }, { LocaleShare, Prerenderer }, { onReveal, onCommitmentReused }, revealJobs, { dispatcher }, { sharedPages }, { busyMeter }, { ownPageFetch }] = await Promise.all([
    import('next'),
    import('./app/api/routes.ts'),
    import('./lib/api/node.ts'),
    import('./lib/site/headers.ts'),
    import('./lib/server/client-error.ts'),
    import('./lib/server/page-cache.ts'),
    import('./lib/db/page-state.ts'),
    import('./lib/i18n/routing.ts'),
    import('./lib/server/prerender.ts'),
    import('./lib/db/events.ts'),
    import('./lib/db/reveal-jobs.ts'),
    import('./lib/server/dispatch.ts'),
    import('./lib/server/shared-pages.ts'),
    import('./lib/server/busy.ts'),
    import('./lib/server/own-page.ts'),
  ]);
  // /verifier.js with the key this site signs with (docs/commitment-log.md, "Key")
  const verifier = (await import('./lib/server/verifier-route.ts')).verifierRoute(dir);
  const app = next({ dev: false, dir, hostname, port });
  const nextHandler = app.getRequestHandler();
  await app.prepare();

  revealWorker(revealJobs);
  const headers = siteHeaders(false);
  const timeouts = requestTimeouts(settingOr('FAIR_REQUEST_TIMEOUT_S'));
  const maxBytes = settingOr('FAIR_PAGE_CACHE_MB') * 1024 * 1024;
  const { provider } = resolveDatabase();
  const shared = sharedPages({ provider, dir, distDir: settingOr('FAIR_DIST_DIR'), maxBytes, storeMinutes: settingOr('FAIR_PAGE_STORE_MINUTES') });
  // a revealed proof's page whose witness lines may still change is kept one witness interval (docs/decisions/0016-witness-lines-cache.md)
  const pages = new PageCache({
    locales: routing.locales, maxBytes, pageState: (id) => proofPageState(id), shared, witnessingMs: witnesses.seconds * 1000,
  });
  // a commit that reuses earlier proofs' commitment changes their pages (they flag it): dropped here,
  // from the shared pages and, through the primary, from the other processes' memory
  if (maxBytes > 0) {
    onCommitmentReused((ids) => {
      const keys = pages.forget(ids);
      shared?.forget(keys);
      process.send?.({ [FORGET_PAGES]: ids });
    });
    process.on('message', (m: Record<string, unknown> | null) => Array.isArray(m?.[FORGET_PAGES]) && pages.forget(m[FORGET_PAGES] as number[]));
  }
  let boundPort = port;
  // the locales players open proof pages in: those worth rendering ahead (lib/server/prerender.ts)
  const share = new LocaleShare(routing.locales);
  const prerender =
    settingOr('FAIR_PRERENDER') && maxBytes > 0 ? new Prerenderer({ locales: () => share.likely(), busy: busyMeter(), fetch: ownPageFetch(hostname, () => boundPort) }) : null;

  // the store announces each reveal once it has committed (lib/db/events.ts): its pages are rendered ahead
  if (prerender) onReveal((id) => prerender.enqueue(id));
  // the checkpoints to the witnesses of FAIR_LOG_POLICY, beside the requests, never on their path
  const stopWitnessing = (await import('./lib/db/log/witness-loop.ts')).startWitnessing(witnesses);

  const handle = dispatcher({ headers, routes: compileRoutes(API_ROUTES), direct, next: nextHandler, pages, verifier, share: prerender ? share : null });
  const server = createServer(timeouts, handle);
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
  // then exit; after 10 s whatever is left is cut. A second signal changes nothing: Ctrl-C under
  // `npm start` reaches this process twice, from the terminal and passed on by scripts/start.ts.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    prerender?.stop();
    stopWitnessing();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 10_000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}
