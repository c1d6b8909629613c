import { handle, jsonText, proofCallText } from '@/lib/api/http';
import { proofUrl } from '@/lib/api/views';
import { revealProofText } from '@/lib/db/store';

type Ctx = { params: Promise<{ id: string }> };

/** Reveal: the whole document with its seed(s); verified at once, stored even when it fails. */
export function POST(req: Request, { params }: Ctx) {
  return handle(async () => {
    // the body parsed where it is checked: a large one in the reveal's worker thread
    const { publisher, id, text } = await proofCallText(req, (await params).id);
    const { reportJson } = await revealProofText(publisher, id, text);
    // the report's JSON as the store wrote it (megabytes for a long match): spliced in, not parsed and re-encoded
    return jsonText(`{"id":${id},"url":${JSON.stringify(proofUrl(id))},"report":${reportJson}}`);
  });
}
