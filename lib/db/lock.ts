// One writer at a time on SQLite.
//
// better-sqlite3 gives the Prisma adapter ONE connection per process. The
// adapter serializes interactive transactions among themselves, but a query
// issued outside a transaction while one is open runs on the same connection
// — inside that transaction, seeing its uncommitted rows and lost with its
// rollback. So on SQLite every database access of the store goes through
// `exclusive()`: an in-process queue, re-entrant through AsyncLocalStorage so
// code already inside it (a transaction's queries) does not wait on itself.
// PostgreSQL has a connection per transaction and row locks: no queue there.
// Other processes (CLI, seed) are kept apart by SQLite's own file lock and the
// adapter's busy timeout.
import { AsyncLocalStorage } from 'node:async_hooks';

import { dbProvider } from './client.ts';

const inside = new AsyncLocalStorage<true>();
let tail: Promise<unknown> = Promise.resolve();

/** Runs `fn` alone among the store's SQLite accesses of this process (at once on PostgreSQL). */
export function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  if (dbProvider() !== 'sqlite' || inside.getStore()) return fn();
  const run = tail.then(
    () => inside.run(true, fn),
    () => inside.run(true, fn),
  );
  tail = run.catch(() => undefined);
  return run;
}
