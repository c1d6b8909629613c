/** match_seed_v2: one 52-bit draw stream per match, for all table games (schemes.md). */
import { BALOOT } from './parse';
import { DrawStream, macWordSource, type WordSource } from './stream';
import type { MacFn } from './hash';
import type { BalootHand, MatchGame } from './types';

/** Recomputed outcomes of a match. */
export interface MatchOutcome {
  seatOrder: number[];
  dice?: number[];
  deals?: number[][];
  hands?: BalootHand[];
  draws?: number[];
}

/** The message prefix of word k: `pf2:game:matchId:0=s0,1=s1:` (k appended). */
export function matchPrefix(game: string, matchId: string, clientSeeds: readonly string[]): string {
  return `pf2:${game}:${matchId}:${clientSeeds.map((s, i) => `${i}=${s}`).join(',')}:`;
}

const DECK52 = Array.from({ length: 52 }, (_, i) => i);

/** Play a match's draws over any word source (seat order first, then the game's draws). */
export function matchFromWords(next: WordSource, game: MatchGame, count: number): MatchOutcome {
  const st = new DrawStream(next);
  const res: MatchOutcome = { seatOrder: st.shuffle([0, 1]) };
  switch (game) {
    case 'backgammon': {
      const dice: number[] = [];
      for (let i = 0; i < count; i++) dice.push(st.die());
      res.dice = dice;
      break;
    }
    case 'bridge': case 'tarneeb': case 'trix': {
      const deals: number[][] = [];
      for (let i = 0; i < count; i++) deals.push(st.shuffle(DECK52));
      res.deals = deals;
      break;
    }
    case 'baloot': {
      const hands: BalootHand[] = [];
      for (let i = 0; i < count; i++) {
        const deck = st.shuffle(BALOOT);
        hands.push({ deck, rest: st.shuffle(deck.slice(21, 32)) });
      }
      res.hands = hands;
      break;
    }
    case 'mahjong': {
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
