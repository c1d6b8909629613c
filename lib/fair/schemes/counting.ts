/**
 * Counting that several schemes' statistics objects share (`<scheme>Counts`, ./scheme.ts): the
 * 52-card quarters table two schemes count into, and the observations of dice and dealt cards for
 * "how unusual was this game". Pure counting: the probabilities are lib/stats' (lib/stats/facts.ts).
 * Only the statistics objects import it: verifier.js never bundles it.
 */
import type { Observation, TableDef } from './scheme';

/** Each card of each 52-card shuffle by the quarter of the deck it lands in (match_seed_v2's deals, poker's decks). */
export const DECK52_QUARTERS: TableDef = { name: 'deck52.quarters', cells: 208, kind: 'rows4' };

/** Counts one 52-card deck into DECK52_QUARTERS: cell 4·card + floor(position / 13). */
export function addDeck52(deck: readonly number[], add: (table: string, cell: number) => void): void {
  deck.forEach((card, pos) => add(DECK52_QUARTERS.name, 4 * card + Math.floor(pos / 13)));
}

const ACE = 12;
/** Honours as bridge counts them: ace, king, queen, jack, ten (rank index 8–12 of 2…A). */
const HONOUR_FROM = 8;
export const isAce = (card: number): boolean => card % 13 === ACE;
const isHonour = (card: number) => card % 13 >= HONOUR_FROM;

/** The doubles among rolls of two dice, against Binomial(rolls, 1/6); nothing without rolls. */
export function doubles(pairs: readonly (readonly [number, number])[]): Observation[] {
  if (pairs.length === 0) return [];
  const x = pairs.filter(([a, b]) => a === b).length;
  return [{ kind: 'doubles', n: pairs.length, x, of: { law: 'binomial', trials: pairs.length, q: 1 / 6 } }];
}

/** How often each face came up among dice, each against Binomial(dice, 1/6); nothing without dice. */
export function faces(dice: readonly number[]): Observation[] {
  if (dice.length === 0) return [];
  return [1, 2, 3, 4, 5, 6].map((face) => ({
    kind: 'face' as const,
    face,
    n: dice.length,
    x: dice.filter((d) => d === face).length,
    of: { law: 'binomial' as const, trials: dice.length, q: 1 / 6 },
  }));
}

/**
 * Aces and honours dealt to each seat over a match: `hands[d][s]` = the cards seat s got in deal d
 * from a deck of `deck` cards (4 aces, `honours` honours). Each deal is a hypergeometric draw; a
 * seat's total is over `hands.length` of them. Seats are numbered from 1.
 */
export function seatCards(hands: readonly (readonly number[])[][], deck: number, honours: number): Observation[] {
  if (hands.length === 0) return [];
  const seats = hands[0]!.length;
  const out: Observation[] = [];
  for (let s = 0; s < seats; s++) {
    const cards = hands[0]![s]!.length;
    const got = hands.map((d) => d[s] ?? []);
    const seen = { seat: s + 1, deals: hands.length, cards };
    const aces = got.reduce((a, h) => a + h.filter(isAce).length, 0);
    out.push({ kind: 'aces', ...seen, x: aces, of: { law: 'hypergeometric', population: deck, marked: 4, draws: cards, times: hands.length } });
    const hon = got.reduce((a, h) => a + h.filter(isHonour).length, 0);
    out.push({ kind: 'honours', ...seen, x: hon, of: { law: 'hypergeometric', population: deck, marked: honours, draws: cards, times: hands.length } });
  }
  return out;
}

/** A deck dealt `size` cards to each of `seats` seats in turn: seat s gets positions size·s … size·s + size − 1. */
export const split = (deck: readonly number[], seats: number, size: number): number[][] =>
  Array.from({ length: seats }, (_, s) => deck.slice(size * s, size * s + size));
