/**
 * The outcome renderers in the browser (package.json `imports`, `#outcome-renderers`, browser
 * condition): each scheme's renderer in a script of its own, fetched when a proof of that scheme is
 * shown, so a backgammon proof's page does not download the cards, tiles and poker hands.
 * Same exports as renderers.ts (the server's, which imports them all). Each comes inside its
 * "show me the math" scope (components/math/scope.tsx), a script fetched beside the first one, so
 * the page's first load does not carry it.
 */
import type { Scheme } from '@/lib/fair/core';
import type { Renderer } from './renderer';

const scoped = (renderer: Promise<Renderer>): Promise<Renderer> =>
  Promise.all([renderer, import('@/components/math/scope')]).then(([r, math]) => math.withMath(r));

const LOADERS: Record<Scheme, () => Promise<Renderer>> = {
  roll_pair_v1: () => scoped(import('./RollPair').then((m) => m.RollPairOutcomes as unknown as Renderer)),
  die_round_v1: () => scoped(import('./DieRound').then((m) => m.DieRoundOutcomes as unknown as Renderer)),
  match_seed_v2: () => scoped(import('./MatchSeed').then((m) => m.MatchSeedOutcomes as unknown as Renderer)),
  poker_hmac_v1: () => scoped(import('./Poker').then((m) => m.PokerOutcomes as unknown as Renderer)),
  chess_colour_v1: () => scoped(import('./Chess').then((m) => m.ChessOutcomes as unknown as Renderer)),
};

/** The renderers whose script has arrived, by scheme (filled by {@link loadRenderer}). */
export const renderers: Partial<Record<Scheme, Renderer>> = {};
/** The fetch under way per scheme: one fetch however many callers. */
const loading: Partial<Record<Scheme, Promise<Renderer>>> = {};

/** The renderer of `scheme`: its script is fetched on the first call unless it is here (a failed fetch is tried again on the next call). */
export function loadRenderer(scheme: Scheme): Promise<Renderer> {
  const here = renderers[scheme];
  if (here) return Promise.resolve(here);
  return (loading[scheme] ??= LOADERS[scheme]().then(
    (r) => (renderers[scheme] = r),
    (e: unknown) => {
      delete loading[scheme];
      throw e;
    },
  ));
}
