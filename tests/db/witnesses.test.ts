// The witnesses' rounds in the database (lib/db/log/witnesses.ts), on SQLite and PostgreSQL, with
// two test witnesses answering in process: rounds run at once submit each checkpoint to each witness
// once (the claims), at most once per interval; the quorum row follows the cosignatures, so the
// published checkpoint is the newest both cosigned, and stays it while one witness fails.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { consistencyProofHex, latestCheckpoint, SIGN_INTERVAL_MS } from '../../lib/db/log/index.ts';
import { logSigner } from '../../lib/db/log/key.ts';
import { witnessConfig } from '../../lib/db/log/policy.ts';
import { publishedCheckpoint } from '../../lib/db/log/published.ts';
import type { SubmitIo } from '../../lib/db/log/submit.ts';
import { signedByLog, witnessRound, witnessState } from '../../lib/db/log/witnesses.ts';
import { getPublicProof } from '../../lib/db/proofs.ts';
import { commitProof, revealProof } from '../../lib/db/store.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { sha256Hex, verify } from '../../lib/fair/index.ts';
import { verifyCosigned } from '../../lib/fair/log/index.ts';
import { TestWitness } from '../witness/test-witness.ts';
import { newPublisher, withScratchDatabase } from './fixtures.ts';
import { testProvider } from './helpers.ts';

const provider = testProvider();
withScratchDatabase('witnesses');

const a = new TestWitness('witness-a.db.test/w', []);
const b = new TestWitness('witness-b.db.test/w', []);
const byUrl = new Map([['http://a.test/w/add-checkpoint', a], ['http://b.test/w/add-checkpoint', b]]);
/** add-checkpoint on the test witnesses in process; a witness in `down` answers 503. */
const down = new Set<TestWitness>();
const io: SubmitIo = {
  post: (url, body) => {
    const w = byUrl.get(url)!;
    if (down.has(w)) return Promise.resolve({ status: 503, text: 'down\n' });
    const r = w.addCheckpoint(body);
    return Promise.resolve({ status: r.status, text: r.body });
  },
  proof: async (from, to) => (await consistencyProofHex(from, to)).map((h) => hexToBytes(h)),
  signed: signedByLog,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`witness rounds on ${provider}`, () => {
  let policyText: string;
  let pub: number;
  let n = 0;
  const commit = async () => commitProof(pub, { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(`witness-db ${n++}`), clientSeeds: ['a', 'b'] });

  it('submits each checkpoint to each witness once, however many rounds run at once', async () => {
    const vkey = (await logSigner()).vkey;
    a.logKeys.push(vkey);
    b.logKeys.push(vkey);
    policyText = `log ${vkey}\nwitness A ${a.vkey} http://a.test/w\nwitness B ${b.vkey} http://b.test/w\ngroup both all A B\nquorum both\n`;
    const file = path.join(tmpdir(), `fair-witness-db-${process.pid}.policy`);
    writeFileSync(file, policyText);
    process.env.FAIR_LOG_POLICY = file;
    const { policy } = witnessConfig();
    pub = await newPublisher('witness-db');
    for (let i = 0; i < 5; i++) await commit();
    await sleep(SIGN_INTERVAL_MS + 50);
    const size = (await latestCheckpoint()).size;
    // four processes' rounds at the same moment
    const reports = (await Promise.all([1, 2, 3, 4].map(() => witnessRound(policy!, 1, io)))).flat();
    expect(reports.map((r) => [r.witness.name, r.size, r.outcome.ok]).sort()).toEqual([['A', size, true], ['B', size, true]]);
    expect(a.exchanges.filter((e) => e.status === 200).map((e) => e.size)).toEqual([size]);
    // within the interval nothing more is sent, even when the log grows
    await commit();
    expect((await witnessRound(policy!, 1, io)).length).toBe(0);
    const published = await publishedCheckpoint();
    expect(published.size).toBe(size);
    expect(verifyCosigned(published.note, policyText)).toMatchObject({ ok: true, size });
  });

  it('keeps the last checkpoint both cosigned while one witness fails, and shows the alarm', async () => {
    const { policy } = witnessConfig();
    const before = (await publishedCheckpoint()).size;
    down.add(b);
    await sleep(1100);
    await latestCheckpoint();
    await sleep(SIGN_INTERVAL_MS + 50);
    const reports = await witnessRound(policy!, 1, io);
    expect(reports.find((r) => r.witness.name === 'A')?.outcome.ok).toBe(true);
    expect(reports.find((r) => r.witness.name === 'B')?.outcome).toMatchObject({ ok: false, status: '503' });
    expect((await publishedCheckpoint()).size).toBe(before);
    const state = await witnessState();
    expect(state?.witnessedSize).toBe(before);
    expect(state?.newestSize).toBeGreaterThan(before);
    expect(state?.witnesses.find((w) => w.name === 'B')).toMatchObject({ alarm: '503: answered 503', fork: false, size: before });
    // B is back: the next round after the interval brings it up, and the published checkpoint with it
    down.delete(b);
    await sleep(1100);
    await witnessRound(policy!, 1, io);
    const after = await publishedCheckpoint();
    expect(after.size).toBeGreaterThan(before);
    expect(verifyCosigned(after.note, policyText).ok).toBe(true);
    expect((await witnessState())?.witnesses.every((w) => w.alarm === null)).toBe(true);
  });

  it('freezes a reveal against the published checkpoint with its cosignatures, so that --policy holds for the document', async () => {
    const { policy } = witnessConfig();
    const vkey = (await logSigner()).vkey;
    const seeds = ['ab'.repeat(16), 'cd'.repeat(16)];
    const bodyOf = (seed: string) => ({ scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), clientSeeds: ['a', 'b'], count: 3 });
    const { id: early } = await commitProof(pub, bodyOf(seeds[0]!));
    await sleep(1100);
    await sleep(SIGN_INTERVAL_MS + 50);
    await witnessRound(policy!, 1, io);
    const witnessed = await publishedCheckpoint();
    // the log grows past the witnessed checkpoint, and a newer one is signed before the reveals
    const { id: late } = await commitProof(pub, bodyOf(seeds[1]!));
    await sleep(SIGN_INTERVAL_MS + 50);
    expect((await latestCheckpoint()).size).toBeGreaterThan(witnessed.size);
    for (const [id, seed] of [[early, seeds[0]!], [late, seeds[1]!]] as const) await revealProof(pub, id, { ...bodyOf(seed), serverSeed: seed });
    const documentOf = async (id: number) => (await getPublicProof(id))!.document as { log: { checkpoint: string } };

    // covered by the witnessed checkpoint: frozen against it, cosignatures and all
    const covered = await documentOf(early);
    expect(covered.log.checkpoint).toBe(witnessed.note);
    expect(verify(covered, { vkey, policy: policyText })).toMatchObject({ ok: true, mismatches: [] });
    expect(verify(covered, { vkey }).ok).toBe(true);
    // committed after it: the newest signed checkpoint, which no witness has seen — --policy says so
    const uncovered = await documentOf(late);
    expect(uncovered.log.checkpoint).not.toBe(witnessed.note);
    expect(verify(uncovered, { vkey }).ok).toBe(true);
    expect(verify(uncovered, { vkey, policy: policyText }).log?.error).toMatch(/quorum/);
  });

  it('raises a fork alarm for a witness that names a size the log never signed, and asks it again next round', async () => {
    const { policy } = witnessConfig();
    let lying = true;
    const liar: SubmitIo = { ...io, post: (url, body) => (lying && url.startsWith('http://b.test/') ? Promise.resolve({ status: 409, text: '99999\n' }) : io.post(url, body)) };
    await commit();
    await sleep(SIGN_INTERVAL_MS + 50);
    await sleep(1100);
    await witnessRound(policy!, 1, liar);
    expect((await witnessState())?.witnesses.find((w) => w.name === 'B')).toMatchObject({ fork: true, alarm: expect.stringMatching(/99999 entries of this log, a size the log never signed/) });
    // honest again: the next round sends it the checkpoint (from old 0, which its 409 corrects) and it cosigns
    lying = false;
    const sent = b.exchanges.length;
    await sleep(1100);
    const reports = await witnessRound(policy!, 1, liar);
    expect(b.exchanges.length).toBeGreaterThan(sent);
    expect(reports.find((r) => r.witness.name === 'B')?.outcome.ok).toBe(true);
    expect((await witnessState())?.witnesses.find((w) => w.name === 'B')).toMatchObject({ fork: false, alarm: null });
  });
});
