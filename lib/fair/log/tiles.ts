/**
 * C2SP tlog-tiles (log.md, "Tiles"): tile paths, which tiles a tree of a given size has, entry
 * bundles, and the tree's subtree hashes read back from tiles — so that an auditor who only has
 * the tiles (from the site, a mirror or a CDN) computes roots and proofs with the RFC 9162 math
 * of ./tree.ts.
 *
 * A tile at level L, index N holds, for i below its width, MTH(D[(N·256 + i)·256^L : (N·256 + i + 1)·256^L]):
 * the complete subtree at tree level 8L, index N·256 + i — which is what the server stores.
 */
import { nodeHash, rangeHash, type Hash, type SubtreeSource } from './tree';

/** Tile height: each tile spans 8 tree levels, 256 hashes wide when full. */
export const TILE_HEIGHT = 8;
export const TILE_WIDTH = 256;
/** The highest level tlog-tiles allows. */
const MAX_LEVEL = 63;

/** A tile: `level` is the tile level (`entries` for an entry bundle), `width` 1–256 (256: full). */
export interface TileRef {
  level: number | 'entries';
  index: number;
  width: number;
}

/** `<N>` of a tile path: 3-digit groups, all but the last prefixed with `x` (1234067 → `x001/x234/067`). */
export function encodeTileIndex(n: number): string {
  let s = String(n % 1000).padStart(3, '0');
  for (let rest = Math.floor(n / 1000); rest > 0; rest = Math.floor(rest / 1000)) s = `x${String(rest % 1000).padStart(3, '0')}/${s}`;
  return s;
}

/** The path of a tile below the log's prefix: `tile/<L>/<N>[.p/<W>]` or `tile/entries/<N>[.p/<W>]`. */
export function tilePath(t: TileRef): string {
  return `tile/${t.level}/${encodeTileIndex(t.index)}${t.width < TILE_WIDTH ? `.p/${t.width}` : ''}`;
}

const PATH_RE = /^tile\/(entries|0|[1-9][0-9]?)\/((?:x[0-9]{3}\/)*[0-9]{3})(?:\.p\/([0-9]{1,3}))?$/;

/**
 * Read a tile path (`tile/…`, below the prefix): the tile, or a string saying what is malformed.
 * Only the canonical encoding is accepted (no leading zero groups, no leading zeros in L or W).
 */
export function parseTilePath(path: string): TileRef | string {
  const m = PATH_RE.exec(path);
  if (!m) return 'expected tile/<L>/<N>[.p/<W>] or tile/entries/<N>[.p/<W>], N in 3-digit groups (x001/x234/067)';
  const level = m[1] === 'entries' ? 'entries' : Number(m[1]);
  if (level !== 'entries' && level > MAX_LEVEL) return `the level must be 0–${MAX_LEVEL}`;
  const groups = m[2]!.split('/').map((g) => Number(g.replace('x', '')));
  if (groups.length > 1 && groups[0] === 0) return 'the tile index has a leading zero group';
  if (groups.length > 5) return 'the tile index is too large';
  const index = groups.reduce((a, g) => a * 1000 + g, 0);
  const width = m[3] === undefined ? TILE_WIDTH : Number(m[3]);
  if (m[3] !== undefined && (width >= TILE_WIDTH || !/^[1-9]/.test(m[3]))) return 'a partial tile is 1–255 wide, written without leading zeros';
  return { level, index, width };
}

/** 256^level, the leaves one hash of a tile at `level` spans. */
const span = (level: number): number => TILE_WIDTH ** level;

/**
 * Whether a tile exists for a tree of `size`: its hashes (or entries) are all inside the tree — a full
 * tile once the tree covers it, a partial one of any width below 256 whose last hash is complete.
 */
export function tileExists(t: TileRef, size: number): boolean {
  const level = t.level === 'entries' ? 0 : t.level;
  return (t.index * TILE_WIDTH + t.width) * span(level) <= size;
}

/** The tiles of a tree of `size` (tlog-tiles: full ones, then the partial one, at each level): what a mirror fetches. */
export function tilesOf(size: number): TileRef[] {
  const out: TileRef[] = [];
  for (let level = 0; span(level) <= size; level++) {
    const hashes = Math.floor(size / span(level));
    const full = Math.floor(hashes / TILE_WIDTH);
    for (let index = 0; index < full; index++) out.push({ level, index, width: TILE_WIDTH });
    if (hashes % TILE_WIDTH) out.push({ level, index: full, width: hashes % TILE_WIDTH });
  }
  return out;
}

/** The entry bundles of a tree of `size`: one per level-0 tile. */
export const bundlesOf = (size: number): TileRef[] =>
  tilesOf(size)
    .filter((t) => t.level === 0)
    .map((t) => ({ ...t, level: 'entries' as const }));

/** The stored subtrees a hash tile is made of: tree level 8L, indexes N·256 … N·256 + W − 1. */
export function tileNodes(t: TileRef & { level: number }): { level: number; from: number; to: number } {
  return { level: t.level * TILE_HEIGHT, from: t.index * TILE_WIDTH, to: t.index * TILE_WIDTH + t.width };
}

/** A tile's bytes: its hashes concatenated. */
export function joinHashes(hashes: readonly Hash[]): Uint8Array {
  const out = new Uint8Array(hashes.length * 32);
  hashes.forEach((h, i) => out.set(h, i * 32));
  return out;
}

/** A tile's hashes, or null when its length is not `width` hashes. */
export function splitTile(bytes: Uint8Array, width: number): Hash[] | null {
  if (bytes.length !== width * 32) return null;
  return Array.from({ length: width }, (_, i) => bytes.slice(i * 32, i * 32 + 32));
}

/** An entry bundle: each entry after its length as a big-endian uint16. */
export function writeBundle(entries: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(entries.reduce((a, e) => a + 2 + e.length, 0));
  let at = 0;
  for (const e of entries) {
    if (e.length > 0xffff) throw new Error(`an entry of ${e.length} bytes does not fit a bundle`);
    out[at] = e.length >> 8;
    out[at + 1] = e.length & 0xff;
    out.set(e, at + 2);
    at += 2 + e.length;
  }
  return out;
}

/** An entry bundle's entries, or null when it is not `width` length-prefixed entries exactly. */
export function readBundle(bytes: Uint8Array, width: number): Uint8Array[] | null {
  const out: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) return null;
    const len = (bytes[at]! << 8) | bytes[at + 1]!;
    if (at + 2 + len > bytes.length) return null;
    out.push(bytes.slice(at + 2, at + 2 + len));
    at += 2 + len;
  }
  return out.length === width ? out : null;
}

/** The hash at position `i` of tile (level, index) of a tree, as a reader of tiles gives it. */
export type TileHashSource = (level: number, index: number, i: number) => Hash;

/**
 * The tree's complete subtree hashes from its tiles: a subtree at tree level 8L + r is the Merkle
 * Tree Hash of 2^r consecutive hashes of a level-L tile. With ./tree.ts' rangeHash this gives the
 * root and every proof of any tree size the tiles cover.
 */
export function subtreesFromTiles(tile: TileHashSource): SubtreeSource {
  const sub = (level: number, index: number): Hash => {
    const r = level % TILE_HEIGHT;
    if (r > 0) return nodeHash(sub(level - 1, 2 * index), sub(level - 1, 2 * index + 1));
    return tile(level / TILE_HEIGHT, Math.floor(index / TILE_WIDTH), index % TILE_WIDTH);
  };
  return sub;
}

/** The root of the tree of `size` leaves from its tiles (size ≥ 1). */
export const rootFromTiles = (size: number, tile: TileHashSource): Hash => rangeHash(subtreesFromTiles(tile), [0, size]);
