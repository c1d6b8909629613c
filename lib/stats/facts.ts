/**
 * "How unusual was this game": what a revealed proof's recomputed outcome says, as exact tail
 * probabilities (./unusual.ts). What a game showed — doubles, faces, aces and honours per seat,
 * tiles — is counted by its scheme (`observe` of its statistics object, the registry's `COUNTS` in
 * lib/fair/schemes: lib/fair stays free of @stdlib); here each observation becomes the tail of its
 * count under the law a fair generator gives it. No scheme is named here.
 */
import type { Proof, Report } from '@/lib/fair/core';
import { COUNTS } from '@/lib/fair/schemes/index';
import type { Law, Observation, Seen } from '@/lib/fair/schemes/scheme';
import { binomialTail, hypergeometricTail, type Unusual } from './unusual';

/** One statement about one game: what it showed and how unusual that is. */
export type Fact = Seen & { u: Unusual };

/** The tail of count x under a fair generator's law. */
function tailOf(x: number, of: Law): Unusual {
  return of.law === 'binomial' ? binomialTail(x, of.trials, of.q) : hypergeometricTail(x, of.population, of.marked, of.draws, of.times);
}

/** An observation as a fact: what it showed, with the tail of its count. */
export function factOf(o: Observation): Fact {
  const { x, of, ...seen } = o;
  return { ...(seen as Seen), u: tailOf(x, of) };
}

/** What a revealed proof's recomputed outcome showed, before its tails (none while it is pending or for a failed recomputation). */
export function observationsOf(proof: Proof, report: Report): Observation[] {
  if (report.pending || report.scheme !== proof.scheme) return [];
  const observe = COUNTS[report.scheme].observe as ((r: Report, p: Proof) => Observation[]) | undefined;
  return observe ? observe(report, proof) : [];
}

/** The facts of a revealed proof's recomputed outcome (none while it is pending or for a failed recomputation). */
export function unusualFacts(proof: Proof, report: Report): Fact[] {
  return observationsOf(proof, report).map(factOf);
}
