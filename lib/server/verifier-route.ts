// `/verifier.js` as server.ts serves it: public/verifier.js with the key this
// site signs with (lib/site/verifier-file.ts), from memory, in place of Next's
// static file — the same Content-Type and Cache-Control, an ETag of the bytes
// sent, gzip when the client takes it, the site's security headers. Each process
// prepares its own copy at start (no file is written, so workers cannot race).
import cluster from 'node:cluster';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import { acceptsGzip } from '../api/node.ts';
import { logSigner } from '../db/log/key.ts';
import { etagMatches } from '../site/etag.ts';
import { siteHeaders } from '../site/headers.ts';
import { describeServed, isServed, servedVerifier, verifierPath, type ServedVerifier, type VerifierState } from '../site/verifier-file.ts';

const PATH = '/verifier.js';

const SECURITY: OutgoingHttpHeaders = Object.fromEntries(siteHeaders(false).map(({ key, value }) => [key, value]));

const isVerifierUrl = (url: string | undefined): boolean => url === PATH || (url?.startsWith(`${PATH}?`) ?? false);

function sendText(res: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { ...SECURITY, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
  res.end(`${text}\n`);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: ServedVerifier): void {
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  const { body, etag } = gzip ? file.gzip : file.identity;
  const headers: OutgoingHttpHeaders = {
    ...SECURITY,
    'Content-Type': 'application/javascript; charset=UTF-8',
    'Cache-Control': 'public, max-age=0',
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  };
  if (etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function answer(req: IncomingMessage, res: ServerResponse, state: VerifierState): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, `${PATH} answers GET and HEAD only`, { Allow: 'GET, HEAD' });
  if (!isServed(state)) return sendText(res, state.status, state.message);
  sendFile(req, res, state);
}

/** At start, once for the whole server (the primary, or the first worker): what is wrong, in one line. */
function warn(state: VerifierState): void {
  if (!cluster.isPrimary && cluster.worker?.id !== 1) return;
  if (!isServed(state)) console.error(`server: ${state.message}${state.cause ? ` (${state.cause})` : ''}`);
  else if (state.vkey === null) {
    console.warn('server: public/verifier.js was built without a verifier key (--no-vkey): served as it is, so it checks a proof\'s log only with --vkey; npm run build:verifier builds the key in');
  }
}

/** Answers `/verifier.js` with what `load` gives; returns whether the request was its. */
export function verifierHandler(load: () => Promise<VerifierState>): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (!isVerifierUrl(req.url)) return false;
    // (load never rejects; the catch keeps a failed write from ending the process)
    void load().then((state) => answer(req, res, state)).catch(() => res.destroy());
    return true;
  };
}

/**
 * `/verifier.js` for the project in `dir`, with the key the site signs with: prepared now (a problem
 * said in one line), answered by the returned handler. The verifier page describes the same bytes.
 */
export function verifierRoute(dir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const load = servedVerifier(verifierPath(dir), async () => (await logSigner()).vkey);
  describeServed(load);
  void load().then(warn);
  return verifierHandler(load);
}
