import { describe, expect, it } from 'vitest';
import { parseLookup } from '../../../lib/site/lookup';

const SEAL = 'a3f1c2d4e5b6978812345678909abcdef0123456789abcdef0123456789abcde';

describe('parseLookup', () => {
  it('reads a game number in every shape the site and the apps write it', () => {
    for (const text of ['148', ' 148 ', '№148', '№ 148', '#148', '# 148', 'No. 148', 'no148', 'N 148', 'Nr. 148', 'nr 148', 'nº148', 'n°148', '0148', '１４８', '\t148\n'])
      expect(parseLookup(text), JSON.stringify(text)).toEqual({ kind: 'number', id: 148 });
    expect(parseLookup('999999999999999')).toEqual({ kind: 'number', id: 999999999999999 });
  });

  it('reads a seal of 64 hex digits, any case, spaces and line breaks inside dropped', () => {
    expect(SEAL).toHaveLength(64);
    const want = { kind: 'commitment', commitment: SEAL };
    expect(parseLookup(SEAL)).toEqual(want);
    expect(parseLookup(SEAL.toUpperCase())).toEqual(want);
    expect(parseLookup(` ${SEAL.slice(0, 32)}\n${SEAL.slice(32, 40)} ${SEAL.slice(40)}\r\n`)).toEqual(want);
  });

  it('says empty for nothing, invalid for anything else', () => {
    for (const text of ['', '   ', '\n']) expect(parseLookup(text)).toEqual({ kind: 'empty' });
    for (const text of ['0', '-1', '1.5', '12a', 'abc', '№', '##12', '1 2', '1e3', '1234567890123456', SEAL.slice(1), `${SEAL}0`, SEAL.replace('a', 'g')])
      expect(parseLookup(text), JSON.stringify(text)).toEqual({ kind: 'invalid' });
  });
});
