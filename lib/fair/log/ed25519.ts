/**
 * Ed25519 (RFC 8032) for the commitment log's checkpoints: @noble/ed25519 with @noble/hashes' SHA-512.
 * The one place the library's synchronous hash is set; everything that signs or verifies — the
 * checkpoint check (`signatureOk`, `verifyCheckpoint`), the site's signer (lib/db/log/key.ts), scripts and tests — imports it from
 * this file, never from @noble/ed25519 directly.
 */
import { hashes, verify } from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';

import { isBytes, need } from '../errors';
import { checkCheckpoint, type CheckpointResult, type SignatureCheck, type VerifierKey } from './checkpoint';

hashes.sha512 = sha512;

/** The strict Ed25519 check the log's checkpoints are verified with (no ZIP-215 leniency); lib/fair's own calls pass bytes of the right lengths. */
export const strictOk: SignatureCheck = (sig, msg, publicKey) => verify(sig, msg, publicKey, { zip215: false });

/**
 * The strict Ed25519 check the log's checkpoints are verified with (no ZIP-215 leniency): true when
 * `sig` is `publicKey`'s signature of `msg`.
 * @throws InputError naming `sig` (not 64 bytes), `msg` (not bytes) or `publicKey` (not 32 bytes)
 */
export const signatureOk: SignatureCheck = (sig, msg, publicKey) => {
  need(isBytes(sig, 64), 'sig', 'a 64-byte signature');
  need(isBytes(msg), 'msg', 'the signed bytes');
  need(isBytes(publicKey, 32), 'publicKey', 'a 32-byte Ed25519 public key');
  return strictOk(sig, msg, publicKey);
};

/**
 * Verify a signed checkpoint with a verifier key: {@link checkCheckpoint} with Ed25519.
 * @throws InputError when the note is not a string or the verifier key is malformed
 */
export const verifyCheckpoint = (note: unknown, vkey: string | VerifierKey): CheckpointResult => checkCheckpoint(note, vkey, strictOk);

// signing and keys for the site's signer, scripts and tests; verification only through signatureOk (strict)
export { getPublicKey, sign, utils } from '@noble/ed25519';
