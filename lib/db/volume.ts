// Volume for benchmarks: `npm run db:seed -- --count N` adds N revealed proofs
// quickly, in batches of one INSERT each. Every proof is a real one — its
// seed hashes to its commitment and its report is lib/fair's — built with the
// store's own column mapping; only the one-request-per-proof path is skipped.
import { sha256Hex, verify, verdictOf } from '../fair/index.ts';
import { canonicalJson } from './canonical.ts';
import { getDb } from './client.ts';
import { columnsOf, type Json } from './document.ts';
import { exclusive } from './lock.ts';

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

/** Adds `count` revealed proofs; `progress` is told how many are done after each batch. */
export async function seedVolume(count: number, progress: (done: number) => void = () => undefined): Promise<void> {
  const publisherId = await volumePublisher();
  const db = getDb();
  const start = await exclusive(() => db.proof.count({ where: { publisherId } }));
  for (let done = 0; done < count; ) {
    const size = Math.min(BATCH, count - done);
    const now = new Date();
    const rows = Array.from({ length: size }, (_, j) => {
      const i = start + done + j;
      const doc = volumeDoc(i);
      const report = verify(doc);
      const { serverSeed, ...commitBody } = doc;
      const columns = columnsOf(doc);
      return {
        scheme: String(doc.scheme),
        game: String(doc.game),
        status: 'revealed',
        commitment: columns.commitment,
        clientSeeds: columns.clientSeeds,
        count: columns.count,
        params: columns.params,
        recorded: report.dice ? JSON.stringify(report.dice) : null,
        serverSeed: String(serverSeed),
        verdict: verdictOf(report) === 'verified' ? 'verified' : 'failed',
        report: JSON.stringify(report),
        commitBody: canonicalJson(commitBody),
        revealBody: canonicalJson(doc),
        committedAt: now,
        revealedAt: now,
        publisherId,
        ref: `volume-${i}`,
      };
    });
    await exclusive(() => db.proof.createMany({ data: rows }));
    done += size;
    progress(done);
  }
}
