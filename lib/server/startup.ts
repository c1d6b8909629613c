/**
 * What stops a start before any work, each in one line: `npm start` (scripts/start.ts) asks before
 * it migrates or builds, and the server (server.ts) again, run directly — so that a malformed
 * setting is never found by the first request that needs it, as a 500.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { checkSettings, settingOr } from '../config.ts';
import { resolveDatabase } from '../db/config.ts';
import { checkLogKeySettings } from '../db/log/key.ts';
import { witnessConfig } from '../db/log/policy.ts';

const BUILD_FILES = ['BUILD_ID', 'required-server-files.json', 'prerender-manifest.json', 'static', 'server'];

const message = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

/**
 * The settings (lib/config.ts), then what they name: the database's URL (and one process on SQLite),
 * the log's key and origin, the witness policy's file, and — `build`, for the server — a SQLite
 * file to open and a build to serve.
 */
export function startupProblems(opts: { build: boolean }): string[] {
  const problems = checkSettings();
  if (problems.length > 0) return problems;
  const database = message(() => {
    const db = resolveDatabase();
    if (db.provider !== 'postgres' && settingOr('WEB_CONCURRENCY') > 1) {
      throw new Error('WEB_CONCURRENCY > 1 needs PostgreSQL (DATABASE_URL=postgres://…): on SQLite one process is the one writer; set WEB_CONCURRENCY=1');
    }
    // the server would make an empty file and answer 500s (no tables); npm start migrates first
    if (opts.build && db.provider === 'sqlite' && !existsSync(db.file!)) {
      throw new Error(`there is no database at ${db.file}: npm start makes it (migrated, with the demo set), or run npm run db:migrate with this DATABASE_URL`);
    }
  });
  const dist = settingOr('FAIR_DIST_DIR');
  // what Next's server reads first: a build cut short (or copied in part) has BUILD_ID without them
  const built = BUILD_FILES.every((f) => existsSync(path.join(process.cwd(), dist, f)));
  const build = opts.build && !built ? `there is no build in ${dist}/ to serve: npm run build makes it (npm start builds when needed)` : null;
  return [database, message(checkLogKeySettings), message(witnessConfig), build].filter((p) => p !== null);
}
