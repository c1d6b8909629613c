import { handle, json, readJson, requirePublisher, routeId } from '@/lib/api/http';
import { addPokerHand, assertProofOwned } from '@/lib/db/store';

type Ctx = { params: Promise<{ id: string }> };

/** Poker: one hand's commitments, before its deal. */
export function POST(req: Request, { params }: Ctx) {
  return handle(async () => {
    const publisher = await requirePublisher(req);
    const body = await readJson(req);
    const id = routeId((await params).id);
    if (!body.ok) {
      await assertProofOwned(publisher, id);
      throw body.error;
    }
    const { created } = await addPokerHand(publisher, id, body.value);
    return json({ id, n: (body.value as { n: number }).n }, created ? 201 : 200);
  });
}
