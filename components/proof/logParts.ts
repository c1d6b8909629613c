/**
 * The commitment log's parts of a proof document (log.md), for display: which entries the page
 * shows. Whether each verifies — and which step failed — is the report's (`log.entries`,
 * `logFailures`): nothing here checks anything.
 */
import { parseCheckpoint } from '@/lib/fair/log/checkpoint';
import { parseProof } from '@/lib/fair/parse';
import { logPartsOf } from '@/lib/fair/verify';
import type { LogStep, Proof, Report } from '@/lib/fair/core';

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

/**
 * The log parts of a document in report order (its own, then one per poker hand); [] when it has
 * none or is invalid. Takes the document, or the proof parseProof made of it.
 */
export function logRows(document: unknown, parsed?: Proof | null): LogRow[] {
  let p: Proof;
  try {
    p = parsed ?? parseProof(document);
  } catch {
    return [];
  }
  return logPartsOf(p).map(({ at, part, n, time }) => {
    const body = parseCheckpoint(part.checkpoint);
    return {
      at, index: part.index, size: typeof body === 'string' ? null : body.size, time: time ?? '',
      ...(n === undefined ? {} : { hand: n }),
      entry: part.entry, checkpoint: part.checkpoint, inclusion: part.inclusion,
    };
  });
}

/** The failing step of each failed log part, by report path (from the report). */
export function logFailuresOf(report: Report | null): Record<string, LogFailure> {
  return Object.fromEntries((report?.logFailures ?? []).map((f) => [f.at, f.step]));
}
