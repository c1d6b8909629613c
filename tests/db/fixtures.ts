// Shared set-up of the store tests: a scratch database, migrated, named by
// DATABASE_URL for the duration of a test file, and proof bodies to publish.
import { afterAll, beforeAll } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { applyMigrations } from '../../lib/db/migrations/migrate.ts';
import { authenticate, createPublisher } from '../../lib/db/publishers.ts';
import { StoreError } from '../../lib/db/store.ts';
import { scratchDatabase, type ScratchDb } from './helpers.ts';

/** Gives the test file its own empty, migrated database. */
export function withScratchDatabase(name: string): void {
  let db: ScratchDb | undefined;
  const saved = process.env.DATABASE_URL;
  beforeAll(async () => {
    db = await scratchDatabase(name);
    await applyMigrations(db.url);
    process.env.DATABASE_URL = db.url;
  });
  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = saved;
    await db?.drop();
  });
}

export type Doc = Record<string, unknown>;
export { vectorCases, type VectorCase } from '../vectors';

export { commitBodyOf, handBodyOf } from '../../lib/db/document.ts';

/** A new publisher's id (made as `npm run token -- create` does; its token must authenticate). */
export async function newPublisher(name: string): Promise<number> {
  const { token } = await createPublisher(name);
  const id = await authenticate(token);
  if (id === null) throw new Error('new token does not authenticate');
  return id;
}

/** The StoreError code (and field) a promise rejects with. */
export async function refusal(p: Promise<unknown>): Promise<{ code: string; field?: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof StoreError) return { code: e.code, ...(e.field ? { field: e.field } : {}) };
    throw e;
  }
  throw new Error('expected a refusal, got success');
}
