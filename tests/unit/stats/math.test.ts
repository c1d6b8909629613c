import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparisonFor, runProbability } from '@/lib/stats/streaks';
import { binomialTail, hypergeometricTail } from '@/lib/stats/unusual';

/** C(n, k) exactly. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** P(X ≤ x) for Binomial(n, 1/6) as an exact fraction Σ C(n,k)·5^(n−k) / 6^n, then divided once. */
function binomSixthLe(x: number, n: number): number {
  let num = 0n;
  for (let k = 0; k <= x; k++) num += choose(n, k) * 5n ** BigInt(n - k);
  const den = 6n ** BigInt(n);
  // 1e18 · num / den as an integer, then scaled: 18 exact digits
  return Number((num * 10n ** 18n) / den) / 1e18;
}

describe('binomialTail (doubles, faces)', () => {
  it('4 doubles in 61 rolls: P(X ≤ 4) for Binomial(61, 1/6), exactly', () => {
    const u = binomialTail(4, 61, 1 / 6);
    expect(u.tail).toBe('fewer');
    expect(u.mean).toBeCloseTo(61 / 6, 12);
    expect(u.p).toBeCloseTo(binomSixthLe(4, 61), 12);
    expect(u.p).toBeCloseTo(0.017884373633304, 12);
  });

  it('above the mean the upper tail: 17 doubles in 61 rolls, P(X ≥ 17) = 1 − P(X ≤ 16)', () => {
    const u = binomialTail(17, 61, 1 / 6);
    expect(u.tail).toBe('more');
    expect(u.p).toBeCloseTo(1 - binomSixthLe(16, 61), 12);
  });

  it('a tiny upper tail keeps its digits: 12 sixes in 12 dice = 6^-12', () => {
    const u = binomialTail(12, 12, 1 / 6);
    expect(u.tail).toBe('more');
    expect(u.p / 6 ** -12).toBeCloseTo(1, 10);
  });

  it('at the mean the smaller tail: 10 faces in 60 dice', () => {
    const u = binomialTail(10, 60, 1 / 6);
    const lower = binomSixthLe(10, 60);
    const upper = 1 - binomSixthLe(9, 60);
    expect(u.tail).toBe(lower <= upper ? 'fewer' : 'more');
    expect(u.p).toBeCloseTo(Math.min(lower, upper), 12);
  });
});

describe('hypergeometricTail (aces, honours, tiles)', () => {
  it('no ace in a 13-card bridge hand: C(48,13)/C(52,13)', () => {
    const u = hypergeometricTail(0, 52, 4, 13);
    expect(u.tail).toBe('fewer');
    expect(u.mean).toBe(1);
    expect(u.p).toBeCloseTo(Number((choose(48, 13) * 10n ** 18n) / choose(52, 13)) / 1e18, 14);
    expect(u.p).toBeCloseTo(0.303817527, 9);
  });

  it('all four aces in one hand: C(48,9)/C(52,13)', () => {
    const u = hypergeometricTail(4, 52, 4, 13);
    expect(u.tail).toBe('more');
    expect(u.p).toBeCloseTo(Number((choose(48, 9) * 10n ** 20n) / choose(52, 13)) / 1e20, 14);
  });

  it('over two deals the exact convolution: 0 aces in both = (C(48,13)/C(52,13))², 8 aces = (C(48,9)/C(52,13))²', () => {
    const none = Number((choose(48, 13) * 10n ** 18n) / choose(52, 13)) / 1e18;
    expect(hypergeometricTail(0, 52, 4, 13, 2).p).toBeCloseTo(none * none, 12);
    const all = Number((choose(48, 9) * 10n ** 20n) / choose(52, 13)) / 1e20;
    expect(hypergeometricTail(8, 52, 4, 13, 2).p / (all * all)).toBeCloseTo(1, 6);
    expect(hypergeometricTail(3, 52, 4, 13, 2).mean).toBeCloseTo(2, 12);
  });

  it('honours among mahjong draws: 0 of the 28 honour tiles in 10 draws = C(116,10)/C(144,10)', () => {
    const u = hypergeometricTail(0, 144, 28, 10);
    expect(u.p).toBeCloseTo(Number((choose(116, 10) * 10n ** 18n) / choose(144, 10)) / 1e18, 12);
  });
});

/** P(run of ≥ k hits in m trials) by enumerating all 2^m outcomes. */
function bruteRun(m: number, k: number, q: number): number {
  let total = 0;
  for (let mask = 0; mask < 1 << m; mask++) {
    let run = 0;
    let hit = false;
    let w = 1;
    for (let i = 0; i < m; i++) {
      if (mask & (1 << i)) {
        w *= q;
        run++;
        if (run >= k) hit = true;
      } else {
        w *= 1 - q;
        run = 0;
      }
    }
    if (hit) total += w;
  }
  return total;
}

describe('runProbability (the streak calculator)', () => {
  it('equals brute-force enumeration for every m ≤ 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), (m, k, q) => {
        expect(runProbability(m, k, q)).toBeCloseTo(bruteRun(m, k, q), 12);
      }),
      { numRuns: 200 },
    );
  });

  it('known values: no doubles in 20 rolls = (5/6)^20; 3 heads in a row in 4 tosses = 3/16', () => {
    expect(runProbability(20, 20, 5 / 6)).toBeCloseTo((5 / 6) ** 20, 15);
    expect(runProbability(4, 3, 0.5)).toBe(3 / 16);
    expect(runProbability(3, 4, 0.5)).toBe(0);
  });

  it('a long series stays a probability and tiny answers keep their digits', () => {
    const p = runProbability(100000, 10, 0.5);
    expect(p).toBeGreaterThan(0.99);
    expect(p).toBeLessThanOrEqual(1);
    expect(runProbability(60, 60, 1 / 6) / 6 ** -60).toBeCloseTo(1, 10);
  });
});

describe('comparisonFor', () => {
  it('picks the nearest everyday event on a log scale', () => {
    expect(comparisonFor(0.5)).toBe('coin');
    expect(comparisonFor(1 / 36)).toBe('doubleSix');
    expect(comparisonFor(0.001)).toBe('tenHeads');
    expect(comparisonFor(1e-12)).toBe('thirtyHeads');
    expect(comparisonFor(0.9)).toBeNull();
    expect(comparisonFor(0)).toBeNull();
  });
});
