/**
 * npm run stats:rebuild [-- --if-needed]
 *
 * Recounts the fairness statistics (../shared/spec/stats.md) of the database of DATABASE_URL from
 * scratch: every revealed proof's document as served, log parts included, verified with the site's
 * key; its recomputed outcomes counted when verified (or computed), else one `excluded`. Replaces
 * the counters the reveals keep up to date (lib/db/stats.ts). Works beside a running site.
 * --if-needed: only when the counters do not cover every revealed proof yet (a database that had
 * revealed proofs before the statistics existed): what `npm start` runs before it serves.
 * Prints the totals, and every proof whose verdict now differs from the one stored at its reveal.
 */
import { closeDb } from '../../lib/db/client.ts';
import { applyMigrations } from '../../lib/db/migrations/migrate.ts';
import { rebuildStats, statsBuilt } from '../../lib/db/stats.ts';
import { runCommand, UsageError } from '../lib/cli.ts';

runCommand(
  'stats:rebuild',
  async () => {
    const args = process.argv.slice(2);
    const unknown = args.find((a) => a !== '--if-needed');
    if (unknown) throw new UsageError(`unknown argument "${unknown}" (usage: npm run stats:rebuild [-- --if-needed])`);
    await applyMigrations();
    if (args.includes('--if-needed') && (await statsBuilt())) return 0;
    const started = Date.now();
    const tty = process.stdout.isTTY;
    const r = await rebuildStats((done) => tty && process.stdout.write(`\rstats:rebuild: ${done} revealed proofs recounted`));
    if (tty) process.stdout.write('\n');
    for (const d of r.disagreeing.slice(0, 20)) {
      console.log(`stats:rebuild: proof ${d.id}: stored verdict ${d.stored ?? 'none'}, its served document now ${d.verdict} (counted as ${d.verdict})`);
    }
    if (r.disagreeing.length > 20) console.log(`stats:rebuild: … and ${r.disagreeing.length - 20} more proofs whose verdict differs`);
    console.log(`stats:rebuild: ${r.counted} proofs counted, ${r.excluded} excluded (revealed and failed), in ${Date.now() - started} ms`);
    return 0;
  },
  closeDb,
);
