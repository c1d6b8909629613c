'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { Proof, Report, Scheme } from '@/lib/fair/core';
import { RollPairOutcomes } from './RollPair';

/** A scheme's renderer, typed loosely: each one is given only its own scheme's proof and report. */
type Renderer = ComponentType<{ proof: Proof; report: Report | null }>;

/**
 * Each scheme's renderer in its own script, fetched when a proof of that scheme is shown — but the
 * backgammon app's rolls, which come with /check's engine (components/check/engine.ts).
 */
const LOADERS: Record<Scheme, () => Promise<Renderer>> = {
  roll_pair_v1: () => Promise.resolve(RollPairOutcomes as unknown as Renderer),
  die_round_v1: () => import('./DieRound').then((m) => m.DieRoundOutcomes as unknown as Renderer),
  match_seed_v2: () => import('./MatchSeed').then((m) => m.MatchSeedOutcomes as unknown as Renderer),
  poker_hmac_v1: () => import('./Poker').then((m) => m.PokerOutcomes as unknown as Renderer),
  chess_colour_v1: () => import('./Chess').then((m) => m.ChessOutcomes as unknown as Renderer),
};

const loaded: Partial<Record<Scheme, Renderer>> = { roll_pair_v1: RollPairOutcomes as unknown as Renderer };

/**
 * Load the renderer of `scheme` (resolves at once when it is here): the page shows a verdict
 * together with its outcomes, not before them.
 */
export function loadOutcomes(scheme: Scheme): Promise<void> {
  if (loaded[scheme]) return Promise.resolve();
  return LOADERS[scheme]().then((r) => {
    loaded[scheme] = r;
  });
}

/**
 * {@link Outcomes} for a page where proofs of any scheme may come and go (/check/): the same
 * renderers, each loaded with its first proof, so a visitor arriving with the backgammon app's
 * link does not download the cards, tiles and poker hands.
 */
export function LazyOutcomes({ proof, report }: { proof: Proof; report: Report | null }) {
  const scheme = proof.scheme;
  const [, setArrived] = useState<Scheme | null>(null);
  useEffect(() => {
    if (loaded[scheme]) return;
    let gone = false;
    loadOutcomes(scheme).then(
      () => !gone && setArrived(scheme),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [scheme]);
  const Renderer = loaded[scheme];
  if (!Renderer) return <div className="min-h-24" aria-busy="true" data-testid="outcomes-loading" />;
  return <Renderer proof={proof} report={report?.scheme === scheme ? report : null} />;
}
