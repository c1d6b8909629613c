/**
 * Where the JSON read's time goes, without HTTP: the same calls the route
 * makes (lib/api/views publicProofJson → lib/db/proofs getPublicProof →
 * Prisma), timed in-process over random ids, one at a time and 32 in flight.
 * Usage: DATABASE_URL=file:/path.db tsx scripts/bench/db-read.ts [seconds]
 */
import { performance } from 'node:perf_hooks';

import { closeDb, getDb } from '../../lib/db/client.ts';
import { getPublicProof, listProofs } from '../../lib/db/proofs.ts';

const SECONDS = Number(process.argv[2] ?? 3);

async function timed(label: string, width: number, call: () => Promise<unknown>): Promise<void> {
  const lat: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (performance.now() < end) {
        const s = performance.now();
        await call();
        lat.push(performance.now() - s);
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  lat.sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]!.toFixed(2);
  console.log(
    `${label.padEnd(44)} ${String(Math.round(lat.length / wall)).padStart(6)}/s  p50 ${q(0.5).padStart(7)} ms  p99 ${q(0.99).padStart(7)} ms  cpu ${(((cpu.user + cpu.system) / 1000) / lat.length).toFixed(3)} ms/call`,
  );
}

const agg = await getDb().proof.aggregate({ _min: { id: true }, _max: { id: true } });
const lo = agg._min.id ?? 1;
const hi = agg._max.id ?? 1;
const rid = () => lo + Math.floor(Math.random() * (hi - lo + 1));
for (let i = 0; i < 200; i++) await getPublicProof(rid()); // warm-up
await timed('getPublicProof(random id), 1 in flight', 1, () => getPublicProof(rid()));
await timed('getPublicProof(random id), 32 in flight', 32, () => getPublicProof(rid()));
await timed('getPublicProof + JSON.stringify, 32 in flight', 32, async () => JSON.stringify((await getPublicProof(rid()))?.document));
await timed('listProofs({limit:20}), 32 in flight', 32, () => listProofs({ limit: 20 }));
const db = getDb();
await timed('prisma findUnique(id) only, 32 in flight', 32, () => db.proof.findUnique({ where: { id: rid() } }));
await timed('prisma findUnique(id) + include hands, 32 in flight', 32, () => db.proof.findUnique({ where: { id: rid() }, include: { hands: true } }));
await timed('prisma $queryRaw SELECT by id, 32 in flight', 32, () => db.$queryRaw`SELECT * FROM "Proof" WHERE id = ${rid()}`);
await closeDb();
