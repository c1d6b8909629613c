import { describe, expect, it } from 'vitest';
import {
  consistencyProof, entryFor, inclusionProof, InputError, leafHash, parseProof, treeRoot, verdictOf, verify,
  verifyCheckpoint, verifyConsistency, verifyInclusion,
} from '../../../lib/fair';
import { base64Decode, base64Encode, parseVerifierKey, verifierKeyText } from '../../../lib/fair/log';
import { EMPTY_ROOT, leafHashBytes, nodeHash } from '../../../lib/fair/log/tree';
import { toHex } from '../../../lib/fair/hex';
import { hexBytes, loadLogVectors, TestSigner } from './log-helpers';

const V = loadLogVectors();
const leaves = V.leaves.map((h) => leafHashBytes(hexBytes(h)));
const VKEY = V.checkpoints[0]!.vkey;

function inputError(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an InputError');
}

describe('log.json vectors through lib/fair', () => {
  it.each(V.roots.map((r) => [r.size, r.root] as const))('root of the first %i RFC 6962 leaves', (size, root) => {
    expect(treeRoot(leaves, size)).toBe(root);
    expect(treeRoot(leaves.slice(0, size))).toBe(root);
  });
  it('the empty tree: SHA-256 of nothing', () => {
    expect(treeRoot([], 0)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(EMPTY_ROOT)).toBe(treeRoot([]));
  });
  it.each(V.inclusion.map((c, i) => [i, c.index, c.size, c.ok, c] as const))('inclusion #%i: index %i size %i → %s', (_i, _x, _n, _ok, c) => {
    expect(verifyInclusion(c.index, c.size, c.leafHash, c.hashes, c.root)).toBe(c.ok);
    expect(verifyInclusion(c.index, c.size, c.leafHash.toUpperCase(), c.hashes.map((h) => h.toUpperCase()), c.root)).toBe(c.ok);
    if (c.ok) {
      expect(leafHash(hexBytes(V.leaves[c.index]!))).toBe(c.leafHash);
      expect(inclusionProof(c.index, c.size, leaves)).toEqual(c.hashes);
      expect(inclusionProof(c.index, c.size, (i) => toHex(leaves[i]!))).toEqual(c.hashes);
    }
  });
  it.each(V.consistency.map((c, i) => [i, c.from, c.to, c.ok, c] as const))('consistency #%i: %i → %i → %s', (_i, _f, _t, _ok, c) => {
    expect(verifyConsistency(c.from, c.to, c.hashes, c.oldRoot, c.newRoot)).toBe(c.ok);
    if (c.ok) expect(consistencyProof(c.from, c.to, leaves)).toEqual(c.hashes);
  });
  it.each(V.entries.map((e, i) => [i, e] as const))('entry #%i', (_i, e) => {
    const text = entryFor(e.doc, e.hand);
    expect(text).toBe(e.entry);
    expect(leafHash(text)).toBe(e.leafHash);
  });
  it.each(V.checkpoints.map((c, i) => [i, c.ok, c] as const))('checkpoint #%i → %s', (_i, _ok, c) => {
    const r = verifyCheckpoint(c.note, c.vkey);
    expect(r.ok).toBe(c.ok);
    if (c.ok) expect(r).toEqual({ ok: true, origin: 'fair.example.com/log', size: c.size, root: c.root });
    else expect(r.error).toMatch(/\S/);
  });
  it.each(V.documents.map((d) => [d.name, d] as const))('document: %s', (_n, d) => {
    const r = verify(d.proof, { vkey: d.vkey });
    expect(r.ok).toBe(d.expect.ok);
    expect(r.log).toEqual(d.expect.log);
    expect(verdictOf(r)).toBe(d.expect.ok ? 'verified' : 'failed');
    if (!d.expect.ok) expect(r.mismatches.every((m) => m.at === 'log' || /^hands\[\d+\]\.log$/.test(m.at))).toBe(true);
    expect(verify(JSON.stringify(d.proof), { vkey: d.vkey })).toEqual(r);
  });
});

describe('log parts in verify()', () => {
  const [dice, poker, changed, forged] = V.documents.map((d) => d.proof) as Record<string, unknown>[];
  it('failures are mismatches at log / hands[k].log with the compared values', () => {
    const r1 = verify(changed, { vkey: VKEY });
    expect(r1.mismatches).toEqual([{ at: 'log', recorded: (changed!.log as { entry: string }).entry, computed: entryFor(changed) }]);
    const r2 = verify(forged, { vkey: VKEY });
    expect(r2.mismatches).toHaveLength(1);
    expect(r2.mismatches[0]!.at).toBe('hands[1].log');
    expect(r2.mismatches[0]!.recorded).toBe('b4ea6b419451bb39df413ce3efc2ff7dbb03f7a26264cfa887cf93d90d05e5a3');
  });
  it('each log part is one check', () => {
    const base = { ...dice };
    delete base.log;
    expect(verify(dice, { vkey: VKEY }).checks).toBe(verify(base).checks + 1);
    const p = structuredClone(poker) as { log?: unknown; hands: { log?: unknown }[] };
    const without = structuredClone(p);
    delete without.log;
    without.hands.forEach((h) => delete h.log);
    expect(verify(p, { vkey: VKEY }).checks).toBe(verify(without).checks + 3);
    expect(verify(without).log).toBeUndefined();
  });
  it('no verifier key: every part fails, log.error says so', () => {
    const r = verify(dice);
    expect(r.ok).toBe(false);
    expect(verdictOf(r)).toBe('failed');
    expect(r.log).toMatchObject({ ok: false, entries: [{ index: 2, size: 8, ok: false }] });
    expect(r.log!.error).toMatch(/verifier key/);
    expect(r.mismatches.map((m) => m.at)).toEqual(['log']);
  });
  it('a wrong verifier key fails; a malformed one is an input error (field vkey)', () => {
    const other = new TestSigner('fair.example.com/log', 9).vkey;
    const r = verify(dice, { vkey: other });
    expect(r.ok).toBe(false);
    expect(r.log!.entries[0]!.ok).toBe(false);
    expect(r.log!.error).toBeUndefined();
    expect(inputError(() => verify(dice, { vkey: 'nope' })).field).toBe('vkey');
  });
  it('a pending (committed) document: its log parts are still checked and reported', () => {
    const s = new TestSigner('fair.example.com/log');
    const doc = { id: 5, scheme: 'die_round_v1', game: 'dice', status: 'committed', commitment: 'ab'.repeat(32), committedAt: '2026-11-29T12:00:00.000Z' };
    const entries = ['x', 'y', entryFor(doc), 'z'].map((e) => leafHashBytes(e));
    const withLog = { ...doc, log: { index: 2, entry: entryFor(doc), checkpoint: s.checkpoint(4, treeRoot(entries)), inclusion: inclusionProof(2, 4, entries) } };
    const ok = verify(withLog, { vkey: s.vkey });
    expect(ok).toMatchObject({ ok: false, pending: true, checks: 1, log: { ok: true, entries: [{ index: 2, size: 4, ok: true }] }, mismatches: [] });
    expect(verdictOf(ok)).toBe('pending');
    const bad = verify({ ...withLog, log: { ...withLog.log, index: 1 } }, { vkey: s.vkey });
    expect(bad).toMatchObject({ ok: false, pending: false, log: { ok: false, entries: [{ index: 1, size: 4, ok: false }] } });
    expect(verdictOf(bad)).toBe('failed');
    // a chess game against a bot, pending: entry with `commitB -`
    const chess = { id: 6, scheme: 'chess_colour_v1', game: 'chess', commitA: 'cd'.repeat(32), clientA: 'me', clientB: '', committedAt: '2026-11-29T12:00:00.000Z' };
    const one = [leafHashBytes(entryFor(chess))];
    const r = verify({ ...chess, log: { index: 0, entry: entryFor(chess), checkpoint: s.checkpoint(1, treeRoot(one)), inclusion: [] } }, { vkey: s.vkey });
    expect(r).toMatchObject({ pending: true, log: { ok: true } });
  });
  it('a checkpoint that is not a signed note, a wrong size or a tampered signature fail (never input errors)', () => {
    const part = (dice as { log: Record<string, unknown> }).log;
    const cases = [
      'garbage',
      (part.checkpoint as string).replace('\n8\n', '\n9\n'),
      (part.checkpoint as string).replace('6wVwVz', '6wVwVy'),
      (part.checkpoint as string).replace('— fair.example.com/log', '— other.example/log'),
    ];
    for (const checkpoint of cases) {
      const r = verify({ ...dice, log: { ...part, checkpoint } }, { vkey: VKEY });
      expect(r.ok, checkpoint).toBe(false);
      expect(r.mismatches[0]!.at).toBe('log');
    }
    expect(verify({ ...dice, log: { ...part, checkpoint: 'garbage' } }, { vkey: VKEY }).log!.entries[0]!.size).toBe(0);
    // a path of the wrong length for the index and size
    const r = verify({ ...dice, log: { ...part, inclusion: (part.inclusion as string[]).slice(1) } }, { vkey: VKEY });
    expect(r.mismatches[0]).toMatchObject({ at: 'log', computed: null });
  });
  it('the log part is validated: id, committedAt, a hand\'s committedAt, shapes', () => {
    const part = (dice as { log: Record<string, unknown> }).log;
    const noId = { ...dice };
    delete noId.id;
    expect(inputError(() => verify(noId)).field).toBe('id');
    const noTime = { ...dice };
    delete noTime.committedAt;
    expect(inputError(() => verify(noTime)).field).toBe('committedAt');
    const p = structuredClone(poker) as { hands: { committedAt?: string }[] };
    delete p.hands[1]!.committedAt;
    expect(inputError(() => verify(p)).field).toBe('hands[1].committedAt');
    const bad: [Record<string, unknown>, string][] = [
      [{ ...part, index: -1 }, 'log.index'],
      [{ ...part, index: '2' }, 'log.index'],
      [{ ...part, entry: 7 }, 'log.entry'],
      [{ ...part, entry: '' }, 'log.entry'],
      [{ ...part, checkpoint: undefined }, 'log.checkpoint'],
      [{ ...part, inclusion: 'x' }, 'log.inclusion'],
      [{ ...part, inclusion: ['zz'] }, 'log.inclusion[0]'],
      [{ ...part, inclusion: Array(64).fill('00'.repeat(32)) }, 'log.inclusion'],
    ];
    for (const [log, field] of bad) expect(inputError(() => verify({ ...dice, log })).field).toBe(field);
    expect(inputError(() => verify({ ...dice, log: 'x' })).field).toBe('log');
    // roll_pair_v1 may omit its commitment, but not with a log part
    const rp = { id: 1, scheme: 'roll_pair_v1', game: 'backgammon', committedAt: '2026-11-29T12:00:00.000Z', log: part };
    expect(inputError(() => verify(rp)).field).toBe('commitment');
    // upper-case path hashes are accepted and lowercased
    const up = verify({ ...dice, log: { ...part, inclusion: (part.inclusion as string[]).map((h) => h.toUpperCase()) } }, { vkey: VKEY });
    expect(up.ok).toBe(true);
    expect((parseProof({ ...dice, log: { ...part, inclusion: (part.inclusion as string[]).map((h) => h.toUpperCase()) } }) as { log?: { inclusion: string[] } }).log!.inclusion).toEqual(part.inclusion);
  });
});

describe('entryFor: every kind', () => {
  const t = '2026-11-29T12:00:00.000Z';
  const h = (c: string) => c.repeat(64);
  it('roll_pair_v1, match_seed_v2, chess with a human B', () => {
    expect(entryFor({ id: 3, scheme: 'roll_pair_v1', game: 'backgammon', commitment: h('A'), committedAt: t }))
      .toBe(`fair-proofs/log/v1\nproof 3\nscheme roll_pair_v1\ngame backgammon\ncommitment ${h('a')}\ntime ${t}\n`);
    expect(entryFor({ id: 4, scheme: 'match_seed_v2', game: 'bridge', matchId: 'm1', commitment: h('b'), committedAt: t }))
      .toBe(`fair-proofs/log/v1\nproof 4\nscheme match_seed_v2\ngame bridge\ncommitment ${h('b')}\ntime ${t}\n`);
    expect(entryFor({ id: 5, scheme: 'chess_colour_v1', game: 'chess', commitA: h('c'), clientA: 'a', commitB: h('D'), clientB: 'b', committedAt: t }))
      .toBe(`fair-proofs/log/v1\nproof 5\nscheme chess_colour_v1\ngame chess\ncommitA ${h('c')}\ncommitB ${h('d')}\ntime ${t}\n`);
  });
  it('a poker session and its hands', () => {
    const doc = {
      id: 9, scheme: 'poker_hmac_v1', game: 'poker', table: 't', session: 's', commitment: h('1'), committedAt: t,
      hands: [{ n: 4, seats: { 0: 'a' }, handCommitment: h('2'), root: h('3'), committedAt: '2026-11-29T12:00:05.000Z' }],
    };
    expect(entryFor(doc)).toBe(`fair-proofs/log/v1\nproof 9\nscheme poker_hmac_v1\ngame poker\ncommitment ${h('1')}\ntime ${t}\n`);
    expect(entryFor(doc, 4)).toBe(`fair-proofs/log/v1\nproof 9\nscheme poker_hmac_v1\ngame poker\nhand 4\nhandCommitment ${h('2')}\nroot ${h('3')}\ntime 2026-11-29T12:00:05.000Z\n`);
    expect(inputError(() => entryFor(doc, 5)).field).toBe('hand');
    expect(inputError(() => entryFor(doc, 0)).field).toBe('hand');
    const noTime = structuredClone(doc) as { hands: { committedAt?: string }[] };
    delete noTime.hands[0]!.committedAt;
    expect(inputError(() => entryFor(noTime, 4)).field).toBe('hands[0].committedAt');
  });
  it('needs id and committedAt; a hand number only for poker; the document is validated', () => {
    const d = { scheme: 'die_round_v1', game: 'dice', commitment: h('e'), committedAt: t };
    expect(inputError(() => entryFor(d)).field).toBe('id');
    expect(inputError(() => entryFor({ ...d, id: 1, committedAt: undefined })).field).toBe('committedAt');
    expect(inputError(() => entryFor({ ...d, id: 1 }, 1)).field).toBe('hand');
    expect(inputError(() => entryFor({ id: 1, scheme: 'roll_pair_v1', game: 'backgammon', committedAt: t })).field).toBe('commitment');
    expect(inputError(() => entryFor({ ...d, id: 1, commitment: 'x' })).field).toBe('commitment');
    expect(inputError(() => entryFor('nope')).field).toBe('document');
  });
});

describe('checkpoints and verifier keys', () => {
  const s = new TestSigner('fair.example.com/log', 3);
  const root = treeRoot(leaves, 5);
  it('verifies a checkpoint it signed; extra body lines after the root are ignored', () => {
    expect(verifyCheckpoint(s.checkpoint(5, root), s.vkey)).toEqual({ ok: true, origin: s.name, size: 5, root });
    expect(verifyCheckpoint(s.checkpoint(5, root, ['extension line', 'another']), s.vkey)).toMatchObject({ ok: true, size: 5, root });
  });
  it('an empty extension line is refused, signed by the key or not (tlog-checkpoint: "MUST be non-empty")', () => {
    for (const ext of [[''], ['', 'x'], ['x', '']]) {
      expect(verifyCheckpoint(s.checkpoint(5, root, ext), s.vkey), JSON.stringify(ext)).toMatchObject({ ok: false, error: 'an extension line is empty' });
    }
  });
  it('the first body line must equal the key name', () => {
    const r = verifyCheckpoint(s.checkpoint(5, root, [], 'other.example/log'), s.vkey);
    expect(r).toMatchObject({ ok: false, origin: 'other.example/log', size: 5 });
  });
  it('size 0 with the empty root is accepted; with another root it is not', () => {
    expect(verifyCheckpoint(s.checkpoint(0, treeRoot([])), s.vkey)).toMatchObject({ ok: true, size: 0, root: treeRoot([]) });
    expect(verifyCheckpoint(s.checkpoint(0, root), s.vkey).ok).toBe(false);
  });
  it('other keys\' signature lines are ignored; a signature by the key that does not verify fails', () => {
    const other = new TestSigner('witness.example', 4);
    const note = s.checkpoint(5, root);
    const [body, sigs] = [note.slice(0, note.indexOf('\n\n') + 1), note.slice(note.indexOf('\n\n') + 2)];
    const cosigned = `${other.signBody(body)}${sigs}`; // body, blank line, a witness's signature, ours
    expect(verifyCheckpoint(cosigned, s.vkey).ok).toBe(true);
    expect(verifyCheckpoint(other.signBody(body), s.vkey)).toMatchObject({ ok: false, error: expect.stringMatching(/no signature/) });
    // the body is what is signed: any change fails
    expect(verifyCheckpoint(note.replace('\n5\n', '\n6\n'), s.vkey).ok).toBe(false);
    expect(verifyCheckpoint(note.replace(`${s.name}\n`, `${s.name} \n`), s.vkey).ok).toBe(false);
  });
  it('malformed notes are not ok (never input errors)', () => {
    const note = s.checkpoint(5, root);
    for (const bad of ['', 'x', note.slice(0, -1), note.replace('\n5\n', '\n05\n'), note.replace('\n5\n', '\n-5\n'), note.replace('\n\n', '\n'),
      note.replace('\u2014 ', '- '), `${s.name}\n5\n\n\u2014 ${s.name} AAAA\n`, note.replace(/\n([A-Za-z0-9+/]{43}=)\n/, '\nAAAA\n')]) {
      const r = verifyCheckpoint(bad, s.vkey);
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      expect(r.error).toMatch(/\S/);
    }
    expect(inputError(() => verifyCheckpoint(5, s.vkey)).field).toBe('checkpoint');
  });
  it('verifier keys: split at the first two +, key ID checked, 0x01 algorithm byte', () => {
    // the vector's base64 part itself contains a +
    expect(VKEY.split('+').length).toBeGreaterThan(3);
    const k = parseVerifierKey(VKEY);
    expect(k).toMatchObject({ name: 'fair.example.com/log', keyId: 'eb057057' });
    expect(verifierKeyText(k.name, k.publicKey)).toBe(VKEY);
    const [name, id, key] = [VKEY.slice(0, 20), VKEY.slice(21, 29), VKEY.slice(30)];
    expect(`${name}+${id}+${key}`).toBe(VKEY);
    for (const bad of ['', 'a+b', `${name}+00000000+${key}`, `${name}+${id}+${key.slice(0, -4)}`, `x y+${id}+${key}`, `${name}+${id}+${base64Encode(new Uint8Array(33).fill(2))}`]) {
      expect(inputError(() => parseVerifierKey(bad)).field, bad).toBe('vkey');
    }
    expect(inputError(() => verifyCheckpoint(V.checkpoints[0]!.note, 'a+b+c')).field).toBe('vkey');
  });
  it('base64 helpers: standard alphabet, padded, canonical', () => {
    for (let n = 0; n < 40; n++) {
      const b = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n * 11) & 255);
      const e = base64Encode(b);
      expect(e).toBe(Buffer.from(b).toString('base64'));
      expect(base64Decode(e)).toEqual(b);
    }
    for (const bad of ['A', 'AA', 'AA=', 'AB==', 'AAB=', 'A===', '-_AA', 'AA AA', 'AAA\n']) expect(base64Decode(bad), bad).toBeNull();
  });
});

describe('bad-input matrix for the log functions', () => {
  const c = V.inclusion[4]!;
  const k = V.consistency[0]!;
  it('values that are not numbers or hex: InputError', () => {
    for (const bad of ['1', null, undefined, NaN, {}, 1n] as unknown[]) {
      expect(inputError(() => verifyInclusion(bad as number, c.size, c.leafHash, c.hashes, c.root)).field).toBe('index');
      expect(inputError(() => verifyInclusion(c.index, bad as number, c.leafHash, c.hashes, c.root)).field).toBe('size');
      expect(inputError(() => verifyConsistency(bad as number, k.to, k.hashes, k.oldRoot, k.newRoot)).field).toBe('from');
      expect(inputError(() => verifyConsistency(k.from, bad as number, k.hashes, k.oldRoot, k.newRoot)).field).toBe('to');
      expect(inputError(() => inclusionProof(bad as number, 3, leaves)).field).toBe('index');
    }
    for (const bad of ['xyz', 'g'.repeat(64), 7, null, ' ' + c.root.slice(1)] as unknown[]) {
      expect(inputError(() => verifyInclusion(c.index, c.size, bad as string, c.hashes, c.root)).field).toBe('leafHash');
      expect(inputError(() => verifyInclusion(c.index, c.size, c.leafHash, c.hashes, bad as string)).field).toBe('root');
      expect(inputError(() => verifyInclusion(c.index, c.size, c.leafHash, [bad as string], c.root)).field).toBe('hashes[0]');
      expect(inputError(() => verifyConsistency(k.from, k.to, k.hashes, bad as string, k.newRoot)).field).toBe('oldRoot');
      expect(inputError(() => verifyConsistency(k.from, k.to, k.hashes, k.oldRoot, bad as string)).field).toBe('newRoot');
    }
    expect(inputError(() => verifyInclusion(c.index, c.size, c.leafHash, 'ab' as unknown as string[], c.root)).field).toBe('hashes');
    expect(inputError(() => leafHash(5 as unknown as string)).field).toBe('entry');
  });
  it('wrong lengths, indexes and sizes: false', () => {
    const short = c.root.slice(2);
    expect(verifyInclusion(c.index, c.size, c.leafHash, c.hashes, short)).toBe(false);
    expect(verifyInclusion(c.index, c.size, short, c.hashes, c.root)).toBe(false);
    expect(verifyInclusion(c.index, c.size, c.leafHash, [...c.hashes.slice(0, -1), `${c.hashes.at(-1)!}00`], c.root)).toBe(false);
    expect(verifyInclusion(c.index, c.size, c.leafHash, [...c.hashes, c.root], c.root)).toBe(false);
    expect(verifyInclusion(c.index, c.size, c.leafHash, c.hashes.slice(1), c.root)).toBe(false);
    expect(verifyInclusion(c.size, c.size, c.leafHash, c.hashes, c.root)).toBe(false);
    expect(verifyInclusion(-1, c.size, c.leafHash, c.hashes, c.root)).toBe(false);
    expect(verifyInclusion(0.5, c.size, c.leafHash, c.hashes, c.root)).toBe(false);
    expect(verifyInclusion(c.index, Infinity, c.leafHash, c.hashes, c.root)).toBe(false);
    expect(verifyInclusion(0, 0, c.leafHash, [], c.root)).toBe(false);
    expect(verifyConsistency(k.from, k.to, [...k.hashes, k.newRoot], k.oldRoot, k.newRoot)).toBe(false);
    expect(verifyConsistency(k.from, k.to, [], k.oldRoot, k.newRoot)).toBe(false);
    expect(verifyConsistency(k.to, k.from, k.hashes, k.newRoot, k.oldRoot)).toBe(false);
    expect(verifyConsistency(0, k.to, k.hashes, k.oldRoot, k.newRoot)).toBe(false);
    expect(verifyConsistency(0, 0, [], treeRoot([]), treeRoot([]))).toBe(false);
    expect(verifyConsistency(k.from, k.to, k.hashes, k.oldRoot.slice(1), k.newRoot)).toBe(false);
    expect(verifyConsistency(k.from, k.to, ['ab'], k.oldRoot, k.newRoot)).toBe(false);
  });
  it('from = to: true with an empty proof and equal roots only', () => {
    const r = V.roots[4]!.root;
    expect(verifyConsistency(5, 5, [], r, r)).toBe(true);
    expect(verifyConsistency(5, 5, [r], r, r)).toBe(false);
    expect(verifyConsistency(5, 5, [], r, V.roots[5]!.root)).toBe(false);
    expect(consistencyProof(5, 5, leaves)).toEqual([]);
  });
  it('proof generation refuses impossible proofs with an InputError', () => {
    expect(inputError(() => inclusionProof(3, 3, leaves)).field).toBe('index');
    expect(inputError(() => inclusionProof(-1, 3, leaves)).field).toBe('index');
    expect(inputError(() => consistencyProof(0, 3, leaves)).field).toBe('from');
    expect(inputError(() => consistencyProof(4, 3, leaves)).field).toBe('from');
  });
  it('sizes beyond 32 bits work (no 32-bit bit operations)', () => {
    // in a tree of 2^40 + 3 leaves the last leaf's path is [MTH(D[2^40 : 2^40+2]), MTH(D[0 : 2^40])]
    const big = 2 ** 40 + 3;
    const node = (x: string, y: string) => toHex(nodeHash(hexBytes(x), hexBytes(y)));
    const ab = treeRoot([leafHashBytes('a'), leafHashBytes('b')]);
    const last = leafHash('last');
    const left = leafHash('stands for the left 2^40 subtree');
    const root = node(left, node(ab, last));
    expect(verifyInclusion(big - 1, big, last, [ab, left], root)).toBe(true);
    expect(verifyInclusion(big - 2, big, last, [ab, left], root)).toBe(false);
    expect(verifyInclusion(big - 1, big + 1, last, [ab, left], root)).toBe(false);
    expect(verifyInclusion(2 ** 53, 2 ** 53 + 2, last, [ab, left], root)).toBe(false);
  });
});
