/**
 * fair-proofs verifier library: pure, isomorphic, dependency-light (@noble/hashes; @noble/ed25519 for
 * the commitment log's checkpoints, see log/ed25519.ts).
 * Public API used by the server, verifier.js and the /log page: `core.ts` (what pages that verify
 * documents import) with the Ed25519 check built into `verify`/`verifyProof`, and the log's API.
 * Each scheme lives in its own module (schemes/<scheme>.ts, registered in schemes/index.ts).
 */
// signed first: the bundle then keeps the curve code where verifier.js's size was measured
export { verify, verifyProof } from './signed';
export * from './core';
export * as log from './log';
export {
  leafHash, verifyInclusion, verifyConsistency, verifyCheckpoint, signatureOk, treeRoot, inclusionProof, consistencyProof,
} from './log';
export type { LeafSource } from './log';
