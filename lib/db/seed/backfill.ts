// Proofs stored before the commitment log existed (a database from before the
// `log` migration) have no entry. `backfillLog()` — run by `npm run db:seed`,
// hence by every `npm start` — appends one for each, in proof-number order,
// with the time it was committed (so each entry is exactly what lib/fair
// rebuilds from the served document), and freezes the log parts of those
// already revealed. A no-op once every proof and hand has its entry.
import { entryFor } from '../../fair/index.ts';
import { getDb, type Db } from '../client.ts';
import { publicDocument } from '../document.ts';
import { exclusive, inWriteTransaction } from '../lock.ts';
import { appendEntries, lockTail, signAndProveInTransaction } from '../log/index.ts';
import { logSigner } from '../log/key.ts';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

const BATCH = 200;

/** Appends the missing entries; returns how many proofs were logged. */
export async function backfillLog(progress: (done: number) => void = () => undefined): Promise<number> {
  const pending = () => exclusive(() => getDb().proof.count({ where: { logIndex: null } }));
  if ((await pending()) === 0) return 0;
  const signer = await logSigner();
  let done = 0;
  for (;;) {
    const logged = await inWriteTransaction((tx) => backfillBatch(tx, signer));
    if (logged === 0) break;
    done += logged;
    progress(done);
  }
  return done;
}

async function backfillBatch(tx: Tx, signer: Awaited<ReturnType<typeof logSigner>>): Promise<number> {
  const tail = await lockTail(tx);
  const rows = await tx.proof.findMany({ where: { logIndex: null }, orderBy: { id: 'asc' }, take: BATCH, include: { hands: { orderBy: { n: 'asc' } } } });
  if (rows.length === 0) return 0;
  const entries: string[] = [];
  const assigned: { row: (typeof rows)[number]; own: number; hands: { n: number; logIndex: number }[] }[] = [];
  for (const row of rows) {
    const doc = publicDocument(row, row.hands);
    const own = tail.size + entries.length;
    entries.push(entryFor({ ...doc, committedAt: row.committedAt.toISOString() }));
    const hands: { n: number; logIndex: number }[] = [];
    for (const h of row.hands) {
      if (h.logIndex !== null) continue;
      hands.push({ n: h.n, logIndex: tail.size + entries.length });
      entries.push(entryFor(doc, h.n));
    }
    assigned.push({ row, own, hands });
  }
  const first = tail.size;
  await appendEntries(tx, tail, entries);
  // the revealed ones' log parts are frozen, against a checkpoint signed in this transaction
  const revealed = assigned.filter((a) => a.row.status === 'revealed');
  const indexes = revealed.flatMap((a) => [a.own, ...a.hands.map((h) => h.logIndex)]);
  const proven = indexes.length ? await signAndProveInTransaction(tx, signer, tail.size, new Map(indexes.map((i) => [i, entries[i - first]!]))) : new Map();
  const parts = new Map(
    revealed.map((a) => [
      a.row.id,
      JSON.stringify({ log: proven.get(a.own), hands: Object.fromEntries(a.hands.map((h) => [String(h.n), proven.get(h.logIndex)])) }),
    ]),
  );
  for (const a of assigned) {
    await tx.proof.update({ where: { id: a.row.id }, data: { logIndex: a.own, ...(parts.has(a.row.id) ? { logParts: parts.get(a.row.id)! } : {}) } });
    for (const h of a.hands) await tx.pokerHand.update({ where: { proofId_n: { proofId: a.row.id, n: h.n } }, data: { logIndex: h.logIndex } });
  }
  return rows.length;
}
