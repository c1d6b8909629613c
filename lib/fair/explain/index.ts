/**
 * "Show me the math" (issue #23, docs/math-panel.md): `explain(proof, event)` derives one event of a
 * revealed proof — the HMAC keys and messages, the MACs, the bytes or 52-bit words read (and those
 * skipped, with why) and the arithmetic to the result — with each scheme's own primitives, and
 * checks that it reaches the value the scheme's recomputation gives (an Error if not). One function
 * per scheme, `by-scheme/<scheme>.ts`, fetched when first needed (./load.ts); verifier.js never
 * imports it.
 */
import type { Proof } from '../schemes';
import { loadExplainer } from './load';
import type { EventRef, Explanation } from './types';

export type * from './types';
export { loadExplainer, type Explainer } from './load';

/**
 * How event `ev` of a parsed, revealed proof was derived (once its scheme's explanation has arrived).
 * @throws InputError naming `serverSeed` (or `seedA`/`seedB`) before the reveal, `event…` for an event the proof does not have (a rejection)
 */
export async function explain(proof: Proof, ev: EventRef): Promise<Explanation> {
  return (await loadExplainer(proof.scheme))(proof, ev);
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
