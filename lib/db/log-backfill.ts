// Proofs stored before the commitment log existed (a database from before the
// `log` migration) have no entry. `backfillLog()` — run by `npm run db:seed`,
// hence by every `npm start` — appends one for each, in proof-number order,
// with the time it was committed (so each entry is exactly what lib/fair
// rebuilds from the served document), and freezes the log parts of those
// already revealed. A no-op once every proof and hand has its entry.
import { toHex } from '../fair/hex.ts';
import { getDb, type Db } from './client.ts';
import { publicDocument } from './document.ts';
import { exclusive, inWriteTransaction } from './lock.ts';
import { appendEntries, entryText, hashReader, isoTime, lockTail, signInTransaction, type LogPart } from './log.ts';
import { logSigner } from './log-key.ts';
import { proveMany } from './log-tree.ts';

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
    entries.push(entryText({ ...doc, committedAt: isoTime(row.committedAt) }));
    const hands: { n: number; logIndex: number }[] = [];
    for (const h of row.hands) {
      if (h.logIndex !== null) continue;
      hands.push({ n: h.n, logIndex: tail.size + entries.length });
      entries.push(entryText(doc, h.n));
    }
    assigned.push({ row, own, hands });
  }
  const first = tail.size;
  await appendEntries(tx, tail, entries);
  const revealed = assigned.filter((a) => a.row.status === 'revealed');
  const checkpoint = revealed.length ? await signInTransaction(tx, signer, tail.size) : null;
  let parts: Map<number, string> = new Map();
  if (checkpoint) {
    const indexes = revealed.flatMap((a) => [a.own, ...a.hands.map((h) => h.logIndex)]);
    const { root, paths } = await proveMany(indexes, checkpoint.size, hashReader(tx));
    if (toHex(root) !== checkpoint.root) throw new Error('log: the backfill checkpoint does not match its tree');
    const part = (index: number): LogPart => ({
      index,
      entry: entries[index - first]!,
      checkpoint: checkpoint.note,
      inclusion: paths[indexes.indexOf(index)]!.map(toHex),
    });
    parts = new Map(
      revealed.map((a) => [a.row.id, JSON.stringify({ log: part(a.own), hands: Object.fromEntries(a.hands.map((h) => [String(h.n), part(h.logIndex)])) })]),
    );
  }
  for (const a of assigned) {
    await tx.proof.update({ where: { id: a.row.id }, data: { logIndex: a.own, ...(parts.has(a.row.id) ? { logParts: parts.get(a.row.id)! } : {}) } });
    for (const h of a.hands) await tx.pokerHand.update({ where: { proofId_n: { proofId: a.row.id, n: h.n } }, data: { logIndex: h.logIndex } });
  }
  return rows.length;
}
