/**
 * The commitment log's public math (log.md): hex in, booleans out. The verifying functions return
 * false for anything that does not verify and raise InputError only for values that are not numbers
 * or hex; the generating ones (treeRoot, inclusionProof, consistencyProof) raise it, naming the
 * argument, for sizes and leaves they cannot use.
 */
import { fail, isBytes, isInt, need } from '../errors';
import { hexToBytes, isHex, toHex } from '../hex';
import { checkCosigned, type CosignedResult } from './cosigned';
import { strictOk } from './ed25519';
import { checkTlogProof, type TlogProofOptions, type TlogProofResult } from './tlog-proof';
import { parseVerifierKey } from './checkpoint';
import type { Policy } from './policy';
import {
  consistencyProofBytes, inclusionProofBytes, leafHashBytes, treeRootBytes, verifyConsistencyBytes, verifyInclusionBytes,
  type Hash, type LeafSource,
} from './tree';

// The public API only (lib/fair's `log`): the byte-level tree math (tree.ts), the checkpoint check with an
// injected signature check (checkpoint.ts) and a proof's own entry (entry.ts) are imported from their modules.
export { base64Decode, base64Encode } from '../base64';
export {
  keyIdOf, parseCheckpoint, parseVerifierKey, verifierKeyText,
  type CheckpointBody, type CheckpointResult, type SignatureCheck, type VerifierKey,
} from './checkpoint';
export { signatureOk, verifyCheckpoint } from './ed25519';
// the open log's formats (tiles.ts, policy.ts, cosignature.ts, tlog-proof.ts) are imported from their
// modules; the public API has the two checks log.md names
export type { Policy } from './policy';
export type { CosignedResult, WitnessResult } from './cosigned';
export type { TlogProofOptions, TlogProofResult } from './tlog-proof';
export { ENTRY_HEADER, entryFor } from './entry';
export type { Hash, LeafSource } from './tree';

function number(v: unknown, field: string): number {
  if (typeof v !== 'number' || Number.isNaN(v)) fail(field, 'argument', { what: `a number, got ${v === null ? 'null' : typeof v}` });
  return v;
}

/** A hex argument: InputError when not a hex string; null when hex but not 32 bytes (does not verify). */
function hash(v: unknown, field: string): Hash | null {
  if (typeof v !== 'string' || !isHex(v)) fail(field, 'argument', { what: 'a hex string' });
  return v.length === 64 ? hexToBytes(v) : null;
}

function hashList(v: unknown, field: string): (Hash | null)[] {
  if (!Array.isArray(v)) fail(field, 'argument', { what: 'an array of hex strings' });
  return v.map((h, i) => hash(h, `${field}[${i}]`));
}

/** Leaf hash (hex) of an entry: SHA-256(0x00 || UTF-8 bytes of the text); bytes are hashed as given. */
export function leafHash(entry: string | Uint8Array): string {
  if (typeof entry !== 'string' && !(entry instanceof Uint8Array)) fail('entry', 'argument', { what: 'the entry text' });
  return toHex(leafHashBytes(entry));
}

/**
 * RFC 9162 §2.1.3.2: true when `hashes` (the audit path, leaf up) leads from `leafHashHex` at `index`
 * to `rootHex` in a tree of `size` leaves.
 * @throws InputError when index or size is not a number, or a hash is not a hex string
 */
export function verifyInclusion(index: number, size: number, leafHashHex: string, hashesHex: readonly string[], rootHex: string): boolean {
  const i = number(index, 'index');
  const n = number(size, 'size');
  const leaf = hash(leafHashHex, 'leafHash');
  const hs = hashList(hashesHex, 'hashes');
  const root = hash(rootHex, 'root');
  if (!leaf || !root || hs.some((h) => h === null)) return false;
  return verifyInclusionBytes(i, n, leaf, hs as Hash[], root);
}

/**
 * RFC 9162 §2.1.4.2: true when `hashes` proves the tree of `from` leaves (root `oldRootHex`) is a prefix
 * of the tree of `to` leaves (root `newRootHex`). from = to: true iff the proof is empty and the roots
 * equal; from = 0 or from > to: false.
 * @throws InputError when from or to is not a number, or a hash is not a hex string
 */
export function verifyConsistency(from: number, to: number, hashesHex: readonly string[], oldRootHex: string, newRootHex: string): boolean {
  const m = number(from, 'from');
  const n = number(to, 'to');
  const hs = hashList(hashesHex, 'hashes');
  const a = hash(oldRootHex, 'oldRoot');
  const b = hash(newRootHex, 'newRoot');
  if (!a || !b || hs.some((h) => h === null)) return false;
  return verifyConsistencyBytes(m, n, hs as Hash[], a, b);
}

/**
 * The leaves and their count: an array (size ≤ its length, all of it when omitted) or a getter (size
 * required); returned as a getter that checks each leaf hash as the tree math asks for it.
 */
function leavesArg(leaves: unknown, size: unknown, sizeField = 'size'): (i: number) => Uint8Array | string {
  need(Array.isArray(leaves) || typeof leaves === 'function', 'leaves', 'an array of leaf hashes or a getter');
  need(size === undefined ? Array.isArray(leaves) : isInt(size, 0, Array.isArray(leaves) ? leaves.length : undefined), sizeField, 'an integer ≤ the number of leaves (required with a getter)');
  const get = typeof leaves === 'function' ? (leaves as (i: number) => unknown) : (i: number) => (leaves as unknown[])[i];
  return (i) => {
    const h = get(i);
    need(isBytes(h, 32) || (typeof h === 'string' && h.length === 64 && isHex(h)), `leaves[${i}]`, 'a 32-byte leaf hash (bytes or 64 hex digits)');
    return h;
  };
}

/**
 * Root (hex) of the tree of the first `size` leaves (all of an array source when size is omitted).
 * @throws InputError naming `leaves` (not an array or getter; `leaves[i]` for a leaf hash that is not 32 bytes) or `size`
 */
export function treeRoot(leaves: LeafSource, size?: number): string {
  const leaf = leavesArg(leaves, size);
  return toHex(treeRootBytes(leaf, size ?? leaves.length));
}

/**
 * Inclusion proof (hex, leaf up) of leaf `index` in the tree of the first `size` leaves (RFC 9162 §2.1.3.1),
 * for the server side. Costs O(size) hashes; the leaves come from an array or a getter.
 * @throws InputError when index ≥ size (or not integers), `leaves` is not an array or getter, or `size` exceeds the array
 */
export function inclusionProof(index: number, size: number, leaves: LeafSource): string[] {
  const i = number(index, 'index');
  const n = number(size, 'size');
  if (!Number.isSafeInteger(i) || !Number.isSafeInteger(n) || i < 0 || i >= n) fail('index', 'argument', { what: `an integer 0 ≤ index < size, got ${i}, ${n}` });
  return inclusionProofBytes(index, size, leavesArg(leaves, size)).map(toHex);
}

/**
 * Consistency proof (hex) from the tree of `from` leaves to the tree of `to` leaves (RFC 9162 §2.1.4.1);
 * empty when from = to.
 * @throws InputError when from = 0 or from > to (or not integers), `leaves` is not an array or getter, or `to` exceeds the array
 */
export function consistencyProof(from: number, to: number, leaves: LeafSource): string[] {
  const m = number(from, 'from');
  const n = number(to, 'to');
  if (!Number.isSafeInteger(m) || !Number.isSafeInteger(n) || m < 1 || m > n) fail('from', 'argument', { what: `integers 0 < from ≤ to, got ${m}, ${n}` });
  return consistencyProofBytes(from, to, leavesArg(leaves, to, 'to')).map(toHex);
}

/**
 * A checkpoint checked against a C2SP tlog-policy: signed by one of its logs (or `vkey`, for a policy
 * without `log` lines) and cosigned by its quorum; `witnesses` lists every witness of the policy with
 * whether its cosignature verifies and its time (seconds, as signed).
 * @throws InputError for a policy that does not parse (its field names the line) or a malformed vkey
 */
export function verifyCosigned(checkpointText: unknown, policy: string | Policy, vkey?: string): CosignedResult {
  return checkCosigned(checkpointText, policy, vkey === undefined ? undefined : parseVerifierKey(vkey), strictOk);
}

/**
 * Check a C2SP tlog-proof@v1 against its proof document (log.md, "Carrying a proof away"): the entry
 * rebuilt from the document, its inclusion at the proof's index, the log's signature and the policy's quorum.
 * @throws InputError for a malformed proof, document, key or policy, or opts not an object
 */
export function verifyTlogProof(proofText: unknown, document: unknown, opts: TlogProofOptions = {}): TlogProofResult {
  need(opts !== null && typeof opts === 'object', 'opts', 'an object ({ hand, vkey, policy })');
  return checkTlogProof(proofText, document, opts, strictOk);
}
