import { IMMUTABLE } from '@/lib/api/http';
import { publicProofJson } from '@/lib/api/views';
import { documentScript, documentScriptId } from '@/lib/site/document-script';
import { etagMatches } from '@/lib/site/etag';

type Ctx = { params: Promise<{ file: string }> };

const notFound = () => new Response('no such proof\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * `/fair-documents/<id>.js`: proof `id`'s public document (the API's, as `GET /api/v1/proofs/<id>`
 * serves it) as the script its page loads (lib/site/document-script.ts).
 */
export async function GET(req: Request, { params }: Ctx): Promise<Response> {
  const id = documentScriptId((await params).file);
  const proof = id === null ? null : await publicProofJson(id);
  if (id === null || !proof) return notFound();
  // the API's ETag names the document's bytes; the script's are those and its id
  const etag = `${proof.etag.slice(0, -1)}.js"`;
  const cacheControl = proof.revealed ? IMMUTABLE : 'no-cache';
  if (etagMatches(req.headers.get('if-none-match') ?? undefined, etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } });
  }
  const body = documentScript(id, proof.body);
  return new Response(body, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Length': String(body.byteLength), ETag: etag, 'Cache-Control': cacheControl },
  });
}
