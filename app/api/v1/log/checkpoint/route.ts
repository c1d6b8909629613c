import { connection } from 'next/server';
import { handle } from '@/lib/api/http';
import { latestCheckpoint } from '@/lib/db/log';

/** The newest signed checkpoint of the commitment log (log.md), as text. */
export function GET() {
  return handle(async () => {
    await connection();
    const { note } = await latestCheckpoint();
    return new Response(note, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });
  });
}
