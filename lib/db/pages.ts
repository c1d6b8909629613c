// Proof pages shared by every server process on one PostgreSQL (RenderedPage; lib/server/page-cache.ts):
// a page one process rendered, the others answer from here instead of rendering it again — and so
// does a process started later. Only revealed proofs' pages are written (the cache decides), and
// only under the build that rendered them: a page names its build's scripts.
import { withSql } from './lock.ts';

/** A stored answer: what the page cache replays. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** The page kept under `key` for `build`, or null. */
export async function readRenderedPage(build: string, key: string): Promise<StoredPage | null> {
  const [row] = await withSql((sql) =>
    sql.all<{ status: number; headers: string; body: Uint8Array }>('SELECT "status", "headers", "body" FROM "RenderedPage" WHERE "build" = ? AND "key" = ?', [build, key]),
  );
  if (!row) return null;
  return { status: Number(row.status), headers: JSON.parse(row.headers) as [string, string][], body: row.body };
}

/** Keeps `page` under `key` for `build`; a page already there (rendered by another process) stays. */
export async function storeRenderedPage(build: string, key: string, page: StoredPage): Promise<void> {
  await withSql((sql) =>
    sql.run('INSERT INTO "RenderedPage" ("build", "key", "status", "headers", "body", "createdAt") VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING', [
      build,
      key,
      page.status,
      JSON.stringify(page.headers),
      page.body,
      new Date(),
    ]),
  );
}

/** Deletes the pages written before `before` and every page of another build; how many. */
export async function pruneRenderedPages(build: string, before: Date): Promise<number> {
  return withSql((sql) => sql.run('DELETE FROM "RenderedPage" WHERE "createdAt" < ? OR "build" <> ?', [before, build]));
}

/** Deletes the pages kept under `keys`, of every build: they changed (lib/server/page-cache.ts' `forget`). */
export async function forgetRenderedPages(keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  return withSql((sql) => sql.run(`DELETE FROM "RenderedPage" WHERE "key" IN (${keys.map(() => '?').join(', ')})`, keys));
}
