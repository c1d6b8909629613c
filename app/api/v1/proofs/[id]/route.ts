import { handle, routeId, ApiError } from '@/lib/api/http';
import { publicProofJson } from '@/lib/api/views';

type Ctx = { params: Promise<{ id: string }> };

/** A proof document: without seed and outcomes while committed; immutable once revealed. */
export function GET(req: Request, { params }: Ctx) {
  return handle(async () => {
    const id = routeId((await params).id);
    const proof = await publicProofJson(id);
    if (!proof) throw new ApiError('not_found', 'no such proof');
    const headers = {
      ETag: proof.etag,
      'Cache-Control': proof.revealed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (req.headers.get('if-none-match') === proof.etag) return new Response(null, { status: 304, headers });
    return new Response(proof.body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });
  });
}
