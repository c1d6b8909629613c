// The models have one source (prisma/models.prisma) and the committed
// migrations must match it.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkModelsCopies, listMigrations, migrationsDir, PROVIDERS } from '../../lib/db/migrations/schema-files.ts';
import { diffMigration } from '../../scripts/db/new-migration.ts';
import { scratchDatabase, testProvider } from './helpers.ts';

const provider = testProvider();

describe('schema sources', () => {
  it('the per-provider models.prisma copies equal prisma/models.prisma', () => {
    expect(checkModelsCopies()).toEqual([]);
  });

  it('both providers have the same migration history (same directory names)', () => {
    const [a, b] = PROVIDERS.map((p) => listMigrations(p).migrationDirectories.map((d) => d.path));
    expect(a).toEqual(b);
  });

  it('each migration_lock.toml names its provider', () => {
    for (const p of PROVIDERS) {
      const lock = fs.readFileSync(path.join(migrationsDir(p), 'migration_lock.toml'), 'utf8');
      expect(lock).toContain(`provider = "${p === 'postgres' ? 'postgresql' : 'sqlite'}"`);
    }
  });
});

describe(`committed migrations on ${provider}`, () => {
  it('are up to date with the models (a new migration would be empty)', async () => {
    const db = await scratchDatabase('diff');
    try {
      const pending = await diffMigration(provider, db.target, 'check');
      expect(pending.script, 'run: npm run db:migration -- <name>').toBeNull();
    } finally {
      await db.drop();
    }
  });
});
