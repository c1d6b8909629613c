// The largest proofs the API accepts, built with lib/fair so that they verify: a 10,000-deal bridge
// match (match_seed_v2) and a 100,000-roll backgammon proof (roll_pair_v1).
// Used by tests/http/big-proofs.test.ts (a reveal never holds the event loop) and by anything
// that must show such a proof's page in bounded time.
import { randomBytes } from 'node:crypto';

import { MAX_BODY_BYTES } from '../../lib/api/http.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { MAX_DEALS, MAX_EVENTS } from '../../lib/fair/fields.ts';
import { computeMatch, keyedMac, rollPairs, sha256Hex } from '../../lib/fair/index.ts';

/** A proof to publish: what its commit sends, what its reveal sends. */
export interface BigProof {
  commit: Record<string, unknown>;
  reveal: Record<string, unknown>;
}

/**
 * A bridge match of `count` deals (default: the most a proof may hold), its deals recorded when they
 * fit in a request body. 10,000 recorded deals are ~1.48 MB of JSON, over the API's 1 MiB limit
 * (api.md): the largest bridge reveal the API accepts records the seat order only, its report then
 * holding every deal recomputed (~1.5 MB).
 */
export function bigBridgeMatch(count = MAX_DEALS): BigProof {
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeeds = [randomBytes(8).toString('hex'), 'north'];
  const matchId = `big${randomBytes(4).toString('hex')}`;
  const commit = { scheme: 'match_seed_v2', game: 'bridge', matchId, commitment: sha256Hex(serverSeed), clientSeeds, count };
  const { seatOrder, deals } = computeMatch(keyedMac(serverSeed), 'bridge', matchId, clientSeeds, count);
  const reveal = { ...commit, serverSeed, recorded: { seatOrder, deals } };
  return { commit, reveal: JSON.stringify(reveal).length <= MAX_BODY_BYTES ? reveal : { ...reveal, recorded: { seatOrder } } };
}

/** A backgammon proof of `count` rolls (default: the most a proof may hold), every roll recorded. */
export function bigRollProof(count = MAX_EVENTS): BigProof {
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeeds = [randomBytes(8).toString('hex'), 'white'];
  const commit = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(serverSeed)), clientSeeds, count };
  return { commit, reveal: { ...commit, serverSeed, recorded: rollPairs(keyedMac(hexToBytes(serverSeed)), clientSeeds, count) } };
}
