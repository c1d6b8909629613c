/**
 * What the stats page says about one table (../shared/spec/stats.md): the shares its cells came
 * up with against the uniform share, whether there is enough data for a verdict (every cell's
 * expected count at least 5) and which verdict p gives. Pure, so the page is testable without
 * the database.
 */
import type { StatsTable, TableDef } from './types';

/** Below this expected count in some cell the page shows "not enough data yet" instead of a verdict. */
export const MIN_EXPECTED = 5;

export type Verdict = 'notEnough' | 'fine' | 'unusual' | 'veryUnusual';

export interface TableView {
  def: TableDef;
  table: StatsTable;
  /** the table's name as a message key, dots as underscores: `<scheme>.faces` → `<scheme>_faces` */
  key: string;
  /** the smallest expected count of a cell (rows of four: the smallest row's sum / 4) */
  minExpected: number;
  /** lowest and highest share of a cell in its distribution (whole table, or its row), and the uniform share */
  min: number;
  max: number;
  expected: number;
  verdict: Verdict;
}

/** Rows of four: each row's sum. */
export function rowSums(counts: readonly number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < counts.length; r += 4) out.push(counts.slice(r, r + 4).reduce((a, b) => a + b, 0));
  return out;
}

export function verdictOf(minExpected: number, p: number | null): Verdict {
  if (p === null || minExpected < MIN_EXPECTED) return 'notEnough';
  return p < 0.001 ? 'veryUnusual' : p < 0.05 ? 'unusual' : 'fine';
}

export function tableView(def: TableDef, table: StatsTable): TableView {
  const { counts, n } = table;
  let min = 0;
  let max = 0;
  let minExpected: number;
  let expected: number;
  if (def.kind === 'uniform') {
    expected = 1 / def.cells;
    minExpected = n / def.cells;
    if (n > 0) {
      min = Math.min(...counts) / n;
      max = Math.max(...counts) / n;
    }
  } else {
    expected = 1 / 4;
    const sums = rowSums(counts);
    minExpected = Math.min(...sums) / 4;
    const shares = counts.flatMap((c, i) => (sums[i >> 2]! > 0 ? [c / sums[i >> 2]!] : []));
    if (shares.length > 0) {
      min = Math.min(...shares);
      max = Math.max(...shares);
    }
  }
  return { def, table, key: def.name.replace(/\./g, '_'), minExpected, min, max, expected, verdict: verdictOf(minExpected, table.p) };
}
