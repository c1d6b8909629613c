/**
 * Data for the browser tests, in the fresh database of global-setup.ts:
 * 25 committed proofs, published through the store as the API does, so the
 * list has a second page.
 */
import { closeDb } from '../../lib/db/client';
import { authenticate, createPublisher } from '../../lib/db/publishers';
import { commitProof } from '../../lib/db/store';

const games = [
  ['roll_pair_v1', 'backgammon'],
  ['die_round_v1', 'dice'],
  ['match_seed_v2', 'bridge'],
  ['poker_hmac_v1', 'poker'],
  ['chess_colour_v1', 'chess'],
] as const;

const { token } = await createPublisher('e2e');
const publisher = await authenticate(token);
if (publisher === null) throw new Error('e2e publisher does not authenticate');
for (let i = 0; i < 25; i++) {
  const [scheme, game] = games[i % games.length] ?? games[0];
  const digest = (i + 1).toString(16).padStart(64, '0');
  const body =
    scheme === 'chess_colour_v1'
      ? { scheme, game, commitA: digest, clientA: 'a', clientB: '' }
      : scheme === 'poker_hmac_v1'
        ? { scheme, game, table: 't1', session: `s${i}`, commitment: digest }
        : scheme === 'match_seed_v2'
          ? { scheme, game, matchId: `m${i}`, commitment: digest }
          : { scheme, game, commitment: digest };
  await commitProof(publisher, body);
}
await closeDb();
