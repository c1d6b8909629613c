import { handle, json, proofCall } from '@/lib/api/http';
import { addPokerHand } from '@/lib/db/store';

type Ctx = { params: Promise<{ id: string }> };

/** Poker: one hand's commitments, before its deal. */
export function POST(req: Request, { params }: Ctx) {
  return handle(async () => {
    const { publisher, id, value } = await proofCall(req, (await params).id);
    const { created } = await addPokerHand(publisher, id, value);
    return json({ id, n: (value as { n: number }).n }, created ? 201 : 200);
  });
}
