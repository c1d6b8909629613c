// Volume for benchmarks: `npm run db:seed -- --count N` adds N revealed proofs
// quickly, in batches of one transaction each. Every proof is a real one — its
// seed hashes to its commitment and its report is lib/fair's — built with the
// store's own column mapping, and logged in the commitment log like any other
// (its entry in the same transaction, its log parts frozen against a
// checkpoint signed in that transaction) and counted in the fairness statistics
// (same transaction); only the one-request-per-proof path is skipped.
import { entryFor, keyedMac, rollPairs, sha256Hex, verify, verdictOf } from '../../fair/index.ts';
import { toHex } from '../../fair/hex.ts';
import { canonicalJson } from '../canonical.ts';
import { dbProvider, getDb, type Db } from '../client.ts';
import { columnsOf, type Json } from '../document.ts';
import { exclusive, inWriteTransaction } from '../lock.ts';
import { appendEntries, lockTail, signAndProveInTransaction } from '../log/index.ts';
import { logSigner } from '../log/key.ts';
import { prismaSql } from '../sql.ts';
import { addCounts } from '../stats.ts';
import { Tally } from '../../stats/tally.ts';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

const BATCH = 500;

async function volumePublisher(): Promise<number> {
  const db = getDb();
  const found = await exclusive(() => db.publisher.findUnique({ where: { name: 'demo-volume' }, select: { id: true } }));
  if (found) return found.id;
  return (await exclusive(() => db.publisher.create({ data: { name: 'demo-volume', tokenHash: sha256Hex(`volume ${Math.random()}`) } }))).id;
}

/** One volume proof: alternately a dice game and a backgammon-style match. */
function volumeDoc(i: number): Json {
  const serverSeed = sha256Hex(`fair-proofs volume ${i}`);
  const clientSeeds = [serverSeed.slice(0, 16), serverSeed.slice(16, 32)];
  if (i % 2) {
    return { scheme: 'die_round_v1', game: 'dice', commitment: sha256Hex(serverSeed), serverSeed, clientSeeds, count: 24 };
  }
  return { scheme: 'match_seed_v2', game: 'checkers', matchId: `v${i}`, commitment: sha256Hex(serverSeed), serverSeed, clientSeeds, count: 0 };
}

/** `UPDATE "Proof" SET "logParts" = CASE "id" WHEN … END WHERE "id" IN (…)`: one statement for a batch. */
async function setLogParts(tx: Tx, parts: readonly { id: number; json: string }[]): Promise<void> {
  if (parts.length === 0) return;
  const sql = prismaSql(tx, dbProvider());
  const cast = (type: string) => (sql.provider === 'postgres' ? `?::${type}` : '?');
  const cases = parts.map(() => `WHEN ${cast('int')} THEN ${cast('text')}`).join(' ');
  const ids = parts.map(() => cast('int')).join(', ');
  await sql.run(`UPDATE "Proof" SET "logParts" = CASE "id" ${cases} END WHERE "id" IN (${ids})`, [...parts.flatMap((x) => [x.id, x.json]), ...parts.map((x) => x.id)]);
}

/** Adds `count` revealed proofs; `progress` is told how many are done after each batch. */
export async function seedVolume(count: number, progress: (done: number) => void = () => undefined): Promise<void> {
  const publisherId = await volumePublisher();
  const signer = await logSigner();
  const db = getDb();
  const start = await exclusive(() => db.proof.count({ where: { publisherId } }));
  for (let done = 0; done < count; ) {
    const size = Math.min(BATCH, count - done);
    const docs = Array.from({ length: size }, (_, j) => volumeDoc(start + done + j));
    const tally = new Tally();
    const rows = docs.map((doc, j) => {
      const report = verify(doc);
      const { serverSeed, ...commitBody } = doc;
      const columns = columnsOf(doc);
      tally.addRevealed(verdictOf(report) === 'verified' ? 'verified' : 'failed', report);
      return {
        scheme: String(doc.scheme),
        game: String(doc.game),
        status: 'revealed',
        commitment: columns.commitment,
        clientSeeds: columns.clientSeeds,
        count: columns.count,
        params: columns.params,
        recorded: 'dice' in report && report.dice ? JSON.stringify(report.dice) : null,
        serverSeed: String(serverSeed),
        verdict: verdictOf(report) === 'verified' ? 'verified' : 'failed',
        report: JSON.stringify(report),
        commitBody: canonicalJson(commitBody),
        revealBody: canonicalJson(doc),
        publisherId,
        ref: `volume-${start + done + j}`,
        committed: commitBody as Json,
      };
    });
    await inWriteTransaction(async (tx) => {
      const tail = await lockTail(tx);
      const first = tail.size;
      const created = await tx.proof.createManyAndReturn({
        data: rows.map(({ committed: _c, ...r }, j) => ({ ...r, committedAt: tail.time, revealedAt: tail.time, logIndex: first + j })),
        select: { id: true, logIndex: true },
      });
      const idAt = new Map(created.map((c) => [c.logIndex!, c.id]));
      const at = tail.time.toISOString();
      const entries = rows.map((r, j) => entryFor({ ...r.committed, id: idAt.get(first + j)!, committedAt: at }));
      await appendEntries(tx, tail, entries);
      // revealed at once: their log parts are frozen against a checkpoint covering the batch
      const parts = await signAndProveInTransaction(tx, signer, tail.size, new Map(entries.map((e, j) => [first + j, e])));
      await setLogParts(tx, [...parts].map(([index, log]) => ({ id: idAt.get(index)!, json: JSON.stringify({ log, hands: {} }) })));
      // counted in the same transaction, the batch's counts added up (lib/db/stats.ts)
      await addCounts(prismaSql(tx, dbProvider()), tally.rows());
    });
    done += size;
    progress(done);
  }
}

/**
 * A new backgammon proof with a random seed, for the HTTP benchmarks' publishing: the commit body
 * (POST /api/v1/proofs) and the reveal body (POST …/reveal) with `rolls` recorded rolls.
 */
export function freshProof(rolls: number): { commit: Json; reveal: Json } {
  const seed = new Uint8Array(32);
  crypto.getRandomValues(seed);
  const clientSeeds = Array.from({ length: 2 }, () => toHex(crypto.getRandomValues(new Uint8Array(8))));
  const commit = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(seed), clientSeeds, count: rolls };
  return { commit, reveal: { ...commit, serverSeed: toHex(seed), recorded: rollPairs(keyedMac(seed), clientSeeds, rolls) } };
}

/** The log entry of benchmark entry i (bench:log): a dice proof's commitment, as the store logs it. */
export const volumeEntryText = (i: number, commitment: string, time: string): string =>
  `fair-proofs/log/v1\nproof ${i + 1}\nscheme die_round_v1\ngame dice\ncommitment ${commitment}\ntime ${time}\n`;
