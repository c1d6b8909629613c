import { handle, json, proofCall } from '@/lib/api/http';
import { proofUrl } from '@/lib/api/views';
import { revealProof } from '@/lib/db/store';

type Ctx = { params: Promise<{ id: string }> };

/** Reveal: the whole document with its seed(s); verified at once, stored even when it fails. */
export function POST(req: Request, { params }: Ctx) {
  return handle(async () => {
    const { publisher, id, value } = await proofCall(req, (await params).id);
    const { report } = await revealProof(publisher, id, value);
    return json({ id, url: proofUrl(id), report });
  });
}
