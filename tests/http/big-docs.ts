// Big proof documents for the HTTP tests of #21 (bounded work for any proof): each one recorded
// with lib/fair's own recomputation, so it verifies, and returned as its reveal body —
// commitOf() gives what is committed first. The largest the API accepts: bigBridgeMatch (10,000
// deals) and bigRollProof (100,000 rolls), for tests/http/big-proofs.test.ts.
import { randomBytes } from 'node:crypto';

import { MAX_BODY_BYTES } from '../../lib/api/http.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { MAX_DEALS, MAX_EVENTS } from '../../lib/fair/fields.ts';
import { keyedMac, rollPairs, sha256Hex } from '../../lib/fair/index.ts';
import { computeMatch } from '../../lib/fair/schemes/match-seed.ts';

type Doc = Record<string, unknown>;
/**
 * A bridge match (match_seed_v2) of `deals` deals, its deals recorded unless `record` is false (the
 * seat order only: 10,000 recorded deals are more than a reveal's 1 MiB).
 */
export function bridgeMatch(deals: number, { record = true }: { record?: boolean } = {}): Doc {
  const serverSeed = randomBytes(16).toString('hex');
  const matchId = `big-${randomBytes(4).toString('hex')}`;
  const clientSeeds = ['north', 'east', 'south', 'west'].map((s) => `${s}-${randomBytes(3).toString('hex')}`);
  const outcome = computeMatch(keyedMac(serverSeed), 'bridge', matchId, clientSeeds, deals);
  return {
    scheme: 'match_seed_v2', game: 'bridge', commitment: sha256Hex(serverSeed), matchId, clientSeeds, serverSeed,
    count: deals, recorded: record ? { seatOrder: outcome.seatOrder, deals: outcome.deals } : { seatOrder: outcome.seatOrder },
  };
}

/** A backgammon proof (roll_pair_v1) of `n` rolls, recorded. */
export function backgammonRolls(n: number): Doc {
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeeds = [randomBytes(4).toString('hex'), randomBytes(4).toString('hex')];
  return {
    scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(serverSeed)), clientSeeds, serverSeed,
    count: n, recorded: rollPairs(keyedMac(hexToBytes(serverSeed)), clientSeeds, n),
  };
}

/** What is committed before play: the document without its seed and outcomes. */
export function commitOf(doc: Doc): Doc {
  const { serverSeed: _seed, recorded: _recorded, count: _count, ...commit } = doc;
  return commit;
}

/** A proof to publish: what its commit sends, what its reveal sends. */
export interface BigProof {
  commit: Doc;
  reveal: Doc;
}

/**
 * A bridge match of `count` deals (default: the most a proof may hold), its deals recorded when they
 * fit in a request body: 10,000 recorded deals are ~1.48 MB of JSON, over the API's 1 MiB (api.md),
 * so the largest bridge reveal records the seat order only, its report holding every deal recomputed.
 */
export function bigBridgeMatch(count = MAX_DEALS): BigProof {
  const full = bridgeMatch(count);
  const reveal = JSON.stringify(full).length <= MAX_BODY_BYTES ? full : { ...full, recorded: { seatOrder: (full.recorded as Doc).seatOrder } };
  return { commit: commitOf(reveal), reveal };
}

/** A backgammon proof of `count` rolls (default: the most a proof may hold), every roll recorded. */
export function bigRollProof(count = MAX_EVENTS): BigProof {
  const reveal = backgammonRolls(count);
  return { commit: commitOf(reveal), reveal };
}
