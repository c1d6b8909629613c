/**
 * The fairness statistics' shapes, exactly as `GET /api/v1/stats` serves them
 * (../shared/spec/stats.md). Shared by the counting (lib/db/stats.ts), the API and the stats page.
 */

/** How a table's cells form distributions: one over all cells, or rows of four (a card's quarters). */
export type TableKind = 'uniform' | 'rows4';

/** One table of the spec: its name (as in the spec), number of cells and how it is tested. */
export interface TableDef {
  readonly name: string;
  readonly cells: number;
  readonly kind: TableKind;
}

/** One table as served: counts by cell index, their sum, and Pearson's chi-square against uniform. */
export interface StatsTable {
  counts: number[];
  n: number;
  /** null while n is 0 */
  chi2: number | null;
  df: number | null;
  p: number | null;
}

/** The body of `GET /api/v1/stats`. */
export interface StatsBody {
  /** proofs counted (revealed, verified or computed) */
  counted: number;
  /** revealed proofs that failed */
  excluded: number;
  /** every table of TABLES, in that order */
  tables: Record<string, StatsTable>;
}
