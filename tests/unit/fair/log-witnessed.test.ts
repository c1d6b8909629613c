/**
 * The proof page's witness lines as the browser computes them (lib/fair/log/witnessed.ts): a witness
 * counts for an entry only with a valid cosignature on a log-signed checkpoint that covers the entry
 * and is consistent with the document's own checkpoint; the first such checkpoint is the one shown.
 */
import { describe, expect, it } from 'vitest';
import { consistencyProof, inclusionProof, InputError, leafHash, treeRoot } from '../../../lib/fair';
import { verifyEntryWitnessed, type WitnessedCheckpoint } from '../../../lib/fair/log/witnessed';
import { TestSigner, TestWitness } from './log-helpers';

const log = new TestSigner('fair.test/log', 5);
const [a, b, stranger] = [new TestWitness('witness.test/a', 21), new TestWitness('witness.test/b', 22), new TestWitness('witness.test/x', 23)];
const entries = Array.from({ length: 12 }, (_, i) => `fair-proofs/log/v1\nproof ${i + 1}\ntime 2026-12-03T10:00:00.000Z\n`);
const leaves = entries.map((e) => leafHash(e));
const policy = [`log ${log.vkey}`, `witness A ${a.vkey}`, `witness B ${b.vkey}`, 'group both all A B', 'quorum both', ''].join('\n');

/** Entry 4's log part against the checkpoint of `size` (the document's own). */
const partAt = (size: number) => ({ index: 4, entry: entries[4]!, inclusion: inclusionProof(4, size, leaves), checkpoint: log.checkpoint(size, treeRoot(leaves, size)) });
const part = partAt(6);
/** The checkpoint of `size` cosigned by `by` at `time`, with its consistency proof to the document's (size 6). */
function witnessed(size: number, by: TestWitness[], time = 1_764_756_000): WitnessedCheckpoint {
  const note = by.reduce((n, w) => w.cosign(n, time), log.checkpoint(size, treeRoot(leaves, size)));
  return { checkpoint: note, consistency: size === 6 ? [] : consistencyProof(Math.min(6, size), Math.max(6, size), leaves) };
}
const check = (ws: WitnessedCheckpoint[], p = part) => verifyEntryWitnessed(p, ws, policy);

describe('verifyEntryWitnessed', () => {
  it('counts each witness on the first checkpoint it cosigned that covers the entry, and the quorum', () => {
    const r = check([witnessed(8, [a], 100), witnessed(10, [a, b], 200)]);
    expect(r.witnesses).toEqual([{ name: 'A', size: 8, time: 100 }, { name: 'B', size: 10, time: 200 }]);
    expect(r.quorum).toBe(true);
    // the document's own checkpoint, and an older one that still covers the entry, count too
    expect(check([witnessed(6, [a, b])]).quorum).toBe(true);
    expect(check([witnessed(5, [a, b])]).witnesses.map((w) => w.size)).toEqual([5, 5]);
  });

  it('none yet: each witness without a size, the quorum not met', () => {
    expect(check([])).toEqual({ witnesses: [{ name: 'A', size: null, time: null }, { name: 'B', size: null, time: null }], quorum: false });
    expect(check([witnessed(9, [a])]).quorum).toBe(false);
  });

  it('a bad cosignature does not count', () => {
    const w = witnessed(9, [a, b]);
    // B's line is the last: one bit of its signature flipped
    const lines = w.checkpoint.split('\n');
    const [dash, name, sig] = lines[lines.length - 2]!.split(' ') as [string, string, string];
    const raw = Buffer.from(sig, 'base64');
    raw[40]! ^= 1;
    lines[lines.length - 2] = `${dash} ${name} ${raw.toString('base64')}`;
    const r = check([{ ...w, checkpoint: lines.join('\n') }]);
    expect(r.witnesses.find((x) => x.name === 'B')).toEqual({ name: 'B', size: null, time: null });
    expect(r.witnesses.find((x) => x.name === 'A')?.size).toBe(9);
    expect(r.quorum).toBe(false);
  });

  it('a witness that is not in the policy does not count', () => {
    const r = check([witnessed(9, [stranger, a])]);
    expect(r.witnesses.map((w) => w.name)).toEqual(['A', 'B']);
    expect(r.witnesses[1]!.size).toBeNull();
    expect(r.quorum).toBe(false);
  });

  it('a checkpoint that does not cover the entry does not count', () => {
    const r = check([witnessed(4, [a, b])]);
    expect(r.witnesses.every((w) => w.size === null)).toBe(true);
    expect(r.quorum).toBe(false);
  });

  it('a checkpoint of another history (no consistency proof, or not signed by the log) does not count', () => {
    const w = witnessed(9, [a, b]);
    expect(check([{ ...w, consistency: [] }]).quorum).toBe(false);
    expect(check([{ ...w, consistency: ['00'.repeat(32), ...w.consistency.slice(1)] }]).quorum).toBe(false);
    // a tree the log never signed, cosigned by both
    const other = new TestSigner('fair.test/log', 6);
    const forged = [a, b].reduce((n, x) => x.cosign(n, 1), other.checkpoint(9, treeRoot(leaves, 9)));
    expect(check([{ checkpoint: forged, consistency: w.consistency }]).quorum).toBe(false);
  });

  it('nothing counts when the entry is not proven under the document checkpoint', () => {
    const ws = [witnessed(9, [a, b])];
    expect(check(ws, { ...part, entry: entries[5]! }).quorum).toBe(false);
    expect(check(ws, { ...part, inclusion: [] }).witnesses.every((w) => w.size === null)).toBe(true);
  });

  it('bad arguments name the field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (e instanceof InputError) return e.field;
      }
      return null;
    };
    expect(field(() => verifyEntryWitnessed(null as never, [], policy))).toBe('part');
    expect(field(() => verifyEntryWitnessed(part, 'x' as never, policy))).toBe('witnessed');
    expect(field(() => verifyEntryWitnessed(part, [], 'quorum X\n'))).toBe('policy line 1');
  });
});
