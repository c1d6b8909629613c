// The log's C2SP tiles (log.md, "Tiles") from the stored hashes: a hash tile at level L, index N,
// width W is exactly the stored subtrees (level 8L, idx N·256 … N·256 + W − 1) — one range read on
// LogHash's primary key, never a recomputation of the tree; an entry bundle is W entries of LogEntry.
// Which tile exists is decided against the size of the checkpoint served (./published.ts).
import { utf8 } from '../../fair/hex.ts';
import { joinHashes, tileExists, tileNodes, writeBundle, type TileRef } from '../../fair/log/tiles.ts';
import type { Hash } from '../../fair/log/tree.ts';
import { withSql } from '../lock.ts';
import { logEntries } from './index.ts';

/** Stored hashes [from, to) at one tree level, in order. */
export type LevelReader = (level: number, from: number, to: number) => Promise<readonly Hash[]> | readonly Hash[];

/** The bytes of a hash tile, or null when it does not exist for a tree of `size`. */
export async function hashTile(t: TileRef & { level: number }, size: number, read: LevelReader): Promise<Uint8Array | null> {
  if (!tileExists(t, size)) return null;
  const { level, from, to } = tileNodes(t);
  const hashes = await read(level, from, to);
  if (hashes.length !== to - from) throw new Error(`log: tile ${level / 8}/${t.index} needs ${to - from} stored hashes, found ${hashes.length}`);
  return joinHashes(hashes);
}

/** Stored hashes of a level from the database: one SELECT on the primary key's range. */
export const storedLevel: LevelReader = (level, from, to) =>
  withSql(async (sql) =>
    (await sql.all<{ hash: Uint8Array }>('SELECT "hash" FROM "LogHash" WHERE "level" = ? AND "idx" >= ? AND "idx" < ? ORDER BY "idx"', [level, from, to])).map((r) => r.hash),
  );

/** The bytes of an entry bundle, or null when it does not exist for a tree of `size`. */
export async function entryBundle(t: TileRef, size: number): Promise<Uint8Array | null> {
  if (!tileExists(t, size)) return null;
  const from = t.index * 256;
  const rows = await logEntries(from, from + t.width);
  if (rows.length !== t.width) throw new Error(`log: bundle ${t.index} needs ${t.width} entries, found ${rows.length}`);
  return writeBundle(rows.map((r) => utf8(r.entry)));
}
