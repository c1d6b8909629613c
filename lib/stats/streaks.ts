/**
 * The streak calculator's arithmetic (the stats page's browser leaf; no dependencies, kept small).
 *
 * P(a run of at least k consecutive hits somewhere in m independent trials, each a hit with
 * probability q), exactly, by dynamic programming over where the first such run ends: it ends
 * at trial j = k (k hits from the start) with probability q^k, or at trial j > k when trials
 * j−k … j−1 are hits, trial j−k−1 is a miss and no run ended before it:
 *   g(j) = g(j−1) + (1 − q)·q^k·(1 − g(j−k−1)),  g(j) = 0 for j < k,  g(k) = q^k,
 * g(m) being the answer. Every term is added, never subtracted: tiny answers stay exact.
 */
export function runProbability(m: number, k: number, q: number): number {
  if (k > m) return 0;
  if (k <= 0) return 1;
  const qk = q ** k;
  const g = new Float64Array(m + 1);
  g[k] = qk;
  for (let j = k + 1; j <= m; j++) g[j] = g[j - 1]! + (1 - q) * qk * (1 - g[j - k - 1]!);
  return Math.min(1, g[m]!);
}

/** Everyday events to compare with, by probability (one in `odds`), most likely first. */
export const COMPARISONS = [
  { key: 'coin', odds: 2 },
  { key: 'six', odds: 6 },
  { key: 'doubleSix', odds: 36 },
  { key: 'aceOfSpades', odds: 52 },
  { key: 'tenHeads', odds: 1024 },
  { key: 'fourAces', odds: 270725 },
  { key: 'twentyHeads', odds: 1048576 },
  { key: 'lottery', odds: 13983816 },
  { key: 'thirtyHeads', odds: 1073741824 },
] as const;

export type Comparison = (typeof COMPARISONS)[number]['key'];

/** The everyday event closest to probability p on a log scale; null for p = 0 or above 3/4 (no comparison needed). */
export function comparisonFor(p: number): Comparison | null {
  if (!(p > 0) || p > 0.75) return null;
  let best: Comparison = COMPARISONS[0].key;
  let dist = Infinity;
  for (const c of COMPARISONS) {
    const d = Math.abs(Math.log(p * c.odds));
    if (d < dist) {
      dist = d;
      best = c.key;
    }
  }
  return best;
}
