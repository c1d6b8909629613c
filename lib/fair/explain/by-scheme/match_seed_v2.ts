/** Explanations of match_seed_v2's events: the seat order, backgammon dice, cards of a deal or baloot hand, mahjong tiles. */
import { computeMatch, MATCH_LIST } from '../../core';
import { BALOOT, macWordSource, matchPrefix } from '../internals';
import { isInt, need } from '../../errors';
import { keyedMac } from '../../hash';
import type { MatchGame, MatchOutcome, MatchSeedProof } from '../../schemes/match-seed';
import { indexOf, revealed } from '../bytes';
import { DECK52, modStep, shuffled } from '../shuffle';
import { callWords, hmacKey, MacLog, same, TracedStream, type IntCall } from '../trace';
import type { Derived, EventRef, Explanation, MathStep } from '../types';

/**
 * The match's draws in matchFromWords' order over a traced stream, and the index of the first
 * `int` call of each item of the game's list (a die, a deal, a baloot hand, a tile).
 */
function replay(st: TracedStream, game: MatchGame, count: number): { out: MatchOutcome; starts: number[] } {
  const out: MatchOutcome = { seatOrder: st.shuffle([0, 1]) };
  const starts: number[] = [];
  const list = MATCH_LIST[game];
  const wall = Array.from({ length: 144 }, (_, i) => i);
  for (let i = 0; list !== null && i < count && (list !== 'draws' || wall.length > 0); i++) {
    starts.push(st.calls.length);
    if (list === 'dice') (out.dice ??= []).push(st.die());
    else if (list === 'deals') (out.deals ??= []).push(st.shuffle(DECK52));
    else if (list === 'draws') (out.draws ??= []).push(wall.splice(st.int(wall.length), 1)[0]!);
    else {
      const deck = st.shuffle(BALOOT);
      (out.hands ??= []).push({ deck, rest: st.shuffle(deck.slice(21, 32)) });
    }
  }
  if (list !== null && count === 0) out[list] = [];
  return { out, starts };
}

type Picked = { call: IntCall; steps: MathStep[]; result: Derived };

/** The card at `position` of deal or baloot hand `group` (its second deal's 11 cards with `part: 'rest'`). */
function card(ev: Extract<EventRef, { kind: 'card' }>, out: MatchOutcome, calls: readonly IntCall[], starts: readonly number[]): Picked {
  const groups = out.deals ?? out.hands ?? [];
  need(isInt(ev.group, 0, groups.length - 1), 'event.group', `a deal 0–${groups.length - 1}`);
  const rest = ev.part === 'rest';
  need(!rest || out.hands, 'event.part', 'none (a second deal is baloot only)');
  const deck = out.deals ? out.deals[ev.group]! : rest ? out.hands![ev.group]!.rest : out.hands![ev.group]!.deck;
  need(isInt(ev.position, 0, deck.length - 1), 'event.position', `a position 0–${deck.length - 1}`);
  const first = starts[ev.group]! + (rest ? BALOOT.length - 1 : 0);
  const { call, steps } = shuffled(calls, first, deck.length, ev.position, deck);
  return { call, steps, result: { kind: 'card', card: deck[ev.position]! } };
}

function pick(ev: EventRef, out: MatchOutcome, calls: readonly IntCall[], starts: readonly number[]): Picked {
  if (ev.kind === 'seatOrder') {
    const call = calls[0]!;
    return { call, steps: [{ op: 'seatOrder', r: call.r, order: out.seatOrder }], result: { kind: 'seatOrder', order: out.seatOrder } };
  }
  if (ev.kind === 'card') return card(ev, out, calls, starts);
  if (ev.kind === 'tile') {
    const i = indexOf(ev, 'tile', out.draws?.length ?? 0);
    const call = calls[starts[i]!]!;
    const tile = out.draws![i]!;
    return { call, steps: [{ op: 'wall', j: call.r, left: call.n, tile }], result: { kind: 'tile', tile } };
  }
  const i = indexOf(ev, 'die', out.dice?.length ?? 0);
  const call = calls[starts[i]!]!;
  return { call, steps: [{ op: 'face', r: call.r, face: out.dice![i]! }], result: { kind: 'die', face: out.dice![i]! } };
}

/** One event of a match: the stream replayed to its draw, the words of that draw, and the arithmetic to the result. */
export function explain(p: MatchSeedProof, ev: EventRef): Explanation {
  const seed = revealed(p.serverSeed);
  const keys = [hmacKey('serverSeed', seed)];
  const prefix = matchPrefix(p.game, p.matchId, p.clientSeeds!);
  const st = new TracedStream(macWordSource(keyedMac(seed), prefix));
  const { out, starts } = replay(st, p.game, p.count ?? 0);
  same(out, computeMatch(keyedMac(seed), p.game, p.matchId, p.clientSeeds!, p.count ?? 0));
  const { call, steps, result } = pick(ev, out, st.calls, starts);
  const log = new MacLog(keys);
  const words = callWords(log, 'serverSeed', prefix, call);
  return { scheme: p.scheme, event: ev, keys, macs: log.rows, words, steps: [modStep(words, call), ...steps], result, seatsFromZero: true };
}
