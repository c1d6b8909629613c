import { handle } from '@/lib/api/http';
import { publishedCheckpoint } from '@/lib/db/log/published';

/** Never prerendered at build: the answer is the database's. */
export const dynamic = 'force-dynamic';

/** The checkpoint the log publishes (log.md): the same text as /log/checkpoint. */
export function GET() {
  return handle(async () => {
    const { note } = await publishedCheckpoint();
    return new Response(note, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });
  });
}
