/**
 * What a scheme module holds (one per scheme, lib/fair/schemes/<scheme>.ts): its document fields
 * and their parsing, the recomputation and its comparison with what the document records, the
 * commitment lines of its log entry, and what the diagnosis may try on it. The registry
 * (./index.ts) maps each scheme id to its module; parseProof, verify, diagnose and the log entry
 * dispatch through it and nowhere else switches on a scheme id.
 */
import type { Checks } from '../checks';
import { sha256Hex } from '../hash';
import { hexToBytes } from '../hex';
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

/** The commitment `seed` makes in `field` (SHA-256 of its bytes or of its text), or null when it cannot be that field's seed. */
export function seedCommitment(seed: string, field: SeedField): string | null {
  if (!field.hex) return seed.length > 0 ? sha256Hex(seed) : null;
  return /^(?:[0-9a-fA-F]{2})+$/.test(seed) ? sha256Hex(hexToBytes(seed)) : null;
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

/** How much of a long proof a page draws before its browser has the whole document: events (rolls, dice) and groups (deals, hands). */
export interface PreviewLimits {
  events: number;
  groups: number;
}

/** A long proof cut to what a page draws first: `shown` of its `total` events (or groups). */
export interface Preview<P> {
  proof: P;
  shown: number;
  total: number;
}

/**
 * A scheme's preview: the proof with its long list cut to `limits` (the rest is not drawn before the
 * whole document is in the browser), or null when it is within them. Only what is drawn is cut:
 * nothing verifies a preview.
 */
export type PreviewOf<P> = (p: P, limits: PreviewLimits) => Preview<P> | null;

/** The {@link PreviewOf} of a proof whose one long list is `list`: `put` gives the proof with the list cut. */
export function previewList<P, T>(p: P, list: readonly T[] | undefined, n: number, put: (cut: T[]) => P): Preview<P> | null {
  if (!list || list.length <= n) return null;
  return { proof: put(list.slice(0, n)), shown: n, total: list.length };
}

/**
 * The event a report path names (a mismatch's `at`), numbered as players count — from 1, a poker hand
 * by its own number: what a page calls it and how it draws the compared values. The commitments and
 * log parts are every scheme's: the page names those itself. A scheme whose events are of none of
 * these kinds names them `{ kind: 'event', noun, n }`: `noun` is an `Outcomes` message taking `{n}`
 * ("Flip {n}"), and the page shows the compared values as text.
 */
export type EventAt =
  | { kind: 'roll' | 'die' | 'tile'; n: number }
  // a receipt's card: the card itself names it in its hand
  | { kind: 'receipt'; hand: number; card: number }
  | { kind: 'event'; noun: string; n: number }
  | { kind: 'dealCard'; deal: number; n: number }
  | { kind: 'handCard' | 'restCard'; hand: number; n: number }
  | { kind: 'pokerHand'; hand: number; part: 'root' | 'handCommitment' }
  | { kind: 'seatOrder' | 'white' };

/** A scheme's {@link EventAt} of a report path; null for a path it does not name. Apart from the module (verifier.js prints paths). */
export type EventsAt<P> = (p: P, at: string) => EventAt | null;

/** The position, counted from 1, of a report path `<list>[i]`; null for another path. */
export function listPosition(at: string, list: string): number | null {
  const m = at.startsWith(`${list}[`) ? /^\w+\[(\d+)\]$/.exec(at) : null;
  return m ? Number(m[1]) + 1 : null;
}

export interface SchemeModule<P extends CommonFields & { scheme: string; game: string }, B> {
  readonly id: P['scheme'];
  /** the games it serves (the document's `game`) */
  readonly games: readonly string[];
  /** its secret fields (absent until the reveal), each with its commitment field; two when each side commits its own seed (chess) */
  readonly seeds: readonly SeedField[];
  /**
   * A session's parts, when the scheme is one (a poker session's `hands`): parts added one by one
   * before their deals, each with its number `n`, its own commitments and log entry, drawn before the
   * reveal. Absent for a single game. Pages, the store and the diagnosis read this, never the
   * document's fields.
   */
  readonly session?: 'hands';
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
  /**
   * Its client seeds in seat order, for the diagnosis that tries other orders, and a copy with `seeds`
   * instead. `first`: a copy cut to its first `n` events (and its count with them), on which an order
   * is tried first: a whole long match is recomputed only for an order that fits its start.
   */
  clientSeeds?: { of(p: P): readonly string[] | undefined; with(p: P, seeds: string[]): P; first?(p: P, n: number): P };
}

/** The `clientSeeds` hook of a scheme whose client seeds are one `clientSeeds` list in seat order. */
export const CLIENT_SEED_LIST = {
  of: (p: { clientSeeds?: string[] }): readonly string[] | undefined => p.clientSeeds,
  with: <P extends { clientSeeds?: string[] }>(p: P, clientSeeds: string[]): P => ({ ...p, clientSeeds }),
};

/** How a statistics table's cells form distributions: one over all cells, or rows of four (a card's quarters). */
export type TableKind = 'uniform' | 'rows4';

/** One table of the fairness statistics (../shared/spec/stats.md): its name as in the spec, number of cells and how it is tested. */
export interface TableDef {
  readonly name: string;
  readonly cells: number;
  readonly kind: TableKind;
}

/**
 * What a fair generator gives an observed count: x successes in `trials` trials each of probability
 * q (binomial), or x marked items over `times` independent draws of `draws` from `population`
 * holding `marked` (hypergeometric; several draws are summed).
 */
export type Law =
  | { law: 'binomial'; trials: number; q: number }
  | { law: 'hypergeometric'; population: number; marked: number; draws: number; times: number };

/**
 * What one game showed, as the proof page says it ("how unusual was this game"): `kind` picks the
 * sentence, the other fields fill it. `seat` counts from 1, as players do (poker: the document's seat number, from 0, plus 1).
 */
export type Seen =
  | { kind: 'doubles'; n: number }
  | { kind: 'face'; face: number; n: number }
  | { kind: 'aces' | 'honours'; seat: number; deals: number; cards: number }
  | { kind: 'honourTiles' | 'flowers'; n: number };

/** One observation of a game: what it showed, the count `x` and the law a fair generator gives that count. */
export type Observation = Seen & { x: number; of: Law };

/**
 * What a scheme feeds into the fairness statistics (../shared/spec/stats.md): the tables it counts
 * into, how one counted report becomes cell increments, and what one game showed for "how unusual
 * was this game". Exported beside each module as `<scheme>Counts` and listed in the registry's
 * `COUNTS`, never inside the module: verifier.js does not need it (and tree-shakes it away). Only
 * counting here: lib/stats turns the tables into chi-squares and the observations into tail
 * probabilities (lib/stats/facts.ts).
 */
export interface SchemeCounts<R, P> {
  /**
   * the tables this scheme counts into, in the spec's order; lib/stats/tables.ts' TABLES lists every
   * scheme's in the registry's order, a table counted by two schemes (deck52.quarters) once
   */
  readonly tables: readonly TableDef[];
  /**
   * plain counters beside the tables, one cell each, never tested against uniform (the share of
   * Telegram dice): counted and recounted with the tables, shown on /stats, not in `GET /api/v1/stats`
   */
  readonly counters?: readonly string[];
  /** Calls `add(table, cell)` once per count of the report's recomputed outcome (never a recorded one). */
  count(report: R, add: (table: string, cell: number) => void): void;
  /**
   * What the game showed, from the report's recomputed outcomes (never recorded ones) and, where
   * it matters (who sat where), the document: counts only, in the order the page lists them.
   */
  observe?(report: R, proof: P): Observation[];
}
