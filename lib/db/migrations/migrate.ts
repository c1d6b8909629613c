// Apply the committed migrations (prisma/<provider>/migrations) to the
// database named by DATABASE_URL — the equivalent of `prisma migrate deploy`,
// run by Prisma's WebAssembly schema engine through a driver adapter.
// Idempotent: already applied migrations are skipped. Creates the SQLite file
// (and its folder, e.g. ./data/) when missing.
//
// Every command and every start calls this, often beside a running site: so
// it first reads `_prisma_migrations` with one plain query (a read-only
// connection on SQLite, which never waits for the site's writes in WAL mode)
// and returns when every committed migration is recorded there, finished,
// with the checksum of its file — no schema engine, no lock. Only a database
// that lacks a migration (or whose record differs) goes to the engine. On
// PostgreSQL that works beside a running site (the engine takes an advisory
// lock); on SQLite the engine needs the file to itself (it sets
// locking_mode=EXCLUSIVE), so beside a running site it stops with one line
// saying so (DatabaseBusyError).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { describeDatabase, resolveDatabase, type DatabaseTarget, type Provider } from '../config.ts';
import { rawSetting } from '../../config.ts';
import { pgQuery } from './adapters.ts';
import { NO_FILTERS, withSchemaEngine } from './schema-engine.ts';
import { listMigrations, type MigrationListInput } from './schema-files.ts';

export interface ApplyMigrationsResult {
  provider: Provider;
  /** e.g. "SQLite data/fair.db" or "PostgreSQL 127.0.0.1:5432/fair" (no password) */
  database: string;
  /** Names of the migrations applied by this call (empty when already up to date). */
  applied: string[];
  /** Number of committed migrations for this provider. */
  total: number;
  /** Whether the schema engine ran (false: every migration was found applied by one query). */
  engine: boolean;
}

/**
 * Apply pending migrations. `url` defaults to DATABASE_URL
 * (unset → SQLite ./data/fair.db). `migrations` replaces the committed list (tests).
 */
export async function applyMigrations(url?: string, migrations?: MigrationListInput): Promise<ApplyMigrationsResult> {
  const target = resolveDatabase(url ?? rawSetting('DATABASE_URL'));
  const migrationsList = migrations ?? listMigrations(target.provider);
  checkLockfile(target.provider, migrationsList.lockfile.content);
  const result = (applied: string[], engine: boolean): ApplyMigrationsResult => ({
    provider: target.provider,
    database: describeDatabase(target),
    applied,
    total: migrationsList.migrationDirectories.length,
    engine,
  });
  if (await allApplied(target, migrationsList)) return result([], false);

  if (target.provider === 'sqlite' && target.file) {
    fs.mkdirSync(path.dirname(target.file), { recursive: true });
    // WAL: readers (the site) never wait for a writer; the setting is stored in the file.
    const sqlite = new Database(target.file);
    try {
      if (sqlite.pragma('journal_mode', { simple: true }) !== 'wal') sqlite.pragma('journal_mode = WAL');
    } finally {
      sqlite.close();
    }
  }
  const applied = await withSchemaEngine(target, (s) =>
    s.run((engine) => engine.applyMigrations({ migrationsList, filters: NO_FILTERS })),
  );
  return result(applied.appliedMigrationNames, true);
}

/** SHA-256 of a migration file's text, as Prisma records it in `_prisma_migrations.checksum`. */
const checksumOf = (sql: string) => createHash('sha256').update(sql, 'utf8').digest('hex');

interface AppliedRow {
  migration_name: string;
  checksum: string;
}

const APPLIED_SQL =
  'SELECT "migration_name", "checksum" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL';

/**
 * True when every committed migration is recorded as applied with its file's checksum. False when
 * anything is missing or differs (the engine then decides: it applies, or reports the difference),
 * and when there is no database or no `_prisma_migrations` yet.
 */
async function allApplied(target: DatabaseTarget, list: MigrationListInput): Promise<boolean> {
  const rows = await appliedRows(target);
  if (rows === null) return false;
  const recorded = new Map(rows.map((r) => [r.migration_name, r.checksum]));
  return list.migrationDirectories.every(
    (d) => d.migrationFile.content.tag === 'ok' && recorded.get(d.path) === checksumOf(d.migrationFile.content.value),
  );
}

async function appliedRows(target: DatabaseTarget): Promise<AppliedRow[] | null> {
  if (target.provider === 'sqlite') {
    if (!target.file) return null;
    let db: Database.Database;
    try {
      db = new Database(target.file, { readonly: true, fileMustExist: true });
    } catch {
      return null; // no file yet, or not a readable database: the engine path creates or says
    }
    try {
      // a file not in WAL mode (copied, restored) takes the slow path, which switches it
      if (db.pragma('journal_mode', { simple: true }) !== 'wal') return null;
      return db.prepare(APPLIED_SQL).all() as AppliedRow[];
    } catch {
      return null; // no _prisma_migrations (a new file) or not a database
    } finally {
      db.close();
    }
  }
  try {
    return await pgQuery<AppliedRow>(target.url, APPLIED_SQL);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === '42P01') return null; // undefined_table: a new database
    // a SQLSTATE (five characters) is the server's answer; anything else, no connection
    if (code && /^[0-9A-Z]{5}$/.test(code)) throw e;
    throw new Error(`cannot connect to ${describeDatabase(target)}: ${(e as Error).message || String(e)}`);
  }
}

function checkLockfile(provider: Provider, content: string | null): void {
  if (content === null) return;
  const m = /^\s*provider\s*=\s*"([^"]+)"/m.exec(content);
  const want = provider === 'postgres' ? 'postgresql' : 'sqlite';
  if (m && m[1] !== want) {
    throw new Error(`prisma/${provider}/migrations/migration_lock.toml says provider "${m[1]}", expected "${want}"`);
  }
}
