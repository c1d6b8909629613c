/** The poker Merkle tree over 64 leaves: leaves, nodes, roots and paths (hex texts hashed as ASCII). */
import { SHA256 } from './hash';
import { ascii, toHex, writeHexAscii, writeDecimal, hexToBytes } from './hex';

// Message buffers (the spaces after the prefix are overwritten before any hashing):
/** "pk1:node:" (9 bytes), then the two children's hex (128). */
const nodeBuf = ascii('pk1:node:'.padEnd(137));
/** "pk1:leaf:" (9 bytes), then position, card and two colons (≤ 6), then the salt's hex (64). */
const leafBuf = ascii('pk1:leaf:'.padEnd(83));
/** leafBuf's first n bytes, by n: a leaf makes no new view. */
const leafViews: Uint8Array[] = [];

/** Parent digest of two child digests: SHA-256("pk1:node:" hex(left) hex(right)). */
export function nodeBytes(left: Uint8Array, right: Uint8Array): Uint8Array {
  writeHexAscii(left, nodeBuf, 9);
  writeHexAscii(right, nodeBuf, 73);
  return SHA256.into(nodeBuf);
}

/**
 * PADS[d]: the node over 2^d pad leaves, computed once; PADS[0] is the pad leaf, hex(SHA-256("pk1:pad"))
 * as bytes (leaves 52…63). 10 of a hand's 63 nodes (30 of its ~506 SHA-256 blocks) are these.
 */
const PADS = [SHA256.into(ascii('pk1:pad'))];
for (let d = 0; d < 5; d++) PADS.push(nodeBytes(PADS[d]!, PADS[d]!));

/** Leaf digest SHA-256("pk1:leaf:" i ":" card ":" salt) where `salt` is the 32 salt bytes (hashed as hex text). */
export function leafBytes(position: number, card: number, salt: Uint8Array): Uint8Array {
  let off = writeDecimal(leafBuf, 9, position);
  leafBuf[off++] = 58;
  off = writeDecimal(leafBuf, off, card);
  leafBuf[off++] = 58;
  off = writeHexAscii(salt, leafBuf, off);
  return SHA256.into((leafViews[off] ??= leafBuf.subarray(0, off)));
}

/** Hex leaf hash for position `i` holding `card` with hex `salt`. */
export function leafHex(position: number, card: number, saltHex: string): string {
  return toHex(leafBytes(position, card, hexToBytes(saltHex)));
}

/** All levels of the tree, from the 64 leaves (level 0) up to the root (level 6). */
export function treeLevels(leaves52: readonly Uint8Array[]): Uint8Array[][] {
  const levels: Uint8Array[][] = [];
  let cur = leaves52.slice();
  for (let d = 0; d < 7; d++) {
    // the nodes past the last real one cover pads only: PADS[d], not hashed again — copied, so that
    // a caller changing a hand's levels (computeHand returns them) cannot change every later hand's
    const real = cur.length;
    while (cur.length < 64 >> d) cur.push(PADS[d]!.slice());
    levels.push(cur);
    const up: Uint8Array[] = [];
    for (let i = 0; i < real && d < 6; i += 2) up.push(nodeBytes(cur[i]!, cur[i + 1]!));
    cur = up;
  }
  return levels;
}

/** The Merkle path (6 hex siblings, leaf up) of `position` in a tree from {@link treeLevels}. */
export function merklePath(levels: Uint8Array[][], position: number): string[] {
  const path: string[] = [];
  let idx = position;
  for (let d = 0; d < 6; d++) {
    path.push(toHex(levels[d]![idx ^ 1]!));
    idx >>= 1;
  }
  return path;
}

/**
 * The root rebuilt from a receipt: the leaf of (position, card, salt) hashed up its path
 * (bit d of the position set = the node is the right child at level d).
 */
export function rootFromPath(position: number, card: number, saltHex: string, path: readonly string[]): string {
  let node = leafBytes(position, card, hexToBytes(saltHex));
  for (let d = 0; d < path.length; d++) {
    const sib = hexToBytes(path[d]!);
    node = (position >> d) & 1 ? nodeBytes(sib, node) : nodeBytes(node, sib);
  }
  return toHex(node);
}
