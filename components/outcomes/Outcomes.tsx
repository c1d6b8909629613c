'use client';

import { lazy, type ComponentType } from 'react';
import type { Proof, Report, Scheme } from '@/lib/fair/core';

/** A scheme's renderer, typed loosely: each one is given only its own scheme's proof and report. */
type Renderer = ComponentType<{ proof: Proof; report: Report | null }>;

/**
 * Each scheme's renderer in a script of its own (React.lazy), so a proof page runs its own scheme's
 * only — a backgammon proof's page not the cards, tiles and poker hands. The server renders it all
 * the same (the outcomes are in the HTML, with or without JavaScript); in the browser the script is
 * fetched when hydration reaches the outcomes, and React keeps the server's markup until it is here.
 */
const RENDERERS: Record<Scheme, Renderer> = {
  roll_pair_v1: lazy(() => import('./RollPair').then((m) => ({ default: m.RollPairOutcomes as unknown as Renderer }))),
  die_round_v1: lazy(() => import('./DieRound').then((m) => ({ default: m.DieRoundOutcomes as unknown as Renderer }))),
  match_seed_v2: lazy(() => import('./MatchSeed').then((m) => ({ default: m.MatchSeedOutcomes as unknown as Renderer }))),
  poker_hmac_v1: lazy(() => import('./Poker').then((m) => ({ default: m.PokerOutcomes as unknown as Renderer }))),
  chess_colour_v1: lazy(() => import('./Chess').then((m) => ({ default: m.ChessOutcomes as unknown as Renderer }))),
};

/**
 * The outcomes of any proof, drawn the way its game looks — one renderer per scheme, the same on
 * proof pages and on /check (LazyOutcomes.tsx): from the parsed document (`parseProof`) and its
 * report (null until verified: the outcomes as recorded). Marks come from the report's mismatches;
 * nothing here decides a verdict.
 */
export function Outcomes({ proof, report }: { proof: Proof; report: Report | null }) {
  const Renderer = RENDERERS[proof.scheme];
  return <Renderer proof={proof} report={report?.scheme === proof.scheme ? report : null} />;
}
