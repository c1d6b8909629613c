// Scratch databases for the db tests. The tests run against the provider
// (and, for PostgreSQL, the server) named by DATABASE_URL, but never touch
// that database itself: each test file gets a new empty one —
//   SQLite: a new file next to the DATABASE_URL file (or in the temp dir);
//   PostgreSQL: a new database on the same server (dropped afterwards).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { resolveDatabase, type DatabaseTarget, type Provider } from '../../lib/db/config.ts';
import { pgAdmin } from '../../lib/db/migrations/adapters.ts';

export interface ScratchDb {
  provider: Provider;
  url: string;
  target: DatabaseTarget;
  drop(): Promise<void>;
}

export const baseUrl = () => process.env.DATABASE_URL ?? '';
export const testProvider = (): Provider => resolveDatabase(baseUrl() || undefined).provider;

const label = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 20);

export async function scratchDatabase(name: string): Promise<ScratchDb> {
  const base = resolveDatabase(baseUrl() || undefined);
  const suffix = `${label(name)}_${randomBytes(4).toString('hex')}`;
  if (base.provider === 'sqlite') {
    const dir = baseUrl() && base.file ? path.dirname(base.file) : os.tmpdir();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `fair_test_${suffix}.db`);
    const url = `file:${file}`;
    return {
      provider: 'sqlite',
      url,
      target: resolveDatabase(url),
      drop: async () => {
        for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) fs.rmSync(f, { force: true });
      },
    };
  }
  const dbName = `fair_test_${suffix}`;
  await pgAdmin(base.url, `CREATE DATABASE "${dbName}"`);
  const u = new URL(base.url);
  u.pathname = `/${dbName}`;
  const url = u.toString();
  return {
    provider: 'postgres',
    url,
    target: resolveDatabase(url),
    drop: async () => {
      try {
        await pgAdmin(base.url, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      } catch {
        await pgAdmin(base.url, `DROP DATABASE IF EXISTS "${dbName}"`);
      }
    },
  };
}


/** Run a read-only SQL query on a scratch database with the plain driver (not Prisma). */
export async function rawQuery<T = Record<string, unknown>>(db: ScratchDb, sql: string): Promise<T[]> {
  if (db.provider === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const conn = new Database(db.target.file ?? '', { readonly: true });
    try {
      return conn.prepare(sql).all() as T[];
    } finally {
      conn.close();
    }
  }
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}
