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
// adapter's busy timeout. The queue is one per process (process-wide.ts): the
// API's copy of this module and the pages' copy share it, as they share the
// connection.
import { AsyncLocalStorage } from 'node:async_hooks';

import { dbProvider, getDb, type Db } from './client.ts';
import { processWide } from './process-wide.ts';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
type Write = { fn: (tx: Tx) => Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void };

const state = processWide('sqlite-queue', () => ({
  inside: new AsyncLocalStorage<true>(),
  tail: Promise.resolve() as Promise<unknown>,
  queued: [] as Write[],
  flushScheduled: false,
}));

/** Runs `fn` alone among the store's SQLite accesses of this process (at once on PostgreSQL). */
export function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  if (dbProvider() !== 'sqlite' || state.inside.getStore()) return fn();
  const run = state.tail.then(
    () => state.inside.run(true, fn),
    () => state.inside.run(true, fn),
  );
  state.tail = run.catch(() => undefined);
  return run;
}

// ─── group commit ──────────────────────────────────────────────────────────
//
// On SQLite every committed transaction waits for an fsync (`synchronous=FULL`
// keeps an acknowledged commitment through a power loss; about 4 ms here), so
// one write transaction per request caps throughput near 250 writes/s. Writes
// that arrive while one is running are therefore applied together: one
// transaction, one fsync, each write in its own savepoint — a write that fails
// is rolled back alone and rejects alone; the others are acknowledged only
// once the shared COMMIT succeeded. PostgreSQL commits each write on its own
// connection (and groups fsyncs itself).

const TX_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

/**
 * Runs `fn` in a write transaction: its own on PostgreSQL, a shared one on
 * SQLite (see above). `fn` must do its reads first and its one write last,
 * and must not catch the database's errors.
 */
export function inWriteTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (dbProvider() !== 'sqlite') return getDb().$transaction(fn, TX_OPTIONS);
  return new Promise<T>((resolve, reject) => {
    state.queued.push({ fn, resolve: resolve as (v: unknown) => void, reject });
    if (!state.flushScheduled) {
      state.flushScheduled = true;
      void exclusive(flush);
    }
  });
}

async function flush(): Promise<void> {
  state.flushScheduled = false;
  const writes = state.queued;
  state.queued = [];
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    await getDb().$transaction(async (tx) => {
      for (const write of writes) {
        await tx.$executeRawUnsafe('SAVEPOINT fair_write');
        try {
          outcomes.push({ ok: true, value: await write.fn(tx) });
          await tx.$executeRawUnsafe('RELEASE SAVEPOINT fair_write');
        } catch (error) {
          await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT fair_write');
          await tx.$executeRawUnsafe('RELEASE SAVEPOINT fair_write');
          outcomes.push({ ok: false, error });
        }
      }
    }, TX_OPTIONS);
  } catch (error) {
    for (const write of writes) write.reject(error);
    return;
  }
  writes.forEach((write, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) write.resolve(outcome.value);
    else write.reject(outcome.error);
  });
}
