// A reveal checked in the worker thread (lib/db/reveal-jobs.ts, as the production server does for
// large ones; here every reveal, with the worker bundled as the build bundles it) answers what the
// inline check answers: the same report, the same refusals in api.md's order. A worker that fails
// the job answers `unavailable` (503: try again) and stores nothing.
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getPublicProof } from '../../lib/db/proofs.ts';
import { useRevealWorker } from '../../lib/db/reveal-jobs.ts';
import { addPokerHand, commitProof, revealProof, revealProofText } from '../../lib/db/store.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { sha256Hex, verdictOf, verify } from '../../lib/fair/index.ts';
import { buildRevealWorker } from '../../scripts/lib/build.ts';
import { commitBodyOf, handBodyOf, newPublisher, refusal, vectorCases, withScratchDatabase, type Doc } from './fixtures.ts';
import { testProvider } from './helpers.ts';

const provider = testProvider();
withScratchDatabase('reveal-worker');

// beside node_modules' packages, which the bundle leaves to be imported
fs.mkdirSync(path.join('node_modules', '.cache'), { recursive: true });
const dir = fs.mkdtempSync(path.join('node_modules', '.cache', 'fair-reveal-worker-'));
const bundle = path.resolve(dir, 'worker.mjs');
const failing = path.resolve(dir, 'failing.mjs');
beforeAll(async () => {
  await buildRevealWorker(bundle);
  fs.writeFileSync(failing, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(1));\n");
  useRevealWorker({ file: bundle }, { inlineMax: 0 });
});
afterAll(() => {
  useRevealWorker(null);
  fs.rmSync(dir, { recursive: true, force: true });
});

const seed = (i: number) => (i + 1).toString(16).padStart(32, '0');
const roll = (i: number) => ({ scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed(i))), clientSeeds: ['a', 'b'] });

describe(`reveals checked in the worker thread on ${provider}`, () => {
  let pub: number;
  beforeAll(async () => {
    pub = await newPublisher('worker');
  });

  it("publishes every scheme's vectors with the verdict the inline check gives", async () => {
    for (const scheme of ['roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'poker_hmac_v1', 'chess_colour_v1']) {
      for (const c of vectorCases(scheme)) {
        if (c.proof.serverSeed === undefined && c.proof.seedA === undefined) continue;
        if (c.proof.commitment === undefined && scheme === 'roll_pair_v1') continue;
        const { id } = await commitProof(pub, commitBodyOf(c.proof));
        for (const hand of (c.proof.hands as Doc[] | undefined) ?? []) await addPokerHand(pub, id, handBodyOf(hand));
        const text = JSON.stringify(c.proof);
        const expected = verify(c.proof);
        if (expected.commitmentOk === false) {
          expect(await refusal(revealProofText(pub, id, text)), c.name).toMatchObject({ code: 'commitment_mismatch' });
          continue;
        }
        const first = await revealProofText(pub, id, text);
        expect(first.report.ok, c.name).toBe(expected.ok);
        expect(first.report.mismatches, c.name).toEqual(expected.mismatches);
        expect((await getPublicProof(id))?.verdict, c.name).toBe(verdictOf(first.report) === 'verified' ? 'verified' : 'failed');
        // the same body again, parsed this time: the stored report, as it was answered
        expect((await revealProof(pub, id, c.proof)).reportJson, c.name).toBe(first.reportJson);
      }
    }
  });

  it("refuses in api.md's order: 404, 400 (not JSON, too deep, invalid), 409 already_revealed, 422, 409 conflict", async () => {
    const { id } = await commitProof(pub, roll(1));
    const reveal = { ...roll(1), serverSeed: seed(1), count: 3 };
    expect(await refusal(revealProofText(pub, id + 1000, '{'))).toEqual({ code: 'not_found' });
    expect(await refusal(revealProofText(pub, id, '{'))).toEqual({ code: 'invalid_input', field: 'document' });
    expect(await refusal(revealProofText(pub, id, `${'['.repeat(40)}${']'.repeat(40)}`))).toEqual({ code: 'invalid_input', field: 'document' });
    expect(await refusal(revealProofText(pub, id, JSON.stringify({ ...reveal, count: -1 })))).toEqual({ code: 'invalid_input', field: 'count' });
    // a wrong seed is reported before the differing client seeds
    const differing = { ...reveal, clientSeeds: ['x'] };
    expect(await refusal(revealProofText(pub, id, JSON.stringify({ ...differing, serverSeed: seed(2) })))).toEqual({ code: 'commitment_mismatch', field: 'serverSeed' });
    expect(await refusal(revealProofText(pub, id, JSON.stringify(differing)))).toEqual({ code: 'conflict', field: 'clientSeeds' });
    expect((await revealProofText(pub, id, JSON.stringify(reveal))).report.ok).toBe(true);
    expect(await refusal(revealProofText(pub, id, JSON.stringify({ ...reveal, count: 2 })))).toEqual({ code: 'already_revealed' });
    // invalid input still comes before already_revealed
    expect(await refusal(revealProofText(pub, id, JSON.stringify({ ...reveal, count: 'x' })))).toEqual({ code: 'invalid_input', field: 'count' });
  });

  it('answers unavailable, storing nothing, when the worker fails the job; the next worker reveals it', async () => {
    const { id } = await commitProof(pub, roll(3));
    const reveal = JSON.stringify({ ...roll(3), serverSeed: seed(3), count: 2 });
    useRevealWorker({ file: failing }, { inlineMax: 0 });
    try {
      expect(await refusal(revealProofText(pub, id, reveal))).toEqual({ code: 'unavailable' });
      expect((await getPublicProof(id))?.status).toBe('committed');
    } finally {
      useRevealWorker({ file: bundle }, { inlineMax: 0 });
    }
    expect((await revealProofText(pub, id, reveal)).report.ok).toBe(true);
  });
});
