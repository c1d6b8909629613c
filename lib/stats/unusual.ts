import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import hypergeometricCdf from '@stdlib/stats-base-dists-hypergeometric-cdf';

import { sumLowerTail, sumUpperTail } from './saddlepoint';

/**
 * "How unusual was this game": exact tail probabilities of what one game showed (doubles, a
 * face's count, aces dealt to a seat, honours drawn) against what a fair generator gives. The
 * tail is taken on the side the observation lies: `fewer` = P(X ≤ x) when x is below the mean,
 * `more` = P(X ≥ x) above it (at the mean, the smaller of the two). No simulation: binomial and
 * hypergeometric CDFs from @stdlib; sums of independent deals by exact convolution while that is
 * cheap, and beyond it by the saddlepoint approximation (./saddlepoint.ts), whose cost does not grow
 * with the number of deals — a convolution's grows with its square.
 */
export type Tail = 'fewer' | 'more';

export interface Unusual {
  /** what the game showed */
  x: number;
  /** what a fair generator gives on average */
  mean: number;
  tail: Tail;
  /** P(X ≤ x) for `fewer`, P(X ≥ x) for `more` */
  p: number;
}

/** A distribution on 0 … max: its mean and its two tails. */
interface Dist {
  mean: number;
  /** P(X ≤ x) */
  lower(x: number): number;
  /** P(X ≥ x) */
  upper(x: number): number;
}

function tailOf(d: Dist, x: number): Unusual {
  const lower = d.lower(x);
  const upper = d.upper(x);
  const tail: Tail = x < d.mean ? 'fewer' : x > d.mean ? 'more' : lower <= upper ? 'fewer' : 'more';
  return { x, mean: d.mean, tail, p: Math.min(1, Math.max(0, tail === 'fewer' ? lower : upper)) };
}

/** Binomial(n, q); the upper tail as the lower tail of the complement (n − X ~ Binomial(n, 1 − q)) to keep tiny tails exact. */
function binomial(n: number, q: number): Dist {
  return {
    mean: n * q,
    lower: (x) => binomialCdf(x, n, q),
    upper: (x) => (x <= 0 ? 1 : binomialCdf(n - x, n, 1 - q)),
  };
}

/** Hypergeometric: `draws` from `population` holding `marked`; the upper tail through the unmarked ones. */
function hypergeometric(population: number, marked: number, draws: number): Dist {
  return {
    mean: (draws * marked) / population,
    lower: (x) => hypergeometricCdf(x, population, marked, draws),
    upper: (x) => (x <= 0 ? 1 : hypergeometricCdf(draws - x, population, population - marked, draws)),
  };
}

/** Probabilities of 0 … max from a CDF. */
function pmfOf(cdf: (x: number) => number, max: number): number[] {
  const out: number[] = [];
  let prev = 0;
  for (let k = 0; k <= max; k++) {
    const c = cdf(k);
    out.push(Math.max(0, c - prev));
    prev = c;
  }
  return out;
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
}

/** A distribution given by its probabilities of 0 … max; tails summed from the small end. */
function fromPmf(pmf: readonly number[]): Dist {
  const sum = (from: number, to: number) => {
    let s = 0;
    for (let k = Math.max(0, from); k <= Math.min(pmf.length - 1, to); k++) s += pmf[k]!;
    return s;
  };
  return {
    mean: pmf.reduce((m, p, k) => m + k * p, 0),
    lower: (x) => sum(0, x),
    upper: (x) => sum(x, pmf.length - 1),
  };
}

/** x successes in n trials, each with probability q (doubles in n rolls: q = 1/6). */
export function binomialTail(x: number, n: number, q: number): Unusual {
  return tailOf(binomial(n, q), x);
}

/**
 * Multiply-adds an exact convolution of `times` copies may take (a few milliseconds); a longer
 * match's sum is approximated instead (tests/unit/stats/saddlepoint.test.ts bounds the difference).
 */
const EXACT_WORK = 4_000_000;

/** The sum of `times` independent copies of pmf: exact when cheap, else by its saddlepoint. */
function sumOf(pmf: readonly number[], times: number): Dist {
  const max = pmf.length - 1;
  if ((times * max) ** 2 * pmf.length <= 2 * EXACT_WORK) {
    let total: number[] = [1];
    for (let i = 0; i < times; i++) total = convolve(total, pmf);
    return fromPmf(total);
  }
  const mean = times * pmf.reduce((m, p, k) => m + k * p, 0);
  return { mean, lower: (x) => sumLowerTail(pmf, times, x), upper: (x) => sumUpperTail(pmf, times, x) };
}

/**
 * x marked items in `times` independent draws of `draws` from `population` holding `marked`
 * (aces in a seat's hand over several deals: population 52, marked 4, draws 13). One draw is the
 * hypergeometric itself; several are the distribution of their sum.
 */
export function hypergeometricTail(x: number, population: number, marked: number, draws: number, times = 1): Unusual {
  const one = hypergeometric(population, marked, draws);
  if (times === 1) return tailOf(one, x);
  return tailOf(sumOf(pmfOf(one.lower, Math.min(marked, draws)), times), x);
}

/**
 * Below this share a proof page adds one sentence of context to "how unusual was this game"
 * (components/proof/Unusual.tsx): among many fair games some are bound to be that rare, and what
 * would be suspicious is the statistics' question. 1 %: a game shows up to 8 such facts, so about
 * one fair game in twelve (1 − 0.99⁸) has at least one below it — rare enough that a player reads
 * it as a sign, common enough that the site sees it every day. The statistics page's own verdicts
 * start at 5 % and 0.1 % (lib/stats/view.ts), over all games, not one.
 */
export const RARE_P = 0.01;

/** How a tail probability is written as a percentage: whole percents from 10 %, two significant digits below. */
export function percentOptions(p: number): { style: 'percent'; maximumFractionDigits?: number; maximumSignificantDigits?: number } {
  return p >= 0.1 ? { style: 'percent', maximumFractionDigits: 0 } : { style: 'percent', maximumSignificantDigits: 2 };
}
