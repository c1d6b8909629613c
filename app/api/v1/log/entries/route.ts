import { handle } from '@/lib/api/http';
import { entriesAnswer } from '@/lib/api/log-query';

/** Entries [start, end) of the commitment log, at most 1,000 (log.md). */
export function GET(req: Request) {
  return handle(() => entriesAnswer(new URL(req.url).searchParams));
}
