import { handle } from '@/lib/api/http';
import { inclusionAnswer } from '@/lib/api/log-query';

/** The inclusion proof of entry `index` in the tree of the first `size` entries (log.md). */
export function GET(req: Request) {
  return handle(() => inclusionAnswer(new URL(req.url).searchParams));
}
