import { handle, json, readJson, requirePublisher, routeId } from '@/lib/api/http';
import { proofUrl } from '@/lib/api/views';
import { assertProofOwned, revealProof } from '@/lib/db/store';

type Ctx = { params: Promise<{ id: string }> };

/** Reveal: the whole document with its seed(s); verified at once, stored even when it fails. */
export function POST(req: Request, { params }: Ctx) {
  return handle(async () => {
    const publisher = await requirePublisher(req);
    const body = await readJson(req);
    const id = routeId((await params).id);
    if (!body.ok) {
      await assertProofOwned(publisher, id);
      throw body.error;
    }
    const { report } = await revealProof(publisher, id, body.value);
    return json({ id, url: proofUrl(id), report });
  });
}
