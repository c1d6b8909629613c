import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { applyMigrations } from '../../lib/db/migrations/migrate.ts';
import { listMigrations, migrationsDir } from '../../lib/db/migrations/schema-files.ts';
import { rawQuery, scratchDatabase, testProvider, type ScratchDb } from './helpers.ts';

const provider = testProvider();

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: unknown;
  migration_name: string;
  logs: string | null;
  rolled_back_at: unknown;
  started_at: unknown;
  applied_steps_count: number | bigint;
}

describe(`migrations on ${provider}`, () => {
  let db: ScratchDb;
  const committed = listMigrations(provider).migrationDirectories.map((d) => d.path);

  beforeAll(async () => {
    db = await scratchDatabase('migrate');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('has committed migrations for this provider', () => {
    expect(committed.length).toBeGreaterThan(0);
  });

  it('applies every committed migration to an empty database', async () => {
    const r = await applyMigrations(db.url);
    expect(r.provider).toBe(provider);
    expect(r.applied).toEqual(committed);
    expect(r.total).toBe(committed.length);
  });

  it('is idempotent: a second run applies nothing', async () => {
    const r = await applyMigrations(db.url);
    expect(r.applied).toEqual([]);
    const again = await applyMigrations(db.url);
    expect(again.applied).toEqual([]);
  });

  it('finds an up-to-date database with one query, without the schema engine', async () => {
    expect(await applyMigrations(db.url)).toMatchObject({ applied: [], engine: false });
  });

  it('hands a migration whose recorded checksum differs from its file to the schema engine', async () => {
    const list = listMigrations(provider);
    const last = list.migrationDirectories.at(-1)!;
    if (last.migrationFile.content.tag !== 'ok') throw new Error('unreadable migration');
    last.migrationFile.content = { tag: 'ok', value: `${last.migrationFile.content.value}\n-- edited\n` };
    expect(await applyMigrations(db.url, list)).toMatchObject({ engine: true });
  });

  it('records the migrations in _prisma_migrations like Prisma does', async () => {
    const rows = await rawQuery<MigrationRow>(db, 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
    expect(rows.map((r) => r.migration_name)).toEqual(committed);
    for (const row of rows) {
      const sql = fs.readFileSync(path.join(migrationsDir(provider), row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(Number(row.applied_steps_count)).toBe(1);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('created the Proof table with its indexes', async () => {
    const names =
      provider === 'sqlite'
        ? (await rawQuery<{ name: string }>(db, `SELECT name FROM sqlite_master WHERE tbl_name = 'Proof'`)).map((r) => r.name)
        : (await rawQuery<{ name: string }>(db, `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'Proof'`)).map(
            (r) => r.name,
          );
    expect(names).toEqual(expect.arrayContaining(['Proof_game_id_idx', 'Proof_publisherId_ref_key']));
  });
});

describe(`migrations on ${provider}: a database created elsewhere`, () => {
  it('creates a missing SQLite folder, or reports a bad URL clearly', async () => {
    if (provider === 'sqlite') {
      const db = await scratchDatabase('newdir');
      const file = db.target.file ?? '';
      const nested = path.join(path.dirname(file), `${path.basename(file, '.db')}_dir`, 'sub', 'fair.db');
      try {
        const r = await applyMigrations(`file:${nested}`);
        expect(r.applied.length).toBeGreaterThan(0);
        expect(fs.existsSync(nested)).toBe(true);
      } finally {
        fs.rmSync(path.dirname(path.dirname(nested)), { recursive: true, force: true });
      }
    }
    await expect(applyMigrations('mysql://x@localhost/db')).rejects.toThrow(/DATABASE_URL must be/);
  });
});
