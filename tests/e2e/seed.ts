/**
 * Data for the browser tests, in the fresh database of global-setup.ts: the
 * demo set (numbers 1–22, in the order of lib/db/seed/demo.ts demoProofs()), then
 * committed proofs up to number 25, so the list has a second page. Then a committed poker session
 * whose hand numbers have gaps (1, 2, 5: tests/e2e/receipt.spec.ts finds it by its session name).
 * Last, the newest: a revealed backgammon proof of LONG_ROLLS rolls, longer than a page draws
 * before the browser has the whole document (tests/e2e/proof-page.spec.ts).
 */
import { closeDb } from '../../lib/db/client';
import { seedDemo } from '../../lib/db/seed/demo';
import { authenticate, createPublisher } from '../../lib/db/publishers';
import { addPokerHand, commitProof, revealProof } from '../../lib/db/store';
import { backgammonRolls, commitOf } from '../http/big-docs';
import { LONG_ROLLS } from './long-proof';
import { GAPS_SESSION, gapsSession } from './poker-sessions';

const ids = await seedDemo();
const { token } = await createPublisher('e2e');
const publisher = await authenticate(token);
if (publisher === null) throw new Error('e2e publisher does not authenticate');
for (let i = ids.size; i < 25; i++) {
  const digest = (i + 1).toString(16).padStart(64, '0');
  await commitProof(publisher, { scheme: 'die_round_v1', game: 'dice', commitment: digest });
}
{
  const { commit, hands } = gapsSession();
  const { id } = await commitProof(publisher, { ...commit, ref: GAPS_SESSION });
  for (const hand of hands) await addPokerHand(publisher, id, hand);
}
{
  const doc = backgammonRolls(LONG_ROLLS);
  const { id } = await commitProof(publisher, commitOf(doc));
  await revealProof(publisher, id, doc);
}
await closeDb();
