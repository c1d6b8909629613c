import { handle, routeId, ApiError, IMMUTABLE, JSON_TYPE } from '@/lib/api/http';
import { publicProofJson, type Served } from '@/lib/api/views';
import { etagMatches } from '@/lib/site/etag';

type Ctx = { params: Promise<{ id: string }> };

/** The document as JSON, or 304 when the client holds this version (If-None-Match). */
function send(req: Request, proof: Served): Response {
  const cacheControl = proof.revealed ? IMMUTABLE : 'no-cache';
  if (etagMatches(req.headers.get('if-none-match'), proof.etag)) {
    return new Response(null, { status: 304, headers: { ETag: proof.etag, 'Cache-Control': cacheControl } });
  }
  return new Response(proof.body, {
    status: 200,
    headers: { 'Content-Type': JSON_TYPE, 'Content-Length': String(proof.body.byteLength), ETag: proof.etag, 'Cache-Control': cacheControl },
  });
}

/**
 * A proof document: without seed and outcomes while committed; immutable once revealed (a revealed
 * proof read before comes from memory, already encoded: lib/api/views.ts).
 */
export function GET(req: Request, { params }: Ctx) {
  return handle(async () => {
    const id = routeId((await params).id);
    const proof = await publicProofJson(id);
    if (!proof) throw new ApiError('not_found', 'no such proof');
    return send(req, proof);
  });
}
