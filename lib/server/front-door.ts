/**
 * The first step of every request in server.ts, before the page cache, the API or Next see it:
 *
 * - the site's security headers go on the answer whoever writes it — Next's own 404/500/308, the
 *   server's last guard — (a later header of the same name wins: the seed pages' tighter CSP);
 * - the request target is read (lib/server/request-target.ts): an absolute-form target becomes the
 *   path it names on this host; a malformed %-escape is answered 400 here — the API's error JSON
 *   under /api, else a page in the path's locale (lib/server/bad-address.ts) — and so is a target
 *   that is not a path (`*`), in a line of text; a target over MAX_TARGET is answered the same way,
 *   414 on a page (400 `invalid_input` under /api, the statuses api.md lists; a line of text under
 *   /log/, with its CORS, as log.md has every malformed path there);
 * - a public read gets its CORS headers (lib/site/cors.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { errorResponse } from '../api/http.ts';
import { isApiPath } from '../api/edge.ts';
import { isOpenLogPath } from '../api/open-log.ts';
import { send } from '../api/node.ts';
import { badAddressPage } from './bad-address.ts';
import { corsHeaders } from '../site/cors.ts';
import { MAX_TARGET, readTarget, type Unreadable } from './request-target.ts';

type SiteHeaders = readonly { key: string; value: string }[];

/** The request's path (without the query) once admitted, `req.url` set to its origin form; null once answered. */
export function admit(req: IncomingMessage, res: ServerResponse, siteHeaders: SiteHeaders): string | null {
  for (const { key, value } of siteHeaders) res.setHeader(key, value);
  const target = readTarget(req.url ?? '/');
  if (!target.ok) {
    if (target.reason === 'target') badTarget(res);
    else refuse(req, res, target.path, target.reason, siteHeaders);
    return null;
  }
  req.url = target.url;
  for (const [key, value] of corsHeaders(req.method ?? 'GET', target.path)) res.setHeader(key, value);
  return target.path;
}

const API_WORDS: Record<Unreadable, string> = {
  escape: 'the address is malformed: a % must be followed by two hexadecimal digits, and the escapes must spell UTF-8 text, with no control character in the path',
  long: `the address is too long: at most ${MAX_TARGET} characters`,
};

/** `*` or a bare name: no browser sends one, so a line of text. */
function badTarget(res: ServerResponse): void {
  const body = '400 Bad Request: the request target must be a path (/…) or an absolute http(s) URL\n';
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(body);
}

function refuse(req: IncomingMessage, res: ServerResponse, path: string, reason: Unreadable, siteHeaders: SiteHeaders): void {
  if (isOpenLogPath(path)) {
    // the log's readers are programs: a line of text, a 400 as for any malformed path there (log.md)
    const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...Object.fromEntries(corsHeaders(req.method ?? 'GET', path)) };
    void send(req, res, new Response(`400 Bad Request: ${API_WORDS[reason]}\n`, { status: 400, headers }), siteHeaders).catch(() => res.destroy());
    return;
  }
  if (isApiPath(path)) {
    void send(req, res, errorResponse('invalid_input', API_WORDS[reason]), siteHeaders).catch(() => res.destroy());
    return;
  }
  const { locale, html } = badAddressPage(path, reason);
  const body = Buffer.from(html);
  res.writeHead(reason === 'long' ? 414 : 400, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': locale,
    'Cache-Control': 'no-store',
    'Content-Length': String(body.byteLength),
  });
  res.end(body);
}
