/**
 * `npm start`: from a fresh install to a running site. Generates the Prisma
 * client if needed, applies pending migrations, publishes the demo set into an
 * empty database, counts the statistics of a database older than them, builds if there is no current build, then starts the
 * production server (server.ts) on PORT (default 3000) and prints the URL.
 */
import { settingOr } from '../lib/config';
import { startupProblems } from '../lib/server/startup.ts';
import { ensureBuild } from './lib/build';
import { childExit, mustRun, tsxBin } from './lib/proc';
import { startSite } from './lib/site';

async function main() {
  // every setting, the database's URL, the log's key and the witness policy checked before anything is
  // built or migrated (the server checks them again)
  const problems = startupProblems({ build: false });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const port = settingOr('PORT');
  if (port === 0) throw new Error('PORT must be a whole number from 1 to 65535 for npm start, got "0"');
  const host = settingOr('HOST');
  const env = { ...process.env, NODE_ENV: 'production' as const };

  await mustRun(process.execPath, [tsxBin, 'scripts/db/generate.ts'], { env });
  await mustRun(process.execPath, [tsxBin, 'scripts/db/migrate.ts'], { env });
  // An empty database gets the demo set, so a first start shows everything.
  await mustRun(process.execPath, [tsxBin, 'scripts/db/seed.ts', '--if-empty'], { env });
  // A database that had revealed proofs before the statistics existed is counted once, before serving.
  await mustRun(process.execPath, [tsxBin, 'scripts/db/stats-rebuild.ts', '--if-needed'], { env });
  await ensureBuild();

  // Ctrl-C and a `kill` reach the server, which drains and exits; npm start then exits with its status.
  await startSite({
    port,
    host,
    ready: '/',
    timeoutMs: Infinity,
    stdio: 'inherit',
    forwardSignals: ['SIGINT', 'SIGTERM'],
    onExit: (code, signal) => {
      const { status, message } = childExit(code, signal);
      if (message) console.error(message);
      process.exit(status);
    },
  });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`\n  fair-proofs is running at http://${shown}:${port}/\n`);
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
