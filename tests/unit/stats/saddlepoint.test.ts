import { describe, expect, it } from 'vitest';
import hypergeometricCdf from '@stdlib/stats-base-dists-hypergeometric-cdf';
import { sumLowerTail, sumUpperTail } from '@/lib/stats/saddlepoint';
import { hypergeometricTail } from '@/lib/stats/unusual';

/** The probabilities of 0 … min(marked, draws) marked items in one hypergeometric draw. */
function pmfOf(population: number, marked: number, draws: number): number[] {
  const out: number[] = [];
  let prev = 0;
  for (let k = 0; k <= Math.min(marked, draws); k++) {
    const c = hypergeometricCdf(k, population, marked, draws);
    out.push(c - prev);
    prev = c;
  }
  return out;
}

/** The exact distribution of the sum of n copies, by repeated convolution. */
function exactSum(pmf: readonly number[], n: number): number[] {
  let total = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(total.length + pmf.length - 1).fill(0);
    total.forEach((a, j) => pmf.forEach((b, k) => (next[j + k]! += a * b)));
    total = next;
  }
  return total;
}

const LAWS = [
  { name: 'aces in a bridge hand', pmf: pmfOf(52, 4, 13) },
  { name: 'honours in a bridge hand', pmf: pmfOf(52, 20, 13) },
  { name: 'aces in two hole cards', pmf: pmfOf(52, 4, 2) },
];

describe('the saddlepoint tails of a sum of deals', () => {
  for (const { name, pmf } of LAWS) {
    it(`${name}: within 3 % of the exact convolution at every count whose tail is at least 1e-12 (50 and 120 deals)`, () => {
      for (const n of [50, 120]) {
        const exact = exactSum(pmf, n);
        const mean = n * pmf.reduce((m, p, k) => m + k * p, 0);
        for (let x = 0; x < exact.length; x++) {
          const below = x < mean;
          const want = (below ? exact.slice(0, x + 1) : exact.slice(x)).reduce((a, b) => a + b, 0);
          if (want < 1e-12) continue;
          const got = below ? sumLowerTail(pmf, n, x) : sumUpperTail(pmf, n, x);
          expect(Math.abs(got / want - 1), `n=${n} x=${x}: ${got} against ${want}`).toBeLessThan(0.03);
        }
      }
    });
  }

  it('the ends of the support: certain, impossible, and the far end as one product', () => {
    const pmf = pmfOf(52, 4, 13);
    expect(sumUpperTail(pmf, 1000, 0)).toBe(1);
    expect(sumUpperTail(pmf, 1000, 4001)).toBe(0);
    expect(sumUpperTail(pmf, 1000, 4000)).toBe(pmf[4]! ** 1000);
    expect(sumLowerTail(pmf, 1000, -1)).toBe(0);
    expect(sumLowerTail(pmf, 1000, 4000)).toBe(1);
  });

  it('a 10,000-deal match: a tail for every seat in well under a millisecond each, and on the right side', () => {
    const started = performance.now();
    const fewer = hypergeometricTail(9_000, 52, 4, 13, 10_000);
    const more = hypergeometricTail(11_000, 52, 4, 13, 10_000);
    const middle = hypergeometricTail(10_000, 52, 4, 13, 10_000);
    expect(performance.now() - started).toBeLessThan(200); // the exact convolution took seconds
    expect(fewer.tail).toBe('fewer');
    expect(more.tail).toBe('more');
    expect(fewer.p).toBeGreaterThan(0);
    expect(fewer.p).toBeLessThan(1e-12);
    expect(more.p).toBeLessThan(1e-12);
    expect(middle.p).toBeGreaterThan(0.4);
    expect(middle.p).toBeLessThanOrEqual(1);
  });
});
