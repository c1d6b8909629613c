import { describe, expect, it } from 'vitest';
import { checkFragmentIn, parseLookup } from '../../../lib/site/lookup';

const SEAL = 'a3f1c2d4e5b6978812345678909abcdef0123456789abcdef0123456789abcde';

describe('parseLookup', () => {
  it('reads a game number in every shape the site and the apps write it', () => {
    for (const text of ['148', ' 148 ', '№148', '№ 148', '#148', '# 148', 'No. 148', 'no148', 'N 148', 'Nr. 148', 'nr 148', 'nº148', 'n°148', '0148', '１４８', '\t148\n', 'Игра № 148', 'Игра №\u00a0148', 'игра №148', 'Game No. 148', 'Jocul nr. 148'])
      expect(parseLookup(text), JSON.stringify(text)).toEqual({ kind: 'number', id: 148 });
    expect(parseLookup('999999999999999')).toEqual({ kind: 'number', id: 999999999999999 });
    // longer than any game's number: no such game (said as such, not "that is not a number")
    expect(parseLookup('№ 99999999999999999999')).toEqual({ kind: 'beyond', number: '99999999999999999999' });
    expect(parseLookup('1234567890123456')).toEqual({ kind: 'beyond', number: '1234567890123456' });
    expect(parseLookup('1'.repeat(64))).toEqual({ kind: 'commitment', commitment: '1'.repeat(64) });
  });

  it('reads a seal of 64 hex digits, any case, spaces and line breaks inside dropped', () => {
    expect(SEAL).toHaveLength(64);
    const want = { kind: 'commitment', commitment: SEAL };
    expect(parseLookup(SEAL)).toEqual(want);
    expect(parseLookup(SEAL.toUpperCase())).toEqual(want);
    expect(parseLookup(` ${SEAL.slice(0, 32)}\n${SEAL.slice(32, 40)} ${SEAL.slice(40)}\r\n`)).toEqual(want);
  });

  it('opens a pasted link where it leads: a check link on /check, a proof page with its fragment', () => {
    const frag = `v=1&s=${'ab'.repeat(32)}&c=${'cd'.repeat(32)}&p=a,b&r=6353&g=2`;
    for (const text of [
      `https://fair.example.com/ru/check#${frag}`,
      `https://other.example/en/check/#${frag}`,
      `fair.example.com/check#${frag}`,
      `/ro/check#${frag}`,
      `#${frag}`,
      frag,
      // broken across lines by a phone's copy, spaces around
      ` https://fair.example.com/ru/check#v=1&s=${'ab'.repeat(16)}\n${'ab'.repeat(16)}&c=${'cd'.repeat(32)}&p=a,b&r=6353&g=2 \n`,
    ])
      expect(parseLookup(text), text).toEqual({ kind: 'link', path: `/check#${frag}` });
    expect(parseLookup('https://fair.example.com/ru/check#v=1&j=eyJhIjoxfQ')).toEqual({ kind: 'link', path: '/check#v=1&j=eyJhIjoxfQ' });
    expect(parseLookup('https://fair.example.com/en/fair/13#receipt=eyJhIjoxfQ')).toEqual({ kind: 'link', path: '/fair/13#receipt=eyJhIjoxfQ' });
    for (const text of ['https://fair.example.com/ru/fair/148', 'http://localhost:3000/fair/148/', '/ro/fair/148', 'fair.example.com/en-us/fair/148?x=1', 'https://x.example/ru/fair/148#'])
      expect(parseLookup(text), text).toEqual({ kind: 'number', id: 148 });
  });

  it('says empty for nothing, invalid for anything else', () => {
    for (const text of ['', '   ', '\n']) expect(parseLookup(text)).toEqual({ kind: 'empty' });
    for (const text of ['0', '-1', '1.5', '12a', 'abc', '№', '##12', '1 2', '1e3', 'https://x.example/ru/fair/0', 'https://x.example/ru/fair/12a', 'https://x.example/ru/check', 'https://x.example/ru/check#s=ab', 'x#v=1', '#v', 'v=', 'v=1', '#v=1&', 'w=1&v=1', SEAL.slice(1), `${SEAL}0`, SEAL.replace('a', 'g')])
      expect(parseLookup(text), JSON.stringify(text)).toEqual({ kind: 'invalid' });
  });
});

describe('checkFragmentIn', () => {
  it("gives a check link's fragment, and null for anything a field of /check takes", () => {
    expect(checkFragmentIn('https://fair.example.com/ru/check#v=1&s=ab&p=a,b')).toBe('v=1&s=ab&p=a,b');
    expect(checkFragmentIn(' v=1&j=eyJ9\n')).toBe('v=1&j=eyJ9');
    for (const text of ['', '12', SEAL, 'a,b', '4415 6353', '{"scheme":"roll_pair_v1"}', 'https://x.example/ru/fair/13#receipt=e30', 's=ab&p=a'])
      expect(checkFragmentIn(text), text).toBeNull();
  });
});
