import { describe, expect, it } from 'vitest';

import { demoProofs, seedDemo } from '../../lib/db/seed/demo.ts';
import { getPublicProof, proofTotals } from '../../lib/db/proofs.ts';
import { commitProof } from '../../lib/db/store.ts';
import { authenticate, createPublisher } from '../../lib/db/publishers.ts';
import { withScratchDatabase } from './fixtures.ts';
import { testProvider } from './helpers.ts';

withScratchDatabase('home-example');

// The home page's lookup box shows proofTotals().example as "e.g. N" (#12 item 5):
// a number that exists in npm start's demo set, and a whole, verified game.
describe(`the home page's example number on ${testProvider()}`, () => {
  it('is none on an empty database', async () => {
    expect(await proofTotals()).toEqual({ count: 0, newest: null, example: null });
  });

  it('is a verified proof of the demo set, also when newer proofs are still committed or failed', async () => {
    const ids = await seedDemo();
    const demoIds = new Set(ids.values());
    const totals = await proofTotals();
    expect(totals.count).toBe(demoProofs().length);
    expect(demoIds.has(totals.example!)).toBe(true);
    const proof = await getPublicProof(totals.example!);
    expect([proof?.status, proof?.verdict]).toEqual(['revealed', 'verified']);
    // the newest verified one: every demo proof above it is committed or failed
    for (const [ref, id] of ids) {
      if (id <= totals.example!) continue;
      const p = await getPublicProof(id);
      expect(p?.verdict ?? 'committed', ref).not.toBe('verified');
    }

    // newer commitments (a game still in play) do not move it
    const { token } = await createPublisher('home-example');
    const publisher = (await authenticate(token))!;
    const { id: committed } = await commitProof(publisher, { scheme: 'die_round_v1', game: 'dice', commitment: 'ab'.repeat(32) });
    const after = await proofTotals();
    expect(after).toEqual({ count: totals.count + 1, newest: committed, example: totals.example });
  });
});
