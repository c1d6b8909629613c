import erfc from '@stdlib/math-base-special-erfc';

/**
 * Tails of a sum of n independent copies of one small integer distribution, in time that does not
 * grow with n: the saddlepoint approximation of Lugannani and Rice with Daniels' second continuity
 * correction for lattice variables (Butler, "Saddlepoint Approximations with Applications", 2007,
 * §1.2.5). Its relative error stays small far into the tails, where a normal approximation is off
 * by orders of magnitude — which is what "how unusual" needs of a long match, whose exact
 * convolution costs the square of its length (docs: lib/stats/unusual.ts).
 */

/** The cumulant generating function of pmf (on 0 … pmf.length − 1) at s: K(s), K′(s), K″(s). */
function cumulants(logPmf: readonly number[], s: number): { k0: number; k1: number; k2: number } {
  let top = -Infinity;
  for (let j = 0; j < logPmf.length; j++) top = Math.max(top, logPmf[j]! + s * j);
  let z = 0;
  let m1 = 0;
  let m2 = 0;
  for (let j = 0; j < logPmf.length; j++) {
    const w = Math.exp(logPmf[j]! + s * j - top);
    z += w;
    m1 += j * w;
    m2 += j * j * w;
  }
  const mean = m1 / z;
  return { k0: top + Math.log(z), k1: mean, k2: Math.max(0, m2 / z - mean * mean) };
}

/** The s at which K′(s) = t, for t strictly inside the support's range (K′ increases from its minimum to its maximum). */
function saddle(logPmf: readonly number[], t: number): number {
  let lo = -1;
  let hi = 1;
  while (cumulants(logPmf, lo).k1 > t) lo *= 2;
  while (cumulants(logPmf, hi).k1 < t) hi *= 2;
  let s = 0;
  for (let i = 0; i < 200 && hi - lo > 1e-14 * Math.max(1, Math.abs(s)); i++) {
    const { k1, k2 } = cumulants(logPmf, s);
    if (k1 < t) lo = s;
    else hi = s;
    // Newton inside the bracket; bisection where it would leave it
    const next = k2 > 0 ? s - (k1 - t) / k2 : NaN;
    s = next > lo && next < hi ? next : (lo + hi) / 2;
  }
  return s;
}

const upperNormal = (w: number) => 0.5 * erfc(w / Math.SQRT2);
const density = (w: number) => Math.exp(-0.5 * w * w) / Math.sqrt(2 * Math.PI);

/** P(X₁ + … + Xₙ ≥ x) for n independent X with probabilities pmf on 0 … pmf.length − 1. */
export function sumUpperTail(pmf: readonly number[], n: number, x: number): number {
  const max = pmf.length - 1;
  const lowest = pmf.findIndex((p) => p > 0);
  if (x <= n * lowest) return 1;
  if (x > n * max) return 0;
  // the far end of the support, where the approximation is at its worst, is one product
  if (x === n * max) return pmf[max]! ** n;
  const logPmf = pmf.map((p) => (p > 0 ? Math.log(p) : -Infinity));
  const target = x - 0.5;
  const t = target / n;
  const { k1: mean, k2: variance } = cumulants(logPmf, 0);
  const sd = Math.sqrt(n * variance);
  // at the mean the approximation's two terms are 0/0: its limit there is the normal tail
  if (Math.abs(target - n * mean) < 1e-6 * sd) return upperNormal((target - n * mean) / sd);
  const s = saddle(logPmf, t);
  const { k0, k2 } = cumulants(logPmf, s);
  const w = Math.sign(s) * Math.sqrt(Math.max(0, 2 * n * (s * t - k0)));
  const u = 2 * Math.sinh(s / 2) * Math.sqrt(n * k2);
  const p = upperNormal(w) - density(w) * (1 / w - 1 / u);
  return Math.min(1, Math.max(0, p));
}

/** P(X₁ + … + Xₙ ≤ x): the upper tail of the mirrored variables (max − X). */
export function sumLowerTail(pmf: readonly number[], n: number, x: number): number {
  return sumUpperTail([...pmf].reverse(), n, n * (pmf.length - 1) - x);
}
