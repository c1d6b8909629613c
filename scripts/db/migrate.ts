// npm run db:migrate — apply the committed migrations for the database named
// by DATABASE_URL (unset → SQLite ./data/fair.db). Idempotent; an up-to-date
// database costs one query (lib/db/migrations/migrate.ts), beside a running site too.
import { applyMigrations } from '../../lib/db/migrations/migrate.ts';
import { runCommand } from '../lib/cli.ts';

runCommand('db:migrate', async () => {
  const started = Date.now();
  const r = await applyMigrations();
  const ms = Date.now() - started;
  if (r.applied.length === 0) {
    console.log(`db:migrate: ${r.database}: up to date (${r.total} migration${r.total === 1 ? '' : 's'}, ${ms} ms)`);
  } else {
    for (const name of r.applied) console.log(`db:migrate: ${r.database}: applied ${name}`);
    console.log(`db:migrate: ${r.database}: ${r.applied.length} applied, ${r.total} total (${ms} ms)`);
  }
});
