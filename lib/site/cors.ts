/**
 * Cross-origin reading (CORS) of what is public: a monitor or a dashboard on another site may
 * read the proofs, the statistics and the log from a browser. Only reading — `GET` and `HEAD` —
 * and never with credentials: publishing (`POST`, with its bearer token) stays same-origin, so no
 * answer to a POST and no preflight asking for one (or for an `Authorization` header) carries
 * `Access-Control-Allow-Origin` — but under the log's `/log/` and `/api/v1/log/`, where nothing is
 * written and every answer carries it (log.md) — and `Access-Control-Allow-Credentials` is never sent.
 *
 * server.ts applies this to every request, whoever answers it (the direct API, Next, an error).
 */

/**
 * The public paths readable from anywhere: each prefix and everything below it (`/api/v1/proofs`
 * covers `/api/v1/proofs/19`, not `/api/v1/proofsx`); one that ends in `/`, only what lies below it:
 * every answer under the open log's `/log/` (log.md, "Tiles"), not its page at `/log`.
 */
export const PUBLIC_READ_PREFIXES: readonly string[] = ['/api/v1/proofs', '/api/v1/stats', '/api/v1/log', '/log/'];

/** The methods a cross-origin reader may use. */
export const READ_METHODS = ['GET', 'HEAD'] as const;
/** Request headers a reader sends beyond the CORS-safelisted ones. */
const READ_HEADERS = ['If-None-Match', 'If-Modified-Since', 'Cache-Control'];
const READ_HEADERS_LOWER = READ_HEADERS.map((h) => h.toLowerCase());
/** Response headers a reader's script may see beyond the safelisted ones. */
const EXPOSED = 'ETag, Retry-After';
/** How long a browser may keep a preflight's answer, in seconds. */
const MAX_AGE = '86400';

export type HeaderList = [string, string][];

export function isPublicRead(path: string): boolean {
  return PUBLIC_READ_PREFIXES.some((p) => (p.endsWith('/') ? path.startsWith(p) && path !== p : path === p || path.startsWith(`${p}/`)));
}

/** The log's paths (`/log/…`, `/api/v1/log/…`): nothing is written there, and log.md has every answer carry the CORS header (an OPTIONS's, a 405's too). */
const isLogPath = (path: string): boolean => (path.startsWith('/log/') && path !== '/log/') || path === '/api/v1/log' || path.startsWith('/api/v1/log/');

/** The CORS headers of an answer to `method` on `path` (none but for a public read, or anything under the log). */
export function corsHeaders(method: string, path: string): HeaderList {
  if (!isPublicRead(path) || !((READ_METHODS as readonly string[]).includes(method) || isLogPath(path))) return [];
  return [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Expose-Headers', EXPOSED],
  ];
}

/**
 * The CORS headers of the answer to a preflight (`OPTIONS` with `Access-Control-Request-Method`)
 * on `path` whose methods are `allowed`: granted only for a read of a public path asking for no
 * header a reader does not send; otherwise none (the browser then refuses the request).
 */
export function preflightHeaders(path: string, allowed: readonly string[], method: string | undefined, headers: string | undefined): HeaderList {
  if (!method || !(READ_METHODS as readonly string[]).includes(method) || !allowed.includes(method) || !isPublicRead(path)) return [];
  const asked = (headers ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (asked.some((h) => !READ_HEADERS_LOWER.includes(h))) return [];
  return [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Allow-Methods', [...READ_METHODS, 'OPTIONS'].join(', ')],
    ['Access-Control-Allow-Headers', READ_HEADERS.join(', ')],
    ['Access-Control-Max-Age', MAX_AGE],
  ];
}
