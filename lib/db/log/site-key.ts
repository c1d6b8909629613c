// The site's commitment-log verifier key, for scripts (building verifier.js,
// scripts/log-key.ts) — kept out of ./key.ts, which the site's
// server code imports, because it migrates the database.
import { closeDb } from '../client.ts';
import { applyMigrations } from '../migrations/migrate.ts';
import { envSigner, logSigner, type LogSigner } from './key.ts';

/**
 * The verifier key of the site's log, for building verifier.js: FAIR_LOG_KEY's without touching the
 * database, or else the development key of the database of DATABASE_URL (migrating it and
 * generating the key if needed — what the first start would do).
 */
export async function siteVerifierKey(): Promise<{ vkey: string; source: LogSigner['source'] }> {
  const env = envSigner();
  if (env) return { vkey: env.vkey, source: 'env' };
  await applyMigrations();
  try {
    return { vkey: (await logSigner()).vkey, source: 'database' };
  } finally {
    await closeDb();
  }
}
