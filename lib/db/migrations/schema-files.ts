// Where the Prisma schema, the shared models and the migrations live, and how
// the per-provider copies of prisma/models.prisma are made and checked.
// Used by scripts/db/*, ./migrate.ts and tests/db (never by pages).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Provider } from '../config.ts';

export const PROVIDERS: readonly Provider[] = ['sqlite', 'postgres'];

/** Repository root (this file is lib/db/migrations/schema-files.ts). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const MODELS_FILE = path.join(ROOT, 'prisma', 'models.prisma');

export const schemaDir = (p: Provider) => path.join(ROOT, 'prisma', p);
export const schemaFile = (p: Provider) => path.join(schemaDir(p), 'schema.prisma');
export const modelsCopyFile = (p: Provider) => path.join(schemaDir(p), 'models.prisma');
export const migrationsDir = (p: Provider) => path.join(schemaDir(p), 'migrations');
export const generatedDir = (p: Provider) => path.join(ROOT, 'lib', 'db', 'generated', p);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const HEADER_RE = /^\/\/ GENERATED from prisma\/models\.prisma[^\n]*\n\/\/ sha256:([0-9a-f]{64})\n/;

/** The exact text of prisma/<provider>/models.prisma for the given models source. */
export function modelsCopyText(source: string): string {
  return (
    '// GENERATED from prisma/models.prisma by `npm run db:generate`: do not edit, edit prisma/models.prisma.\n' +
    `// sha256:${sha256(source)}\n` +
    source
  );
}

export type CopyState = 'ok' | 'missing' | 'stale' | 'edited';

/**
 * ok: the copy equals the models; missing: no copy; stale: a faithful copy of
 * an older models.prisma (regenerate); edited: someone changed the copy by hand.
 */
export function modelsCopyState(p: Provider, source = fs.readFileSync(MODELS_FILE, 'utf8')): CopyState {
  const file = modelsCopyFile(p);
  if (!fs.existsSync(file)) return 'missing';
  const text = fs.readFileSync(file, 'utf8');
  if (text === modelsCopyText(source)) return 'ok';
  const m = HEADER_RE.exec(text);
  if (!m) return 'edited';
  const body = text.slice(m[0].length);
  return sha256(body) === m[1] ? 'stale' : 'edited';
}

/** Problems with the copies, as messages; empty when all copies are in sync. */
export function checkModelsCopies(): string[] {
  const source = fs.readFileSync(MODELS_FILE, 'utf8');
  const problems: string[] = [];
  for (const p of PROVIDERS) {
    const state = modelsCopyState(p, source);
    const rel = path.relative(ROOT, modelsCopyFile(p));
    if (state === 'missing') problems.push(`${rel} is missing: run npm run db:generate`);
    if (state === 'stale') problems.push(`${rel} is older than prisma/models.prisma: run npm run db:generate`);
    if (state === 'edited')
      problems.push(`${rel} was edited by hand: move the change into prisma/models.prisma, then run npm run db:generate`);
  }
  return problems;
}

/**
 * Rewrite stale or missing copies. Refuses (throws) when a copy was edited by
 * hand, so that an edit in the wrong file is never silently thrown away.
 * Returns the providers whose copy was written.
 */
export function syncModelsCopies(): Provider[] {
  const source = fs.readFileSync(MODELS_FILE, 'utf8');
  const written: Provider[] = [];
  for (const p of PROVIDERS) {
    const state = modelsCopyState(p, source);
    if (state === 'edited') {
      throw new Error(
        `${path.relative(ROOT, modelsCopyFile(p))} was edited by hand. Models are edited in prisma/models.prisma only: ` +
          'move your change there and delete the copy; it is regenerated.',
      );
    }
    if (state !== 'ok') {
      fs.writeFileSync(modelsCopyFile(p), modelsCopyText(source));
      written.push(p);
    }
  }
  return written;
}

/** The schema files of one provider, as the schema engine wants them: [path, content]. */
export function schemaFilesFor(p: Provider): [string, string][] {
  const source = fs.readFileSync(MODELS_FILE, 'utf8');
  return [
    [schemaFile(p), fs.readFileSync(schemaFile(p), 'utf8')],
    // Always the current models, even if the on-disk copy is stale.
    [modelsCopyFile(p), modelsCopyText(source)],
  ];
}

export interface MigrationListInput {
  baseDir: string;
  lockfile: { path: string; content: string | null };
  shadowDbInitScript: string;
  migrationDirectories: {
    path: string;
    migrationFile: { path: string; content: { tag: 'ok'; value: string } | { tag: 'error'; value: string } };
  }[];
}

/** The committed migrations of one provider, loaded the way the Prisma CLI loads them. */
export function listMigrations(p: Provider): MigrationListInput {
  const baseDir = migrationsDir(p);
  const lockPath = 'migration_lock.toml';
  let lockContent: string | null = null;
  try {
    lockContent = fs.readFileSync(path.join(baseDir, lockPath), 'utf8');
  } catch {
    lockContent = null;
  }
  let entries: fs.Dirent[] = [];
  try {
    entries = fs.readdirSync(baseDir, { withFileTypes: true });
  } catch {
    entries = [];
  }
  const migrationDirectories = entries
    .filter((e) => e.isDirectory())
    .map((e) => {
      let content: { tag: 'ok'; value: string } | { tag: 'error'; value: string };
      try {
        content = { tag: 'ok', value: fs.readFileSync(path.join(baseDir, e.name, 'migration.sql'), 'utf8') };
      } catch (err) {
        content = { tag: 'error', value: String(err) };
      }
      return { path: e.name, migrationFile: { path: 'migration.sql', content } };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  return { baseDir, lockfile: { path: lockPath, content: lockContent }, shadowDbInitScript: '', migrationDirectories };
}
