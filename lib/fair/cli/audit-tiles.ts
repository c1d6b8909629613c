/**
 * `audit <tiles URL>`: the log read as C2SP tlog-tiles from any prefix (the site's /log, a mirror, a
 * CDN) — the checkpoint, every entry bundle and every hash tile of its size — and each tile compared
 * with the one the entries give, so that a Go tlog client reading the same tiles sees the same tree.
 */
import { InputError } from '../errors';
import { toHex, utf8Decode } from '../hex';
import { readCheckpoint } from '../log/checkpoint';
import { bundlesOf, readBundle, tilePath, tilesOf, TILE_WIDTH } from '../log/tiles';
import { treeRootBytes } from '../log/tree';

/** An HTTP answer as audit reads it. */
export interface Fetched {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * Download the checkpoint, the entries (from their bundles) and the hash tiles of the checkpoint's size.
 * @throws InputError when a bundle is not the entries it should hold
 */
export async function downloadTiles(
  prefix: string,
  get: (url: string) => Promise<Fetched>,
): Promise<{ checkpoint: string; entries: string[]; tiles: Map<string, Uint8Array> }> {
  const checkpoint = await (await get(`${prefix}/checkpoint`)).text();
  const body = readCheckpoint(checkpoint);
  const size = typeof body === 'string' ? 0 : body.size;
  const bytes = async (path: string) => new Uint8Array(await (await get(`${prefix}/${path}`)).arrayBuffer());
  const entries: string[] = [];
  for (const b of bundlesOf(size)) {
    const path = tilePath(b);
    const list = readBundle(await bytes(path), b.width);
    if (!list) throw new InputError('source', 'source', { what: `${prefix}/${path} is not ${b.width} length-prefixed entries` });
    for (const e of list) entries.push(utf8Decode(e) ?? fail(`${prefix}/${path}: an entry is not UTF-8 text`));
  }
  const tiles = new Map<string, Uint8Array>();
  for (const t of tilesOf(size)) tiles.set(tilePath(t), await bytes(tilePath(t)));
  return { checkpoint, entries, tiles };
}

const fail = (m: string): never => {
  throw new InputError('source', 'source', { what: m });
};

/** Compare every tile of a tree of `n` leaves with the one its leaves give; problems are added; returns how many were compared. */
export function checkTiles(tiles: ReadonlyMap<string, Uint8Array>, leaf: (i: number) => Uint8Array, n: number, problems: string[]): number {
  let count = 0;
  for (const t of tilesOf(n)) {
    const level = t.level as number;
    const path = tilePath(t);
    const got = tiles.get(path);
    const span = TILE_WIDTH ** level;
    const want = Array.from({ length: t.width }, (_, i) => {
      const start = (t.index * TILE_WIDTH + i) * span;
      return toHex(treeRootBytes((k) => leaf(start + k), span));
    }).join('');
    count++;
    if (!got || toHex(got) !== want) problems.push(`${path}: the tile is not the tree the entries give`);
  }
  return count;
}
