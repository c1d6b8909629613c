/**
 * The registry of schemes: id → module (./scheme.ts says what a module holds). Adding a scheme is
 * writing its module and listing it here (docs/adding-a-scheme.md).
 */
import type { Pair } from '../types';
import { chess, chessCounts, chessEvents, chessFields, type ChessProof, type ChessReport } from './chess';
import { dieRound, dieRoundCounts, dieRoundEvents, dieRoundFields, dieRoundPreview, dieRoundSnippetInputs, type DieRoundProof, type DieRoundReport } from './die-round';
import { matchSeed, matchSeedCounts, matchSeedEvents, matchSeedFields, matchSeedPreview, type BalootHand, type MatchSeedProof, type MatchSeedReport } from './match-seed';
import { poker, pokerCounts, pokerEvents, pokerFields, pokerPreview, type HandResult, type PokerHandReport, type PokerProof, type PokerReport, type ReceiptReport } from './poker';
import { rollPair, rollPairCounts, rollPairEvents, rollPairFields, rollPairPreview, type RollPairProof, type RollPairReport } from './roll-pair';
import { seedCommitment, type CommonFields, type EventAt, type EventsAt, type Preview, type PreviewLimits, type PreviewOf, type ReportOf, type SchemeCounts, type SchemeModule } from './scheme';

/** A parsed proof document, discriminated by `scheme`. */
export type Proof = RollPairProof | DieRoundProof | MatchSeedProof | PokerProof | ChessProof;
/** A verification report, discriminated by `scheme`. */
export type Report = RollPairReport | DieRoundReport | MatchSeedReport | PokerReport | ChessReport;
export type Scheme = Proof['scheme'];

/**
 * Any scheme's report read field by field, every outcome field optional: for code that prints or
 * compares reports whatever their scheme (verifier.js's text, tests). Every {@link Report} is one
 * (`const r: AnyReport = report`); pages narrow by `scheme` instead.
 */
export type AnyReport = ReportOf<
  Scheme,
  {
    commitment?: string;
    commitmentOk?: boolean;
    commitA?: string;
    commitB?: string;
    rolls?: Pair[];
    games?: number[];
    dice?: (number | null)[];
    telegram?: number[];
    seatOrder?: number[];
    deals?: number[][];
    hands?: BalootHand[] | PokerHandReport[];
    draws?: number[];
    cards?: ReceiptReport[];
    handResults?: HandResult[];
    white?: 'A' | 'B';
  }
>;

type Modules = { [S in Scheme]: SchemeModule<Extract<Proof, { scheme: S }>, Omit<Extract<Report, { scheme: S }>, 'scheme' | 'ok' | 'pending' | 'checks' | 'log' | 'logFailures' | 'mismatches'>> };

/** Every scheme this verifier knows, by id. */
export const SCHEMES: Readonly<Modules> = {
  roll_pair_v1: rollPair,
  die_round_v1: dieRound,
  match_seed_v2: matchSeed,
  poker_hmac_v1: poker,
  chess_colour_v1: chess,
};

/**
 * The public fields of each scheme's documents besides scheme and game: what a publisher sends and
 * the site stores and serves (apart from the modules: verifier.js never needs them).
 */
export const PUBLIC_FIELDS: Readonly<Record<Scheme, readonly string[]>> = {
  roll_pair_v1: rollPairFields,
  die_round_v1: dieRoundFields,
  match_seed_v2: matchSeedFields,
  poker_hmac_v1: pokerFields,
  chess_colour_v1: chessFields,
};

/**
 * What each scheme feeds into the fairness statistics (../shared/spec/stats.md; lib/stats, lib/db/stats.ts):
 * its tables, the increments of one counted report and what one game showed ("how unusual was this
 * game", lib/stats/facts.ts) — apart from the modules: verifier.js never needs them. The order is
 * the spec's order of the tables (lib/stats/tables.ts).
 */
export const COUNTS: Readonly<{ [S in Scheme]: SchemeCounts<Extract<Report, { scheme: S }>, Extract<Proof, { scheme: S }>> }> = {
  roll_pair_v1: rollPairCounts,
  die_round_v1: dieRoundCounts,
  match_seed_v2: matchSeedCounts,
  poker_hmac_v1: pokerCounts,
  chess_colour_v1: chessCounts,
};

/**
 * What a page draws of each scheme's long proofs before the browser has the whole document
 * (previewOf) — apart from the modules: verifier.js never needs them. Chess draws nothing long.
 */
const PREVIEWS: Readonly<{ [S in Scheme]?: PreviewOf<Extract<Proof, { scheme: S }>> }> = {
  roll_pair_v1: rollPairPreview,
  die_round_v1: dieRoundPreview,
  match_seed_v2: matchSeedPreview,
  poker_hmac_v1: pokerPreview,
};

/**
 * What each scheme's report paths name (a mismatch's `at` → the event a page calls it by, eventAt) —
 * apart from the modules: verifier.js prints the paths.
 */
const EVENTS: Readonly<{ [S in Scheme]: EventsAt<Extract<Proof, { scheme: S }>> }> = {
  roll_pair_v1: rollPairEvents,
  die_round_v1: dieRoundEvents,
  match_seed_v2: matchSeedEvents,
  poker_hmac_v1: pokerEvents,
  chess_colour_v1: chessEvents,
};

/** A document's inputs as its game's rules page's own snippet takes them (name, value), or null. */
export type SnippetInputs = (doc: Readonly<Record<string, unknown>>) => [string, string][] | null;

/** The schemes whose rules page gives a snippet to check a game with (the dice game's). */
const SNIPPETS: Readonly<{ [S in Scheme]?: SnippetInputs }> = {
  die_round_v1: dieRoundSnippetInputs,
};

/** A whole revealed document of a scheme (seeds and recorded outcomes), made the same every time. */
export type DemoOf = () => object;

/**
 * The demo set's proof of each scheme its hand-made list (lib/db/seed/demo.ts) has none of: a new
 * scheme declares its demo document here, beside its module, and that list stays as it is. The
 * schemes listed there have none here.
 */
const DEMOS: Readonly<{ [S in Scheme]?: DemoOf }> = {};

/** Ids of documents recognised but not verified yet (parseProof says so rather than "unknown"). */
export const UNSUPPORTED: readonly string[] = ['match_seed_v1'];

/** What registering a scheme lists: its module and, apart from it (verifier.js never needs them), its public fields, statistics and preview. */
export interface SchemeEntry<P extends CommonFields & { scheme: string; game: string }, B> {
  module: SchemeModule<P, B>;
  fields: readonly string[];
  counts: SchemeCounts<ReportOf<P['scheme'], B>, P>;
  preview?: PreviewOf<P>;
  events?: EventsAt<P>;
  snippet?: SnippetInputs;
  demo?: DemoOf;
}

/**
 * Adds a scheme to the registry at run time: what listing it in SCHEMES, PUBLIC_FIELDS, COUNTS,
 * PREVIEWS, EVENTS, SNIPPETS and DEMOS above does for the real ones (kept as literals there, so
 * that verifier.js takes the modules without the rest). Everything that dispatches on a scheme then
 * serves it: parsing, verification, the store, the documents, the statistics, the demo set
 * (tests/unit/registry-made-up-scheme.test.ts takes a made-up one through them). Its id is a {@link Scheme} at run time only: the TypeScript
 * unions stay the listed schemes'.
 */
export function registerScheme<P extends CommonFields & { scheme: string; game: string }, B>(entry: SchemeEntry<P, B>): void {
  const id = entry.module.id;
  if (isScheme(id) || UNSUPPORTED.includes(id)) throw new Error(`registerScheme: ${id} is registered already`);
  const put = (map: object, value: unknown) => ((map as Record<string, unknown>)[id] = value);
  put(SCHEMES, entry.module);
  put(PUBLIC_FIELDS, entry.fields);
  put(COUNTS, entry.counts);
  if (entry.preview) put(PREVIEWS, entry.preview);
  if (entry.events) put(EVENTS, entry.events);
  if (entry.snippet) put(SNIPPETS, entry.snippet);
  if (entry.demo) put(DEMOS, entry.demo);
}

/** True for a scheme id this verifier knows. */
export const isScheme = (id: unknown): id is Scheme => typeof id === 'string' && Object.prototype.hasOwnProperty.call(SCHEMES, id);

/** The module of a parsed proof's scheme (typed loosely: each module checks its own proofs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry's one dispatch point
export const moduleOf = (scheme: Scheme): SchemeModule<any, any> => SCHEMES[scheme];

/** The field of a session scheme's parts (a poker session's `hands`, its module's `session`); undefined for a single game or an unknown id. */
export const sessionOf = (scheme: string): 'hands' | undefined => (isScheme(scheme) ? SCHEMES[scheme].session : undefined);

/** True for a proof of a session scheme (its module's `session`): its parts are drawn before the reveal. */
export const isSessionProof = (p: Proof): p is Extract<Proof, { hands: unknown }> => sessionOf(p.scheme) !== undefined;

/** True for a scheme whose sides each commit a seed of their own (chess: its module lists two secret fields). */
export const isTwoSided = (scheme: string): boolean => isScheme(scheme) && SCHEMES[scheme].seeds.length > 1;

/** Every commitment `seed` makes under the registered schemes' seed fields (as bytes, as text), each once. */
export function seedCommitments(seed: string): string[] {
  const all = Object.values(SCHEMES).flatMap((m) => m.seeds.map((f) => seedCommitment(seed, f)));
  return [...new Set(all.filter((c): c is string => c !== null))];
}

/**
 * The client-seed fields of a scheme's documents, from its public fields: one list in seat order
 * (`clientSeeds`), one field per side (`clientA`, `clientB`), or none (a session's are in its parts).
 */
export const clientFieldsOf = (scheme: string): readonly string[] => (isScheme(scheme) ? PUBLIC_FIELDS[scheme].filter((f) => f.startsWith('client')) : []);

/** True once a proof carries its seed (side A's in chess): its outcomes can be recomputed. */
export const hasSeed = (p: Proof): boolean => SCHEMES[p.scheme].seeds[0]!.seed in p;

/**
 * What a page draws of `p` before its browser has the whole document: the proof cut to `limits` by
 * its scheme, or null when it is within them (or its scheme draws nothing long).
 */
export function previewOf<P extends Proof>(p: P, limits: PreviewLimits): Preview<P> | null {
  return ((PREVIEWS[p.scheme] as PreviewOf<P> | undefined)?.(p, limits)) ?? null;
}

/** The event a report path of `p` names (rolls[4] → the 5th roll), by its scheme; null for a path it does not name (commitments, log parts). */
export function eventAt(p: Proof, at: string): EventAt | null {
  return (EVENTS[p.scheme] as EventsAt<Proof> | undefined)?.(p, at) ?? null;
}

/** The demo set's document of a scheme (DEMOS), or null when it declares none. */
export const demoOf = (scheme: string): Record<string, unknown> | null => (isScheme(scheme) ? ((DEMOS[scheme]?.() as Record<string, unknown> | undefined) ?? null) : null);

/** `doc`'s inputs for its rules page's snippet, by its scheme; null when its rules page has none. */
export function snippetInputsOf(doc: Readonly<Record<string, unknown>>): [string, string][] | null {
  return isScheme(doc.scheme) ? (SNIPPETS[doc.scheme]?.(doc) ?? null) : null;
}
