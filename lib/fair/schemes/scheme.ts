/**
 * What a scheme module holds (one per scheme, lib/fair/schemes/<scheme>.ts): its document fields
 * and their parsing, the recomputation and its comparison with what the document records, the
 * commitment lines of its log entry, and what the diagnosis may try on it. The registry
 * (./index.ts) maps each scheme id to its module; parseProof, verify, diagnose and the log entry
 * dispatch through it and nowhere else switches on a scheme id.
 */
import type { Checks } from '../checks';
import type { Obj } from '../fields';
import type { LogPart, LogReport, Mismatch } from '../types';

/** The fields every document may carry whatever its scheme (proof-format.md). */
export interface CommonFields {
  id?: number;
  log?: LogPart;
  committedAt?: string;
  revealedAt?: string;
  status?: 'committed' | 'revealed';
}

/** The step of a log part's check that failed (the first one, in the order they are made). */
export type LogStep = 'entry' | 'checkpoint' | 'path' | 'key' | 'signature';

/**
 * A verification report (proof-format.md, "Verification report"): the common fields around a
 * scheme's own outcome fields `B`. Beyond the spec's fields it may carry `logFailures` — for each
 * failed log part, the step that failed.
 */
export type ReportOf<S extends string, B> = {
  scheme: S;
  ok: boolean;
  pending: boolean;
  checks: number;
} & B & {
  log?: LogReport;
  logFailures?: { at: string; step: LogStep }[];
  mismatches: Mismatch[];
};

/** A secret field revealed after play and the commitment field it must hash to. */
export interface SeedField {
  seed: string;
  commitment: string;
  /** the seed is hex and hashed as bytes (roll_pair_v1), not as text */
  hex?: boolean;
}

/** Progress of a long verification: `done` of `total` units (a poker session's hands). */
export interface Progress {
  done: number;
  total: number;
}

/** A recorded list the diagnosis may try shifted by one (rolls, dice). */
export interface EventList {
  /** its name in hints: `rolls`, `dice` */
  what: string;
  recorded: readonly unknown[];
  /** the first `count` events recomputed */
  recompute(count: number): readonly unknown[];
  /** 1-based positions never compared (Telegram marks) */
  skip?: ReadonlySet<number>;
}

/** A part of a document with a log entry of its own (a poker hand). */
export interface LoggedPart {
  /** the part's number (a hand's `n`) */
  n: number;
  /** its path in the document, e.g. `hands[2]` (the log part's report path is `<at>.log`) */
  at: string;
  lines: string[];
  committedAt?: string;
  log?: LogPart;
}

export interface SchemeModule<P extends CommonFields & { scheme: string; game: string }, B> {
  readonly id: P['scheme'];
  /** the games it serves (the document's `game`) */
  readonly games: readonly string[];
  /** its secret fields (absent until the reveal), each with its commitment field */
  readonly seeds: readonly SeedField[];
  /** Validate the scheme's fields of a document already known to be of this scheme and `game`. */
  parse(o: Obj, game: string): P;
  /**
   * Recompute and compare, counting checks in `c`; yields progress after each unit of a long
   * session. Returns whether anything was revealed to check against (a seed, a receipt) and the
   * report's outcome fields.
   */
  verify(p: P, c: Checks): Generator<Progress, { revealed: boolean; body: B }, void>;
  /** The lines of its log entry between `game` and `time` (log.md, "Entries"). */
  entryLines(p: P): string[];
  /** The recorded events the diagnosis may try shifted by one. */
  events?(p: P): EventList | undefined;
  /**
   * The parts of a document logged with entries of their own (a poker session's hands, log.md):
   * each one's number, commitment lines, time and log part, in document order.
   */
  logged?(p: P): LoggedPart[];
  /** Its client seeds in seat order, for the diagnosis that tries other orders, and a copy with `seeds` instead. */
  clientSeeds?: { of(p: P): readonly string[] | undefined; with(p: P, seeds: string[]): P };
}

/** The `clientSeeds` hook of a scheme whose client seeds are one `clientSeeds` list in seat order. */
export const CLIENT_SEED_LIST = {
  of: (p: { clientSeeds?: string[] }): readonly string[] | undefined => p.clientSeeds,
  with: <P extends { clientSeeds?: string[] }>(p: P, clientSeeds: string[]): P => ({ ...p, clientSeeds }),
};

/**
 * What a scheme feeds into the fairness statistics (../shared/spec/stats.md): the tables it counts
 * into and how one counted report becomes cell increments. Exported beside each module as
 * `<scheme>Counts` and listed in the registry's `COUNTS`, never inside the module: verifier.js does
 * not need it (and tree-shakes it away).
 */
export interface SchemeCounts<R> {
  /** the tables this scheme counts into (names of lib/stats/tables.ts) */
  readonly tables: readonly string[];
  /** Calls `add(table, cell)` once per count of the report's recomputed outcome (never a recorded one). */
  count(report: R, add: (table: string, cell: number) => void): void;
}
