/**
 * verify and verifyProof with the Ed25519 check built in: what the server, verifier.js and the /log
 * page use (lib/fair's index exports these). Pages that verify documents import `lib/fair/core`
 * instead and load `log/ed25519.ts` only when a document has log parts.
 */
import { checkCosigned } from './log/cosigned';
import { strictOk as signatureOk } from './log/ed25519';
import type { Proof, Report } from './schemes';
import { proofArg, verify as verifyWith, verifyProof as verifyProofWith, type VerifyOptions } from './verify';

/**
 * Verify a proof document: validate it, recompute every event, compare; check its `log` parts
 * (log.md) against `opts.vkey`. A failed verification is a report (`ok: false`), never an exception.
 * @throws InputError when the document is not a valid proof document, or vkey is not a verifier key
 */
export const verify = (doc: unknown, opts?: VerifyOptions): Report => verifyWith(doc, opts, signatureOk, checkCosigned);

/**
 * {@link verify} of an already parsed proof.
 * @throws InputError (field `proof`) when proof is not one, or as {@link verify} for `opts`
 */
export const verifyProof = (proof: Proof, opts?: VerifyOptions): Report => {
  proofArg(proof);
  return verifyProofWith(proof, opts, signatureOk, checkCosigned);
};

/** {@link verifyProof} without the argument check, for lib/fair's own callers (verifier.js's command line) of parseProof's results. */
export const verifyParsed = (p: Proof, opts?: VerifyOptions): Report => verifyProofWith(p, opts, signatureOk, checkCosigned);
