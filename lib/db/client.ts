// The Prisma client for the database named by DATABASE_URL:
//   unset → SQLite ./data/fair.db, file:… → SQLite, postgres(ql)://… → PostgreSQL.
// One client per process (cached on globalThis, so Next dev hot reloads reuse
// it). Pages do not query through it directly: they call lib/db/proofs.ts.
//
// Both generated clients are imported (lib/db/generated/{sqlite,postgres},
// made by `npm run db:generate`); their model APIs are identical, so the
// client is typed as the SQLite one.
import { PrismaPg } from '@prisma/adapter-pg';

import { rawSetting } from '../config.ts';
import { resolveDatabase, type Provider } from './config.ts';
import { PrismaClient as PostgresPrismaClient } from './generated/postgres/client.ts';
import { PrismaClient as SqlitePrismaClient } from './generated/sqlite/client.ts';
import { processWide } from './process-wide.ts';
import { pgPool, pgSql, sqliteAdapter, sqliteConnection, sqliteSql, type Sql } from './sql.ts';
import type pg from 'pg';

export type Db = SqlitePrismaClient;

interface Cached {
  url: string;
  provider: Provider;
  client: Db;
}

const CACHE_KEY = Symbol.for('fair-proofs.db');
type GlobalWithDb = typeof globalThis & { [CACHE_KEY]?: Cached };

/** Each PostgreSQL client's pool, which plain SQL (lib/db/sql.ts) shares: one map per process, as the client is. */
const pools = processWide('pg-pools', () => new WeakMap<Db, pg.Pool>());

/** A new client for `url` (default DATABASE_URL). Callers own it: `await db.$disconnect()`. */
export function createDb(url: string | undefined = rawSetting('DATABASE_URL')): Db {
  const target = resolveDatabase(url);
  if (target.provider === 'sqlite') {
    return new SqlitePrismaClient({ adapter: sqliteAdapter(target.url, target.file ?? target.url) });
  }
  const pool = pgPool(target.url);
  // the adapter ends the pool with the client ($disconnect)
  const client = new PostgresPrismaClient({ adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0], { disposeExternalPool: true }) }) as unknown as Db;
  pools.set(client, pool);
  return client;
}

/** The shared client's node-postgres pool (PostgreSQL only). */
export function sharedPgPool(): pg.Pool {
  const pool = pools.get(getDb());
  if (!pool) throw new Error('db: the shared database is not PostgreSQL');
  return pool;
}

/**
 * The shared client for DATABASE_URL. If DATABASE_URL changes (tests), the
 * old client is disconnected and a new one made.
 */
export function getDb(): Db {
  const g = globalThis as GlobalWithDb;
  const target = resolveDatabase();
  const cached = g[CACHE_KEY];
  if (cached && cached.url === target.url) return cached.client;
  if (cached) void cached.client.$disconnect().catch(() => {});
  const client = createDb(target.url);
  g[CACHE_KEY] = { url: target.url, provider: target.provider, client };
  return client;
}

/** The provider the shared client uses. */
export function dbProvider(): Provider {
  return resolveDatabase().provider;
}

/** Disconnect and forget the shared client (scripts and tests). */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const cached = g[CACHE_KEY];
  g[CACHE_KEY] = undefined;
  if (cached) await cached.client.$disconnect();
}

/**
 * Plain SQL on the shared client's database (lib/db/sql.ts): on SQLite its very connection
 * (callers hold the store's queue, lib/db/lock.ts), on PostgreSQL its pool.
 */
export async function sharedSql(): Promise<Sql> {
  const target = resolveDatabase();
  const db = getDb();
  if (target.provider === 'postgres') return pgSql(sharedPgPool());
  let conn = sqliteConnection(target.url);
  if (!conn) {
    await db.$connect();
    conn = sqliteConnection(target.url);
    if (!conn) throw new Error('db: the SQLite adapter did not connect');
  }
  return sqliteSql(conn);
}
