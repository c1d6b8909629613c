import { ApiError, handle, routeId } from '@/lib/api/http';
import { tlogProofFile } from '@/lib/site/proof-number';
import { tlogProofOf } from '@/lib/db/log/tlog-proof';
import { MAX_ID } from '@/lib/db/proofs';
import { handNumber } from '@/lib/fair/schemes/poker';

type Ctx = { params: Promise<{ id: string }> };

/** Never prerendered at build: the answer is the database's. */
export const dynamic = 'force-dynamic';

/** `?hand=<n>`: a poker hand's number, in the store's range (as a hand is added), or absent. */
function handOf(req: Request): number | undefined {
  const raw = new URL(req.url).searchParams.get('hand');
  if (raw === null) return undefined;
  const n = handNumber(raw);
  if (n === null || n > MAX_ID) throw new ApiError('invalid_input', `hand must be a hand number from 1 to ${MAX_ID}, got ${JSON.stringify(raw)}`, 'hand');
  return n;
}

/**
 * The proof's entry (or its poker hand's) as C2SP tlog-proof@v1 (log.md, "Carrying a proof away"):
 * text a player keeps and checks offline with `verifier.js tlog-proof`.
 */
export function GET(req: Request, { params }: Ctx) {
  return handle(async () => {
    const id = routeId((await params).id);
    const hand = handOf(req);
    const proof = await tlogProofOf(id, hand);
    if (typeof proof !== 'string') throw new ApiError('not_found', proof.none === 'not logged' ? 'this proof was stored before the log existed: it has no entry' : proof.none);
    return new Response(proof, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="${tlogProofFile(id, hand)}"`,
        'Cache-Control': 'no-cache',
      },
    });
  });
}
