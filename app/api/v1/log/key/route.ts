import { handle } from '@/lib/api/http';
import { verifierKey } from '@/lib/db/log';

/** Never prerendered at build: the answer is the database's. */
export const dynamic = 'force-dynamic';

/** The commitment log's verifier key `<name>+<key ID>+<base64 key>` (log.md), as text. */
export function GET() {
  return handle(async () => {
    const vkey = await verifierKey();
    return new Response(vkey, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
  });
}
