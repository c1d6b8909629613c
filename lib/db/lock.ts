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

import { dbProvider, getDb, sharedPgPool, sharedSql, type Db } from './client.ts';
import { processWide } from './process-wide.ts';
import { pgTransaction, type Sql } from './sql.ts';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
type Write = { fn: (tx: Tx) => Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void };
type SqlWrite = { fn: (sql: Sql) => Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void };

const state = processWide('sqlite-queue', () => ({
  inside: new AsyncLocalStorage<true>(),
  tail: Promise.resolve() as Promise<unknown>,
  queued: [] as Write[],
  flushScheduled: false,
  sqlQueued: [] as SqlWrite[],
  sqlFlushScheduled: false,
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

/** Runs `fn` with plain SQL on the shared database (lib/db/sql.ts), through the queue: committed rows only. */
export function withSql<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
  return exclusive(async () => fn(await sharedSql()));
}

// ─── group commit ──────────────────────────────────────────────────────────
//
// On SQLite every committed transaction waits for an fsync (`synchronous=FULL`,
// lib/db/sql.ts, keeps an acknowledged commitment through a power loss; its cost
// is the disk's: docs/decisions/0004-sqlite-synchronous-full.md), and the connection is
// synchronous: the whole process waits with it. Writes
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

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Runs each write in its own savepoint of the open transaction (`exec` runs a statement); a failing one is undone alone. */
async function eachInSavepoint<H>(writes: readonly { fn: (h: H) => Promise<unknown> }[], handle: H, exec: (stmt: string) => Promise<unknown>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const write of writes) {
    await exec('SAVEPOINT fair_write');
    try {
      outcomes.push({ ok: true, value: await write.fn(handle) });
      await exec('RELEASE SAVEPOINT fair_write');
    } catch (error) {
      await exec('ROLLBACK TO SAVEPOINT fair_write');
      await exec('RELEASE SAVEPOINT fair_write');
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}

/** Answers each write once the shared COMMIT is done. */
function settle(writes: readonly { resolve: (v: unknown) => void; reject: (e: unknown) => void }[], outcomes: readonly Outcome[]): void {
  writes.forEach((write, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) write.resolve(outcome.value);
    else write.reject(outcome.error);
  });
}

async function flush(): Promise<void> {
  state.flushScheduled = false;
  const writes = state.queued;
  state.queued = [];
  let outcomes: Outcome[];
  try {
    outcomes = await getDb().$transaction((tx) => eachInSavepoint(writes, tx, (s) => tx.$executeRawUnsafe(s)), TX_OPTIONS);
  } catch (error) {
    for (const write of writes) write.reject(error);
    return;
  }
  settle(writes, outcomes);
}

// ─── work left for just before COMMIT ──────────────────────────────────────
//
// A write may leave work for the end of its transaction that adds up across the writes of a group
// commit: the statistics' counters (lib/db/stats.ts) are written once per transaction, for every
// reveal of the group together, instead of once per reveal. Register it as the write's last step
// (a write that fails before it leaves nothing behind).

/** Work left for just before a transaction's COMMIT. */
export interface BeforeCommit {
  run(sql: Sql): Promise<void>;
}

const pending = processWide('before-commit', () => new WeakMap<Sql, Map<string, BeforeCommit>>());

/** The work named `key` of the transaction of `sql` (made by `make` on first use), run just before its COMMIT. */
export function beforeCommit<T extends BeforeCommit>(sql: Sql, key: string, make: () => T): T {
  let m = pending.get(sql);
  if (!m) pending.set(sql, (m = new Map()));
  let work = m.get(key) as T | undefined;
  if (!work) m.set(key, (work = make()));
  return work;
}

async function runBeforeCommit(sql: Sql): Promise<void> {
  const m = pending.get(sql);
  if (!m) return;
  pending.delete(sql);
  for (const work of m.values()) await work.run(sql);
}

// ─── the same in plain SQL (lib/db/sql.ts) ─────────────────────────────────
//
// The store's hot writes (commit, reveal, hands, checkpoints) run as plain SQL.
// On SQLite on the adapter's own connection, synchronously: BEGIN IMMEDIATE
// takes the write lock at once (another process — a CLI, the seed — is waited
// for by the busy timeout, never met halfway through as a deferred BEGIN
// would be), then each write in its own savepoint, then one COMMIT for all.
// Prisma's transactions above and these are both run by `exclusive()`, so they
// never overlap on the connection.

/**
 * Runs `fn` in a write transaction with plain SQL: its own on PostgreSQL (one pooled
 * connection, BEGIN … COMMIT), a shared one on SQLite. Same rules as
 * {@link inWriteTransaction}: reads first, must not catch the database's errors.
 */
export function inSqlTransaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
  if (dbProvider() !== 'sqlite') {
    return pgTransaction(sharedPgPool(), async (sql) => {
      const result = await fn(sql);
      await runBeforeCommit(sql);
      return result;
    });
  }
  return new Promise<T>((resolve, reject) => {
    state.sqlQueued.push({ fn, resolve: resolve as (v: unknown) => void, reject });
    if (!state.sqlFlushScheduled) {
      state.sqlFlushScheduled = true;
      // Not at once: the statements are synchronous, so a flush started now would hold only this
      // write. After this turn of the event loop it holds every write whose request arrived in it
      // (one COMMIT, one fsync for all: docs/decisions/0003-sqlite-write-queue.md).
      setImmediate(() => void exclusive(flushSql));
    }
  });
}

async function flushSql(): Promise<void> {
  state.sqlFlushScheduled = false;
  const writes = state.sqlQueued;
  state.sqlQueued = [];
  let sql: Sql;
  try {
    sql = await sharedSql();
    await sql.run('BEGIN IMMEDIATE');
  } catch (error) {
    for (const write of writes) write.reject(error);
    return;
  }
  let outcomes: Outcome[];
  try {
    outcomes = await eachInSavepoint(writes, sql, (s) => sql.run(s));
    await runBeforeCommit(sql);
    await sql.run('COMMIT');
  } catch (error) {
    await sql.run('ROLLBACK').catch(() => undefined);
    for (const write of writes) write.reject(error);
    return;
  }
  settle(writes, outcomes);
}
