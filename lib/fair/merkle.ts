/** The poker Merkle tree over 64 leaves: leaves, nodes, roots and paths (hex texts hashed as ASCII). */
import { SHA256 } from './hash';
import { ascii, toHex, writeHexAscii, writeDecimal, hexToBytes } from './hex';

const NODE_PREFIX = ascii('pk1:node:');
const LEAF_PREFIX = ascii('pk1:leaf:');
/** hex(SHA-256("pk1:pad")), as bytes: leaves 52…63. */
export const PAD_LEAF: Uint8Array = SHA256.into(ascii('pk1:pad'));

const nodeBuf = new Uint8Array(NODE_PREFIX.length + 128);
nodeBuf.set(NODE_PREFIX);
const leafBuf = new Uint8Array(LEAF_PREFIX.length + 10 + 64);
leafBuf.set(LEAF_PREFIX);

/** Parent digest of two child digests: SHA-256("pk1:node:" hex(left) hex(right)). */
export function nodeBytes(left: Uint8Array, right: Uint8Array): Uint8Array {
  writeHexAscii(left, nodeBuf, NODE_PREFIX.length);
  writeHexAscii(right, nodeBuf, NODE_PREFIX.length + 64);
  return SHA256.into(nodeBuf);
}

/** Leaf digest SHA-256("pk1:leaf:" i ":" card ":" salt) where `salt` is the 32 salt bytes (hashed as hex text). */
export function leafBytes(position: number, card: number, salt: Uint8Array): Uint8Array {
  let off = writeDecimal(leafBuf, LEAF_PREFIX.length, position);
  leafBuf[off++] = 58;
  off = writeDecimal(leafBuf, off, card);
  leafBuf[off++] = 58;
  off = writeHexAscii(salt, leafBuf, off);
  return SHA256.into(leafBuf.subarray(0, off));
}

/** Hex leaf hash for position `i` holding `card` with hex `salt`. */
export function leafHex(position: number, card: number, saltHex: string): string {
  return toHex(leafBytes(position, card, hexToBytes(saltHex)));
}

/** All levels of the tree, from the 64 leaves (level 0) up to the root (level 6). */
export function treeLevels(leaves52: readonly Uint8Array[]): Uint8Array[][] {
  const leaves = leaves52.slice();
  while (leaves.length < 64) leaves.push(PAD_LEAF);
  const levels: Uint8Array[][] = [leaves];
  let cur = leaves;
  while (cur.length > 1) {
    const up: Uint8Array[] = [];
    for (let i = 0; i < cur.length; i += 2) up.push(nodeBytes(cur[i]!, cur[i + 1]!));
    levels.push(up);
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
