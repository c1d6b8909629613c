/**
 * The fairness statistics' shapes, exactly as `GET /api/v1/stats` serves them
 * (../shared/spec/stats.md). Shared by the counting (lib/db/stats.ts), the API and the stats page.
 */

/** A table's definition (name, cells, kind): each scheme declares its own (lib/fair/schemes/scheme.ts). */
export type { TableDef, TableKind } from '../fair/schemes/scheme';

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
