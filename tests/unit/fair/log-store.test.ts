// The server's proof generation over stored subtree hashes (lib/db/log/tree.ts), checked against the
// pure verifier and the reference generator of lib/fair/log: for random sizes every generated proof
// verifies and equals lib/fair's, any alteration fails, and a forked log is caught.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consistencyProof, inclusionProof, leafHash, treeRoot, verifyConsistency, verifyInclusion,
} from '../../../lib/fair';
import { toHex } from '../../../lib/fair/hex';
import { flip, fromTo as fromToUpTo, sizeAndIndex as sizeAndIndexUpTo } from './log-helpers';
import { consistencyRanges, inclusionRanges, leafHashBytes, subtreesOf, type Hash } from '../../../lib/fair/log/tree';
import {
  appendLeaves, frontierIds, MemoryTree, proveConsistency, proveInclusion, proveMany, rootAt, type HashReader, type NodeId,
} from '../../../lib/db/log/tree';

const MAX = 300;
const entry = (i: number, tag = '') => `fair-proofs/log/v1\nproof ${i + 1}\nscheme die_round_v1\ngame dice\ncommitment ${tag}${i}\ntime 2026-11-29T12:00:00.000Z\n`;
const leafBytes = Array.from({ length: MAX }, (_, i) => leafHashBytes(entry(i)));
const leafHex = leafBytes.map(toHex);
const hex = (hs: readonly Hash[]) => hs.map(toHex);

/** The log of MAX leaves, appended in batches of random sizes (1, 2, 7, …) to exercise the frontier. */
function buildTree(leaves: readonly Hash[], batches: readonly number[] = [1]): MemoryTree {
  const t = new MemoryTree();
  let i = 0;
  let b = 0;
  while (i < leaves.length) {
    const k = Math.max(1, batches[b++ % batches.length]!);
    t.append(leaves.slice(i, i + k));
    i += k;
  }
  return t;
}

const tree = buildTree(leafBytes, [1, 3, 1, 8, 2, 17, 1, 1, 5]);
const roots = Array.from({ length: MAX + 1 }, (_, n) => treeRoot(leafHex, n));

/** A reader that counts its calls and the hashes it returned. */
function counting(read: HashReader) {
  const c = { calls: 0, hashes: 0 };
  const r: HashReader = async (ids) => {
    c.calls++;
    c.hashes += ids.length;
    return read(ids);
  };
  return { c, r };
}

const sizeAndIndex = sizeAndIndexUpTo(MAX);
const fromTo = fromToUpTo(MAX);
const runs = { numRuns: 300 };

describe('stored subtree hashes (lib/db/log/tree)', { timeout: 60_000 }, () => {
  it('stores exactly the complete subtrees: 2n − popcount(n) hashes, whatever the batch sizes', () => {
    const popcount = (n: number) => n.toString(2).replace(/0/g, '').length;
    expect(tree.stored).toBe(2 * MAX - popcount(MAX));
    fc.assert(fc.property(fc.integer({ min: 0, max: 120 }), fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 }), (n, batches) => {
      const t = buildTree(leafBytes.slice(0, n), batches);
      expect(t.stored).toBe(2 * n - popcount(n));
      expect(t.read(frontierIds(n)).length).toBe(popcount(n));
    }), { numRuns: 100 });
  });

  it('a range is made of strictly shrinking aligned subtrees', () => {
    fc.assert(fc.property(fromTo, ([a, b]) => {
      for (const [s, e] of [...consistencyRanges(a, b), ...inclusionRanges(a - 1, b), [0, b] as const]) {
        const subs = subtreesOf(s, e);
        let at = s;
        let last = Infinity;
        for (const { level, index } of subs) {
          expect(index * 2 ** level).toBe(at);
          expect(level).toBeLessThan(last);
          last = level;
          at += 2 ** level;
        }
        expect(at).toBe(e);
      }
    }), runs);
  });

  it('the root at every size equals lib/fair treeRoot (a from-scratch recomputation)', async () => {
    for (let n = 0; n <= MAX; n++) expect(toHex(await rootAt(n, tree.read)), `size ${n}`).toBe(roots[n]);
  });

  it('every inclusion proof for random index < size ≤ n equals lib/fair\'s and verifies, with one read of O(log n) hashes', async () => {
    await fc.assert(fc.asyncProperty(sizeAndIndex, async ([size, index]) => {
      const { c, r } = counting(tree.read);
      const path = hex(await proveInclusion(index, size, r));
      expect(path).toEqual(inclusionProof(index, size, leafHex));
      expect(verifyInclusion(index, size, leafHex[index]!, path, roots[size]!)).toBe(true);
      expect(c.calls).toBe(size === 1 ? 0 : 1);
      expect(c.hashes).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(size + 1)) + 1);
    }), runs);
  });

  it('every consistency proof for random m ≤ n equals lib/fair\'s and verifies', async () => {
    await fc.assert(fc.asyncProperty(fromTo, async ([from, to]) => {
      const proof = hex(await proveConsistency(from, to, tree.read));
      expect(proof).toEqual(consistencyProof(from, to, leafHex));
      expect(verifyConsistency(from, to, proof, roots[from]!, roots[to]!)).toBe(true);
    }), runs);
  });

  it('proveMany gives the root and each leaf\'s path against one size', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: MAX }), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), async (size, picks) => {
      const idx = picks.map((p) => p % size);
      const { c, r } = counting(tree.read);
      const { root, paths } = await proveMany(idx, size, r);
      expect(c.calls).toBe(1);
      expect(toHex(root)).toBe(roots[size]);
      idx.forEach((i, k) => expect(hex(paths[k]!)).toEqual(inclusionProof(i, size, leafHex)));
    }), { numRuns: 100 });
  });

  it('inclusion: altering the leaf, any path hash, the index or the size fails', async () => {
    await fc.assert(fc.asyncProperty(sizeAndIndex, fc.nat(), fc.nat(255), async ([size, index], pick, bit) => {
      const path = hex(await proveInclusion(index, size, tree.read));
      const root = roots[size]!;
      const leaf = leafHex[index]!;
      expect(verifyInclusion(index, size, flip(leaf, bit), path, root)).toBe(false);
      expect(verifyInclusion(index, size, leaf, path, flip(root, bit))).toBe(false);
      if (path.length) {
        const k = pick % path.length;
        expect(verifyInclusion(index, size, leaf, path.map((h, i) => (i === k ? flip(h, bit) : h)), root)).toBe(false);
      }
      // another index with the same leaf and path (a leaf hash is bound to its position)
      const other = (index + 1 + (pick % Math.max(1, size - 1))) % size;
      if (other !== index) expect(verifyInclusion(other, size, leaf, path, root)).toBe(false);
      // another size: the path leads to this size's root only (the path alone does not pin the size:
      // the signed checkpoint does, with its root)
      for (const s of [size - 1, size + 1]) {
        if (s > index && s >= 1 && s <= MAX) expect(verifyInclusion(index, s, leaf, path, roots[s]!)).toBe(false);
      }
    }), runs);
  });

  it('consistency: altering any hash, either root or either size fails', async () => {
    await fc.assert(fc.asyncProperty(fromTo, fc.nat(), fc.nat(255), async ([from, to], pick, bit) => {
      const proof = hex(await proveConsistency(from, to, tree.read));
      const a = roots[from]!;
      const b = roots[to]!;
      if (from === to) {
        expect(verifyConsistency(from, to, [], a, flip(b, bit))).toBe(false);
        return;
      }
      expect(verifyConsistency(from, to, proof, flip(a, bit), b)).toBe(false);
      expect(verifyConsistency(from, to, proof, a, flip(b, bit))).toBe(false);
      const k = pick % proof.length;
      expect(verifyConsistency(from, to, proof.map((h, i) => (i === k ? flip(h, bit) : h)), a, b)).toBe(false);
      if (from > 1) expect(verifyConsistency(from - 1, to, proof, roots[from - 1]!, b)).toBe(false);
      if (to < MAX) expect(verifyConsistency(from, to + 1, proof, a, roots[to + 1]!)).toBe(false);
    }), runs);
  });

  it('a forked log (same size, one entry changed) fails consistency from every earlier checkpoint that saw the original', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 2, max: 160 }), fc.nat(), async (n, pick) => {
      const j = pick % n;
      const forkLeaves = leafBytes.slice(0, n).map((l, i) => (i === j ? leafHashBytes(entry(i, 'x')) : l));
      const fork = buildTree(forkLeaves, [4, 1, 2]);
      const forkRoot = toHex(await rootAt(n, fork.read));
      expect(forkRoot).not.toBe(roots[n]);
      for (let m = 1; m <= n; m++) {
        // the fork's own consistency proof, and the honest log's, both from the original checkpoint of size m
        const fromFork = hex(await proveConsistency(m, n, fork.read));
        const fromOriginal = hex(await proveConsistency(m, n, tree.read));
        const saw = m > j;
        expect(verifyConsistency(m, n, fromFork, roots[m]!, forkRoot), `m=${m} j=${j}`).toBe(!saw);
        expect(verifyConsistency(m, n, fromOriginal, roots[m]!, forkRoot)).toBe(false);
      }
    }), { numRuns: 60 });
  });

  it('appendLeaves refuses a frontier of the wrong length', () => {
    expect(() => appendLeaves(5, [], [leafBytes[0]!])).toThrow(/frontier/);
    expect(frontierIds(13)).toEqual<NodeId[]>([{ level: 3, index: 0 }, { level: 2, index: 2 }, { level: 0, index: 12 }]);
  });

  it('proofs in a large log (70,000 leaves) match lib/fair and read O(log n) hashes', async () => {
    const N = 70_000;
    const big = Array.from({ length: N }, (_, i) => leafHashBytes(`e${i}`));
    const t = new MemoryTree();
    for (let i = 0; i < N; i += 997) t.append(big.slice(i, i + 997));
    const bigHex = (i: number) => toHex(big[i]!);
    for (const [index, size] of [[0, 1], [69_999, N], [12_345, 65_537], [65_535, 65_536], [4, 40_000]] as const) {
      const { c, r } = counting(t.read);
      const path = hex(await proveInclusion(index, size, r));
      expect(verifyInclusion(index, size, bigHex(index), path, toHex(await rootAt(size, t.read)))).toBe(true);
      expect(c.hashes).toBeLessThanOrEqual(40);
    }
    for (const [m, n] of [[1, N], [65_536, N], [33_333, 69_998], [N, N]] as const) {
      const proof = hex(await proveConsistency(m, n, t.read));
      expect(verifyConsistency(m, n, proof, toHex(await rootAt(m, t.read)), toHex(await rootAt(n, t.read)))).toBe(true);
    }
    expect(toHex(await rootAt(N, t.read))).toBe(treeRoot(bigHex, N));
    expect(leafHash('e0')).toBe(bigHex(0));
  });
});
