import gammainc from '@stdlib/math-base-special-gammainc';
import type { StatsTable, TableDef } from './types';

/**
 * Pearson's chi-square of one table against uniform, as ../shared/spec/stats.md defines it:
 * `uniform` tables expect n/k in each of k cells (df = k − 1); `rows4` tables test each row of
 * four cells against its own sum / 4 (df = 3 × rows with a non-zero sum). p is the upper tail,
 * Q(df/2, chi2/2), from @stdlib's regularized incomplete gamma. chi2, df and p are null while n is 0.
 */
export function summarize(def: TableDef, counts: readonly number[]): StatsTable {
  if (counts.length !== def.cells) throw new RangeError(`${def.name}: expected ${def.cells} counts, got ${counts.length}`);
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0) return { counts: [...counts], n, chi2: null, df: null, p: null };
  let chi2 = 0;
  let df: number;
  if (def.kind === 'uniform') {
    const e = n / def.cells;
    for (const c of counts) chi2 += (c - e) ** 2 / e;
    df = def.cells - 1;
  } else {
    df = 0;
    for (let r = 0; r < def.cells; r += 4) {
      const row = counts.slice(r, r + 4);
      const sum = row.reduce((a, b) => a + b, 0);
      if (sum === 0) continue;
      const e = sum / 4;
      for (const c of row) chi2 += (c - e) ** 2 / e;
      df += 3;
    }
  }
  const p = df > 0 ? gammainc(chi2 / 2, df / 2, true, true) : 1;
  return { counts: [...counts], n, chi2, df, p };
}
