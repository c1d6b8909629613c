/**
 * verify and verifyProof with the Ed25519 check built in: what the server, verifier.js and the /log
 * page use (lib/fair's index exports these). Pages that verify documents import `lib/fair/core`
 * instead and load `log/ed25519.ts` only when a document has log parts.
 */
import { signatureOk } from './log/ed25519';
import type { Proof, Report } from './schemes';
import { verify as verifyWith, verifyProof as verifyProofWith, type VerifyOptions } from './verify';

/**
 * Verify a proof document: validate it, recompute every event, compare; check its `log` parts
 * (log.md) against `opts.vkey`. A failed verification is a report (`ok: false`), never an exception.
 * @throws InputError when the document is not a valid proof document, or vkey is not a verifier key
 */
export const verify = (doc: unknown, opts?: VerifyOptions): Report => verifyWith(doc, { signatures: signatureOk, ...opts });

/** {@link verify} of an already parsed proof. */
export const verifyProof = (p: Proof, opts?: VerifyOptions): Report => verifyProofWith(p, { signatures: signatureOk, ...opts });
