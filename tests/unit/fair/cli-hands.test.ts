// verifier.js's report names a poker hand by its own number, as the session and the pages do — not
// by its place in the document's list (a session may start past hand 1 or have gaps).
import { describe, expect, it } from 'vitest';

import { parseProof, verify } from '../../../lib/fair';
import { formatReport } from '../../../lib/fair/cli/cli';
import { loadVectors } from './helpers';

describe('the command line report of a poker session', () => {
  it('says "hand <n>" by the hand’s number', () => {
    const c = loadVectors('poker_hmac_v1').cases.find((v) => v.expect.ok && (v.proof as { hands: unknown[] }).hands.length >= 2)!;
    const proof = c.proof as { hands: { n: number }[] };
    // the first hand left out: the second is first in the list
    const doc = { ...proof, hands: proof.hands.slice(1) };
    const text = formatReport(parseProof(doc), verify(doc), []);
    for (const h of doc.hands) expect(text).toMatch(new RegExp(`hand ${h.n}: root `));
    expect(text).not.toMatch(/#\d+ root/);
  });
});
