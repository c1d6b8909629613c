/**
 * match_seed_v2 — every table game: one 52-bit draw stream per match (schemes.md). The seat order
 * first, then the game's draws: backgammon dice; bridge, tarneeb and trix deals; baloot hands;
 * mahjong tiles; checkers and xiangqi only the seat order.
 */
import { BALOOT } from '../cards';
import type { Checks } from '../checks';
import { fail } from '../errors';
import {
  ALL_CARDS, arr, cardList, clientSeedList, common, countField, digest, get, ident, int, MAX_DEALS, MAX_EVENTS, obj, textSeed, type Obj,
} from '../fields';
import { keyedMac, sha256Hex, type MacFn } from '../hash';
import { DrawStream, macWordSource, type WordSource } from '../stream';
import { addDeck52, DECK52_QUARTERS, doubles, seatCards, split } from './counting';
import { MATCH_GAMES, MATCH_LIST, type MatchGame } from './match-games';
import { CLIENT_SEED_LIST, listPosition, previewList, type CommonFields, type EventAt, type EventsAt, type PreviewOf, type ReportOf, type SchemeCounts, type SchemeModule } from './scheme';

export { MATCH_GAMES, MATCH_LIST, type MatchGame };

export interface BalootHand {
  deck: number[];
  rest: number[];
}

/** Outcomes of a match (recorded: either or both parts; recomputed: the seat order and the game's list). */
export interface MatchRecorded {
  seatOrder?: number[];
  dice?: number[];
  deals?: number[][];
  hands?: BalootHand[];
  draws?: number[];
}

export interface MatchSeedProof extends CommonFields {
  scheme: 'match_seed_v2';
  game: MatchGame;
  matchId: string;
  commitment: string;
  serverSeed?: string;
  clientSeeds?: string[];
  count?: number;
  recorded?: MatchRecorded;
}

/** Recomputed outcomes of a match. */
export interface MatchOutcome {
  seatOrder: number[];
  dice?: number[];
  deals?: number[][];
  hands?: BalootHand[];
  draws?: number[];
}

/** The outcome fields of its report. */
export interface MatchSeedOutcome extends Partial<MatchOutcome> {
  commitment?: string;
  commitmentOk?: boolean;
}
export type MatchSeedReport = ReportOf<'match_seed_v2', MatchSeedOutcome>;

/** The message prefix of word k: `pf2:game:matchId:0=s0,1=s1:` (k appended). */
export function matchPrefix(game: string, matchId: string, clientSeeds: readonly string[]): string {
  return `pf2:${game}:${matchId}:${clientSeeds.map((s, i) => `${i}=${s}`).join(',')}:`;
}

const DECK52 = Array.from({ length: 52 }, (_, i) => i);

/** Play a match's draws over any word source (seat order first, then the game's draws). */
export function matchFromWords(next: WordSource, game: MatchGame, count: number): MatchOutcome {
  const st = new DrawStream(next);
  const res: MatchOutcome = { seatOrder: st.shuffle([0, 1]) };
  switch (MATCH_LIST[game]) {
    case 'dice': {
      const dice: number[] = [];
      for (let i = 0; i < count; i++) dice.push(st.die());
      res.dice = dice;
      break;
    }
    case 'deals': {
      const deals: number[][] = [];
      for (let i = 0; i < count; i++) deals.push(st.shuffle(DECK52));
      res.deals = deals;
      break;
    }
    case 'hands': {
      const hands: BalootHand[] = [];
      for (let i = 0; i < count; i++) {
        const deck = st.shuffle(BALOOT);
        hands.push({ deck, rest: st.shuffle(deck.slice(21, 32)) });
      }
      res.hands = hands;
      break;
    }
    case 'draws': {
      const wall = Array.from({ length: 144 }, (_, i) => i);
      const draws: number[] = [];
      for (let i = 0; i < count && wall.length > 0; i++) draws.push(wall.splice(st.int(wall.length), 1)[0]!);
      res.draws = draws;
      break;
    }
    default:
      break;
  }
  return res;
}

/**
 * Recompute a match_seed_v2 match.
 * @param mac - HMAC keyed by the UTF-8 server seed
 */
export function computeMatch(mac: MacFn, game: MatchGame, matchId: string, clientSeeds: readonly string[], count: number): MatchOutcome {
  return matchFromWords(macWordSource(mac, matchPrefix(game, matchId, clientSeeds)), game, count);
}

const BALOOT_SET: ReadonlySet<number> = new Set(BALOOT);
const maxCount = (game: MatchGame): number => (game === 'mahjong' ? 144 : MATCH_LIST[game] === 'dice' ? MAX_EVENTS : MAX_DEALS);

function parse(o: Obj, g: string): MatchSeedProof {
  const game = g as MatchGame;
  const commitment = digest(get(o, 'commitment'), 'commitment');
  const matchId = ident(get(o, 'matchId'), 'matchId');
  const p: MatchSeedProof = { scheme: 'match_seed_v2', game, matchId, commitment };
  common(o, p);
  const s = get(o, 'serverSeed');
  if (s !== undefined) p.serverSeed = textSeed(s, 'serverSeed');
  const seeds = clientSeedList(o, 1, 4, s !== undefined);
  if (seeds) p.clientSeeds = seeds;
  const listKey = MATCH_LIST[game];
  let count: number | undefined;
  if (listKey !== null) {
    count = countField(o, s !== undefined, maxCount(game));
    if (count !== undefined) p.count = count;
  }
  const r = get(o, 'recorded');
  if (r !== undefined) {
    const ro = obj(r, 'recorded');
    const rec: MatchRecorded = {};
    const so = get(ro, 'seatOrder');
    if (so !== undefined) {
      const a = arr(so, 'recorded.seatOrder', 2, 2, 'seats');
      const x = int(a[0], 'recorded.seatOrder[0]', 0, 1);
      const y = int(a[1], 'recorded.seatOrder[1]', 0, 1);
      if (x === y) fail('recorded.seatOrder', 'expected', { expected: 'seatOrder' });
      rec.seatOrder = [x, y];
    }
    for (const k of ['dice', 'deals', 'hands', 'draws'] as const) {
      if (k !== listKey && get(ro, k) !== undefined) fail(`recorded.${k}`, 'unused', { game });
    }
    if (listKey !== null) {
      const v = get(ro, listKey);
      if (v !== undefined) {
        const f = `recorded.${listKey}`;
        const list = arr(v, f, count ?? 0, count ?? maxCount(game), listKey);
        if (listKey === 'dice') rec.dice = list.map((d, i) => int(d, `${f}[${i}]`, 1, 6));
        else if (listKey === 'deals') rec.deals = list.map((d, i) => cardList(d, `${f}[${i}]`, 52, ALL_CARDS, 51, 'distinctCards'));
        else if (listKey === 'draws') {
          const seen = new Set<number>();
          rec.draws = list.map((d, i) => {
            const t = int(d, `${f}[${i}]`, 0, 143);
            if (seen.has(t)) fail(`${f}[${i}]`, 'repeated', { noun: 'tiles', item: t });
            seen.add(t);
            return t;
          });
        } else {
          rec.hands = list.map((h, i): BalootHand => {
            const ho = obj(h, `${f}[${i}]`);
            return {
              deck: cardList(get(ho, 'deck'), `${f}[${i}].deck`, 32, BALOOT_SET, 51, 'balootCards'),
              rest: cardList(get(ho, 'rest'), `${f}[${i}].rest`, 11, BALOOT_SET, 51, 'balootCards'),
            };
          });
        }
      }
    }
    p.recorded = rec;
  }
  return p;
}

const outcomeOf = (p: MatchSeedProof, count: number) => computeMatch(keyedMac(p.serverSeed!), p.game, p.matchId, p.clientSeeds!, count);

function* verify(p: MatchSeedProof, c: Checks): Generator<never, { revealed: boolean; body: MatchSeedOutcome }> {
  if (p.serverSeed === undefined) return { revealed: false, body: {} };
  const body: MatchSeedOutcome = c.commitment(p.commitment, sha256Hex(p.serverSeed));
  const m = outcomeOf(p, p.count ?? 0);
  body.seatOrder = m.seatOrder;
  const rec = p.recorded ?? {};
  if (rec.seatOrder) c.check(rec.seatOrder[0] === m.seatOrder[0], 'seatOrder', rec.seatOrder, m.seatOrder);
  if (m.dice) {
    body.dice = m.dice;
    c.each('dice', rec.dice, m.dice);
  }
  if (m.deals) {
    body.deals = m.deals;
    rec.deals?.forEach((d, i) => c.each(`deals[${i}]`, d, m.deals![i]!));
  }
  if (m.hands) {
    body.hands = m.hands;
    rec.hands?.forEach((h, i) => {
      c.each(`hands[${i}].deck`, h.deck, m.hands![i]!.deck);
      c.each(`hands[${i}].rest`, h.rest, m.hands![i]!.rest);
    });
  }
  if (m.draws) {
    body.draws = m.draws;
    c.each('draws', rec.draws, m.draws);
  }
  return { revealed: true, body };
}

/** The public fields of its documents besides scheme and game: what a publisher sends and the site serves. */
export const matchSeedFields: readonly string[] = ['commitment', 'matchId', 'clientSeeds', 'count', 'recorded'];

/** What a report path names (./index.ts EVENTS; apart from the module): a die, a tile, a dealt card, the seat order. */
export const matchSeedEvents: EventsAt<MatchSeedProof> = (_p, at): EventAt | null => {
  if (at === 'seatOrder') return { kind: 'seatOrder' };
  const die = listPosition(at, 'dice');
  if (die !== null) return { kind: 'die', n: die };
  const tile = listPosition(at, 'draws');
  if (tile !== null) return { kind: 'tile', n: tile };
  let m: RegExpExecArray | null;
  if ((m = /^deals\[(\d+)\]\[(\d+)\]$/.exec(at))) return { kind: 'dealCard', deal: Number(m[1]) + 1, n: Number(m[2]) + 1 };
  if ((m = /^hands\[(\d+)\]\.(deck|rest)\[(\d+)\]$/.exec(at))) return { kind: m[2] === 'rest' ? 'restCard' : 'handCard', hand: Number(m[1]) + 1, n: Number(m[3]) + 1 };
  return null;
};

/** What a page draws of a long proof first (./index.ts PREVIEWS; apart from the module: verifier.js never needs it). */
export const matchSeedPreview: PreviewOf<MatchSeedProof> = (p, { events, groups }) => {
  const rec = p.recorded;
  // backgammon's dice are drawn two to a roll; mahjong's draws are at most 144 tiles
  if (rec?.dice) return previewList(p, rec.dice, 2 * events, (dice) => ({ ...p, recorded: { ...rec, dice } }));
  if (rec?.deals) return previewList(p, rec.deals, groups, (deals) => ({ ...p, recorded: { ...rec, deals } }));
  if (rec?.hands) return previewList(p, rec.hands, groups, (hands) => ({ ...p, recorded: { ...rec, hands } }));
  return null;
};

export const matchSeed: SchemeModule<MatchSeedProof, MatchSeedOutcome> = {
  id: 'match_seed_v2',
  games: MATCH_GAMES,
  seeds: [{ seed: 'serverSeed', commitment: 'commitment' }],
  parse,
  verify,
  entryLines: (p) => [`commitment ${p.commitment}`],
  events(p) {
    const recorded = p.recorded?.dice;
    if (!recorded || p.serverSeed === undefined) return undefined;
    return { what: 'dice', recorded, recompute: (count) => outcomeOf(p, count).dice ?? [] };
  },
  clientSeeds: {
    ...CLIENT_SEED_LIST,
    first(p, n) {
      if (p.count === undefined) return p;
      const rec = p.recorded;
      const cut = rec && { ...rec, dice: rec.dice?.slice(0, n), deals: rec.deals?.slice(0, n), hands: rec.hands?.slice(0, n), draws: rec.draws?.slice(0, n) };
      return { ...p, count: Math.min(p.count, n), recorded: cut };
    },
  },
};

/** Mahjong tiles looked at for "how unusual": the deal's 53 (13 to each of four players and the dealer's fourteenth), or fewer if fewer were drawn. */
export const FIRST_DRAWS = 53;
/** Mahjong: winds and dragons are tile ids 108–135, flowers and seasons 136–143 (../tiles.ts). */
const HONOUR_TILES = 28;
const FLOWER_TILES = 8;
const isHonourTile = (id: number) => id >= 108 && id < 136;
const isFlowerTile = (id: number) => id >= 136;

/**
 * Its statistics (stats.md): every match's seat order; backgammon's dice; each bridge, tarneeb and
 * trix deal's card quarters (4·card + floor(position / 13)); each baloot hand's first shuffle
 * (4·j + floor(position / 8), j = the card's index in BALOOT); mahjong's first tile drawn. What
 * one match showed: backgammon's doubles, each seat's aces and honours over the deals (baloot: the
 * first shuffle of each hand), mahjong's honour tiles and flowers among the first draws.
 */
export const matchSeedCounts: SchemeCounts<MatchSeedOutcome, MatchSeedProof> = {
  tables: [
    { name: 'match_seed_v2.dice', cells: 6, kind: 'uniform' },
    { name: 'match_seed_v2.seatOrder', cells: 2, kind: 'uniform' },
    DECK52_QUARTERS,
    { name: 'baloot.quarters', cells: 128, kind: 'rows4' },
    { name: 'mahjong.first', cells: 144, kind: 'uniform' },
  ],
  count(r, add) {
    if (r.seatOrder) add('match_seed_v2.seatOrder', r.seatOrder[0] === 0 ? 0 : 1);
    for (const d of r.dice ?? []) add('match_seed_v2.dice', d - 1);
    for (const deal of r.deals ?? []) addDeck52(deal, add);
    for (const h of r.hands ?? []) h.deck.forEach((card, pos) => add('baloot.quarters', 4 * BALOOT.indexOf(card) + Math.floor(pos / 8)));
    if (r.draws && r.draws.length > 0) add('mahjong.first', r.draws[0]!);
  },
  observe(r) {
    // backgammon: the flat dice paired two by two
    if (r.dice) {
      const pairs: [number, number][] = [];
      for (let i = 0; i + 1 < r.dice.length; i += 2) pairs.push([r.dice[i]!, r.dice[i + 1]!]);
      return doubles(pairs);
    }
    // bridge, tarneeb, trix: seat i gets positions 13i … 13i+12 (20 honours: A K Q J T of each suit)
    if (r.deals) return seatCards(r.deals.map((d) => split(d, 4, 13)), 52, 20);
    // baloot's first deal: seat i gets positions 5i … 5i+4 of the 32 cards (4 aces, 20 honours)
    if (r.hands) return seatCards(r.hands.map((h) => split(h.deck, 4, 5)), 32, 20);
    // mahjong: the first draws (the whole wall holds every honour: only the first tiles can be unusual)
    if (r.draws && r.draws.length > 0) {
      const first = r.draws.slice(0, FIRST_DRAWS);
      const n = first.length;
      const drawn = (marked: number, x: number) => ({ n, x, of: { law: 'hypergeometric' as const, population: 144, marked, draws: n, times: 1 } });
      return [
        { kind: 'honourTiles', ...drawn(HONOUR_TILES, first.filter(isHonourTile).length) },
        { kind: 'flowers', ...drawn(FLOWER_TILES, first.filter(isFlowerTile).length) },
      ];
    }
    return [];
  },
};
