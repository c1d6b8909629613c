/**
 * lib/fair's exported recomputation functions, with their argument checks (issue #11: every exported
 * function checks its arguments and raises an InputError naming the argument). The schemes call
 * the unchecked originals, whose arguments parseProof has already validated: verifier.js, which never
 * imports this file, pays nothing for these checks against its gzip budget.
 */
import { isBytes, isInt, isStrings, need } from './errors';
import type { MacFn } from './hash';
import { isHex } from './hex';
import { merklePath as merklePathOf, rootFromPath as rootOf } from './merkle';
import { chessWhite as white } from './schemes/chess';
import { dieRounds as dice } from './schemes/die-round';
import { computeMatch as match, MATCH_GAMES, type MatchGame, type MatchOutcome } from './schemes/match-seed';
import { computeHand as hand, type HandOutcome } from './schemes/poker';
import { rollPairs as rolls } from './schemes/roll-pair';
import { hasSeed as seeded, type Proof, type Report } from './schemes';
import type { Progress } from './schemes/scheme';
import type { LogPart, Pair } from './types';
import {
  isLogPath as logPath, logPartsOf as partsOf, proofArg, verifyProof as proofReport, verifySteps as steps, type VerifyOptions,
} from './verify';

const MAC = 'a MAC function (keyedMac)';
const COUNT = 'an integer ≥ 0';
const FROM = 'an integer ≥ 1';
const TEXT = 'a string';

const isHash = (h: unknown): boolean => typeof h === 'string' && h.length === 64 && isHex(h);

/**
 * Verify an already parsed proof (without the Ed25519 check unless `opts.signatures` gives it).
 * @throws InputError (field `proof`) when proof is not one; `vkey` when opts.vkey is not a verifier key
 */
export function verifyProof(proof: Proof, opts?: VerifyOptions): Report {
  proofArg(proof);
  return proofReport(proof, opts);
}

/**
 * Verify an already parsed proof step by step: yields progress after each unit of a long session.
 * @throws InputError (field `proof`) when proof is not one — at once, not at the first step
 */
export function verifySteps(proof: Proof, opts?: VerifyOptions): Generator<Progress, Report, void> {
  proofArg(proof);
  return steps(proof, opts);
}

/**
 * A parsed proof's log parts in report order: its own, then those of its parts logged on their own (poker hands).
 * @throws InputError (field `proof`) when proof is not one
 */
export function logPartsOf(proof: Proof): { at: string; part: LogPart; entry: () => string; n?: number; time?: string }[] {
  proofArg(proof);
  return partsOf(proof);
}

/**
 * True once a parsed proof carries its seed (side A's in chess): its outcomes can be recomputed.
 * @throws InputError (field `proof`) when proof is not one
 */
export function hasSeed(proof: Proof): boolean {
  proofArg(proof);
  return seeded(proof);
}

/**
 * True for the report path of a log part (`log`, `hands[k].log`: {@link logPartsOf}'s `at`).
 * @throws InputError (field `at`) when at is not a string
 */
export function isLogPath(at: string): boolean {
  need(typeof at === 'string', 'at', TEXT);
  return logPath(at);
}

/**
 * Rolls `from`…`from + count − 1` of roll_pair_v1.
 * @param mac - HMAC keyed by the server seed ({@link keyedMac})
 * @param clientSeeds - the players' seeds, in order
 * @throws InputError naming `mac`, `clientSeeds`, `count` or `from` when it is not what is expected
 */
export function rollPairs(mac: MacFn, clientSeeds: readonly string[], count: number, from = 1): Pair[] {
  need(typeof mac === 'function', 'mac', MAC);
  need(isStrings(clientSeeds), 'clientSeeds', 'an array of strings');
  need(isInt(count, 0), 'count', COUNT);
  need(isInt(from, 1), 'from', FROM);
  return rolls(mac, clientSeeds, count, from);
}

/**
 * Dice `from`…`from + count − 1` of die_round_v1; `null` where 16 rounds produced no byte < 252.
 * @param mac - HMAC keyed by the UTF-8 server seed
 * @param clientSeed - the players' seeds joined with `:`
 * @throws InputError naming `mac`, `clientSeed`, `count` or `from`
 */
export function dieRounds(mac: MacFn, clientSeed: string, count: number, from = 1): (number | null)[] {
  need(typeof mac === 'function', 'mac', MAC);
  need(typeof clientSeed === 'string', 'clientSeed', TEXT);
  need(isInt(count, 0), 'count', COUNT);
  need(isInt(from, 1), 'from', FROM);
  return dice(mac, clientSeed, count, from);
}

/**
 * A match_seed_v2 match: the seat order and `count` items of the game's list.
 * @throws InputError naming `mac`, `game` (one of MATCH_GAMES), `matchId`, `clientSeeds` or `count`
 */
export function computeMatch(mac: MacFn, game: MatchGame, matchId: string, clientSeeds: readonly string[], count: number): MatchOutcome {
  need(typeof mac === 'function', 'mac', MAC);
  need(MATCH_GAMES.includes(game), 'game', `one of ${MATCH_GAMES.join(', ')}`);
  need(typeof matchId === 'string', 'matchId', TEXT);
  need(isStrings(clientSeeds), 'clientSeeds', 'an array of strings');
  need(isInt(count, 0), 'count', COUNT);
  return match(mac, game, matchId, clientSeeds, count);
}

/**
 * Recompute hand `n` of session `session` at table `table` (poker_hmac_v1).
 * @param sessionMac - HMAC keyed by the UTF-8 session server seed
 * @param seats - [seat number, client seed] pairs
 * @throws InputError naming `sessionMac`, `table`, `session`, `n` or `seats`
 */
export function computeHand(sessionMac: MacFn, table: string, session: string, n: number, seats: readonly (readonly [number, string])[]): HandOutcome {
  need(typeof sessionMac === 'function', 'sessionMac', MAC);
  need(typeof table === 'string', 'table', TEXT);
  need(typeof session === 'string', 'session', TEXT);
  need(isInt(n, 1), 'n', FROM);
  need(Array.isArray(seats) && seats.every((s) => Array.isArray(s) && s.length === 2 && isInt(s[0], 0) && typeof s[1] === 'string'), 'seats', '[seat, client seed] pairs');
  return hand(sessionMac, table, session, n, seats);
}

/**
 * Decide White in chess_colour_v1 (`A` or `B`); seedB and commitB are undefined against a bot.
 * @throws InputError naming the first argument that is not a string (`seedB`, `commitB`: or undefined)
 */
export function chessWhite(seedA: string, seedB: string | undefined, commitA: string, commitB: string | undefined, clientA: string, clientB: string): 'A' | 'B' {
  need(typeof seedA === 'string', 'seedA', TEXT);
  need(seedB === undefined || typeof seedB === 'string', 'seedB', 'a string or undefined');
  need(typeof commitA === 'string', 'commitA', TEXT);
  need(commitB === undefined || typeof commitB === 'string', 'commitB', 'a string or undefined');
  need(typeof clientA === 'string', 'clientA', TEXT);
  need(typeof clientB === 'string', 'clientB', TEXT);
  return white(seedA, seedB, commitA, commitB, clientA, clientB);
}

/**
 * The Merkle path (6 hex siblings, leaf up) of card `position` in a hand's tree (computeHand's `levels`).
 * @throws InputError naming `levels` (not a hand's 7 levels) or `position` (not 0–63)
 */
export function merklePath(levels: Uint8Array[][], position: number): string[] {
  need(Array.isArray(levels) && levels.length === 7 && levels.every((l, d) => Array.isArray(l) && l.length === 64 >> d && l.every((h) => isBytes(h, 32))), 'levels', "a hand's Merkle tree levels (computeHand)");
  need(isInt(position, 0, 63), 'position', 'an integer 0–63');
  return merklePathOf(levels, position);
}

/**
 * The root (hex) rebuilt from a receipt: the leaf of (position, card, salt) hashed up its 6-step path.
 * @throws InputError naming `position` (0–63), `card` (0–51), `saltHex` or `path` (64 hex digits each)
 */
export function rootFromPath(position: number, card: number, saltHex: string, path: readonly string[]): string {
  need(isInt(position, 0, 63), 'position', 'an integer 0–63');
  need(isInt(card, 0, 51), 'card', 'a card id 0–51');
  need(isHash(saltHex), 'saltHex', '64 hex digits');
  need(Array.isArray(path) && path.length === 6 && path.every(isHash), 'path', '6 hashes of 64 hex digits');
  return rootOf(position, card, saltHex, path);
}
