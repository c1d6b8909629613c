/**
 * Data for the browser tests, in the fresh database of global-setup.ts:
 * 25 committed proofs, so the list has a second page.
 */
import { closeDb } from '../../lib/db/client';
import { insertProof } from '../../lib/db/proofs';

const games = [
  ['roll_pair_v1', 'backgammon'],
  ['die_round_v1', 'dice'],
  ['match_seed_v2', 'bridge'],
  ['poker_hmac_v1', 'poker'],
  ['chess_colour_v1', 'chess'],
] as const;
for (let i = 0; i < 25; i++) {
  const [scheme, game] = games[i % games.length] ?? games[0];
  await insertProof({
    scheme,
    game,
    commitment: i.toString(16).padStart(64, '0'),
    document: { scheme, game, commitment: i.toString(16).padStart(64, '0') },
    committedAt: new Date(Date.UTC(2026, 10, 1, 12, i)),
  });
}
await closeDb();
