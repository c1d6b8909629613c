// Apply the committed migrations (prisma/<provider>/migrations) to the
// database named by DATABASE_URL — the equivalent of `prisma migrate deploy`,
// run by Prisma's WebAssembly schema engine through a driver adapter.
// Idempotent: already applied migrations are skipped. Creates the SQLite file
// (and its folder, e.g. ./data/) when missing.
import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { describeDatabase, resolveDatabase, type Provider } from './config.ts';
import { NO_FILTERS, withSchemaEngine } from './schema-engine.ts';
import { listMigrations } from './schema-files.ts';

export interface ApplyMigrationsResult {
  provider: Provider;
  /** e.g. "SQLite data/fair.db" or "PostgreSQL 127.0.0.1:5432/fair" (no password) */
  database: string;
  /** Names of the migrations applied by this call (empty when already up to date). */
  applied: string[];
  /** Number of committed migrations for this provider. */
  total: number;
}

/**
 * Apply pending migrations. `url` defaults to process.env.DATABASE_URL
 * (unset → SQLite ./data/fair.db).
 */
export async function applyMigrations(url?: string): Promise<ApplyMigrationsResult> {
  const target = resolveDatabase(url ?? process.env.DATABASE_URL);
  if (target.provider === 'sqlite' && target.file) {
    fs.mkdirSync(path.dirname(target.file), { recursive: true });
    // WAL: readers (the site) never wait for a writer; the setting is stored in the file.
    const sqlite = new Database(target.file);
    try {
      sqlite.pragma('journal_mode = WAL');
    } finally {
      sqlite.close();
    }
  }
  const migrationsList = listMigrations(target.provider);
  checkLockfile(target.provider, migrationsList.lockfile.content);
  const applied = await withSchemaEngine(target, (s) =>
    s.run((engine) => engine.applyMigrations({ migrationsList, filters: NO_FILTERS })),
  );
  return {
    provider: target.provider,
    database: describeDatabase(target),
    applied: applied.appliedMigrationNames,
    total: migrationsList.migrationDirectories.length,
  };
}

function checkLockfile(provider: Provider, content: string | null): void {
  if (content === null) return;
  const m = /^\s*provider\s*=\s*"([^"]+)"/m.exec(content);
  const want = provider === 'postgres' ? 'postgresql' : 'sqlite';
  if (m && m[1] !== want) {
    throw new Error(`prisma/${provider}/migrations/migration_lock.toml says provider "${m[1]}", expected "${want}"`);
  }
}
