/**
 * Where each request goes (server.ts wires it): the front door first (lib/server/front-door.ts),
 * then /verifier.js, the open log, the API (answered by lib/api/edge.ts, or its route handlers
 * called directly: lib/api/node.ts), and the pages — from the page cache when it has them
 * (lib/server/page-cache.ts), else rendered by Next.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { apiStep, isApiPath } from '../api/edge.ts';
import { send, serveApi, type compileRoutes } from '../api/node.ts';
import type { siteHeaders } from '../site/headers.ts';
import { PROOF_NUMBER } from '../site/proof-number.ts';
import { admit } from './front-door.ts';
import { isOpenLogPath, serveOpenLog } from './open-log-route.ts';
import { PRERENDER_HEADER } from './own-page.ts';
import type { PageCache } from './page-cache.ts';
import { renderWithStatus } from './page-status.ts';
import type { LocaleShare } from './prerender.ts';

/** A proof page, whose locale says what players read (the locales rendered ahead follow them). */
const PROOF_PAGE_PATH = new RegExp(`^/([a-z]{2})/fair/${PROOF_NUMBER}$`);

export interface Dispatch {
  headers: ReturnType<typeof siteHeaders>;
  routes: ReturnType<typeof compileRoutes>;
  /** the API's handlers called directly (FAIR_API_DIRECT), not through Next */
  direct: boolean;
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  pages: PageCache;
  /** answers /verifier.js (true when it did) */
  verifier: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** the proof pages' locales players open, counted while pages are rendered ahead */
  share: LocaleShare | null;
}

export function dispatcher({ headers, routes, direct, next, pages, verifier, share }: Dispatch): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const pathname = admit(req, res, headers);
    if (pathname === null) return;
    const url = req.url!;
    if (share && req.method === 'GET' && req.headers[PRERENDER_HEADER] === undefined) {
      const visited = PROOF_PAGE_PATH.exec(url);
      if (visited) share.visit(visited[1]!);
    }
    if (verifier(req, res)) return;
    if (isOpenLogPath(pathname)) return void serveOpenLog(req, res, pathname, headers);
    const step = apiStep(routes, { method: req.method ?? 'GET', path: pathname, headers: req.headers });
    if ('answer' in step) return void send(req, res, step.answer, headers).catch(() => res.destroy());
    if (direct && 'serve' in step) return void serveApi(req, res, step.serve, headers);
    // (the API goes through Next too when not served directly, and so does its path with a trailing /)
    if (!isApiPath(pathname) && req.method !== 'GET' && req.method !== 'HEAD') return pagesAnswerReadsOnly(res);
    const render = () => void renderWithStatus(res, () => next(req, res)).catch((e: unknown) => {
      // Next answers its own errors; this is only a last guard, so that nothing can end the process
      // (the site's headers are already on it: admit)
      console.error('server: a request failed in Next', e);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('500 Internal Server Error\n');
      } else res.destroy();
    });
    if (!pages.handle(req, res, render)) render();
  };
}

/**
 * The pages and their assets are read, never written to (the site has no Server Actions or forms that
 * post): any other method is answered here, before Next — which answered TRACE with a 500 and
 * PUT, DELETE or PROPFIND with the page itself.
 */
function pagesAnswerReadsOnly(res: ServerResponse): void {
  const body = '405 Method Not Allowed: pages answer GET and HEAD only\n';
  res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(body);
}
