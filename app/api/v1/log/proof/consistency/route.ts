import { handle } from '@/lib/api/http';
import { consistencyAnswer } from '@/lib/api/log-query';

/** The consistency proof between the trees of the first `from` and `to` entries (log.md). */
export function GET(req: Request) {
  return handle(() => consistencyAnswer(new URL(req.url).searchParams));
}
