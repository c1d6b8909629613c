/**
 * The commitment log's parts of a proof document (log.md), for display: the rows the page shows
 * (made by ./logRows.ts, on the server and in the verification's worker) and how a time is written.
 * Whether each verifies — and which step failed — is the report's (`log.entries`, `logFailures`):
 * nothing here checks anything.
 */
import type { LogStep, Report } from '@/lib/fair/core';

/** `2026-11-29T12:00:00.000Z` → `2026-11-29 12:00:00.000 UTC`: exact, and the same on server and client. */
export function utcText(iso: string): string {
  return iso.replace('T', ' ').replace(/Z$/, ' UTC');
}

/** One log part: `at` is its report path (`log`, `hands[k].log`). */
export interface LogRow {
  at: string;
  index: number;
  /** size of the checkpoint it is proven against; null when the checkpoint is unreadable */
  size: number | null;
  /** when it was logged: the document's (or the hand's) `committedAt` */
  time: string;
  /** the poker hand's number, for a hand's part */
  hand?: number;
  entry: string;
  checkpoint: string;
  inclusion: string[];
}

/** The step of a log check that failed (lib/fair's report says which). */
export type LogFailure = LogStep;

/** The failing step of each failed log part, by report path (from the report). */
export function logFailuresOf(report: Report | null): Record<string, LogFailure> {
  return Object.fromEntries((report?.logFailures ?? []).map((f) => [f.at, f.step]));
}
