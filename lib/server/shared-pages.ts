/**
 * The proof pages the processes (and machines) on one PostgreSQL share (lib/db/pages.ts, table
 * `RenderedPage`): under this build's id (a page names its build's scripts), kept
 * FAIR_PAGE_STORE_MINUTES and pruned after that. None on SQLite (one process, whose memory is the
 * cache), nor when the page cache or the sharing is off.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as pagesDb from '../db/pages.ts';
import type { SharedPages } from './page-cache.ts';

export interface SharedPagesSettings {
  provider: string;
  /** the project's root, whose build directory names the build */
  dir: string;
  distDir: string;
  maxBytes: number;
  storeMinutes: number;
}

/** The shared pages and how to drop some of them; undefined where pages are not shared. */
export function sharedPages({ provider, dir, distDir, maxBytes, storeMinutes }: SharedPagesSettings): (SharedPages & { forget(keys: string[]): void }) | undefined {
  if (provider !== 'postgres' || storeMinutes <= 0 || maxBytes <= 0) return undefined;
  const build = readFileSync(path.join(dir, distDir, 'BUILD_ID'), 'utf8').trim();
  let warned = false;
  const prune = () => void pagesDb.pruneRenderedPages(build, new Date(Date.now() - storeMinutes * 60_000)).catch(() => undefined);
  prune();
  setInterval(prune, Math.min(storeMinutes, 10) * 60_000).unref();
  return {
    get: (key) => pagesDb.readRenderedPage(build, key),
    put: (key, page) =>
      void pagesDb.storeRenderedPage(build, key, page).catch((e: unknown) => {
        if (!warned) console.error(`server: a rendered page could not be shared with the other processes: ${(e as Error).message}`);
        warned = true;
      }),
    forget: (keys) => void pagesDb.forgetRenderedPages(keys).catch(() => undefined),
  };
}
