/**
 * C2SP tlog-policy (lib/fair/log/policy.ts) and tlog-cosignature v1 (lib/fair/log/cosignature.ts):
 * the spec's example structure, quorum rules of groups within groups, every refusal naming its line,
 * and cosignatures checked against witness keys (other keys' lines ignored).
 */
import { describe, expect, it } from 'vitest';

import { checkCosignature, readCosignerKey } from '../../../lib/fair/log/cosignature.ts';
import { strictOk } from '../../../lib/fair/log/ed25519.ts';
import { quorumMet, readPolicy, type Policy } from '../../../lib/fair/log/policy.ts';
import { cosignatureLine, TestWitness } from '../../witness/test-witness.ts';
import { TestSigner } from './log-helpers.ts';

const log = new TestSigner('fair.test/log', 3);
const ws = Array.from({ length: 6 }, (_, i) => new TestWitness(`w.test/${i}`, []));

function parsed(text: string): Policy {
  const p = readPolicy(text);
  if ('error' in p) throw new Error(`line ${p.line}: ${p.error}`);
  return p;
}

describe('tlog-policy', () => {
  const example = [
    `log ${log.vkey}`,
    '',
    `witness X1 ${ws[0]!.vkey} https://x1.example/w`,
    `witness X2 ${ws[1]!.vkey}`,
    `\twitness X3 ${ws[2]!.vkey}   `,
    'group X-witnesses 2 X1 X2 X3',
    '# Y',
    `witness Y1 ${ws[3]!.vkey}`,
    `witness Y2 ${ws[4]!.vkey}`,
    `witness Y3 ${ws[5]!.vkey}`,
    'group Y-witnesses any Y1 Y2 Y3',
    'group X-and-Y all X-witnesses Y-witnesses',
    'quorum X-and-Y',
    '',
  ].join('\n');

  it('reads the spec example: logs, witnesses with their URLs, nested groups', () => {
    const p = parsed(example);
    expect(p.logs.map((l) => l.key.name)).toEqual(['fair.test/log']);
    expect(p.witnesses.map((w) => [w.name, w.url])).toEqual([
      ['X1', 'https://x1.example/w'], ['X2', null], ['X3', null], ['Y1', null], ['Y2', null], ['Y3', null],
    ]);
    const met = (...names: string[]) => quorumMet(p.quorum, new Set(names));
    expect(met('X1', 'X2', 'Y3')).toBe(true);
    expect(met('X1', 'Y1', 'Y2', 'Y3')).toBe(false);
    expect(met('X1', 'X2', 'X3')).toBe(false);
    expect(met()).toBe(false);
  });

  it('quorum none needs nobody; a single witness needs it', () => {
    expect(quorumMet(parsed('quorum none\n').quorum, new Set())).toBe(true);
    const one = parsed(`witness A ${ws[0]!.vkey}\nquorum A\n`);
    expect(quorumMet(one.quorum, new Set(['A']))).toBe(true);
    expect(quorumMet(one.quorum, new Set(['B']))).toBe(false);
  });

  it.each([
    ['', 1, 'no quorum line'],
    ['quorum none\nquorum none\n', 2, 'exactly one quorum line'],
    ['quorum A\n', 1, 'not a witness or group defined on an earlier line'],
    [`group G any A\nwitness A ${ws[0]!.vkey}\nquorum G\n`, 1, 'not a witness or group'],
    [`witness A ${ws[0]!.vkey}\nwitness B ${ws[0]!.vkey}\nquorum A\n`, 2, 'already listed'],
    [`witness A ${ws[0]!.vkey}\nwitness A ${ws[1]!.vkey}\nquorum A\n`, 2, 'already defined'],
    [`witness none ${ws[0]!.vkey}\nquorum none\n`, 1, 'reserved'],
    [`witness A ${ws[0]!.vkey}\ngroup G 2 A\nquorum G\n`, 2, 'more than the 1 members'],
    [`witness A ${ws[0]!.vkey}\ngroup G 0 A\nquorum G\n`, 2, 'threshold must be'],
    [`witness A ${ws[0]!.vkey}\ngroup G any A\ngroup H any A\nquorum G\n`, 3, 'already a member'],
    [`witness A ${log.vkey}\nquorum A\n`, 1, 'of type 0x04'],
    [`log ${ws[0]!.vkey}\nquorum none\n`, 1, 'log key'],
    [`witness A ${ws[0]!.vkey.replace(/\+[0-9a-f]{8}\+/, '+00000000+')}\nquorum A\n`, 1, 'key ID does not match'],
    ['quorum none\r\n', 1, 'control character'],
    ['monitor x\nquorum none\n', 1, 'unknown line "monitor"'],
  ])('refuses %j at line %i', (text, line, error) => {
    const p = readPolicy(text);
    expect(p).toMatchObject({ line });
    expect('error' in p && p.error).toContain(error);
  });
});

describe('tlog-cosignature v1', () => {
  const body = 'fair.test/log\n5\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n';
  const w = ws[0]!;
  const key = readCosignerKey(w.vkey);
  if (typeof key === 'string') throw new Error(key);
  const sigOf = (line: string) => {
    const [, name, sig] = /^\u2014 (\S+) (\S+)$/u.exec(line)!;
    return { name: name!, sig: sig! };
  };

  it('verifies its witness\'s line with its timestamp, and not over another body or time', () => {
    const line = cosignatureLine(w.name, w.seed, body, 1_700_000_000);
    expect(checkCosignature(sigOf(line), body, key, strictOk)).toEqual({ mine: true, ok: true, time: 1_700_000_000 });
    expect(checkCosignature(sigOf(line), body.replace('\n5\n', '\n6\n'), key, strictOk)).toMatchObject({ mine: true, ok: false });
  });

  it('ignores lines of other keys: another name, another key ID, the log\'s own signature', () => {
    const other = cosignatureLine(ws[1]!.name, ws[1]!.seed, body, 1);
    expect(checkCosignature(sigOf(other), body, key, strictOk)).toEqual({ mine: false });
    const sameName = new TestWitness(w.name, []);
    expect(checkCosignature(sigOf(cosignatureLine(w.name, sameName.seed, body, 1)), body, key, strictOk)).toEqual({ mine: false });
    const logLine = log.signBody(body).split('\n').at(-2)!;
    expect(checkCosignature(sigOf(logLine), body, key, strictOk)).toEqual({ mine: false });
  });
});
