// npm run db:migrate — apply the committed migrations for the database named
// by DATABASE_URL (unset → SQLite ./data/fair.db). Idempotent.
import { applyMigrations } from '../../lib/db/migrate.ts';

const started = Date.now();
applyMigrations().then(
  (r) => {
    const ms = Date.now() - started;
    if (r.applied.length === 0) {
      console.log(`db:migrate: ${r.database}: up to date (${r.total} migration${r.total === 1 ? '' : 's'}, ${ms} ms)`);
    } else {
      for (const name of r.applied) console.log(`db:migrate: ${r.database}: applied ${name}`);
      console.log(`db:migrate: ${r.database}: ${r.applied.length} applied, ${r.total} total (${ms} ms)`);
    }
  },
  (e) => {
    console.error(`db:migrate: failed: ${(e as Error).message}`);
    if (process.env.DEBUG) console.error(e);
    process.exit(1);
  },
);
