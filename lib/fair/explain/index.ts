/**
 * "Show me the math" (issue #23, docs/math-panel.md): `explain(proof, event)` derives one event of a
 * revealed proof — the HMAC keys and messages, the MACs, the bytes or 52-bit words read (and those
 * skipped, with why) and the arithmetic to the result — with each scheme's own primitives, and
 * checks that it reaches the value the scheme's recomputation gives (an Error if not). One function
 * per scheme, registered here beside the registry of lib/fair/schemes; verifier.js never imports it.
 */
import type { Proof, Scheme } from '../schemes';
import { explainDie, explainRoll } from './bytes';
import { explainWhite } from './chess';
import { explainMatch } from './match';
import { explainPokerCard } from './poker';
import type { EventRef, Explanation } from './types';

export type * from './types';

/** Each scheme's explanation, by id. */
export const EXPLAIN: { readonly [S in Scheme]: (p: Extract<Proof, { scheme: S }>, ev: EventRef) => Explanation } = {
  roll_pair_v1: explainRoll,
  die_round_v1: explainDie,
  match_seed_v2: explainMatch,
  poker_hmac_v1: explainPokerCard,
  chess_colour_v1: explainWhite,
};

/**
 * How event `ev` of a parsed, revealed proof was derived.
 * @throws InputError naming `serverSeed` (or `seedA`/`seedB`) before the reveal, `event…` for an event the proof does not have
 */
export function explain(proof: Proof, ev: EventRef): Explanation {
  return (EXPLAIN[proof.scheme] as (p: Proof, ev: EventRef) => Explanation)(proof, ev);
}

/** The heading of a card event, by what the card belongs to: a poker hand (its number), a baloot hand or its rest, or a deal. */
export interface CardHeading {
  key: 'titlePokerCard' | 'titleRestCard' | 'titleHandCard' | 'titleDealCard';
  /** the hand or deal, 1-based (a poker hand: its own number) */
  hand: number;
  position: number;
}

export function cardHeading(proof: Proof, ev: Extract<EventRef, { kind: 'card' }>): CardHeading {
  if (proof.scheme === 'poker_hmac_v1') return { key: 'titlePokerCard', hand: proof.hands[ev.group]?.n ?? ev.group + 1, position: ev.position };
  const hand = ev.group + 1;
  if (proof.scheme === 'match_seed_v2' && proof.game === 'baloot') return { key: ev.part === 'rest' ? 'titleRestCard' : 'titleHandCard', hand, position: ev.position };
  return { key: 'titleDealCard', hand, position: ev.position };
}
