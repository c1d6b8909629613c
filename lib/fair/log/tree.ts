/**
 * RFC 9162 §2.1 Merkle tree math over bytes: leaf and node hashes, the Merkle Tree Hash of the
 * first n leaves, inclusion and consistency proofs (generation, §2.1.3.1 / §2.1.4.1) and their
 * verification (exactly the algorithms of §2.1.3.2 / §2.1.4.2).
 *
 * Sizes and indexes are plain numbers (safe integers, up to 2^53 − 1): no 32-bit bit operations.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8 } from '../hex';

/** A leaf hash or tree hash: 32 bytes. */
export type Hash = Uint8Array;

/**
 * The leaves of a tree for proof generation: an array of leaf hashes (bytes or hex), or a
 * getter returning the leaf hash at an index (called only for indexes below the tree size).
 */
export type LeafSource = readonly (Uint8Array | string)[] | ((index: number) => Uint8Array | string);

/** SHA-256 of nothing: the root of the empty tree. */
export const EMPTY_ROOT: Hash = sha256(new Uint8Array(0));

const nodeBuf = new Uint8Array(65);
nodeBuf[0] = 1;

/** Leaf hash = SHA-256(0x00 || entry bytes); a text is hashed as its UTF-8 bytes. */
export function leafHashBytes(entry: Uint8Array | string): Hash {
  const b = typeof entry === 'string' ? utf8(entry) : entry;
  const buf = new Uint8Array(b.length + 1);
  buf.set(b, 1);
  return sha256(buf);
}

/** Node hash = SHA-256(0x01 || left || right). */
export function nodeHash(left: Hash, right: Hash): Hash {
  nodeBuf.set(left, 1);
  nodeBuf.set(right, 33);
  return sha256(nodeBuf);
}

/** Largest power of 2 strictly below n (n ≥ 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function isPow2(n: number): boolean {
  return n >= 1 && splitPoint(n * 2) === n;
}

const lsb = (x: number) => x % 2 === 1;
const half = (x: number) => Math.floor(x / 2);

function getter(src: LeafSource): (i: number) => Hash {
  const raw = typeof src === 'function' ? src : (i: number) => src[i]!;
  return (i) => {
    const h = raw(i);
    const b = typeof h === 'string' ? hexToBytes(h) : h;
    if (!(b instanceof Uint8Array) || b.length !== 32) throw new Error(`leaf hash ${i} is not 32 bytes`);
    return b;
  };
}

/** MTH(D[start:end]) over a leaf getter (end > start). */
function rangeHash(leaf: (i: number) => Hash, start: number, end: number): Hash {
  const n = end - start;
  if (n === 1) return leaf(start);
  const k = splitPoint(n);
  return nodeHash(rangeHash(leaf, start, start + k), rangeHash(leaf, start + k, end));
}

/**
 * The Merkle Tree Hash of the first `size` leaves (RFC 9162 §2.1.1); the empty tree's is SHA-256 of nothing.
 * @param size - number of leaves (defaults to the array length for an array source)
 */
export function treeRootBytes(source: LeafSource, size?: number): Hash {
  const n = size ?? (typeof source === 'function' ? NaN : source.length);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('tree size must be a non-negative integer');
  if (n === 0) return EMPTY_ROOT;
  return rangeHash(getter(source), 0, n);
}

/** PATH(m, D[start:end]) of RFC 9162 §2.1.3.1, appended to `out` (leaf up). */
function path(leaf: (i: number) => Hash, m: number, start: number, end: number, out: Hash[]): void {
  const n = end - start;
  if (n === 1) return;
  const k = splitPoint(n);
  if (m < k) {
    path(leaf, m, start, start + k, out);
    out.push(rangeHash(leaf, start + k, end));
  } else {
    path(leaf, m - k, start + k, end, out);
    out.push(rangeHash(leaf, start, start + k));
  }
}

/** SUBPROOF(m, D[start:end], b) of RFC 9162 §2.1.4.1, appended to `out`. */
function subproof(leaf: (i: number) => Hash, m: number, start: number, end: number, b: boolean, out: Hash[]): void {
  const n = end - start;
  if (m === n) {
    if (!b) out.push(rangeHash(leaf, start, end));
    return;
  }
  const k = splitPoint(n);
  if (m <= k) {
    subproof(leaf, m, start, start + k, b, out);
    out.push(rangeHash(leaf, start + k, end));
  } else {
    subproof(leaf, m - k, start + k, end, false, out);
    out.push(rangeHash(leaf, start, start + k));
  }
}

function checkSizes(a: number, b: number, what: string): void {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b < 0) throw new Error(`${what}: expected non-negative integers`);
}

/**
 * The inclusion proof (audit path) of leaf `index` in the tree of the first `size` leaves (RFC 9162 §2.1.3.1).
 * @throws Error when index ≥ size (there is no such proof)
 */
export function inclusionProofBytes(index: number, size: number, source: LeafSource): Hash[] {
  checkSizes(index, size, 'inclusionProof');
  if (index >= size) throw new Error(`inclusionProof: index ${index} is not below size ${size}`);
  const out: Hash[] = [];
  path(getter(source), index, 0, size, out);
  return out;
}

/**
 * The consistency proof between the trees of the first `from` and `to` leaves (RFC 9162 §2.1.4.1);
 * empty when from = to.
 * @throws Error when from = 0 or from > to (there is no such proof)
 */
export function consistencyProofBytes(from: number, to: number, source: LeafSource): Hash[] {
  checkSizes(from, to, 'consistencyProof');
  if (from < 1 || from > to) throw new Error(`consistencyProof: expected 0 < from ≤ to, got ${from}, ${to}`);
  const out: Hash[] = [];
  if (from < to) subproof(getter(source), from, 0, to, true, out);
  return out;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i]! ^ b[i]!;
  return d === 0;
}

/** The root an inclusion path leads to (RFC 9162 §2.1.3.2 steps 1–4), or null when the path cannot fit. */
export function rootFromInclusion(index: number, size: number, leaf: Hash, hashes: readonly Hash[]): Hash | null {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return null;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of hashes) {
    if (p.length !== 32) return null;
    if (sn === 0) return null;
    if (lsb(fn) || fn === sn) {
      r = nodeHash(p, r);
      if (!lsb(fn)) {
        while (!lsb(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 ? r : null;
}

/** RFC 9162 §2.1.3.2: does `hashes` prove leaf `index` with hash `leaf` in the tree of `size` leaves with `root`? */
export function verifyInclusionBytes(index: number, size: number, leaf: Hash, hashes: readonly Hash[], root: Hash): boolean {
  if (leaf.length !== 32 || root.length !== 32) return false;
  const r = rootFromInclusion(index, size, leaf, hashes);
  return r !== null && equal(r, root);
}

/**
 * RFC 9162 §2.1.4.2: does `hashes` prove the tree of `from` leaves with `oldRoot` is a prefix of the
 * tree of `to` leaves with `newRoot`? from = to holds with an empty proof iff the roots are equal;
 * from = 0 and from > to are false.
 */
export function verifyConsistencyBytes(from: number, to: number, hashes: readonly Hash[], oldRoot: Hash, newRoot: Hash): boolean {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 1 || from > to) return false;
  if (oldRoot.length !== 32 || newRoot.length !== 32 || hashes.some((h) => h.length !== 32)) return false;
  if (from === to) return hashes.length === 0 && equal(oldRoot, newRoot);
  // 1. an empty proof fails
  if (hashes.length === 0) return false;
  // 2. a power-of-2 first tree is its own first subtree
  const path = isPow2(from) ? [oldRoot, ...hashes] : hashes;
  // 3.
  let fn = from - 1;
  let sn = to - 1;
  // 4.
  while (lsb(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  // 5.
  let fr = path[0]!;
  let sr = path[0]!;
  // 6.
  for (let i = 1; i < path.length; i++) {
    const c = path[i]!;
    if (sn === 0) return false;
    if (lsb(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (!lsb(fn)) {
        while (!lsb(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  // 7.
  return sn === 0 && equal(fr, oldRoot) && equal(sr, newRoot);
}
