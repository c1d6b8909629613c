/**
 * npm run db:seed [-- --count N]
 *
 * Publishes the demo set (lib/db/seed/demo.ts) into the database of DATABASE_URL
 * through the store's own commit → reveal. Idempotent.
 * With --count N, also adds N revealed proofs in batches, for benchmarks.
 * With --if-empty, only into a database without proofs (npm start does this).
 * Every run first logs the proofs stored before the commitment log existed
 * (lib/db/seed/backfill.ts); the demo set and the volume are logged as published.
 * With --receipt, (re)writes public/demo/poker-receipt.json — the demo poker
 * player's receipt, committed, static (a unit test checks it is current).
 */
import { mkdirSync, writeFileSync } from 'node:fs';

import { closeDb } from '../../lib/db/client.ts';
import { demoPokerReceipt, RECEIPT_FILE, seedDemo } from '../../lib/db/seed/demo.ts';
import { seedVolume } from '../../lib/db/seed/volume.ts';
import { backfillLog } from '../../lib/db/seed/backfill.ts';
import { applyMigrations } from '../../lib/db/migrations/migrate.ts';
import { countProofs } from '../../lib/db/proofs.ts';
import { runCommand, UsageError } from '../lib/cli.ts';

function countArg(args: string[]): number {
  const i = args.indexOf('--count');
  if (i === -1) return 0;
  const raw = args[i + 1] ?? '';
  if (!/^[0-9]{1,9}$/.test(raw)) throw new UsageError(`--count expects a whole number of proofs, got "${raw}"`);
  return Number(raw);
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--receipt')) {
    mkdirSync('public/demo', { recursive: true });
    writeFileSync(RECEIPT_FILE, `${JSON.stringify(demoPokerReceipt(), null, 2)}\n`);
    console.log(`db:seed: wrote ${RECEIPT_FILE}`);
    return;
  }
  const count = countArg(args);
  await applyMigrations();
  const backfilled = await backfillLog();
  if (backfilled > 0) console.log(`db:seed: logged ${backfilled} proofs stored before the commitment log`);
  if (args.includes('--if-empty') && (await countProofs()) > 0) return;
  const started = Date.now();
  const ids = await seedDemo();
  console.log(`db:seed: demo set of ${ids.size} proofs (numbers ${Math.min(...ids.values())}–${Math.max(...ids.values())}) in ${Date.now() - started} ms`);
  if (count > 0) {
    const t = Date.now();
    await seedVolume(count, (done) => process.stdout.write(`\rdb:seed: ${done}/${count} volume proofs`));
    const seconds = (Date.now() - t) / 1000;
    console.log(`\ndb:seed: ${count} volume proofs in ${seconds.toFixed(1)} s (${Math.round(count / seconds)}/s)`);
  }
}

runCommand('db:seed', main, closeDb);
