// The commitment log's tree over STORED hashes (log.md; RFC 9162 §2.1) —
// the server side of proof generation. Pure: no database, no Node APIs; the
// hashes come from a `HashReader`, so the same code runs over the database
// (./index.ts) and over a Map in the property tests.
//
// What is stored is the hash of every COMPLETE subtree, as Go's checksum
// database (tlog "stored hashes") does: node (level, index) is the Merkle Tree
// Hash of leaves [index·2^level, (index+1)·2^level). A complete subtree never
// changes once its last leaf is appended, so:
//   - appending leaf n stores the leaf hash and the t nodes it completes
//     (t = trailing one bits of n): amortized 2 hashes per entry, reading at
//     most log2(n) stored hashes (the right edge, "frontier");
//   - every range hash that RFC 9162's root, inclusion and consistency proofs
//     need — MTH(D[start:end]) — is a right fold over at most log2(n) stored
//     subtrees, so any proof for any size ≤ the log's size costs O(log² n)
//     node hashes (O(log n) in practice) and ONE read of O(log n) stored hashes;
//     nothing is ever recomputed over all leaves.
// Which ranges a proof is made of, and the fold, are lib/fair's (the one RFC
// 9162 recursion, lib/fair/log/tree.ts): here they are given the stored
// hashes, every one a proof needs read in one call of the reader first.
import {
  consistencyRanges, EMPTY_ROOT, inclusionRanges, nodeHash, rangeHash, subtreesOf, type Hash, type NodeId, type Range,
} from '../../fair/log/tree.ts';

export type { NodeId };

/** A stored hash to write. */
export interface StoredNode extends NodeId {
  hash: Hash;
}

/** Reads stored hashes, in the order asked; every id asked for is a complete subtree of the stored log. */
export type HashReader = (ids: readonly NodeId[]) => Promise<readonly Hash[]> | readonly Hash[];

const key = (level: number, index: number) => `${level}:${index}`;

function checkSize(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what}: expected a non-negative integer, got ${n}`);
}

/** The hashes of `ranges` (as lib/fair's recursion lists them): their stored subtrees read with ONE call of `read` (ids deduplicated), then folded. */
export async function rangeHashes(ranges: readonly Range[], read: HashReader): Promise<Hash[]> {
  if (ranges.length === 0) return [];
  const unique = new Map<string, NodeId>();
  for (const [s, e] of ranges) for (const id of subtreesOf(s, e)) unique.set(key(id.level, id.index), id);
  const ids = [...unique.values()];
  const got = await read(ids);
  if (got.length !== ids.length) throw new Error(`log: asked for ${ids.length} stored hashes, got ${got.length}`);
  const byKey = new Map<string, Hash>();
  ids.forEach((id, i) => byKey.set(key(id.level, id.index), got[i]!));
  const stored = (level: number, index: number) => byKey.get(key(level, index))!;
  return ranges.map((r) => rangeHash(stored, r));
}

/** Root (MTH) of the first `size` leaves; SHA-256 of nothing for size 0. */
export async function rootAt(size: number, read: HashReader): Promise<Hash> {
  checkSize(size, 'root size');
  if (size === 0) return EMPTY_ROOT;
  return (await rangeHashes([[0, size]], read))[0]!;
}

/** The inclusion proof (audit path, leaf up) of leaf `index` in the tree of the first `size` leaves. */
export function proveInclusion(index: number, size: number, read: HashReader): Promise<Hash[]> {
  return rangeHashes(inclusionRanges(index, size), read);
}

/** The consistency proof between the trees of the first `from` and `to` leaves (empty when from = to). */
export function proveConsistency(from: number, to: number, read: HashReader): Promise<Hash[]> {
  return rangeHashes(consistencyRanges(from, to), read);
}

/**
 * Root plus the inclusion proofs of several leaves against one size, with ONE read: what a document
 * with several log parts (a poker session and its hands) needs.
 */
export async function proveMany(indexes: readonly number[], size: number, read: HashReader): Promise<{ root: Hash; paths: Hash[][] }> {
  const perIndex = indexes.map((i) => inclusionRanges(i, size));
  const all: Range[] = [[0, size], ...perIndex.flat()];
  const hashes = await rangeHashes(all, read);
  const paths: Hash[][] = [];
  let at = 1;
  for (const ranges of perIndex) {
    paths.push(hashes.slice(at, at + ranges.length));
    at += ranges.length;
  }
  return { root: hashes[0]!, paths };
}

// ─── appending ─────────────────────────────────────────────────────────────

/** The stored hashes an append to a log of `size` leaves starts from: its complete subtrees, left to right. */
export function frontierIds(size: number): NodeId[] {
  checkSize(size, 'frontier size');
  return subtreesOf(0, size);
}

/**
 * Append leaves to a log of `size` leaves whose frontier hashes (as {@link frontierIds} lists them)
 * are given: returns every hash to store — each leaf at level 0 and each node it completes — and
 * the frontier after the append. O(log n) per leaf, amortized O(1) new nodes.
 */
export function appendLeaves(size: number, frontier: readonly Hash[], leaves: readonly Hash[]): { nodes: StoredNode[]; frontier: Hash[] } {
  const ids = frontierIds(size);
  if (frontier.length !== ids.length) throw new Error(`log: a log of ${size} leaves has ${ids.length} frontier hashes, got ${frontier.length}`);
  const stack: { level: number; hash: Hash }[] = ids.map((id, i) => ({ level: id.level, hash: frontier[i]! }));
  const nodes: StoredNode[] = [];
  let n = size;
  for (const leaf of leaves) {
    if (leaf.length !== 32) throw new Error('log: a leaf hash is 32 bytes');
    nodes.push({ level: 0, index: n, hash: leaf });
    stack.push({ level: 0, hash: leaf });
    // leaf n completes one node per trailing one bit of n
    let level = 0;
    while (stack.length >= 2 && stack[stack.length - 2]!.level === level) {
      const right = stack.pop()!;
      const left = stack.pop()!;
      level++;
      const hash = nodeHash(left.hash, right.hash);
      nodes.push({ level, index: Math.floor(n / 2 ** level), hash });
      stack.push({ level, hash });
    }
    n++;
  }
  return { nodes, frontier: stack.map((s) => s.hash) };
}

/** All levels' stored hashes in memory: the reference store of the property tests and the benchmark's checks. */
export class MemoryTree {
  private readonly hashes = new Map<string, Hash>();
  private frontier: Hash[] = [];
  size = 0;

  append(leaves: readonly Hash[]): StoredNode[] {
    const { nodes, frontier } = appendLeaves(this.size, this.frontier, leaves);
    for (const node of nodes) this.hashes.set(key(node.level, node.index), node.hash);
    this.frontier = frontier;
    this.size += leaves.length;
    return nodes;
  }

  /** A reader over the stored hashes (throws for a hash that is not stored: a bug in the caller). */
  readonly read = (ids: readonly NodeId[]): Hash[] =>
    ids.map((id) => {
      const h = this.hashes.get(key(id.level, id.index));
      if (!h) throw new Error(`log: no stored hash at level ${id.level}, index ${id.index} (size ${this.size})`);
      return h;
    });

  /** How many hashes are stored (2n − popcount(n)). */
  get stored(): number {
    return this.hashes.size;
  }
}
