import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mustRun, tsxBin } from '../../scripts/lib/proc';
import { startSite } from '../../scripts/lib/site';

export const E2E_CONTACT = 'fair-test@example.org';
/**
 * The commitment log's signing key in the browser tests (FAIR_LOG_KEY: a 32-byte Ed25519 seed, hex;
 * a test value, never a real key) and its origin. tests/e2e/log.spec.ts signs a forked log with it,
 * as an operator rewriting history would, to see the /log witness catch it.
 */
export const E2E_LOG_KEY = '6c6f672d6b65792d666f722d7468652d62726f777365722d74657374732d2121';
export const E2E_LOG_ORIGIN = 'fair-e2e.test/log';

/**
 * Starts the production server (server.ts, through scripts/lib/site.ts as `npm start` does) on a
 * free port with a fresh temporary SQLite database (migrated the way `npm start` does it) and a
 * known CONTACT_EMAIL. The build must exist: `npm test` builds first (scripts/test.ts).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'fair-e2e-'));
  const env = {
    ...process.env,
    DATABASE_URL: `file:${join(dir, 'e2e.db')}`,
    CONTACT_EMAIL: E2E_CONTACT,
    FAIR_LOG_KEY: E2E_LOG_KEY,
    FAIR_LOG_ORIGIN: E2E_LOG_ORIGIN,
    NODE_ENV: 'production' as const,
  };
  await mustRun(process.execPath, [tsxBin, 'scripts/db/migrate.ts'], { env });
  await mustRun(process.execPath, [tsxBin, 'tests/e2e/seed.ts'], { env });

  const site = await startSite({ env, ready: '/ru', stdio: 'inherit' });
  process.env.E2E_BASE_URL = site.url;

  return async () => {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
