/**
 * The registry of schemes: id → module (./scheme.ts says what a module holds). Adding a scheme is
 * writing its module and listing it here (docs/adding-a-scheme.md).
 */
import type { Pair } from '../types';
import { chess, chessCounts, chessFields, type ChessProof, type ChessReport } from './chess';
import { dieRound, dieRoundCounts, dieRoundFields, dieRoundPreview, type DieRoundProof, type DieRoundReport } from './die-round';
import { matchSeed, matchSeedCounts, matchSeedFields, matchSeedPreview, type BalootHand, type MatchSeedProof, type MatchSeedReport } from './match-seed';
import { poker, pokerCounts, pokerFields, pokerPreview, type HandResult, type PokerHandReport, type PokerProof, type PokerReport, type ReceiptReport } from './poker';
import { rollPair, rollPairCounts, rollPairFields, rollPairPreview, type RollPairProof, type RollPairReport } from './roll-pair';
import type { Preview, PreviewLimits, PreviewOf, ReportOf, SchemeCounts, SchemeModule } from './scheme';

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

/** Ids of documents recognised but not verified yet (parseProof says so rather than "unknown"). */
export const UNSUPPORTED: readonly string[] = ['match_seed_v1'];

/** True for a scheme id this verifier knows. */
export const isScheme = (id: unknown): id is Scheme => typeof id === 'string' && Object.prototype.hasOwnProperty.call(SCHEMES, id);

/** The module of a parsed proof's scheme (typed loosely: each module checks its own proofs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry's one dispatch point
export const moduleOf = (scheme: Scheme): SchemeModule<any, any> => SCHEMES[scheme];

/** True once a proof carries its seed (side A's in chess): its outcomes can be recomputed. */
export const hasSeed = (p: Proof): boolean => SCHEMES[p.scheme].seeds[0]!.seed in p;

/**
 * What a page draws of `p` before its browser has the whole document: the proof cut to `limits` by
 * its scheme, or null when it is within them (or its scheme draws nothing long).
 */
export function previewOf<P extends Proof>(p: P, limits: PreviewLimits): Preview<P> | null {
  return ((PREVIEWS[p.scheme] as PreviewOf<P> | undefined)?.(p, limits)) ?? null;
}
