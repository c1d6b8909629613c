/**
 * The outcome renderers for the server (package.json `imports`, `#outcome-renderers`, default
 * condition): every scheme's renderer imported as is, so the server renders a proof page's outcomes
 * in place, never behind a Suspense fallback. The browser gets renderers.browser.ts instead.
 */
import { withMath } from '@/components/math/scope';
import type { Scheme } from '@/lib/fair/core';
import { ChessOutcomes } from './Chess';
import { DieRoundOutcomes } from './DieRound';
import { MatchSeedOutcomes } from './MatchSeed';
import { PokerOutcomes } from './Poker';
import { RollPairOutcomes } from './RollPair';
import type { Renderer } from './renderer';

/** Every scheme's renderer (on the server, always here), in its "show me the math" scope as in the browser (off on the server). */
export const renderers: Partial<Record<Scheme, Renderer>> = {
  roll_pair_v1: withMath(RollPairOutcomes as unknown as Renderer),
  die_round_v1: withMath(DieRoundOutcomes as unknown as Renderer),
  match_seed_v2: withMath(MatchSeedOutcomes as unknown as Renderer),
  poker_hmac_v1: withMath(PokerOutcomes as unknown as Renderer),
  chess_colour_v1: withMath(ChessOutcomes as unknown as Renderer),
};

/** The renderer of `scheme`, once loaded. */
export const loadRenderer = (scheme: Scheme): Promise<Renderer> => Promise.resolve(renderers[scheme]!);
