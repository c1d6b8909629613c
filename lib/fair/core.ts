/**
 * lib/fair without Ed25519: everything a page needs to verify documents (index.ts adds the signature
 * check and the log's full API). `verify`, `verifyProof` and `verifySteps` here check log parts only
 * when given `signatures` (lib/fair/log/ed25519.ts' `signatureOk`), which a page imports dynamically
 * for a document that has log parts: a backgammon link never loads the curve arithmetic.
 */
export { verify, verdictOf, exitCodeOf } from './verify';
// with their argument checks (the originals, which verifier.js runs, take parseProof's results)
export {
  verifyProof, verifySteps, isLogPath, logPartsOf, hasSeed, rollPairs, dieRounds, computeMatch, computeHand, chessWhite, rootFromPath, merklePath,
} from './checked';
export type { VerifyOptions } from './verify';
export { parseProof } from './parse';
export { PUBLIC_FIELDS, SCHEMES, isScheme } from './schemes';
export type { AnyReport, Proof, Report, Scheme } from './schemes';
export type { LogStep, Progress, SchemeModule, SeedField } from './schemes/scheme';
export type { RollPairProof, RollPairReport } from './schemes/roll-pair';
export type { DieRoundProof, DieRoundReport } from './schemes/die-round';
export { MATCH_GAMES, MATCH_LIST } from './schemes/match-seed';
export type { BalootHand, MatchGame, MatchOutcome, MatchRecorded, MatchSeedProof, MatchSeedReport } from './schemes/match-seed';
export type { HandResult, PokerHand, PokerHandReport, PokerProof, PokerReport, Receipt, ReceiptReport } from './schemes/poker';
export type { ChessProof, ChessReport } from './schemes/chess';
export { InputError, isInputError } from './errors';
export type { Expected, InputCode, InputParams, Kind, Noun } from './errors';
export { parseCheckLink, buildCheckLink, base64urlEncode, base64urlDecode } from './link';
export { parseRecordedRolls } from './rolls';
export { diagnose } from './diagnose';
export type { Hint, HintCode } from './diagnose';
export { cardLabel, cardRank, cardSuit, cardId, isRed, dieFace, rollLabel, seatOrderLabel, SUIT_SYMBOLS } from './cards';
export { tileInfo, tileLabel } from './tiles';
export type { TileInfo, TileSuit } from './tiles';
export { sha256Hex, hmacHex, keyedMac } from './hash';
export { pastedHex } from './hex';
export type { MacFn } from './hash';
export type * from './types';
export { keyIdOf, parseCheckpoint, parseVerifierKey, verifierKeyText } from './log/checkpoint';
export type { CheckpointBody, CheckpointResult, SignatureCheck, VerifierKey } from './log/checkpoint';
export { entryFor } from './log/entry';
export { base64Decode, base64Encode } from './base64';
