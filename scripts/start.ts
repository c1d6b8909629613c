/**
 * `npm start`: from a fresh install to a running site. Generates the Prisma
 * client if needed, applies pending migrations, publishes the demo set into an
 * empty database, counts the statistics of a database older than them, builds if there is no current build, then starts the
 * production server (server.ts) on PORT (default 3000) and prints the URL.
 */
import { spawn } from 'node:child_process';
import { checkSettings, settingOr } from '../lib/config';
import { readWitnessConfig } from '../lib/db/log/policy.ts';
import { ensureBuild } from './lib/build';
import { childExit, mustRun, siteServerArgs, tsxBin, waitForHttp } from './lib/proc';

async function main() {
  // every setting checked before anything is built or migrated (lib/config.ts)
  const problems = checkSettings();
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const port = settingOr('PORT');
  if (port === 0) throw new Error('PORT must be a whole number from 1 to 65535 for npm start, got "0"');
  const host = settingOr('HOST');
  const env = { ...process.env, NODE_ENV: 'production' as const };
  // the witness policy first: a line that does not parse stops here, before any work (the server checks it again)
  readWitnessConfig();

  await mustRun(process.execPath, [tsxBin, 'scripts/db/generate.ts'], { env });
  await mustRun(process.execPath, [tsxBin, 'scripts/db/migrate.ts'], { env });
  // An empty database gets the demo set, so a first start shows everything.
  await mustRun(process.execPath, [tsxBin, 'scripts/db/seed.ts', '--if-empty'], { env });
  // A database that had revealed proofs before the statistics existed is counted once, before serving.
  await mustRun(process.execPath, [tsxBin, 'scripts/db/stats-rebuild.ts', '--if-needed'], { env });
  await ensureBuild();

  const server = spawn(process.execPath, siteServerArgs(port, host), {
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => {
    const { status, message } = childExit(code, signal);
    if (message) console.error(message);
    process.exit(status);
  });

  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, server).catch(() => undefined);
  console.log(`\n  fair-proofs is running at http://${shown}:${port}/\n`);
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
