// The open log's static paths (log.md, "Tiles"; C2SP tlog-tiles) under the prefix /log, answered by
// server.ts before Next: `/log/checkpoint` (the published checkpoint, never cached) and
// `/log/tile/<L>/<N>[.p/<W>]`, `/log/tile/entries/<N>[.p/<W>]` (cached forever: a tile's content
// never changes). A malformed tile path is a 400, a tile the tree does not have a 404 — a line of
// text each, never a 5xx. Entry bundles go out gzip-encoded to a client that takes gzip.
import { gzipSync } from 'node:zlib';

import { parseTilePath } from '../fair/log/tiles.ts';
import { latestCheckpoint } from '../db/log/index.ts';
import { publishedCheckpoint } from '../db/log/published.ts';
import { entryBundle, hashTile, storedLevel } from '../db/log/tiles.ts';
import { preflightHeaders } from '../site/cors.ts';
import { IMMUTABLE } from './http.ts';
import { acceptsGzip } from './node.ts';

export const LOG_PREFIX = '/log';
const CHECKPOINT = `${LOG_PREFIX}/checkpoint`;
const TILES = `${LOG_PREFIX}/tile/`;

/**
 * Whether server.ts answers `path` here: everything under /log/ (log.md: every answer there carries
 * CORS; a path that is neither the checkpoint nor a tile is a 404 of the log, not a page's redirect).
 * `/log` and `/log/` themselves are the log's page, in the visitor's language.
 */
export const isOpenLogPath = (path: string): boolean => path.startsWith(`${LOG_PREFIX}/`) && path !== `${LOG_PREFIX}/`;

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

/** A tile or bundle: its bytes for the tree the newest checkpoint has, or a 400/404 saying why not. */
async function tile(path: string, acceptEncoding: string | undefined): Promise<Response> {
  const t = parseTilePath(path.slice(LOG_PREFIX.length + 1));
  if (typeof t === 'string') return text(400, `400 Bad Request: ${path}: ${t}`);
  const { size } = await latestCheckpoint();
  const bytes = t.level === 'entries' ? await entryBundle(t, size) : await hashTile({ ...t, level: t.level }, size, storedLevel);
  if (!bytes) return text(404, `404 Not Found: the log's tree (size ${size}) has no ${path.slice(LOG_PREFIX.length + 1)}`);
  const headers: Record<string, string> = { 'Content-Type': 'application/octet-stream', 'Cache-Control': IMMUTABLE };
  if (t.level !== 'entries') return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
  headers.Vary = 'Accept-Encoding';
  if (!acceptsGzip(acceptEncoding)) return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
  return new Response(gzipSync(bytes) as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'Content-Encoding': 'gzip' } });
}

const ALLOW = ['GET', 'HEAD', 'OPTIONS'];

/** The request headers an answer here depends on. */
export type HeaderOf = (name: 'accept-encoding' | 'access-control-request-method' | 'access-control-request-headers') => string | undefined;

/** OPTIONS: 204 with `Allow`, and a CORS preflight's grant for a read (lib/site/cors.ts). */
function options(path: string, header: HeaderOf): Response {
  const headers = new Headers(preflightHeaders(path, ALLOW, header('access-control-request-method'), header('access-control-request-headers')));
  headers.set('Allow', ALLOW.join(', '));
  headers.set('Cache-Control', 'no-store');
  return new Response(null, { status: 204, headers });
}

/** The answer to `method` on an open-log `path` ({@link isOpenLogPath}). */
export async function openLogResponse(method: string, path: string, header: HeaderOf = () => undefined): Promise<Response> {
  if (method === 'OPTIONS') return options(path, header);
  if (method !== 'GET' && method !== 'HEAD') return text(405, `405 Method Not Allowed: ${path} answers ${ALLOW.join(', ')}`, { Allow: ALLOW.join(', ') });
  if (path.startsWith(TILES) || path === TILES.slice(0, -1)) return tile(path, header('accept-encoding'));
  if (path !== CHECKPOINT) return text(404, `404 Not Found: ${path}: the log serves ${CHECKPOINT} and its tiles under ${TILES}`);
  const { note } = await publishedCheckpoint();
  return new Response(note, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });
}
