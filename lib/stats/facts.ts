/**
 * "How unusual was this game": what each scheme's recomputed outcome says, as exact tail
 * probabilities (./unusual.ts). One extractor per scheme, keyed by scheme id (lib/fair stays
 * free of @stdlib: this registry lives beside the statistics, not in lib/fair/schemes). Everything
 * is read from the report's recomputed outcomes, never from what the game recorded.
 */
import type { Proof, Report, Scheme } from '@/lib/fair/core';
import { binomialTail, hypergeometricTail, type Unusual } from './unusual';

/** One statement about one game. `seat` is 1-based (bridge, baloot) or the document's seat number (poker). */
export type Fact =
  | { kind: 'doubles'; n: number; u: Unusual }
  | { kind: 'face'; face: number; n: number; u: Unusual }
  | { kind: 'aces' | 'honours'; seat: number; deals: number; cards: number; u: Unusual }
  | { kind: 'honourTiles' | 'flowers'; n: number; u: Unusual };

const ACE = 12;
/** Honours as bridge counts them: ace, king, queen, jack, ten (rank index 8–12 of 2…A). */
const HONOUR_FROM = 8;
const isAce = (card: number) => card % 13 === ACE;
const isHonour = (card: number) => card % 13 >= HONOUR_FROM;
/** Mahjong: winds and dragons are tile ids 108–135, flowers and seasons 136–143 (lib/fair/tiles.ts). */
const HONOUR_TILES = 28;
const FLOWER_TILES = 8;
const isHonourTile = (id: number) => id >= 108 && id < 136;
const isFlowerTile = (id: number) => id >= 136;
/** Mahjong tiles looked at: the deal's 53 (13 to each of four players and the dealer's fourteenth), or fewer if fewer were drawn. */
export const FIRST_DRAWS = 53;

function doubles(pairs: readonly (readonly [number, number])[]): Fact[] {
  if (pairs.length === 0) return [];
  const x = pairs.filter(([a, b]) => a === b).length;
  return [{ kind: 'doubles', n: pairs.length, u: binomialTail(x, pairs.length, 1 / 6) }];
}

function faces(dice: readonly number[]): Fact[] {
  if (dice.length === 0) return [];
  return [1, 2, 3, 4, 5, 6].map((face) => ({
    kind: 'face' as const,
    face,
    n: dice.length,
    u: binomialTail(dice.filter((d) => d === face).length, dice.length, 1 / 6),
  }));
}

/**
 * Aces and honours dealt to each seat over a match: `hands[d][s]` = the cards seat s got in deal d
 * from a deck of `deck` cards (4 aces, `honours` honours). Each deal is a hypergeometric draw; a
 * seat's total over the deals is their exact convolution.
 */
function seatCards(hands: readonly (readonly number[])[][], deck: number, honours: number, withHonours: boolean): Fact[] {
  if (hands.length === 0) return [];
  const seats = hands[0]!.length;
  const out: Fact[] = [];
  for (let s = 0; s < seats; s++) {
    const cards = hands[0]![s]!.length;
    const got = hands.map((d) => d[s] ?? []);
    const aces = got.reduce((a, h) => a + h.filter(isAce).length, 0);
    out.push({ kind: 'aces', seat: s + 1, deals: hands.length, cards, u: hypergeometricTail(aces, deck, 4, cards, hands.length) });
    if (withHonours) {
      const hon = got.reduce((a, h) => a + h.filter(isHonour).length, 0);
      out.push({ kind: 'honours', seat: s + 1, deals: hands.length, cards, u: hypergeometricTail(hon, deck, honours, cards, hands.length) });
    }
  }
  return out;
}

const split = (deck: readonly number[], seats: number, size: number) => Array.from({ length: seats }, (_, s) => deck.slice(size * s, size * s + size));

type Extractor<S extends Scheme> = (report: Of<Report, S>, proof: Of<Proof, S>) => Fact[];
type Of<T, S> = T extends { scheme: S } ? T : never;

const EXTRACTORS: { [S in Scheme]: Extractor<S> } = {
  roll_pair_v1: (r) => doubles(r.rolls ?? []),
  // each die that came from the seeds: Telegram positions (1-based) and rounds without a die left out
  die_round_v1: (r) => {
    const telegram = new Set(r.telegram ?? []);
    return faces((r.dice ?? []).flatMap((d, i) => (d === null || telegram.has(i + 1) ? [] : [d])));
  },
  match_seed_v2: (r) => {
    if (r.dice) {
      const pairs: [number, number][] = [];
      for (let i = 0; i + 1 < r.dice.length; i += 2) pairs.push([r.dice[i]!, r.dice[i + 1]!]);
      return doubles(pairs);
    }
    // bridge, tarneeb, trix: seat i gets positions 13i … 13i+12
    if (r.deals) return seatCards(r.deals.map((d) => split(d, 4, 13)), 52, 20, true);
    // baloot's first deal: seat i gets positions 5i … 5i+4 of the 32 cards (4 aces, 20 honours)
    if (r.hands) return seatCards(r.hands.map((h) => split(h.deck, 4, 5)), 32, 20, true);
    // mahjong: the first draws (the whole wall holds every honour: only the first tiles can be unusual)
    if (r.draws && r.draws.length > 0) {
      const first = r.draws.slice(0, FIRST_DRAWS);
      const n = first.length;
      return [
        { kind: 'honourTiles', n, u: hypergeometricTail(first.filter(isHonourTile).length, 144, HONOUR_TILES, n) },
        { kind: 'flowers', n, u: hypergeometricTail(first.filter(isFlowerTile).length, 144, FLOWER_TILES, n) },
      ];
    }
    return [];
  },
  // Hole cards as the table deals them: one card to each seated player in seat order, twice; so the
  // k-th seated player (seat numbers ascending) gets positions k and k + players. Aces per seat number
  // over the hands that seat played.
  poker_hmac_v1: (r, p) => {
    const seatsOf = new Map(p.hands.map((h) => [h.n, h.seats.map(([s]) => s)]));
    const bySeat = new Map<number, { aces: number; hands: number }>();
    for (const h of r.hands ?? []) {
      const seats = seatsOf.get(h.n) ?? [];
      seats.forEach((seat, k) => {
        const got = [h.deck[k]!, h.deck[k + seats.length]!];
        const t = bySeat.get(seat) ?? { aces: 0, hands: 0 };
        t.aces += got.filter(isAce).length;
        t.hands++;
        bySeat.set(seat, t);
      });
    }
    return [...bySeat.entries()]
      .sort(([a], [b]) => a - b)
      .map(([seat, t]) => ({ kind: 'aces' as const, seat, deals: t.hands, cards: 2, u: hypergeometricTail(t.aces, 52, 4, 2, t.hands) }));
  },
  chess_colour_v1: () => [],
};

/** The facts of a revealed proof's recomputed outcome (none while it is pending or for a failed recomputation). */
export function unusualFacts(proof: Proof, report: Report): Fact[] {
  if (report.pending || report.scheme !== proof.scheme) return [];
  return (EXTRACTORS[report.scheme] as (r: Report, p: Proof) => Fact[])(report, proof);
}
