import { handle } from '@/lib/api/http';
import { latestCheckpoint } from '@/lib/db/log';

/** Never prerendered at build: the answer is the database's. */
export const dynamic = 'force-dynamic';

/** The newest signed checkpoint of the commitment log (log.md), as text. */
export function GET() {
  return handle(async () => {
    const { note } = await latestCheckpoint();
    return new Response(note, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });
  });
}
