// Driver adapter factories for Prisma's WebAssembly schema engine (migrations
// only; the app's query client uses the stock adapters in ../client.ts).
//
// The stock adapters need three fixes on this path:
// - SQLite: the engine sends whole migration scripts through executeRaw, which
//   better-sqlite3 rejects ("more than one statement"): run those with exec.
// - PostgreSQL: catalog columns of type "char" (OID 18) make adapter-pg throw
//   "Column type 'char' could not be deserialized": they are read as text.
// - PostgreSQL shadow database: adapter-pg spreads `{ connectionString }` and
//   adds `database`, but pg lets the URL win, so the "shadow" would be the main
//   database; and it drops the shadow database before closing its pool. Here
//   the shadow gets its own URL and is dropped after its pool is closed.
// Every connection handed out is tracked so that close() releases them all.
import { randomUUID } from 'node:crypto';

import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';

import type { DatabaseTarget } from '../config.ts';

export interface MigrationAdapter {
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** Dispose every connection opened through the factory (idempotent). */
  close(): Promise<void>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- patching adapter internals */

function onceDispose(adapter: SqlDriverAdapter, after?: () => Promise<void>): SqlDriverAdapter {
  const orig = adapter.dispose.bind(adapter);
  let done: Promise<void> | undefined;
  adapter.dispose = () => {
    done ??= (async () => {
      try {
        await orig();
      } finally {
        if (after) await after();
      }
    })();
    return done;
  };
  return adapter;
}

function isMultiStatement(client: any, sql: string): boolean {
  try {
    client.prepare(sql);
    return false;
  } catch (e) {
    return /more than one statement/i.test(String((e as Error)?.message));
  }
}

function patchSqlite(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const client = (adapter as any).client;
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query: SqlQuery) => {
    if (query.args.length === 0 && isMultiStatement(client, query.sql)) {
      await adapter.executeScript(query.sql);
      return 0;
    }
    return executeRaw(query);
  };
  return adapter;
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

function patchPgQueryable(q: any): void {
  const performIO = q.performIO.bind(q);
  q.performIO = async (query: SqlQuery) => {
    const result = await performIO(query);
    for (const f of result?.fields ?? []) if (f.dataTypeID === PG_CHAR_OID) f.dataTypeID = PG_TEXT_OID;
    return result;
  };
}

function patchPg(adapter: SqlDriverAdapter): SqlDriverAdapter {
  patchPgQueryable(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    const tx = await startTransaction(isolationLevel);
    patchPgQueryable(tx);
    return tx;
  };
  return adapter;
}

/**
 * Runs one statement on a fresh connection and returns its rows (CREATE/DROP DATABASE cannot run in
 * a pool's transaction; a command's one read needs no pool).
 */
export async function pgQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export const pgAdmin = async (url: string, sql: string): Promise<void> => void (await pgQuery(url, sql));

export function createMigrationAdapter(target: DatabaseTarget): MigrationAdapter {
  const opened: SqlDriverAdapter[] = [];
  const track = (a: SqlDriverAdapter) => {
    opened.push(a);
    return a;
  };
  const close = async () => {
    const all = opened.splice(0);
    for (const a of all.reverse()) {
      try {
        await a.dispose();
      } catch {
        /* already gone */
      }
    }
  };

  if (target.provider === 'sqlite') {
    const base = new PrismaBetterSqlite3({ url: target.file ?? target.url }, { shadowDatabaseUrl: ':memory:' });
    const factory: SqlMigrationAwareDriverAdapterFactory = {
      provider: base.provider,
      adapterName: base.adapterName,
      connect: async () => track(onceDispose(patchSqlite(await base.connect()))),
      connectToShadowDb: async () => track(onceDispose(patchSqlite(await base.connectToShadowDb()))),
    };
    return { factory, close };
  }

  const base = new PrismaPg({ connectionString: target.url });
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => track(onceDispose(patchPg(await base.connect()))),
    connectToShadowDb: async () => {
      const name = `prisma_migrate_shadow_db_${randomUUID().replace(/-/g, '_')}`;
      await pgAdmin(target.url, `CREATE DATABASE "${name}"`);
      const u = new URL(target.url);
      u.pathname = `/${name}`;
      const shadow = await new PrismaPg({ connectionString: u.toString() }).connect();
      return track(onceDispose(patchPg(shadow), () => pgAdmin(target.url, `DROP DATABASE IF EXISTS "${name}"`)));
    },
  };
  return { factory, close };
}
