import { describe, expect, it } from 'vitest';

import { MAX_DEALS } from '../../lib/fair/fields.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { sha256Hex, verify } from '../../lib/fair/index.ts';
import { canonicalJson } from '../../lib/db/canonical.ts';
import { getDb } from '../../lib/db/client.ts';
import { secretFields } from '../../lib/db/document.ts';
import { countProofs, getPublicProof, listProofs } from '../../lib/db/proofs.ts';
import { authenticate, createPublisher, listPublishers, revokePublisher, rotatePublisher } from '../../lib/db/publishers.ts';
import { onReveal } from '../../lib/db/events.ts';
import { addPokerHand, commitProof, revealProof, StoreError } from '../../lib/db/store.ts';
import { tlogProofOf } from '../../lib/db/log/tlog-proof.ts';
import { verifierKey } from '../../lib/db/log/index.ts';
import type { Report } from '../../lib/fair/index.ts';
import { commitBodyOf, handBodyOf, newPublisher, refusal, withScratchDatabase, vectorCases, type Doc } from './fixtures.ts';
import { testProvider } from './helpers.ts';

const provider = testProvider();
withScratchDatabase('store');

/** A report as it would be without the document's log parts (each is one check). */
function withoutLog(r: Report): Report {
  const { log, ...rest } = r;
  const checks = rest.checks - (log?.entries.length ?? 0);
  return { ...rest, checks, ok: rest.mismatches.length === 0 && !rest.pending && checks > 0 };
}

/** Publishes a vector's document: commit, its hands, reveal. */
async function publish(pub: number, proof: Doc, ref?: string) {
  const body = commitBodyOf(proof);
  if (proof.scheme === 'roll_pair_v1' && body.commitment === undefined) {
    body.commitment = sha256Hex(hexToBytes(String(proof.serverSeed)));
  }
  const { id } = await commitProof(pub, ref ? { ...body, ref } : body);
  for (const hand of (proof.hands as Doc[] | undefined) ?? []) await addPokerHand(pub, id, handBodyOf(hand));
  return { id, reveal: () => revealProof(pub, id, proof) };
}

const ROLL = {
  scheme: 'roll_pair_v1',
  game: 'backgammon',
  serverSeed: '00112233445566778899aabbccddeeff',
  clientSeeds: ['phoneA', 'phoneB'],
  count: 3,
};
const ROLL_COMMIT = sha256Hex(hexToBytes(ROLL.serverSeed));
const { serverSeed: _seed, ...ROLL_PUBLIC } = ROLL;

describe(`the proof store on ${provider}`, () => {
  let pub: number;
  let other: number;

  it('creates publishers with tokens shown once and stored as hashes', async () => {
    pub = await newPublisher('backgammon-eu');
    other = await newPublisher('dice-bot');
    const rows = await getDb().publisher.findMany();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    expect(await authenticate('fpk_' + 'A'.repeat(43))).toBeNull();
    expect(await authenticate('')).toBeNull();
    await expect(createPublisher('backgammon-eu')).rejects.toThrow(/exists/);
    await expect(createPublisher('bad name!')).rejects.toThrow(/name/);
    const { token } = await createPublisher('revoked-one');
    expect(await authenticate(token)).not.toBeNull();
    await revokePublisher('revoked-one');
    expect(await authenticate(token)).toBeNull();
    expect((await listPublishers()).map((p) => [p.name, p.revokedAt !== null])).toEqual([
      ['backgammon-eu', false],
      ['dice-bot', false],
      ['revoked-one', true],
    ]);
    // rotated: a new token for the same publisher, the old one still refused; of two rotations at once one wins, the other says so
    const rotated = await rotatePublisher('revoked-one');
    expect(await authenticate(rotated.token)).not.toBeNull();
    expect(await authenticate(token)).toBeNull();
    const both = await Promise.allSettled([rotatePublisher('revoked-one'), rotatePublisher('revoked-one')]);
    const won = both.flatMap((r) => (r.status === 'fulfilled' ? [r.value.token] : []));
    expect(won).toHaveLength(1);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { message: expect.stringMatching(/by another command at the same time/) } });
    expect(await authenticate(won[0]!)).not.toBeNull();
    expect(await authenticate(rotated.token)).toBeNull();
  });

  for (const scheme of ['roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'poker_hmac_v1', 'chess_colour_v1']) {
    it(`publishes every ${scheme} vector through commit → reveal with the vector's verdict`, async () => {
      for (const c of vectorCases(scheme)) {
        const seeded = c.proof.serverSeed !== undefined || c.proof.seedA !== undefined;
        if (!seeded) continue;
        // The API requires a commitment; a vector without one (roll_pair_v1
        // "computed only") gets its seed's, and then verifies.
        const proof: Doc = c.proof.commitment === undefined && scheme === 'roll_pair_v1'
          ? { ...c.proof, commitment: sha256Hex(hexToBytes(String(c.proof.serverSeed))) }
          : c.proof;
        const { id, reveal } = await publish(pub, proof);
        const expected = verify(proof);
        if (proof === c.proof) expect(expected.ok, c.name).toBe(c.expect.ok);
        if (expected.commitmentOk === false) {
          expect(await refusal(reveal()), c.name).toMatchObject({ code: 'commitment_mismatch' });
          const stored = await getPublicProof(id);
          expect(stored?.status, c.name).toBe('committed');
          expect(JSON.stringify(stored?.document), c.name).not.toContain(String(c.proof.serverSeed ?? c.proof.seedA));
          continue;
        }
        const { report } = await reveal();
        expect(report, c.name).toEqual(expected);
        const stored = await getPublicProof(id);
        expect(stored?.status).toBe('revealed');
        expect(stored?.verdict, c.name).toBe(expected.ok ? 'verified' : 'failed');
        // The served document verifies to the same report (the page recomputes from it), plus
        // its commitment-log part, which verifies with the log's key.
        const served = verify(stored?.document, { vkey: await verifierKey() });
        expect(served.log?.ok, c.name).toBe(true);
        expect(served.log?.entries.length, c.name).toBe(1 + ((proof.hands as Doc[] | undefined)?.length ?? 0));
        expect(withoutLog(served), c.name).toEqual(expected);
      }
    });
  }

  it('keeps a committed proof public without its seed, and reveals it once', async () => {
    const { id, created } = await commitProof(pub, { ...ROLL_PUBLIC, commitment: ROLL_COMMIT.toUpperCase() });
    expect(created).toBe(true);
    const committed = await getPublicProof(id);
    expect(committed?.document).toMatchObject({ id, status: 'committed', commitment: ROLL_COMMIT, clientSeeds: ROLL.clientSeeds });
    expect(committed?.document).not.toHaveProperty('serverSeed');

    const body = { ...ROLL, commitment: ROLL_COMMIT };
    const announced: number[] = [];
    const stop = onReveal((n) => announced.push(n));
    const first = await revealProof(pub, id, body);
    expect(first.report).toMatchObject({ ok: true, commitmentOk: true });
    // the same body again (keys in another order): the same answer
    const again = await revealProof(pub, id, JSON.parse(canonicalJson(body)));
    expect(again.report).toEqual(first.report);
    expect(await refusal(revealProof(pub, id, { ...body, count: 2 }))).toEqual({ code: 'already_revealed' });
    stop();
    // the reveal is announced once, when it committed (pre-rendering listens): not its repeat, not a refusal
    expect(announced).toEqual([id]);
    const revealed = await getPublicProof(id);
    expect(revealed?.document).toMatchObject({ status: 'revealed', serverSeed: ROLL.serverSeed, count: 3 });
  });

  it('refuses a seed that does not hash to the commitment and stores nothing', async () => {
    const { id } = await commitProof(pub, { scheme: 'roll_pair_v1', game: 'backgammon', commitment: ROLL_COMMIT });
    const wrong = { ...ROLL, serverSeed: 'ff'.repeat(16) };
    expect(await refusal(revealProof(pub, id, wrong))).toEqual({ code: 'commitment_mismatch', field: 'serverSeed' });
    const row = await getDb().proof.findUnique({ where: { id } });
    expect(row).toMatchObject({ status: 'committed', serverSeed: null, revealedAt: null, recorded: null });
    expect((await revealProof(pub, id, ROLL)).report.ok).toBe(true);
  });

  it('refuses a reveal whose committed fields differ, after the commitment check', async () => {
    const { id } = await commitProof(pub, { ...ROLL_PUBLIC, commitment: ROLL_COMMIT });
    expect(await refusal(revealProof(pub, id, { ...ROLL, clientSeeds: ['phoneB', 'phoneA'] }))).toEqual({
      code: 'conflict',
      field: 'clientSeeds',
    });
    expect(await refusal(revealProof(pub, id, { ...ROLL, clientSeeds: ['phoneB', 'phoneA'], serverSeed: 'ee'.repeat(16) }))).toMatchObject({
      code: 'commitment_mismatch',
    });
    expect((await getPublicProof(id))?.status).toBe('committed');
  });

  it("names the count that differs from the commitment, not the outcomes that fit the body's own count (a 400 before)", async () => {
    const { id } = await commitProof(pub, { ...ROLL_PUBLIC, commitment: ROLL_COMMIT });
    const four = { ...ROLL, count: 4, recorded: [[1, 2], [3, 4], [5, 6], [6, 6]] };
    expect(await refusal(revealProof(pub, id, four))).toEqual({ code: 'conflict', field: 'count' });
    // the seed is still checked first (api.md's order)
    expect(await refusal(revealProof(pub, id, { ...four, serverSeed: 'ee'.repeat(16) }))).toMatchObject({ code: 'commitment_mismatch', field: 'serverSeed' });
    // outcomes that fit no count are the body's own fault
    expect(await refusal(revealProof(pub, id, { ...ROLL, recorded: [[1, 2], [3, 4], [5, 6], [6, 6]] }))).toMatchObject({ code: 'invalid_input', field: 'recorded' });
    expect((await getPublicProof(id))?.status).toBe('committed');
  });

  it('makes one proof of the same ref, and refuses the ref with another body', async () => {
    const body = { scheme: 'die_round_v1', game: 'dice', commitment: 'ab'.repeat(32), ref: 'room-7/game-1' };
    const a = await commitProof(pub, body);
    const b = await commitProof(pub, { ref: body.ref, game: 'dice', commitment: body.commitment, scheme: 'die_round_v1' });
    expect(b).toEqual({ id: a.id, created: false });
    expect(await refusal(commitProof(pub, { ...body, commitment: 'cd'.repeat(32) }))).toMatchObject({ code: 'ref_conflict', field: 'ref' });
    // another publisher may use the same ref
    expect((await commitProof(other, body)).id).not.toBe(a.id);
    // 128 characters as counted by a person (an emoji is one), and text: no lone surrogate
    expect((await commitProof(pub, { ...body, ref: '🎲'.repeat(128) })).created).toBe(true);
    for (const ref of ['🎲'.repeat(129), 'room\ud800', '', 'a\u0007b']) expect(await refusal(commitProof(pub, { ...body, ref })), ref).toMatchObject({ code: 'invalid_input', field: 'ref' });
  });

  it('stores no field a scheme does not have, and a repeat that adds one is the same body', async () => {
    const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: ROLL_COMMIT, ref: 'room-8/unknown-fields', roomName: 'lobby-7' };
    const a = await commitProof(pub, body);
    expect(await commitProof(pub, { ...body, roomName: 'lobby-8', player: 'Ann' })).toEqual({ id: a.id, created: false });
    const reveal = { ...ROLL, roomName: 'lobby-7', ref: body.ref };
    expect((await revealProof(pub, a.id, reveal)).report.ok).toBe(true);
    expect((await revealProof(pub, a.id, { ...reveal, roomName: 'x' })).report.ok).toBe(true);
    const row = await getDb().proof.findUnique({ where: { id: a.id } });
    expect(JSON.stringify(row)).not.toMatch(/lobby|roomName|Ann/);
  });

  it("treats another publisher's proof as not found", async () => {
    const { id } = await commitProof(pub, { scheme: 'roll_pair_v1', game: 'backgammon', commitment: ROLL_COMMIT });
    expect(await refusal(revealProof(other, id, ROLL))).toEqual({ code: 'not_found' });
    expect(await refusal(revealProof(pub, 2 ** 40, ROLL))).toEqual({ code: 'not_found' });
    expect(await refusal(addPokerHand(other, id, {}))).toEqual({ code: 'not_found' });
  });

  it('refuses commit bodies that carry seeds, outcomes, assigned fields or invalid values — naming the field', async () => {
    const base = { scheme: 'die_round_v1', game: 'dice', commitment: 'ab'.repeat(32) };
    const cases: [unknown, string][] = [
      [null, 'document'],
      [[base], 'document'],
      ['text', 'document'],
      [{ ...base, serverSeed: 'x' }, 'serverSeed'],
      [{ ...base, recorded: [1] }, 'recorded'],
      [{ ...base, id: 3 }, 'id'],
      [{ ...base, status: 'revealed' }, 'status'],
      [{ ...base, committedAt: '2026-01-01T00:00:00.000Z' }, 'committedAt'],
      [{ ...base, log: {} }, 'log'],
      [{ ...base, ref: '' }, 'ref'],
      [{ ...base, ref: 'x'.repeat(129) }, 'ref'],
      [{ ...base, scheme: 'match_seed_v1', game: 'bridge' }, 'scheme'],
      [{ ...base, scheme: 'dice_v9' }, 'scheme'],
      [{ ...base, game: 'chess' }, 'game'],
      [{ ...base, commitment: 'xyz' }, 'commitment'],
      [{ scheme: 'roll_pair_v1', game: 'backgammon' }, 'commitment'],
      [{ scheme: 'chess_colour_v1', game: 'chess', clientA: 'a', clientB: '' }, 'commitA'],
      [{ ...base, clientSeeds: ['a:b'] }, 'clientSeeds[0]'],
      [{ scheme: 'poker_hmac_v1', game: 'poker', table: 't', session: 's', commitment: 'ab'.repeat(32), hands: [{}] }, 'hands[0]'],
    ];
    for (const [body, field] of cases) {
      const r = await refusal(commitProof(pub, body));
      expect(r.code, JSON.stringify(body)).toBe('invalid_input');
      expect(r.field?.startsWith(field), `${JSON.stringify(body)} → ${r.field}`).toBe(true);
    }
  });

  // A null field is an absent one to lib/fair's parser (lib/fair/fields.ts get()); the store once
  // kept it, so a roll_pair_v1 commit with `"commitment": null` passed the check for a commitment and
  // failed building its log entry: a 500. Every field of every scheme's commit, hand and reveal, null.
  for (const scheme of ['roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'poker_hmac_v1', 'chess_colour_v1']) {
    it(`reads a null field of a ${scheme} commit, hand or reveal as absent: stored as valid, or refused naming it`, async () => {
      const proof = vectorCases(scheme).find((c) => c.expect.ok)!.proof;
      // what refused it (a StoreError, naming a field), or null: stored
      const settled = async (p: Promise<unknown>, what: string): Promise<StoreError | null> => {
        try {
          await p;
          return null;
        } catch (e) {
          expect(e, what).toBeInstanceOf(StoreError);
          return e as StoreError;
        }
      };
      const body = commitBodyOf(proof);
      for (const key of Object.keys(body)) {
        const r = await settled(commitProof(pub, { ...body, [key]: null }), `commit ${key}: null`);
        // the field itself, or one the absent field makes wrong (chess: no commitB is a bot's side, which has no clientB)
        if (r) expect(Object.keys(body), `commit ${key}: null`).toContain(r.field?.split(/[.[]/)[0]);
        else {
          // stored: the same body as one without the field, for a repeated ref too
          const ref = `null-${scheme}-${key}`;
          const { [key]: _left, ...without } = body;
          const first = await commitProof(pub, { ...without, ref });
          expect(await commitProof(pub, { ...body, [key]: null, ref }), `commit ${key}: null, ref again`).toEqual({ id: first.id, created: false });
        }
      }
      for (const key of Object.keys(proof)) {
        const { id } = await commitProof(pub, body);
        const hands = (proof.hands as Doc[] | undefined) ?? [];
        for (const hand of hands) {
          for (const k of Object.keys(handBodyOf(hand))) await settled(addPokerHand(pub, id, { ...handBodyOf(hand), [k]: null }), `hand ${k}: null`);
          await addPokerHand(pub, id, handBodyOf(hand));
        }
        const refused = await settled(revealProof(pub, id, { ...proof, [key]: null }), `reveal ${key}: null`);
        // stored revealed: with its seeds (a null seed once stored a revealed, seedless proof)
        const stored = await getPublicProof(id);
        if (!refused && stored?.status === 'revealed') {
          for (const seed of secretFields().filter((k) => k in proof)) expect(stored.document[seed], `reveal ${key}: null`).toBe(proof[seed]);
        }
      }
    });
  }

  it("keeps a hand's number in a proof id's range (a 32-bit integer on PostgreSQL): beyond it a 400, never a 500", async () => {
    const c = vectorCases('poker_hmac_v1').find((v) => v.expect.ok && (v.proof.hands as Doc[]).length >= 1)!;
    const { id } = await commitProof(pub, commitBodyOf(c.proof));
    const h0 = handBodyOf((c.proof.hands as Doc[])[0]!);
    for (const n of [2 ** 31, Number.MAX_SAFE_INTEGER, 1e20, 0, -1, 1.5, '1']) {
      expect(await refusal(addPokerHand(pub, id, { ...h0, n }))).toMatchObject({ code: 'invalid_input', field: 'n' });
      // the store's own range is what it says, not lib/fair's (any safe integer)
      await expect(addPokerHand(pub, id, { ...h0, n })).rejects.toThrow(`expected a hand number from 1 to ${2 ** 31 - 1}, got ${JSON.stringify(n)}`);
    }
    expect(await addPokerHand(pub, id, { ...h0, n: 2 ** 31 - 1 })).toEqual({ created: true });
    expect(await tlogProofOf(id, 2 ** 31 - 1)).toMatch(/^c2sp\.org\/tlog-proof@v1\n/);
    expect(await tlogProofOf(id, 2 ** 31)).toEqual({ none: 'no such hand' });
  });

  it("refuses a session's hand beyond the document's MAX_DEALS (it could never be revealed or read), naming n", async () => {
    const c = vectorCases('poker_hmac_v1').find((v) => v.expect.ok && (v.proof.hands as Doc[]).length >= 1)!;
    const { id } = await commitProof(pub, commitBodyOf(c.proof));
    const h0 = handBodyOf((c.proof.hands as Doc[])[0]!);
    // MAX_DEALS − 1 hands stored as rows (adding each through the store would log each)
    const rows = Array.from({ length: MAX_DEALS - 1 }, (_, i) => ({ proofId: id, n: i + 2, seats: '{}', handCommitment: '', root: '', body: '' }));
    await getDb().pokerHand.createMany({ data: rows });
    expect(await addPokerHand(pub, id, { ...h0, n: 1 })).toEqual({ created: true });
    expect(await addPokerHand(pub, id, { ...h0, n: 1 })).toEqual({ created: false });
    expect(await refusal(addPokerHand(pub, id, { ...h0, n: MAX_DEALS + 1 }))).toMatchObject({ code: 'invalid_input', field: 'n' });
    await expect(addPokerHand(pub, id, { ...h0, n: MAX_DEALS + 1 })).rejects.toThrow(`a session holds at most ${MAX_DEALS} hands, and session ${id} has ${MAX_DEALS}`);
  }, 60_000);

  it('adds poker hands before the deal, once, and none after the reveal', async () => {
    const c = vectorCases('poker_hmac_v1').find((v) => v.expect.ok && (v.proof.hands as Doc[]).length >= 2);
    if (!c) throw new Error('no poker vector');
    const hands = c.proof.hands as Doc[];
    const { id } = await commitProof(pub, commitBodyOf(c.proof));
    const h0 = handBodyOf(hands[0] as Doc);
    expect(await addPokerHand(pub, id, h0)).toEqual({ created: true });
    expect(await addPokerHand(pub, id, { ...h0 })).toEqual({ created: false });
    // the same hand with its digests in upper case is the same hand (digests are lowercased everywhere)
    expect(await addPokerHand(pub, id, { ...h0, root: String(h0.root).toUpperCase(), handCommitment: String(h0.handCommitment).toUpperCase() })).toEqual({ created: false });
    expect(await refusal(addPokerHand(pub, id, { ...h0, root: 'ab'.repeat(32) }))).toMatchObject({ code: 'hand_exists' });
    expect(await refusal(addPokerHand(pub, id, { ...h0, n: 0 }))).toMatchObject({ code: 'invalid_input', field: 'n' });
    expect(await refusal(addPokerHand(pub, id, { ...h0, deck: [] }))).toMatchObject({ code: 'invalid_input', field: 'deck' });
    // a field the store assigns is refused (api.md); one a hand does not have is ignored, never stored
    expect(await refusal(addPokerHand(pub, id, { ...h0, log: {} }))).toMatchObject({ code: 'invalid_input', field: 'log' });
    expect(await addPokerHand(pub, id, { ...h0, table: 'ignored' })).toEqual({ created: false });
    for (const h of hands.slice(1)) await addPokerHand(pub, id, handBodyOf(h));
    const committed = await getPublicProof(id);
    expect((committed?.document.hands as Doc[]).map((h) => h.n)).toEqual(hands.map((h) => h.n));
    expect(JSON.stringify(committed?.document)).not.toContain('"deck"');

    const { report } = await revealProof(pub, id, c.proof);
    expect(report.ok).toBe(true);
    const revealed = await getPublicProof(id);
    expect((revealed?.document.hands as Doc[])[0]).toHaveProperty('deck');
    expect(await refusal(addPokerHand(pub, id, { ...h0, n: 999 }))).toEqual({ code: 'already_revealed' });
  });

  it('survives concurrent commits and reveals: every proof present once, with what was sent', async () => {
    const before = await countProofs();
    const pairs = Array.from({ length: 120 }, (_, i) => i);
    const results = await Promise.all(
      pairs.map(async (i) => {
        const seed = (i + 1).toString(16).padStart(32, '0');
        const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), ref: `conc-${i}` };
        const [a, b] = await Promise.all([commitProof(pub, body), commitProof(pub, body)]);
        expect(a.id).toBe(b.id);
        const reveal = { ...body, serverSeed: seed, clientSeeds: [`p${i}`], count: 2 };
        const [r1, r2] = await Promise.allSettled([revealProof(pub, a.id, reveal), revealProof(pub, a.id, { ...reveal, count: 1 })]);
        // exactly one of two different reveals wins; the other is already_revealed
        const won = [r1, r2].filter((r) => r.status === 'fulfilled').length;
        expect(won).toBe(1);
        return { id: a.id, seed, count: r1.status === 'fulfilled' ? 2 : 1 };
      }),
    );
    expect(await countProofs()).toBe(before + pairs.length);
    expect(new Set(results.map((r) => r.id)).size).toBe(pairs.length);
    for (const r of results) {
      const p = await getPublicProof(r.id);
      expect(p?.document).toMatchObject({ status: 'revealed', serverSeed: r.seed, count: r.count });
      expect(p?.verdict).toBe('verified');
    }
  });

  it('lists newest first by key, filters by game, and rejects bad arguments', async () => {
    const all: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await listProofs({ limit: 7, before });
      all.push(...page.items.map((p) => p.id));
      if (page.nextBefore === null) break;
      expect(page.nextBefore).toBe(page.items.at(-1)?.id);
      before = page.nextBefore;
    }
    expect(all.length).toBe(await countProofs());
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    const dice = await listProofs({ limit: 100, game: 'dice' });
    expect(dice.items.length).toBeGreaterThan(0);
    expect(dice.items.every((p) => p.game === 'dice')).toBe(true);
    expect(Object.keys(dice.items[0] ?? {}).sort()).toEqual(['committedAt', 'game', 'id', 'revealedAt', 'scheme', 'status', 'verdict']);
    for (const limit of [0, 101, 1.5]) await expect(listProofs({ limit })).rejects.toThrow(RangeError);
    for (const b of [0, -1, 2.5]) await expect(listProofs({ before: b })).rejects.toThrow(RangeError);
    expect((await listProofs({ before: 2 ** 40, limit: 1 })).items[0]?.id).toBe(all[0]);
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 31, 2 ** 53]) expect(await getPublicProof(id)).toBeNull();
  });
});
