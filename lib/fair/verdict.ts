/**
 * A report's verdict, apart from the verification (./verify.ts re-exports it): a page that shows a
 * report it did not compute (a worker's) reads it without taking lib/fair's schemes along.
 */
import { need } from './errors';
import type { Report } from './schemes';
import type { Verdict } from './types';

/** True for the report path of a log part (`log`, `hands[k].log`: verify.ts' logPartsOf's `at`). */
export const isLogPath = (at: string): boolean => /^(?:hands\[\d+\]\.)?log$/.test(at);

/**
 * Each report path and every path above it (`deals`, `deals[3]` and `deals[3][7]` for the last):
 * whether a group holds a failed event is then a set lookup, not a scan of every mismatch for each
 * group, which a long failed proof made quadratic.
 */
export function pathsAbove(paths: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const at of paths) {
    out.add(at);
    for (let i = 0; i < at.length; i++) if (at[i] === '[' || at[i] === '.') out.add(at.slice(0, i));
  }
  return out;
}

/** How many of a report's failing checks are of the outcomes (seeds, events) and how many of the commitment log's parts. */
export function failedCounts(report: Pick<Report, 'mismatches'>): { outcomes: number; log: number } {
  const log = report.mismatches.filter((m) => isLogPath(m.at)).length;
  return { outcomes: report.mismatches.length - log, log };
}

/**
 * The verdict of a report: `failed`, `pending`, `computed` or `verified` (in that order).
 * @throws InputError (field `report`) when report is not a verification report
 */
export function verdictOf(report: Pick<Report, 'ok' | 'pending' | 'checks' | 'mismatches'>): Verdict {
  const r = report;
  need(Array.isArray(r?.mismatches), 'report', 'a report');
  if (r.mismatches.length > 0) return 'failed';
  if (r.pending) return 'pending';
  if (r.checks === 0) return 'computed';
  return r.ok ? 'verified' : 'failed';
}

/**
 * Exit status of verifier.js for a report: 0 verified, 1 failed, 3 pending/computed.
 * @throws InputError (field `report`) when report is not a verification report
 */
export function exitCodeOf(report: Pick<Report, 'ok' | 'pending' | 'checks' | 'mismatches'>): 0 | 1 | 3 {
  const v = verdictOf(report);
  return v === 'verified' ? 0 : v === 'failed' ? 1 : 3;
}
