// Plain SQL for the store's hot path (commit, reveal, hands, the log's tail and
// checkpoints, tokens): one interface over both providers.
//
// Why not Prisma's model API there: each call runs Prisma's query compiler and
// interpreter, which cost far more than the query, and a commit+reveal pair made
// about twenty (docs/decisions/0002-plain-sql-hot-path.md). Prisma keeps the
// schema, the migrations and every other read.
//
//   - SQLite: the very connection Prisma's adapter opened (captured by
//     `sqliteAdapter`, so there is one connection per process and the store's
//     queue keeps the two apart), with statements prepared once and run
//     synchronously. The connection is made durable here: `synchronous=FULL`.
//   - PostgreSQL: node-postgres on the pool Prisma's adapter uses too (one pool
//     per process), its own transactions (BEGIN … COMMIT on one pooled client).
//     Prisma's raw queries (`prismaSql`) remain for code that already holds a
//     Prisma transaction (the bulk writers).
//
// Statements are written with `?` placeholders; on PostgreSQL they become $1,
// $2, … (in order), so a cast is written `?::int`. Values: numbers, strings,
// null, Uint8Array and Dates (`time()`); integers come back as numbers.
import type { Database, Statement } from 'better-sqlite3';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import pg from 'pg';

import { processWide } from './process-wide.ts';

export type Row = Record<string, unknown>;

export interface Sql {
  readonly provider: 'sqlite' | 'postgres';
  /** The rows of a statement that returns rows. */
  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a statement; the number of rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
}

// ─── SQLite: the adapter's own connection ─────────────────────────────────

/** The connection each SQLite URL's adapter opened in this process. */
const connections = processWide('sqlite-connections', () => new Map<string, Database>());

/**
 * Prisma's better-sqlite3 adapter, made durable, its transactions IMMEDIATE, and with its
 * connection kept for `sqliteSql`.
 * WAL mode (set by the migrations) with better-sqlite3's build default `synchronous=NORMAL`
 * acknowledges a commit before it reaches the disk: a power loss could then take back a
 * commitment already published. FULL syncs the log at every commit
 * (docs/decisions/0004-sqlite-synchronous-full.md).
 */
export function sqliteAdapter(url: string, file: string): PrismaBetterSqlite3 {
  const factory = new PrismaBetterSqlite3({ url: file, timeout: 5000 });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const db = (adapter as unknown as { client: Database }).client;
    db.pragma('synchronous = FULL');
    // The adapter begins Prisma's transactions with a deferred BEGIN: one that reads first (the
    // log's tail) and then writes fails at once with SQLITE_BUSY when another process (the site,
    // a command) committed in between — the busy timeout cannot help a stale snapshot. BEGIN
    // IMMEDIATE takes the write lock first and waits for it, as the plain-SQL path does.
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => prepare(sql === 'BEGIN' ? 'BEGIN IMMEDIATE' : sql)) as Database['prepare'];
    connections.set(url, db);
    return adapter;
  };
  return factory;
}

/** The connection of `url`'s adapter, once Prisma has connected (see `sqliteSqlFor`). */
export function sqliteConnection(url: string): Database | undefined {
  const db = connections.get(url);
  return db?.open ? db : undefined;
}

const statements = processWide('sqlite-statements', () => new WeakMap<Database, Map<string, Statement>>());

/** Encodes a value for better-sqlite3: Dates as Prisma stores them (ISO 8601 text, `+00:00`). */
function sqliteValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString().replace('Z', '+00:00');
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v;
}

/** Plain SQL on a SQLite connection: statements prepared once per text, run synchronously. */
export function sqliteSql(db: Database): Sql {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  const prepared = (sql: string): Statement => {
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      s.safeIntegers(false);
      // statements of many shapes (the log's batched INSERTs) are not all worth keeping
      if (cache.size < 256) cache.set(sql, s);
    }
    return s;
  };
  return {
    provider: 'sqlite',
    all: <T>(sql: string, params: readonly unknown[] = []) => Promise.resolve(prepared(sql).all(...params.map(sqliteValue)) as T[]),
    run: (sql: string, params: readonly unknown[] = []) => Promise.resolve(prepared(sql).run(...params.map(sqliteValue)).changes),
  };
}

// ─── PostgreSQL: node-postgres ─────────────────────────────────────────────

/** The pool of a PostgreSQL URL: Prisma's adapter is given it too (client.ts). */
export function pgPool(url: string): pg.Pool {
  return new pg.Pool({ connectionString: url });
}

const TIMESTAMP = 1114; // timestamp without time zone: Prisma stores UTC
const INT8 = 20;
/** Per-query parsers, so that the pool's own (which Prisma's adapter relies on) stay as they are. */
const PG_TYPES = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === TIMESTAMP) return (s: string) => new Date(`${s.replace(' ', 'T')}Z`);
    if (oid === INT8) return (s: string) => Number(s);
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

/** Encodes a value for node-postgres: Dates as UTC wall time (the column has no zone), bytes as Buffer. */
function pgValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString().replace('Z', '');
  if (v instanceof Uint8Array && !Buffer.isBuffer(v)) return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  return v;
}

/** Plain SQL on a node-postgres pool (each statement on any free connection) or on one client. */
export function pgSql(q: pg.Pool | pg.PoolClient): Sql {
  const query = (sql: string, params: readonly unknown[]) => q.query({ text: pgText(sql), values: params.map(pgValue), types: PG_TYPES });
  return {
    provider: 'postgres',
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows as T[],
    run: async (sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rowCount ?? 0,
  };
}

/** Runs `fn` in a transaction on one client of `pool`: COMMIT when it resolves, ROLLBACK when it throws. */
export async function pgTransaction<T>(pool: pg.Pool, fn: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await fn(pgSql(client));
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw e;
  } finally {
    client.release(broken);
  }
}

// ─── any provider: Prisma's raw queries ────────────────────────────────────

interface RawClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

const numbered = new Map<string, string>();
/** `?` → `$1`, `$2`, … (the statements here have no `?` inside literals). */
function pgText(sql: string): string {
  let t = numbered.get(sql);
  if (t === undefined) {
    let n = 0;
    t = sql.replace(/\?/g, () => `$${++n}`);
    if (numbered.size < 10_000) numbered.set(sql, t);
  }
  return t;
}

function pgRow(row: Row): Row {
  for (const k in row) if (typeof row[k] === 'bigint') row[k] = Number(row[k]);
  return row;
}

/** Plain SQL through a Prisma client or transaction (any provider; the store uses it on PostgreSQL). */
export function prismaSql(db: RawClient, provider: 'sqlite' | 'postgres'): Sql {
  const text = provider === 'postgres' ? pgText : (s: string) => s;
  return {
    provider,
    all: async <T>(sql: string, params: readonly unknown[] = []) => ((await db.$queryRawUnsafe<Row[]>(text(sql), ...params)).map(pgRow) as T[]),
    run: (sql: string, params: readonly unknown[] = []) => db.$executeRawUnsafe(text(sql), ...params),
  };
}

/** A stored time, as either provider returns it (Date on PostgreSQL, ISO text on SQLite). */
export function timeOf(v: unknown): Date {
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) throw new Error(`sql: not a stored time: ${String(v)}`);
  return d;
}

// ─── errors ────────────────────────────────────────────────────────────────

/** True for Prisma's unique-constraint error (P2002), e.g. a repeated (publisherId, ref). */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const err = e as { code?: unknown; meta?: { code?: unknown; driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } } };
  // Prisma's model API; node-postgres and better-sqlite3 (plain SQL); Prisma's raw queries on PostgreSQL
  if (err.code === 'P2002' || err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  const cause = err.meta?.driverAdapterError?.cause;
  return err.meta?.code === '23505' || cause?.kind === 'UniqueConstraintViolation' || cause?.originalCode === '23505';
}
