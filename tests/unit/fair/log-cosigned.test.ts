/**
 * The open log's formats in lib/fair: C2SP tlog-policy (parsing, errors naming the line, quorums with
 * nested groups), tlog-cosignature v1 (the message, key IDs of type 0x04, verification), a checkpoint
 * checked against a policy (verifyCosigned), and tlog-proof@v1 (write, parse, verify against the
 * proof document).
 */
import { describe, expect, it } from 'vitest';
import { InputError, treeRoot, verify } from '../../../lib/fair';
import {
  cosignatureMessage, formatTlogProof, keyIdOf, parsePolicy, parseTlogProof, parseWitnessKey, quorumMet, verifyCosigned, verifyTlogProof,
} from '../../../lib/fair/log';
import { sha256Bytes } from '../../../lib/fair/hash';
import { loadLogVectors, TestSigner, TestWitness } from './log-helpers';

const log = new TestSigner('fair.test/log', 5);
const [w1, w2, w3] = [new TestWitness('witness.test/one', 11), new TestWitness('witness.test/two', 12), new TestWitness('witness.test/three', 13)];
const note = log.checkpoint(3, treeRoot(['11'.repeat(32), '22'.repeat(32), '33'.repeat(32)]));

function inputError(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('no InputError');
}

describe('tlog-cosignature v1', () => {
  it('signs cosignature/v1, the time line and the checkpoint body', () => {
    const body = 'example.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n';
    expect(new TextDecoder().decode(cosignatureMessage(body, 1679315147))).toBe(`cosignature/v1\ntime 1679315147\n${body}`);
  });

  it('key ID = SHA-256(name || \\n || 0x04 || key)[:4], in a vkey of type 0x04', () => {
    const k = parseWitnessKey(w1.vkey);
    const buf = new Uint8Array([...new TextEncoder().encode(`${w1.name}\n`), 4, ...w1.publicKey]);
    expect(k.keyId).toBe(Buffer.from(sha256Bytes(buf).subarray(0, 4)).toString('hex'));
    expect(k.keyId).not.toBe(Buffer.from(keyIdOf(w1.name, w1.publicKey)).toString('hex'));
    // a log key (type 0x01) is not a witness key
    expect(inputError(() => parseWitnessKey(log.vkey)).message).toMatch(/0x04/);
  });

  it('the signature line carries the key ID, the big-endian time and 64 bytes', () => {
    const line = w1.cosign(note, 0x0102030405).slice(note.length);
    const raw = Buffer.from(line.split(' ')[2]!.trim(), 'base64');
    expect(raw.length).toBe(76);
    expect(raw.subarray(0, 4).toString('hex')).toBe(parseWitnessKey(w1.vkey).keyId);
    expect([...raw.subarray(4, 12)]).toEqual([0, 0, 0, 1, 2, 3, 4, 5]);
  });
});

const keyed = (extra = '') => `log ${log.vkey}\nwitness one ${w1.vkey}\nwitness two ${w2.vkey} https://w2.test/\nwitness three ${w3.vkey}\n${extra}`;

describe('tlog-policy', () => {
  it('reads logs, witnesses (with URLs), groups and the quorum; ignores comments and blank lines', () => {
    const p = parsePolicy(`# a policy\n\n  ${keyed('group two-of 2 one two three\n\tquorum two-of  \n')}`);
    expect(p.logs.map((l) => l.key.name)).toEqual(['fair.test/log']);
    expect(p.witnesses.map((w) => [w.name, w.url])).toEqual([['one', undefined], ['two', 'https://w2.test/'], ['three', undefined]]);
    expect(p.groups.get('two-of')).toEqual({ k: 2, members: ['one', 'two', 'three'] });
    expect(p.quorum).toBe('two-of');
    expect(parsePolicy('quorum none').quorum).toBe('none');
  });

  it('evaluates nested groups: all, any and k of n', () => {
    const p = parsePolicy(keyed('group a any one two\ngroup b all three\ngroup both all a b\nquorum both\n'));
    expect(quorumMet(p, new Set(['one', 'three']))).toBe(true);
    expect(quorumMet(p, new Set(['two', 'three']))).toBe(true);
    expect(quorumMet(p, new Set(['one', 'two']))).toBe(false);
    expect(quorumMet(p, new Set())).toBe(false);
    expect(quorumMet(parsePolicy(keyed('quorum two\n')), new Set(['two']))).toBe(true);
    expect(quorumMet(parsePolicy('quorum none'), new Set())).toBe(true);
  });

  it('names the line of every mistake', () => {
    const cases: [string, string, RegExp][] = [
      [keyed('quorum nobody\n'), 'policy line 5', /not a witness or group defined on an earlier line/],
      [keyed('group g 4 one two three\nquorum g\n'), 'policy line 5', /threshold/],
      [keyed('group g 0 one\nquorum g\n'), 'policy line 5', /threshold/],
      [keyed('group g any one one\nquorum g\n'), 'policy line 5', /listed twice/],
      [keyed('group g any\nquorum g\n'), 'policy line 5', /expected "group/],
      [keyed('group g any later\nwitness later x\nquorum g\n'), 'policy line 5', /earlier line/],
      [keyed('witness one2 ' + w1.vkey + '\nquorum none\n'), 'policy line 5', /same public key/],
      [keyed('witness one ' + new TestWitness('w.test/x', 40).vkey + '\nquorum none\n'), 'policy line 5', /defined twice/],
      [keyed('witness none ' + new TestWitness('w.test/x', 41).vkey + '\nquorum none\n'), 'policy line 5', /reserved/],
      [keyed('quorum one\nquorum two\n'), 'policy line 6', /exactly one quorum/],
      [keyed('witness w5 ' + log.vkey + '\nquorum none\n'), 'policy line 5', /0x04/],
      [`log ${w1.vkey}\nquorum none`, 'policy line 1', /0x01/],
      ['bogus x\nquorum none', 'policy line 1', /expected log, witness, group or quorum/],
      ['quorum none\r\n', 'policy line 1', /control character/],
      [keyed(), 'policy', /no quorum line/],
    ];
    for (const [text, field, message] of cases) {
      const e = inputError(() => parsePolicy(text));
      expect([e.field, e.message], text).toEqual([field, expect.stringMatching(message)]);
    }
  });
});

describe('verifyCosigned', () => {
  const policy = keyed('group g 2 one two three\nquorum g\n');

  it('holds with the quorum, listing every witness with its time', () => {
    const r = verifyCosigned(w3.cosign(w1.cosign(note, 100), 300), policy);
    expect(r).toMatchObject({ ok: true, origin: 'fair.test/log', size: 3 });
    expect(r.witnesses).toEqual([{ name: 'one', ok: true, time: 100 }, { name: 'two', ok: false, time: null }, { name: 'three', ok: true, time: 300 }]);
  });

  it('fails without the quorum, naming the missing witnesses', () => {
    const r = verifyCosigned(w1.cosign(note), policy);
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/quorum g is not met: no valid cosignature of two, three/);
  });

  it('a cosignature over another body, or altered, does not count', () => {
    const other = log.checkpoint(4, 'aa'.repeat(32));
    const moved = note + w1.cosign(other).split('\n\n')[1]!.split('\n').slice(1).join('\n');
    expect(verifyCosigned(w2.cosign(moved), policy).witnesses[0]).toEqual({ name: 'one', ok: false, time: 1_764_700_000 });
    const t = w1.cosign(note, 5);
    const tampered = t.slice(0, -10) + (t.at(-10) === 'A' ? 'B' : 'A') + t.slice(-9);
    expect(verifyCosigned(tampered, keyed('quorum one\n')).ok).toBe(false);
  });

  it('the log\'s signature is required: a policy\'s log line, or the verifier key given', () => {
    const noLog = `witness one ${w1.vkey}\nquorum one\n`;
    expect(verifyCosigned(w1.cosign(note), noLog).error).toMatch(/no log key/);
    expect(verifyCosigned(w1.cosign(note), noLog, log.vkey).ok).toBe(true);
    const stranger = new TestSigner('fair.test/log', 6);
    expect(verifyCosigned(w1.cosign(note), `log ${stranger.vkey}\nwitness one ${w1.vkey}\nquorum one\n`).ok).toBe(false);
    expect(verifyCosigned(note, 'quorum none', log.vkey)).toMatchObject({ ok: true, witnesses: [] });
  });
});

describe('tlog-proof@v1', () => {
  const V = loadLogVectors();
  const dice = V.documents.find((d) => d.expect.ok && d.proof.scheme !== 'poker_session_v1' && d.proof.log)!;
  const part = dice.proof.log as { index: number; inclusion: string[]; checkpoint: string };
  const text = formatTlogProof(part.index, part.inclusion, part.checkpoint);

  it('writes the header, the index, the path in base64 and the checkpoint after a blank line', () => {
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['c2sp.org/tlog-proof@v1', `index ${part.index}`]);
    expect(lines.slice(2, 2 + part.inclusion.length)).toEqual(part.inclusion.map((h) => Buffer.from(h, 'hex').toString('base64')));
    expect(text.endsWith(`\n\n${part.checkpoint}`)).toBe(true);
    const p = parseTlogProof(text);
    expect([p.index, p.hashes.map((h) => Buffer.from(h).toString('hex')), p.checkpoint]).toEqual([part.index, part.inclusion, part.checkpoint]);
    const extra = parseTlogProof(text.replace('\nindex', '\nextra AAEC\nindex'));
    expect([...extra.extra!]).toEqual([0, 1, 2]);
  });

  it('verifies against the document: entry, inclusion, signature', () => {
    expect(verifyTlogProof(text, dice.proof, { vkey: dice.vkey })).toMatchObject({ ok: true, index: part.index });
    const changed = { ...dice.proof, committedAt: '2020-01-01T00:00:00.000Z' };
    expect(verifyTlogProof(text, changed, { vkey: dice.vkey }).error).toMatch(/not at index/);
    const wrongIndex = text.replace(`index ${part.index}`, `index ${part.index + 1}`);
    expect(verifyTlogProof(wrongIndex, dice.proof, { vkey: dice.vkey }).ok).toBe(false);
    expect(verifyTlogProof(text, dice.proof, { vkey: log.vkey }).ok).toBe(false);
  });

  it('with a policy, the quorum too', () => {
    const policy = `log ${dice.vkey}\nwitness one ${w1.vkey}\nquorum one\n`;
    expect(verifyTlogProof(text, dice.proof, { policy }).error).toMatch(/no valid cosignature of one/);
    const cosigned = formatTlogProof(part.index, part.inclusion, w1.cosign(part.checkpoint, 42));
    expect(verifyTlogProof(cosigned, dice.proof, { policy })).toMatchObject({ ok: true, witnesses: [{ name: 'one', ok: true, time: 42 }] });
  });

  it('a malformed file is an input error naming what is wrong', () => {
    for (const [bad, msg] of [
      ['c2sp.org/tlog-proof@v2\nindex 1\n\n', /first line/],
      ['c2sp.org/tlog-proof@v1\nindex 01\n\n', /index/],
      ['c2sp.org/tlog-proof@v1\nindex 1\nnot-base64!\n\n', /line 3/],
      ['c2sp.org/tlog-proof@v1\nindex 1\nAAAA', /line 3/],
      ['c2sp.org/tlog-proof@v1\nindex 1', /no blank line/],
    ] as const) expect(inputError(() => parseTlogProof(bad)).message, bad).toMatch(msg);
    expect(inputError(() => verifyTlogProof(text, dice.proof)).field).toBe('vkey');
  });
});

describe('verify(document, { policy })', () => {
  const V = loadLogVectors();
  const dice = V.documents.find((d) => d.expect.ok && d.proof.scheme !== 'poker_session_v1' && d.proof.log)!;
  const session = V.documents.find((d) => d.expect.ok && Array.isArray(d.proof.hands))!;
  const policy = `witness one ${w1.vkey}\nwitness two ${w2.vkey}\ngroup g any one two\nquorum g\n`;

  it('a checkpoint the quorum did not cosign fails its log part, naming the missing witnesses', () => {
    const r = verify(dice.proof, { vkey: dice.vkey, policy });
    expect(r.ok).toBe(false);
    expect(r.mismatches.map((m) => m.at)).toEqual(['log']);
    expect(r.log?.error).toMatch(/quorum g is not met: no valid cosignature of one, two/);
    const s = verify(session.proof, { vkey: session.vkey, policy });
    expect(s.mismatches.map((m) => m.at)).toEqual(expect.arrayContaining(['log', 'hands[0].log']));
  });

  it('holds once a witness of the quorum cosigned every checkpoint', () => {
    const part = dice.proof.log as { checkpoint: string };
    const doc = { ...dice.proof, log: { ...part, checkpoint: w2.cosign(part.checkpoint) } };
    expect(verify(doc, { vkey: dice.vkey, policy })).toMatchObject({ ok: true, log: { ok: true } });
    // the policy's log line stands for the key
    expect(verify(doc, { policy: `log ${dice.vkey}\n${policy}` })).toMatchObject({ ok: true });
    expect(verify(doc, { policy: 'quorum none' }).log?.error).toMatch(/no verifier key/);
    expect(inputError(() => verify(doc, { vkey: dice.vkey, policy: 'quorum nobody' })).field).toBe('policy line 1');
  });
});
