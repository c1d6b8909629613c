/** Types shared by every scheme: log parts, mismatches, the log's report, verdicts. (Each scheme's own are in schemes/.) */


/** A document's `log` part (log.md): its entry, proven against a signed checkpoint. */
export interface LogPart {
  index: number;
  entry: string;
  checkpoint: string;
  /** the inclusion path, lowercase hex, leaf up */
  inclusion: string[];
}

export type Pair = [number, number];

/** One well-formed value that differs from the recomputation. */
export interface Mismatch {
  /** report field with 0-based indexes, e.g. `rolls[5]`, `deals[1][7]`, `hands[0].root`, `cards[3]` */
  at: string;
  recorded: unknown;
  computed: unknown;
}

/** One log part in the report: its entry number, the size of the checkpoint it was proven against. */
export interface LogEntryReport {
  index: number;
  /** size of the checkpoint (0 when the checkpoint is unreadable) */
  size: number;
  ok: boolean;
}

/** The report's `log` (log.md): present when the document carries log parts. */
export interface LogReport {
  ok: boolean;
  /** the document's own part first, then one per poker hand, in document order */
  entries: LogEntryReport[];
  /** set when no verifier key was available */
  error?: string;
}

/** `verified`, `failed`, `pending` or `computed`, derived from a report. */
export type Verdict = 'verified' | 'failed' | 'pending' | 'computed';
