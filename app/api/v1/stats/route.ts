import { handle, JSON_TYPE } from '@/lib/api/http';
import { readStatsJson, StatsNotBuiltError } from '@/lib/db/stats';
import { etagMatches } from '@/lib/site/etag';

/** Never prerendered at build: the answer is the database's. */
export const dynamic = 'force-dynamic';

/**
 * The fairness statistics (../shared/spec/stats.md): every table's counts, n, chi-square, df and p.
 * They change with every reveal: `no-cache` with an ETag (304 when the client holds this version).
 */
export function GET(req: Request) {
  return handle(async () => {
    let stats;
    try {
      stats = await readStatsJson();
    } catch (e) {
      if (!(e instanceof StatsNotBuiltError)) throw e;
      const body = JSON.stringify({ error: { code: 'not_ready', message: e.message } });
      return new Response(body, { status: 503, headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store', 'Retry-After': '60' } });
    }
    const headers = { ETag: stats.etag, 'Cache-Control': 'no-cache' };
    if (etagMatches(req.headers.get('if-none-match'), stats.etag)) return new Response(null, { status: 304, headers });
    return new Response(stats.json, { status: 200, headers: { ...headers, 'Content-Type': JSON_TYPE, 'Content-Length': String(stats.json.byteLength) } });
  });
}
