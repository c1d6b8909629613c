/**
 * RFC 9162 §2.1 Merkle tree math over bytes: leaf and node hashes, the Merkle Tree Hash of the
 * first n leaves, inclusion and consistency proofs (generation, §2.1.3.1 / §2.1.4.1) and their
 * verification (exactly the algorithms of §2.1.3.2 / §2.1.4.2).
 *
 * Proof generation is ONE recursion for every caller: PATH and SUBPROOF give the leaf ranges
 * [start, end) whose Merkle Tree Hashes make up a proof, and each range's hash is a right fold over
 * the complete subtrees it is made of, taken from a {@link SubtreeSource}. Here that source
 * recomputes subtrees from the leaves (O(n), for tests, tools and the auditor); the server's
 * (lib/db/log/tree.ts) reads stored subtree hashes, all of a proof's in one read (O(log n)).
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

/** A complete subtree: the 2^level leaves from leaf index·2^level on. */
export interface NodeId {
  level: number;
  index: number;
}

/** The hash of a complete subtree (its Merkle Tree Hash); asked only for subtrees of the tree being proven. */
export type SubtreeSource = (level: number, index: number) => Hash;

/** [start, end): the leaves a range hash covers. */
export type Range = readonly [number, number];

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

// ─── proof generation: which ranges ───────────────────────────────────────

function checkSizes(a: number, b: number, what: string): void {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b < 0) throw new Error(`${what}: expected non-negative integers`);
}

/** PATH(m, D[start:end]) of RFC 9162 §2.1.3.1: the ranges of its hashes, appended to `out` leaf up. */
function path(m: number, start: number, end: number, out: Range[]): void {
  const n = end - start;
  if (n === 1) return;
  const k = splitPoint(n);
  if (m < k) {
    path(m, start, start + k, out);
    out.push([start + k, end]);
  } else {
    path(m - k, start + k, end, out);
    out.push([start, start + k]);
  }
}

/** SUBPROOF(m, D[start:end], b) of RFC 9162 §2.1.4.1: the ranges of its hashes, appended to `out`. */
function subproof(m: number, start: number, end: number, b: boolean, out: Range[]): void {
  const n = end - start;
  if (m === n) {
    if (!b) out.push([start, end]);
    return;
  }
  const k = splitPoint(n);
  if (m <= k) {
    subproof(m, start, start + k, b, out);
    out.push([start + k, end]);
  } else {
    subproof(m - k, start + k, end, false, out);
    out.push([start, start + k]);
  }
}

/**
 * The ranges whose hashes form the inclusion proof (audit path, leaf up) of leaf `index` in the tree
 * of the first `size` leaves (RFC 9162 §2.1.3.1).
 * @throws Error when index ≥ size (there is no such proof)
 */
export function inclusionRanges(index: number, size: number): Range[] {
  checkSizes(index, size, 'inclusionProof');
  if (index >= size) throw new Error(`inclusionProof: index ${index} is not below size ${size}`);
  const out: Range[] = [];
  path(index, 0, size, out);
  return out;
}

/**
 * The ranges whose hashes form the consistency proof between the trees of the first `from` and `to`
 * leaves (RFC 9162 §2.1.4.1); none when from = to.
 * @throws Error when from = 0 or from > to (there is no such proof)
 */
export function consistencyRanges(from: number, to: number): Range[] {
  checkSizes(from, to, 'consistencyProof');
  if (from < 1 || from > to) throw new Error(`consistencyProof: expected 0 < from ≤ to, got ${from}, ${to}`);
  const out: Range[] = [];
  if (from < to) subproof(from, 0, to, true, out);
  return out;
}

// ─── proof generation: range hashes from subtree hashes ───────────────────

/**
 * The complete subtrees that make up [start, end), left to right. For the ranges the recursion
 * produces (and [0, n)) start is a multiple of a power of 2 ≥ end − start, so their sizes strictly
 * decrease and the range's Merkle Tree Hash is their right fold ({@link rangeHash}).
 */
export function subtreesOf(start: number, end: number): NodeId[] {
  const out: NodeId[] = [];
  let s = start;
  while (s < end) {
    let size = 1;
    let level = 0;
    while (s % (size * 2) === 0 && s + size * 2 <= end) {
      size *= 2;
      level++;
    }
    out.push({ level, index: s / size });
    s += size;
  }
  return out;
}

/** MTH(D[start:end]) (end > start, a range of {@link subtreesOf}'s kind): the right fold of its subtrees' hashes. */
export function rangeHash(source: SubtreeSource, [start, end]: Range): Hash {
  const ids = subtreesOf(start, end);
  const last = ids[ids.length - 1];
  if (!last) throw new Error(`rangeHash: empty range [${start}, ${end})`);
  let h = source(last.level, last.index);
  for (let i = ids.length - 2; i >= 0; i--) h = nodeHash(source(ids[i]!.level, ids[i]!.index), h);
  return h;
}

function getter(src: LeafSource): (i: number) => Hash {
  const raw = typeof src === 'function' ? src : (i: number) => src[i]!;
  return (i) => {
    const h = raw(i);
    const b = typeof h === 'string' ? hexToBytes(h) : h;
    if (!(b instanceof Uint8Array) || b.length !== 32) throw new Error(`leaf hash ${i} is not 32 bytes`);
    return b;
  };
}

/** Subtree hashes recomputed from the leaves: 2^level − 1 node hashes per subtree asked for. */
function fromLeaves(source: LeafSource): SubtreeSource {
  const leaf = getter(source);
  const subtree = (level: number, index: number): Hash =>
    level === 0 ? leaf(index) : nodeHash(subtree(level - 1, 2 * index), subtree(level - 1, 2 * index + 1));
  return subtree;
}

/**
 * The Merkle Tree Hash of the first `size` leaves (RFC 9162 §2.1.1); the empty tree's is SHA-256 of nothing.
 * @param size - number of leaves (defaults to the array length for an array source)
 */
export function treeRootBytes(source: LeafSource, size?: number): Hash {
  const n = size ?? (typeof source === 'function' ? NaN : source.length);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('tree size must be a non-negative integer');
  if (n === 0) return EMPTY_ROOT;
  return rangeHash(fromLeaves(source), [0, n]);
}

/**
 * The inclusion proof (audit path) of leaf `index` in the tree of the first `size` leaves (RFC 9162 §2.1.3.1).
 * @throws Error when index ≥ size (there is no such proof)
 */
export function inclusionProofBytes(index: number, size: number, source: LeafSource): Hash[] {
  const ranges = inclusionRanges(index, size);
  const subtrees = fromLeaves(source);
  return ranges.map((r) => rangeHash(subtrees, r));
}

/**
 * The consistency proof between the trees of the first `from` and `to` leaves (RFC 9162 §2.1.4.1);
 * empty when from = to.
 * @throws Error when from = 0 or from > to (there is no such proof)
 */
export function consistencyProofBytes(from: number, to: number, source: LeafSource): Hash[] {
  const ranges = consistencyRanges(from, to);
  const subtrees = fromLeaves(source);
  return ranges.map((r) => rangeHash(subtrees, r));
}

// ─── verification ──────────────────────────────────────────────────────────

/** Byte equality (constant time for equal lengths). */
export function equal(a: Uint8Array, b: Uint8Array): boolean {
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
