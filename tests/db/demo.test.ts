import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { demoPokerReceipt, demoProofs, RECEIPT_FILE, seedDemo } from '../../lib/db/seed/demo.ts';
import { countProofs, getPublicProof, listProofs, sameCommitment } from '../../lib/db/proofs.ts';
import { seedVolume } from '../../lib/db/seed/volume.ts';
import { verifierKey } from '../../lib/db/log/index.ts';
import { SCHEMES, verify as verifyDoc, type AnyReport } from '../../lib/fair/index.ts';

/** Reports read field by field, whatever their scheme. */
const verify = (doc: unknown, opts?: { vkey?: string }): AnyReport => verifyDoc(doc, opts);
import { withScratchDatabase } from './fixtures.ts';
import { testProvider } from './helpers.ts';

withScratchDatabase('demo');

describe(`demo data on ${testProvider()}`, () => {
  it('covers every scheme and every game, a failure and proofs still committed', () => {
    const docs = demoProofs();
    expect(new Set(docs.map((d) => d.doc.scheme))).toEqual(new Set(Object.keys(SCHEMES)));
    const games = new Set(docs.map((d) => d.doc.game));
    for (const g of ['backgammon', 'dice', 'checkers', 'xiangqi', 'bridge', 'tarneeb', 'trix', 'baloot', 'mahjong', 'poker', 'chess']) expect(games).toContain(g);
    expect(docs.some((d) => d.doc.telegram)).toBe(true);
    // issue #21: a dice game whose every die Telegram threw, and two proofs sharing one commitment
    expect(docs.some((d) => (d.doc.telegram as number[] | undefined)?.length === d.doc.count)).toBe(true);
    const commitments = docs.map((d) => d.doc.commitment).filter((c) => c !== undefined);
    expect(commitments.length - new Set(commitments).size).toBe(1);
    expect(docs.some((d) => d.doc.scheme === 'chess_colour_v1' && d.doc.commitB === undefined)).toBe(true);
    expect(docs.filter((d) => d.committedOnly).length).toBeGreaterThan(0);
    const verdicts = docs.filter((d) => !d.committedOnly).map((d) => [d.ref, verify(d.doc).ok]);
    expect(verdicts.filter(([, ok]) => !ok)).toEqual([['dice-altered', false]]);
  });

  it('publishes through the store, idempotently, with the verdicts of lib/fair', async () => {
    const first = await seedDemo();
    const total = await countProofs();
    expect(total).toBe(demoProofs().length);
    const again = await seedDemo();
    expect([...again]).toEqual([...first]);
    expect(await countProofs()).toBe(total);
    for (const { ref, committedOnly } of demoProofs()) {
      const p = await getPublicProof(first.get(ref)!);
      expect(p?.status, ref).toBe(committedOnly ? 'committed' : 'revealed');
      expect(p?.verdict, ref).toBe(committedOnly ? null : ref === 'dice-altered' ? 'failed' : 'verified');
      if (!committedOnly) expect(verify(p?.document, { vkey: await verifierKey() }).ok, ref).toBe(ref !== 'dice-altered');
    }
    expect(await sameCommitment(first.get('dice-room')!)).toEqual({ ids: [first.get('dice-room-again')], total: 1 });
    expect(await sameCommitment(first.get('dice-duel')!)).toEqual({ ids: [], total: 0 });
    const poker = await getPublicProof(first.get('poker-session')!);
    expect((poker?.document.hands as unknown[]).length).toBe(20);
  });

  it('ships the demo poker receipt, current and verifiable without the seed', () => {
    const shipped = JSON.parse(readFileSync(RECEIPT_FILE, 'utf8')) as unknown;
    expect(shipped, `stale ${RECEIPT_FILE}: run npm run db:seed -- --receipt`).toEqual(demoPokerReceipt());
    const report = verify(shipped);
    expect(report.ok).toBe(true);
    expect(report.cards?.length).toBe(20 * 7);
  });

  it('adds volume in batches: every proof revealed and verified', async () => {
    const before = await countProofs();
    await seedVolume(1_203);
    expect(await countProofs()).toBe(before + 1_203);
    const newest = await listProofs({ limit: 50 });
    for (const item of newest.items) {
      const p = await getPublicProof(item.id);
      expect(p?.verdict).toBe('verified');
      const r = verify(p?.document, { vkey: await verifierKey() });
      expect(r.ok).toBe(true);
      expect(r.log?.ok).toBe(true);
    }
  });
});
