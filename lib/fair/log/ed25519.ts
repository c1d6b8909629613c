/**
 * Ed25519 (RFC 8032) for the commitment log's checkpoints: @noble/ed25519 with @noble/hashes' SHA-512.
 * The one place the library's synchronous hash is set; everything that signs or verifies — the
 * checkpoint check here, the site's signer (lib/db/log-key.ts), scripts and tests — imports it from
 * this file, never from @noble/ed25519 directly.
 */
import { hashes } from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';

hashes.sha512 = sha512;

export { getPublicKey, sign, utils, verify } from '@noble/ed25519';
