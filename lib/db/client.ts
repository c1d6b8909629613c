// The Prisma client for the database named by DATABASE_URL:
//   unset → SQLite ./data/fair.db, file:… → SQLite, postgres(ql)://… → PostgreSQL.
// One client per process (cached on globalThis, so Next dev hot reloads reuse
// it). Pages do not query through it directly: they call lib/db/proofs.ts.
//
// Both generated clients are imported (lib/db/generated/{sqlite,postgres},
// made by `npm run db:generate`); their model APIs are identical, so the
// client is typed as the SQLite one.
import { PrismaPg } from '@prisma/adapter-pg';

import { resolveDatabase, type Provider } from './config.ts';
import { PrismaClient as PostgresPrismaClient } from './generated/postgres/client.ts';
import { PrismaClient as SqlitePrismaClient } from './generated/sqlite/client.ts';
import { prismaSql, sqliteAdapter, sqliteConnection, sqliteSql, type Sql } from './sql.ts';

export type Db = SqlitePrismaClient;

interface Cached {
  url: string;
  provider: Provider;
  client: Db;
}

const CACHE_KEY = Symbol.for('fair-proofs.db');
type GlobalWithDb = typeof globalThis & { [CACHE_KEY]?: Cached };

/** A new client for `url` (default DATABASE_URL). Callers own it: `await db.$disconnect()`. */
export function createDb(url: string | undefined = process.env.DATABASE_URL): Db {
  const target = resolveDatabase(url);
  if (target.provider === 'sqlite') {
    return new SqlitePrismaClient({ adapter: sqliteAdapter(target.url, target.file ?? target.url) });
  }
  const adapter = new PrismaPg({ connectionString: target.url });
  return new PostgresPrismaClient({ adapter }) as unknown as Db;
}

/**
 * The shared client for DATABASE_URL. If DATABASE_URL changes (tests), the
 * old client is disconnected and a new one made.
 */
export function getDb(): Db {
  const g = globalThis as GlobalWithDb;
  const target = resolveDatabase(process.env.DATABASE_URL);
  const cached = g[CACHE_KEY];
  if (cached && cached.url === target.url) return cached.client;
  if (cached) void cached.client.$disconnect().catch(() => {});
  const client = createDb(target.url);
  g[CACHE_KEY] = { url: target.url, provider: target.provider, client };
  return client;
}

/** The provider the shared client uses. */
export function dbProvider(): Provider {
  return resolveDatabase(process.env.DATABASE_URL).provider;
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
 * (callers hold the store's queue, lib/db/lock.ts), on PostgreSQL its raw queries.
 */
export async function sharedSql(): Promise<Sql> {
  const target = resolveDatabase(process.env.DATABASE_URL);
  const db = getDb();
  if (target.provider === 'postgres') return prismaSql(db, 'postgres');
  let conn = sqliteConnection(target.url);
  if (!conn) {
    await db.$connect();
    conn = sqliteConnection(target.url);
    if (!conn) throw new Error('db: the SQLite adapter did not connect');
  }
  return sqliteSql(conn);
}
