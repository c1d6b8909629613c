// Serving the API's route handlers straight from Node's http server (server.ts),
// without Next's per-request pipeline. The handlers are the App Router route
// modules themselves (app/api/routes.ts): web `Request` in, `Response` out, so
// `next dev` and `next start` serve the very same code, only slower.
//
// What Next would add is added here too: the site's headers (lib/site/headers.ts)
// and gzip for clients that accept it. HEAD is served by the GET handler (Node
// sends no body). What no handler answers — an unknown path, another method,
// OPTIONS — is lib/api/edge.ts'.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzip, gzipSync } from 'node:zlib';

import { MAX_BODY_BYTES } from './http.ts';
import { compressedEtag } from '../site/etag.ts';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Response | Promise<Response>;

export interface Route {
  pattern: RegExp;
  keys: string[];
  handlers: Map<string, Handler>;
  /** the methods this path answers, for `Allow`: its handlers', HEAD with GET, and OPTIONS */
  allow: string[];
}

/** The methods of the route modules. */
const METHODS = ['GET', 'POST'] as const;

/** Compiles App Router paths (`/api/v1/proofs/[id]`) into matchers; only single `[param]` segments. */
export function compileRoutes(table: Record<string, Record<string, unknown>>): Route[] {
  return Object.entries(table).map(([path, mod]) => {
    const keys: string[] = [];
    const source = path
      .split('/')
      .map((seg) => {
        const m = /^\[([a-zA-Z_][a-zA-Z0-9_]*)\]$/.exec(seg);
        if (m) {
          keys.push(m[1]!);
          return '([^/]+)';
        }
        if (/[[\]]/.test(seg)) throw new Error(`api routes: unsupported segment "${seg}" in ${path}`);
        return seg.replace(/[.*+?^${}()|\\]/g, '\\$&');
      })
      .join('/');
    const handlers = new Map<string, Handler>();
    for (const m of METHODS) if (typeof mod[m] === 'function') handlers.set(m, mod[m] as Handler);
    const get = handlers.get('GET');
    if (get) handlers.set('HEAD', get);
    const allow = ['GET', 'HEAD', 'POST'].filter((m) => handlers.has(m));
    return { pattern: new RegExp(`^${source}$`), keys, handlers, allow: [...allow, 'OPTIONS'] };
  });
}

export interface Match {
  handler: Handler;
  params: Record<string, string>;
}

/** The route of `pathname` (no query) with its parameters decoded, or null (none, or a malformed %-escape). */
export function findRoute(routes: readonly Route[], pathname: string): { route: Route; params: Record<string, string> } | null {
  for (const route of routes) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [i, key] of route.keys.entries()) {
      try {
        params[key] = decodeURIComponent(m[i + 1]!);
      } catch {
        return null;
      }
    }
    return { route, params };
  }
  return null;
}

/** The handler for `method` on `pathname` (no query), or null: not one a route module serves. */
export function matchRoute(routes: readonly Route[], method: string, pathname: string): Match | null {
  const found = findRoute(routes, pathname);
  const handler = found?.route.handlers.get(method);
  return found && handler ? { handler, params: found.params } : null;
}

/** Response types worth compressing, and the smallest body worth it (below, gzip only adds bytes and CPU). */
const COMPRESSIBLE = /^(application\/json|text\/)/;
const MIN_GZIP_BYTES = 1024;
/** From this size on, gzip runs on libuv's thread pool, not in the event loop: a reveal's answer can be megabytes. */
const ASYNC_GZIP_BYTES = 64 * 1024;

function gzipped(bytes: Uint8Array): Promise<Uint8Array> | Uint8Array {
  if (bytes.byteLength < ASYNC_GZIP_BYTES) return gzipSync(bytes, { level: 6 });
  return new Promise((resolve, reject) => gzip(bytes, { level: 6 }, (e, out) => (e ? reject(e) : resolve(out))));
}

/** Whether an Accept-Encoding header admits gzip (`gzip` or `*`, unless weighted q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let verdict: boolean | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip') return ok; // named beats the wildcard
    verdict = ok;
  }
  return verdict ?? false;
}

/**
 * The request's body, at most MAX_BODY_BYTES + 1 bytes of it: enough for the handler to
 * answer 413 in its turn (after 401 and 415), without holding an oversized upload in memory.
 * A declared length over the limit is not read at all.
 */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      if (size > MAX_BODY_BYTES) return; // already over: drain the rest
      size += c.byteLength;
      chunks.push(c);
    });
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('aborted', () => reject(new Error('aborted')));
  });
}

function toRequest(req: IncomingMessage, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const one of v) headers.append(k, one);
    else headers.set(k, v);
  }
  // The handlers read the path and query only; the host is not theirs to trust.
  return new Request(`http://localhost${req.url ?? '/'}`, {
    method: req.method,
    headers,
    ...(body && body.byteLength ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer> } : {}),
  });
}

const internalError = () =>
  Response.json(
    { error: { code: 'internal', message: 'internal error: the request was not applied; please retry or report it' } },
    { status: 500, headers: { 'Cache-Control': 'no-store' } },
  );

type SiteHeaders = readonly { key: string; value: string }[];

/**
 * Serves `match` for `req` on `res`, with `siteHeaders` on the answer (a handler's own
 * header of the same name wins). Never rejects: a handler that throws, or whose answer cannot
 * be read or written, is a 500 in the API's error JSON (the handlers turn their own refusals
 * into 4xx) — or, once headers are out, a cut connection. The process keeps serving.
 */
export async function serveApi(req: IncomingMessage, res: ServerResponse, match: Match, siteHeaders: SiteHeaders): Promise<void> {
  let response: Response;
  try {
    const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
    response = await match.handler(toRequest(req, body), { params: Promise.resolve(match.params) });
  } catch (e) {
    if (req.destroyed) return; // the client went away mid-body: nobody to answer
    console.error('api: unexpected error', e);
    response = internalError();
  }
  try {
    await send(req, res, response, siteHeaders);
  } catch (e) {
    console.error('api: the answer could not be sent', e);
    if (res.headersSent) res.destroy();
    else await send(req, res, internalError(), siteHeaders).catch(() => res.destroy());
  }
}

/** Writes a web `Response` to `res` with `siteHeaders` (its own headers win), gzipped when worth it. */
export async function send(req: IncomingMessage, res: ServerResponse, response: Response, siteHeaders: SiteHeaders): Promise<void> {
  const out: Record<string, string | string[]> = {};
  for (const { key, value } of siteHeaders) out[key.toLowerCase()] = value;
  response.headers.forEach((value, key) => {
    out[key] = value;
  });
  const setCookie = response.headers.getSetCookie();
  if (setCookie.length) out['set-cookie'] = setCookie;

  let bytes: Uint8Array = response.body ? new Uint8Array(await response.arrayBuffer()) : new Uint8Array();
  if (bytes.byteLength >= MIN_GZIP_BYTES && !out['content-encoding'] && COMPRESSIBLE.test(String(out['content-type'] ?? ''))) {
    // This answer's encoding depends on the request's Accept-Encoding, whichever it is this time.
    out.vary = out.vary ? `${String(out.vary)}, Accept-Encoding` : 'Accept-Encoding';
    if (acceptsGzip(req.headers['accept-encoding'])) {
      bytes = await gzipped(bytes);
      out['content-encoding'] = 'gzip';
      if (typeof out.etag === 'string') out.etag = compressedEtag(out.etag);
    }
  }
  // a 304 names the tag the client holds: the weak one, when what it holds came compressed
  if (response.status === 304 && typeof out.etag === 'string' && String(req.headers['if-none-match'] ?? '').includes(compressedEtag(out.etag))) {
    out.etag = compressedEtag(out.etag);
  }
  if (response.status !== 204 && response.status !== 304) out['content-length'] = String(bytes.byteLength);
  else delete out['content-length'];
  res.writeHead(response.status, out);
  res.end(response.status === 204 || response.status === 304 ? undefined : bytes);
}
