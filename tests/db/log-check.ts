// Checks of the whole commitment log, shared by the db tests: one entry per
// commitment, dense, each exactly what lib/fair rebuilds from the served
// document, times in order, the stored root equal to a from-scratch one, and
// every served document's log parts verifying with the key.
import { expect } from 'vitest';

import { getDb } from '../../lib/db/client.ts';
import { latestCheckpoint, logEntries, logSize, rootHex } from '../../lib/db/log/index.ts';
import { getPublicProof } from '../../lib/db/proofs.ts';
import { entryFor, leafHash, treeRoot, verify, verifyCheckpoint } from '../../lib/fair/index.ts';
import type { Doc } from './fixtures.ts';

/** Every entry of the log, read through the API's function. */
export async function allEntries(): Promise<string[]> {
  const n = await logSize();
  const out: string[] = [];
  for (let s = 0; s < n; s += 1000) {
    const page = await logEntries(s, Math.min(n, s + 1000));
    page.forEach((e, j) => expect(e.index).toBe(s + j));
    out.push(...page.map((e) => e.entry));
  }
  return out;
}

/** Every commitment stored, by the entry number the store gave it: proofs and poker hands. */
async function commitments(): Promise<Map<number, { proofId: number; hand?: number }>> {
  const db = getDb();
  const proofs = await db.proof.findMany({ select: { id: true, logIndex: true } });
  const hands = await db.pokerHand.findMany({ select: { proofId: true, n: true, logIndex: true } });
  const m = new Map<number, { proofId: number; hand?: number }>();
  for (const p of proofs) {
    expect(p.logIndex, `proof ${p.id} has no entry`).not.toBeNull();
    expect(m.has(p.logIndex!)).toBe(false);
    m.set(p.logIndex!, { proofId: p.id });
  }
  for (const h of hands) {
    expect(h.logIndex, `hand ${h.proofId}/${h.n} has no entry`).not.toBeNull();
    expect(m.has(h.logIndex!)).toBe(false);
    m.set(h.logIndex!, { proofId: h.proofId, hand: h.n });
  }
  return m;
}

/** The whole log is consistent: one entry per commitment, dense, each equal to what lib/fair rebuilds, root = from scratch. */
export async function checkWholeLog(vkey: string): Promise<string[]> {
  const entries = await allEntries();
  const map = await commitments();
  expect(map.size).toBe(entries.length);
  const docs = new Map<number, Doc>();
  for (const [index, { proofId, hand }] of map) {
    let doc = docs.get(proofId);
    if (!doc) {
      doc = (await getPublicProof(proofId))!.document;
      docs.set(proofId, doc);
    }
    expect(entries[index], `entry ${index}`).toBe(entryFor(doc, hand));
  }
  // times never go backwards with the index
  const times = entries.map((e) => /\ntime (\S+)\n$/.exec(e)![1]!);
  expect([...times].sort()).toEqual(times);
  const root = treeRoot(entries.map((e) => leafHash(e)));
  expect(await rootHex(entries.length)).toBe(root);
  const cp = await latestCheckpoint(entries.length);
  expect(verifyCheckpoint(cp.note, vkey)).toMatchObject({ ok: true, size: entries.length, root });
  // every served document's log parts verify with the key
  for (const [id, doc] of docs) {
    const r = verify(doc, { vkey });
    expect(r.log?.ok, `proof ${id}: ${JSON.stringify(r.log)}`).toBe(true);
  }
  return entries;
}

