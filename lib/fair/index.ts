/**
 * fair-proofs verifier library: pure, isomorphic, dependency-light (@noble/hashes; @noble/ed25519 for
 * the commitment log's checkpoints, see log/ed25519.ts).
 * Public API used by the pages, the API and verifier.js.
 */
export { verify, verifyProof, verdictOf, exitCodeOf, isLogPath, logPartsOf, NO_VKEY } from './verify';
export type { VerifyOptions } from './verify';
export { parseProof, BALOOT, MATCH_GAMES, MAX_EVENTS, MAX_DEALS } from './parse';
export { InputError, isInputError } from './errors';
export { parseCheckLink, buildCheckLink, base64urlEncode, base64urlDecode } from './link';
export { parseRecordedRolls } from './rolls';
export { diagnose, hintText } from './diagnose';
export type { Hint, HintCode } from './diagnose';
export { cardLabel, cardRank, cardSuit, cardId, isRed, dieFace, rollLabel, RANKS, SUITS, SUIT_SYMBOLS } from './cards';
export { tileInfo, tileKind, tileLabel } from './tiles';
export type { TileInfo, TileSuit } from './tiles';
export { sha256Hex, hmacHex, keyedMac } from './hash';
export type { MacFn } from './hash';
export { rollPairs } from './roll-pair';
export { dieRounds } from './die-round';
export { computeMatch, matchFromWords, matchPrefix } from './match-seed';
export type { MatchOutcome } from './match-seed';
export { computeHand, seatsText } from './poker';
export { rootFromPath, leafHex, treeLevels, merklePath } from './merkle';
export { chessWhite } from './chess';
export { DrawStream, macWordSource, wordFromMac, SPAN } from './stream';
export type { WordSource } from './stream';
export type * from './types';
export * as log from './log';
export {
  leafHash, verifyInclusion, verifyConsistency, verifyCheckpoint, entryFor, treeRoot, inclusionProof, consistencyProof,
  parseVerifierKey, parseCheckpoint, verifierKeyText, keyIdOf, base64Encode, base64Decode,
} from './log';
export type { CheckpointResult, CheckpointBody, VerifierKey, LeafSource } from './log';
