import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consistencyProof, inclusionProof, leafHash, treeRoot, verifyConsistency, verifyInclusion } from '../../../lib/fair';
import { flip, fromTo as fromToUpTo, sizeAndIndex as sizeAndIndexUpTo } from './log-helpers';

const MAX = 300;
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
/** An independent reference (node:crypto, level by level, the odd node carried up): RFC 9162 MTH. */
function refRoot(leafHex: string[]): string {
  if (leafHex.length === 0) return sha().toString('hex');
  let level: Buffer[] = leafHex.map((h) => Buffer.from(h, 'hex'));
  while (level.length > 1) {
    const up: Buffer[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) up.push(sha(Buffer.from([1]), level[i]!, level[i + 1]!));
    if (level.length % 2) up.push(level.at(-1)!);
    level = up;
  }
  return level[0]!.toString('hex');
}

const leaves = Array.from({ length: MAX }, (_, i) => leafHash(`fair-proofs/log/v1\nproof ${i + 1}\n`));
const roots = Array.from({ length: MAX + 1 }, (_, n) => treeRoot(leaves, n));

const sizeAndIndex = sizeAndIndexUpTo(MAX);
const fromTo = fromToUpTo(MAX);
const runs = { numRuns: 300 };

describe('Merkle tree properties (fast-check)', { timeout: 60_000 }, () => {
  it('treeRoot equals an independent reference implementation', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX }), (n) => roots[n] === refRoot(leaves.slice(0, n))), runs);
  });

  it('every generated inclusion proof verifies, has the RFC length, and a getter gives the same proof', () => {
    fc.assert(fc.property(sizeAndIndex, ([size, index]) => {
      const path = inclusionProof(index, size, leaves);
      expect(verifyInclusion(index, size, leaves[index]!, path, roots[size]!)).toBe(true);
      expect(inclusionProof(index, size, (i) => leaves[i]!)).toEqual(path);
      expect(path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(size)));
    }), runs);
  });

  it('inclusion: any single altered hash (leaf, path element, root) fails', () => {
    fc.assert(fc.property(sizeAndIndex, fc.nat(), fc.nat(255), ([size, index], pick, bit) => {
      const path = inclusionProof(index, size, leaves);
      const root = roots[size]!;
      const leaf = leaves[index]!;
      expect(verifyInclusion(index, size, flip(leaf, bit), path, root)).toBe(false);
      expect(verifyInclusion(index, size, leaf, path, flip(root, bit))).toBe(false);
      if (path.length) {
        const k = pick % path.length;
        const altered = path.map((h, i) => (i === k ? flip(h, bit) : h));
        expect(verifyInclusion(index, size, leaf, altered, root)).toBe(false);
        // dropping, duplicating or reordering elements fails too
        expect(verifyInclusion(index, size, leaf, path.slice(0, -1), root)).toBe(false);
        expect(verifyInclusion(index, size, leaf, [...path, path[k]!], root)).toBe(false);
        if (path.length > 1 && path[0] !== path[1]) expect(verifyInclusion(index, size, leaf, [path[1]!, path[0]!, ...path.slice(2)], root)).toBe(false);
      }
    }), runs);
  });

  it('inclusion: an altered index fails (with the same leaf, or with that index\'s own leaf)', () => {
    fc.assert(fc.property(sizeAndIndex, fc.nat(), ([size, index], d) => {
      fc.pre(size > 1);
      const other = (index + 1 + (d % (size - 1))) % size;
      const path = inclusionProof(index, size, leaves);
      expect(verifyInclusion(other, size, leaves[index]!, path, roots[size]!)).toBe(false);
      expect(verifyInclusion(other, size, leaves[other]!, path, roots[size]!)).toBe(false);
      expect(verifyInclusion(index + size, size, leaves[index]!, path, roots[size]!)).toBe(false);
    }), runs);
  });

  it('inclusion: an altered size fails against that size\'s root; against the same root only if the path shape is the same (log.md)', () => {
    fc.assert(fc.property(sizeAndIndex, fc.integer({ min: 1, max: MAX }), ([size, index], size2) => {
      fc.pre(size2 !== size && size2 > index);
      const path = inclusionProof(index, size, leaves);
      expect(verifyInclusion(index, size2, leaves[index]!, path, roots[size2]!)).toBe(false);
      if (verifyInclusion(index, size2, leaves[index]!, path, roots[size]!)) {
        // the documented case (index 2 in sizes 7 and 8): both proofs have the same length and order
        expect(inclusionProof(index, size2, leaves)).toHaveLength(path.length);
      }
    }), runs);
    // the example of log.md: the path for index 2 in size 8 also "proves" it in size 7 with the size-8 root
    const p8 = inclusionProof(2, 8, leaves);
    expect(verifyInclusion(2, 7, leaves[2]!, p8, roots[8]!)).toBe(true);
    expect(verifyInclusion(2, 7, leaves[2]!, p8, roots[7]!)).toBe(false);
  });

  it('every generated consistency proof verifies (from = to: empty proof, equal roots)', () => {
    fc.assert(fc.property(fromTo, ([from, to]) => {
      const proof = consistencyProof(from, to, leaves);
      expect(verifyConsistency(from, to, proof, roots[from]!, roots[to]!)).toBe(true);
      expect(consistencyProof(from, to, (i) => leaves[i]!)).toEqual(proof);
      if (from === to) expect(proof).toEqual([]);
    }), runs);
  });

  it('consistency: any single altered hash (proof element, old root, new root) fails', () => {
    fc.assert(fc.property(fromTo, fc.nat(), fc.nat(255), ([from, to], pick, bit) => {
      const proof = consistencyProof(from, to, leaves);
      expect(verifyConsistency(from, to, proof, flip(roots[from]!, bit), roots[to]!)).toBe(false);
      expect(verifyConsistency(from, to, proof, roots[from]!, flip(roots[to]!, bit))).toBe(false);
      if (proof.length) {
        const k = pick % proof.length;
        expect(verifyConsistency(from, to, proof.map((h, i) => (i === k ? flip(h, bit) : h)), roots[from]!, roots[to]!)).toBe(false);
        expect(verifyConsistency(from, to, proof.slice(0, -1), roots[from]!, roots[to]!)).toBe(false);
        expect(verifyConsistency(from, to, [...proof, proof[k]!], roots[from]!, roots[to]!)).toBe(false);
      }
    }), runs);
  });

  it('consistency: an altered from or to fails against that size\'s root; with the same roots only when the proof shape is the same', () => {
    // like an inclusion path, a consistency proof does not pin the sizes (1 → 129 and 1 → 130 have the
    // same shape): the sizes are bound by the signed checkpoints that carry the roots
    fc.assert(fc.property(fromTo, fc.integer({ min: 0, max: MAX }), ([from, to], other) => {
      const proof = consistencyProof(from, to, leaves);
      if (other !== from) {
        expect(verifyConsistency(other, to, proof, roots[other]!, roots[to]!)).toBe(false);
        if (verifyConsistency(other, to, proof, roots[from]!, roots[to]!)) expect(consistencyProof(other, to, leaves)).toHaveLength(proof.length);
      }
      if (other !== to && other >= from) {
        expect(verifyConsistency(from, other, proof, roots[from]!, roots[other]!)).toBe(false);
        if (verifyConsistency(from, other, proof, roots[from]!, roots[to]!)) expect(consistencyProof(from, other, leaves)).toHaveLength(proof.length);
      }
    }), runs);
    expect(verifyConsistency(1, 130, consistencyProof(1, 129, leaves), roots[1]!, roots[129]!)).toBe(true);
  });

  it('a consistency proof from a forked tree fails', () => {
    fc.assert(fc.property(fromTo, fc.nat(), ([from, to], d) => {
      fc.pre(from < to);
      const forked = leaves.slice();
      const k = d % from;
      forked[k] = leafHash(`forked ${k}`);
      const oldForked = treeRoot(forked, from);
      expect(verifyConsistency(from, to, consistencyProof(from, to, leaves), oldForked, roots[to]!)).toBe(false);
      expect(verifyConsistency(from, to, consistencyProof(from, to, forked), oldForked, roots[to]!)).toBe(false);
    }), runs);
  });
});
