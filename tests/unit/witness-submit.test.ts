/**
 * The submitter's state machine (lib/db/log/submit.ts) against the test witness (tests/witness),
 * in process: a first submission, growth with consistency proofs, a 409 resync after the witness
 * lost state, a forked tree under the same key (422, a fork), a bad cosignature, a witness that
 * answers something else or cannot be reached.
 */
import { describe, expect, it } from 'vitest';

import { parseWitnessKey } from '../../lib/fair/log/cosignature.ts';
import { consistencyProof, leafHash, treeRoot } from '../../lib/fair/log/index.ts';
import type { PolicyWitness } from '../../lib/fair/log/policy.ts';
import { requestBody, submitCheckpoint, type SubmitIo } from '../../lib/db/log/submit.ts';
import { TestWitness } from '../witness/test-witness.ts';
import { hexBytes, TestSigner } from './fair/log-helpers.ts';

const signer = new TestSigner('fair.test/log', 9);
const leaves = (n: number, tag = 'a') => Array.from({ length: n }, (_, i) => leafHash(`entry ${tag} ${i}\n`));

/** A log of `tree`'s leaves: its checkpoint of `size` entries and an io that posts to `witness`. */
function logOf(tree: string[], witness: TestWitness, posts: string[] = []) {
  const io: SubmitIo = {
    post: (_url, body) => {
      posts.push(body);
      const r = witness.addCheckpoint(body);
      return Promise.resolve({ status: r.status, text: r.body });
    },
    proof: (from, to) => Promise.resolve(consistencyProof(from, to, tree).map(hexBytes)),
    // the log signs checkpoints of every size of its tree (a witness can hold no other)
    signed: (size) => Promise.resolve(size >= 1 && size <= tree.length),
  };
  return { io, note: (size: number) => signer.checkpoint(size, treeRoot(tree, size)) };
}

function policyWitness(w: TestWitness, url = 'http://127.0.0.1:1/w'): PolicyWitness {
  return { name: 'w1', key: parseWitnessKey(w.vkey), url };
}

describe('submitting checkpoints to a witness', () => {
  it('is cosigned from old 0, then from the size it has with a consistency proof', async () => {
    const w = new TestWitness('witness.test/w1', [signer.vkey]);
    const tree = leaves(40);
    const posts: string[] = [];
    const { io, note } = logOf(tree, w, posts);
    const first = await submitCheckpoint(policyWitness(w), note(10), null, io);
    expect(first).toMatchObject({ ok: true, knownSize: 10 });
    expect(posts[0]).toBe(`old 0\n\n${note(10)}`);
    const second = await submitCheckpoint(policyWitness(w), note(37), 10, io);
    expect(second).toMatchObject({ ok: true, knownSize: 37 });
    expect(posts[1]!.split('\n\n')[0]!.split('\n').slice(1)).toHaveLength(consistencyProof(10, 37, tree).length);
    if (second.ok) expect(second.line.startsWith('\u2014 witness.test/w1 ')).toBe(true);
  });

  it('resubmits from the size a 409 names (the site did not know it, or the witness went back)', async () => {
    const w = new TestWitness('witness.test/w1', [signer.vkey]);
    const tree = leaves(30);
    const { io, note } = logOf(tree, w);
    expect(await submitCheckpoint(policyWitness(w), note(12), null, io)).toMatchObject({ ok: true });
    // the site thinks it is at 0: one 409, then from 12
    expect(await submitCheckpoint(policyWitness(w), note(20), null, io)).toMatchObject({ ok: true, knownSize: 20 });
    // restarted from an older backup: it has 12 again, the site thinks 20
    w.state.set('fair.test/log', { size: 12, root: hexBytes(treeRoot(tree, 12)) });
    expect(await submitCheckpoint(policyWitness(w), note(25), 20, io)).toMatchObject({ ok: true, knownSize: 25 });
    expect(w.exchanges.map((e) => e.status)).toEqual([200, 409, 200, 409, 200]);
  });

  it('raises a 422 as a possible fork: the witness cosigned another tree under the same key', async () => {
    const w = new TestWitness('witness.test/w1', [signer.vkey]);
    const fork = leaves(20, 'fork');
    const tree = leaves(30);
    expect(await submitCheckpoint(policyWitness(w), logOf(fork, w).note(15), null, logOf(fork, w).io)).toMatchObject({ ok: true });
    const { io, note } = logOf(tree, w);
    const out = await submitCheckpoint(policyWitness(w), note(25), null, io);
    expect(out).toMatchObject({ ok: false, status: '422', fork: true, knownSize: 15 });
    // the same size with another root: the witness's 409 names our own size — also a fork
    const same = await submitCheckpoint(policyWitness(w), note(15), 15, io);
    expect(same).toMatchObject({ ok: false, status: '409', fork: true });
  });

  it('follows a witness whose size moves between two requests (anyone may submit the log), and a witness ahead is no fork', async () => {
    const w = new TestWitness('witness.test/w1', [signer.vkey]);
    const tree = leaves(30);
    const { io, note } = logOf(tree, w);
    expect(await submitCheckpoint(policyWitness(w), note(12), null, io)).toMatchObject({ ok: true });
    // a third party submits the same checkpoint the site is about to send, between the site's 409 and its resubmission
    const racing: SubmitIo = {
      ...io,
      post: async (url, body) => {
        const answer = await io.post(url, body);
        if (answer.status === 409 && w.state.get('fair.test/log')!.size === 12) await submitCheckpoint(policyWitness(w), note(20), 12, io);
        return answer;
      },
    };
    // the site thinks 0: 409 (12), then from 12: 409 (20: the third party's), then from 20: the same root, cosigned
    expect(await submitCheckpoint(policyWitness(w), note(20), null, racing)).toMatchObject({ ok: true, knownSize: 20 });
    // a witness ahead of this round's checkpoint (someone sent it a newer one): no alarm, no fork
    expect(await submitCheckpoint(policyWitness(w), note(15), 20, io)).toMatchObject({ ok: false, status: '409', fork: false, ahead: true, knownSize: 20 });
    expect(await submitCheckpoint(policyWitness(w), note(15), null, io)).toMatchObject({ ok: false, fork: false, ahead: true, knownSize: 20 });
    // a witness that says it has a size the log never signed holds another tree (or lies): a fork
    // alarm, and its size is not kept — the next submission asks it again from old 0
    const liar: SubmitIo = { ...io, post: () => Promise.resolve({ status: 409, text: '1058\n' }) };
    const lie = await submitCheckpoint(policyWitness(w), note(15), null, liar);
    expect(lie).toMatchObject({ ok: false, status: '409', fork: true, knownSize: 0 });
    expect(lie).not.toHaveProperty('ahead');
    expect(await submitCheckpoint(policyWitness(w), note(15), 1058, liar)).toMatchObject({ fork: true, knownSize: 0 });
  });

  it('keeps no cosignature that does not verify with the policy key, and names other answers', async () => {
    const w = new TestWitness('witness.test/w1', [signer.vkey]);
    const tree = leaves(8);
    const { io, note } = logOf(tree, w);
    w.badSignature = true;
    expect(await submitCheckpoint(policyWitness(w), note(8), null, io)).toMatchObject({ ok: false, status: 'bad-cosignature' });
    // another witness's key in the policy: its lines are ignored, so none is by the policy's key
    const other = new TestWitness('witness.test/w1', [signer.vkey]);
    w.badSignature = false;
    expect(await submitCheckpoint(policyWitness(other), note(8), 8, io)).toMatchObject({ ok: false, status: 'bad-cosignature' });
    // a cosignature dated in the future is not kept (it would be shown as when the log was witnessed); a clock a few minutes ahead is
    w.clockAhead = 10 * 365 * 86_400;
    expect(await submitCheckpoint(policyWitness(w), note(8), 8, io)).toMatchObject({ ok: false, status: 'bad-cosignature', message: expect.stringMatching(/dated 20\d\d-.*, in the future$/) });
    w.clockAhead = 120;
    expect(await submitCheckpoint(policyWitness(w), note(8), 8, io)).toMatchObject({ ok: true });
    w.clockAhead = 0;
    const status = (code: number): SubmitIo => ({ ...io, post: () => Promise.resolve({ status: code, text: 'no\n' }) });
    expect(await submitCheckpoint(policyWitness(w), note(8), 8, status(403))).toMatchObject({ ok: false, status: '403', fork: false, message: expect.stringMatching(/^answered 403: it does not trust the log's key/) });
    expect(await submitCheckpoint(policyWitness(w), note(8), 8, status(404))).toMatchObject({ message: expect.stringMatching(/^answered 404: it does not know the log's origin/) });
    expect(await submitCheckpoint(policyWitness(w), note(8), 8, status(500))).toMatchObject({ message: 'answered 500' });
    expect(await submitCheckpoint(policyWitness(w), note(8), 8, status(409))).toMatchObject({ ok: false, status: '409', message: 'answered 409 without its size' });
    const down: SubmitIo = { ...io, post: () => Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })) };
    expect(await submitCheckpoint(policyWitness(w), note(8), 8, down)).toMatchObject({ ok: false, status: 'unreachable', message: 'could not be reached (ECONNREFUSED)' });
    const slow: SubmitIo = { ...io, post: () => Promise.reject(new DOMException('timed out', 'TimeoutError')) };
    expect(await submitCheckpoint(policyWitness(w), note(8), 8, slow)).toMatchObject({ ok: false, status: 'timeout' });
  });

  it('writes the request as tlog-witness gives it', () => {
    expect(requestBody(3, [new Uint8Array(32)], 'o\n5\nr\n\n\u2014 o x\n')).toBe(`old 3\n${'A'.repeat(43)}=\n\no\n5\nr\n\n\u2014 o x\n`);
  });
});
