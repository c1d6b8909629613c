/**
 * C2SP tlog-tiles: the path encoding, which tiles a tree has, entry bundles, and the tiler
 * (lib/db/log/tiles.ts over stored hashes) against a tree built from scratch, level by level, at
 * sizes around the tile boundaries — 255, 256, 257 and 65,536 + 1 — with roots and proofs read
 * back from the tiles alone.
 */
import { describe, expect, it } from 'vitest';
import { inclusionProof, leafHash, treeRoot } from '../../../lib/fair';
import { toHex, utf8 } from '../../../lib/fair/hex';
import {
  bundlesOf, encodeTileIndex, parseTilePath, readBundle, rootFromTiles, splitTile, subtreesFromTiles, tileExists, tilePath, tilesOf,
  writeBundle, type TileRef,
} from '../../../lib/fair/log/tiles';
import { inclusionRanges, leafHashBytes, rangeHash } from '../../../lib/fair/log/tree';
import { scratchLevels } from './log-helpers';
import { hashTile, type LevelReader } from '../../../lib/db/log/tiles';
import { MemoryTree } from '../../../lib/db/log/tree';

describe('tile paths', () => {
  it('encodes the index in 3-digit groups, all but the last prefixed with x', () => {
    expect(encodeTileIndex(0)).toBe('000');
    expect(encodeTileIndex(5)).toBe('005');
    expect(encodeTileIndex(999)).toBe('999');
    expect(encodeTileIndex(1000)).toBe('x001/000');
    expect(encodeTileIndex(1234067)).toBe('x001/x234/067');
    expect(tilePath({ level: 0, index: 1234067, width: 256 })).toBe('tile/0/x001/x234/067');
    expect(tilePath({ level: 2, index: 0, width: 17 })).toBe('tile/2/000.p/17');
    expect(tilePath({ level: 'entries', index: 3, width: 1 })).toBe('tile/entries/003.p/1');
  });

  it('parses what it writes, and nothing else', () => {
    for (const t of [
      { level: 0, index: 0, width: 256 },
      { level: 1, index: 1234067, width: 5 },
      { level: 'entries' as const, index: 1000, width: 255 },
      { level: 63, index: 999_999_999_999, width: 1 },
    ]) expect(parseTilePath(tilePath(t))).toEqual(t);
    for (const bad of [
      'tile/0/1', 'tile/0/0001', 'tile/00/000', 'tile/64/000', 'tile/0/x000/001', 'tile/0/001.p/0', 'tile/0/001.p/256',
      'tile/0/001.p/01', 'tile/0/001.p/', 'tile/0/001/', 'tile/data/000', 'tile/0/x1/000', 'tile/0/001/x002', 'tile/-1/000',
      'tile/0/x001/x002/x003/x004/x005/006', 'tile/entries/abc', '', 'tile/',
    ]) expect(typeof parseTilePath(bad), bad).toBe('string');
    // a width out of range is named as such, not as a path of another shape
    for (const w of ['0', '01', '256', '999']) expect(parseTilePath(`tile/0/001.p/${w}`)).toBe('a partial tile is 1–255 wide, written without leading zeros');
  });
});

describe('which tiles a tree has', () => {
  const count = (size: number, level: number, width?: number) =>
    tilesOf(size).filter((t) => t.level === level && (width === undefined ? t.width === 256 : t.width === width)).length;

  it('the spec\'s examples: 70,000 and 256', () => {
    const t = tilesOf(70_000);
    expect(count(70_000, 0)).toBe(273);
    expect(t.filter((x) => x.level === 0 && x.width < 256)).toEqual([{ level: 0, index: 273, width: 112 }]);
    expect(count(70_000, 1)).toBe(1);
    expect(t.filter((x) => x.level === 1 && x.width < 256)).toEqual([{ level: 1, index: 1, width: 17 }]);
    expect(t.filter((x) => x.level === 2)).toEqual([{ level: 2, index: 0, width: 1 }]);
    expect(tilesOf(256)).toEqual([{ level: 0, index: 0, width: 256 }, { level: 1, index: 0, width: 1 }]);
    expect(tilesOf(0)).toEqual([]);
    expect(bundlesOf(257)).toEqual([{ level: 'entries', index: 0, width: 256 }, { level: 'entries', index: 1, width: 1 }]);
  });

  it('a tile exists when the tree covers all its hashes', () => {
    expect(tileExists({ level: 0, index: 0, width: 255 }, 255)).toBe(true);
    expect(tileExists({ level: 0, index: 0, width: 256 }, 255)).toBe(false);
    expect(tileExists({ level: 0, index: 0, width: 200 }, 255)).toBe(true);
    expect(tileExists({ level: 1, index: 0, width: 1 }, 255)).toBe(false);
    expect(tileExists({ level: 1, index: 0, width: 1 }, 256)).toBe(true);
    expect(tileExists({ level: 0, index: 1, width: 1 }, 256)).toBe(false);
    expect(tileExists({ level: 'entries', index: 1, width: 1 }, 257)).toBe(true);
  });
});

describe('entry bundles', () => {
  it('big-endian uint16 lengths, read back exactly', () => {
    const entries = [utf8('a'), new Uint8Array(0), new Uint8Array(300).fill(7)];
    const b = writeBundle(entries);
    expect([...b.subarray(0, 3)]).toEqual([0, 1, 97]);
    expect([...b.subarray(5, 7)]).toEqual([1, 44]);
    expect(readBundle(b, 3)).toEqual(entries);
    expect(readBundle(b, 2)).toBeNull();
    expect(readBundle(b.subarray(0, b.length - 1), 3)).toBeNull();
    expect(() => writeBundle([new Uint8Array(65_536)])).toThrow(/does not fit/);
  });
});

const entry = (i: number) => `fair-proofs/log/v1\nproof ${i + 1}\nscheme die_round_v1\ngame dice\ncommitment ${i.toString(16).padStart(64, '0')}\ntime 2026-11-29T12:00:00.000Z\n`;
const memoryReader = (tree: MemoryTree): LevelReader => (level, from, to) =>
  tree.read(Array.from({ length: to - from }, (_, i) => ({ level, index: from + i })));

describe('the tiler over stored hashes, against a tree from scratch', () => {
  const MAX = 65_537;
  const leaves = Array.from({ length: MAX }, (_, i) => leafHashBytes(entry(i)));
  const scratch = scratchLevels(leaves);

  for (const size of [1, 255, 256, 257, 511, 512, 65_536, 65_537]) {
    it(`size ${size}: every tile is the scratch tree's hashes; roots and proofs from tiles alone`, async () => {
      const tree = new MemoryTree();
      tree.append(leaves.slice(0, size));
      const served = new Map<string, Uint8Array>();
      for (const t of tilesOf(size)) {
        const lvl = t.level as number;
        const bytes = await hashTile({ ...t, level: lvl }, size, memoryReader(tree));
        const want = scratch[lvl * 8]!.slice(t.index * 256, t.index * 256 + t.width);
        expect(toHex(bytes!)).toBe(want.map(toHex).join(''));
        served.set(`${lvl}/${t.index}`, bytes!);
      }
      // beyond the tree: no tile
      expect(await hashTile({ level: 0, index: Math.floor(size / 256), width: (size % 256) + 1 }, size, memoryReader(tree))).toBeNull();
      const fromTiles = (level: number, index: number, i: number) => {
        const b = served.get(`${level}/${index}`);
        const hs = b && splitTile(b, b.length / 32);
        if (!hs?.[i]) throw new Error(`tile ${level}/${index} has no hash ${i}`);
        return hs[i]!;
      };
      const want = treeRoot(leaves.slice(0, size));
      expect(toHex(rootFromTiles(size, fromTiles))).toBe(want);
      for (const index of [0, Math.floor(size / 2), size - 1]) {
        const path = inclusionRanges(index, size).map((r) => toHex(rangeHash(subtreesFromTiles(fromTiles), r)));
        expect(path).toEqual(inclusionProof(index, size, leaves));
      }
    }, 60_000);
  }

  it('a partial tile of a smaller tree stays the same as the tree grows (it is immutable)', async () => {
    const small = new MemoryTree();
    small.append(leaves.slice(0, 300));
    const big = new MemoryTree();
    big.append(leaves.slice(0, 5000));
    const t: TileRef & { level: number } = { level: 0, index: 1, width: 44 };
    expect(await hashTile(t, 5000, memoryReader(big))).toEqual(await hashTile(t, 300, memoryReader(small)));
    expect(leafHash(entry(0))).toBe(toHex(leaves[0]!));
  });
});
