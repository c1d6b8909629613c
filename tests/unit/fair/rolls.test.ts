import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, parseRecordedRolls } from '../../../lib/fair';

const R = [[6, 3], [4, 4], [1, 2]];

describe('parseRecordedRolls', () => {
  const forms: [string, string][] = [
    ['numbered lines', '1. 6-3\n2. 4-4\n3. 1-2'],
    ['numbered with )', '1) 6-3\n2) 4-4\n3) 1-2\n'],
    ['dash', '6-3\n4-4\n1-2'],
    ['colon', '6:3\n4:4\n1:2'],
    ['digits', '63\n44\n12'],
    ['space', '6 3\n4 4\n1 2'],
    ['brackets', '[6,3]\n[4,4]\n[1,2]'],
    ['JSON', '[[6,3],[4,4],[1,2]]'],
    ['one line numbered', '1. 6-3 2. 4-4 3. 1-2'],
    ['one line digits', '63 44 12'],
    ['one line brackets', '[6,3], [4,4], [1,2]'],
    ['link form', '634412'],
    ['stray spaces and blank lines', '  6 - 3 \n\n   4-4\r\n1 -2   \n'],
    ['number without punctuation', '1 6-3\n2 4-4\n3 1-2'],
    ['number with colon', '1: 6 3\n2: 4 4\n3: 1 2'],
    ['hash numbers', '#1 6-3\n#2 4-4\n#3 1-2'],
    ['Roll words', 'Roll 1: 6-3\nRoll 2: 4-4\nRoll 3: 1-2'],
    ['two-digit numbers', '10. 6-3\n11. 4-4\n12. 1-2'],
    ['semicolons', '6-3; 4-4; 1-2'],
  ];
  for (const [name, text] of forms) it(name, () => expect(parseRecordedRolls(text)).toEqual(R));

  it('empty text is no rolls', () => expect(parseRecordedRolls('  \n ')).toEqual([]));

  const bad: [string, RegExp][] = [
    ['6-3\n4-7\n1-2', /line 2.*4-7/],
    ['6-3\n4\n1-2', /line 2/],
    ['6-3\nfoo\n1-2', /line 2.*foo/],
    ['6-3 4-4 1', /the rolls/],
    ['60', /60/],
  ];
  for (const [text, msg] of bad) {
    it(`names what it cannot read: ${JSON.stringify(text)}`, () => {
      let err: unknown;
      try {
        parseRecordedRolls(text);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).field).toBe('recorded');
      expect((err as InputError).message).toMatch(msg);
    });
  }

  it('quotes a long unreadable item around what it cannot read, never the whole paste', () => {
    const got = (text: string) => {
      try {
        parseRecordedRolls(text);
      } catch (e) {
        return (e as InputError).params.got;
      }
      return null;
    };
    expect(got('ab'.repeat(110_000))).toBe(`${'ab'.repeat(20)}…`);
    expect(got(`${'63'.repeat(50_000)}7${'63'.repeat(50_000)}`)).toBe(`…${'63'.repeat(6)}7${'63'.repeat(13)}6…`);
    expect(got(`6-3 ${'😀'.repeat(30)}`)).toBe(`${'😀'.repeat(20)}…`);
    expect(got(`6-3 ${'4'.repeat(41)}`)).toBe(`6-3 ${'4'.repeat(36)}…`);
    expect(got('6-3 4479')).toBe('4479');
  });

  it('reads back any list of rolls written in any of the forms', () => {
    const roll = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }));
    const style = fc.constantFrom<(r: number[], i: number) => string>(
      (r, i) => `${i + 1}. ${r[0]}-${r[1]}`, (r) => `${r[0]}-${r[1]}`, (r) => `${r[0]}:${r[1]}`, (r) => `${r[0]}${r[1]}`,
      (r) => `${r[0]} ${r[1]}`, (r) => `[${r[0]},${r[1]}]`,
    );
    fc.assert(fc.property(fc.array(roll, { maxLength: 40 }), style, fc.constantFrom('\n', ' ', '\r\n'), (rolls, f, sep) => {
      expect(parseRecordedRolls(rolls.map((r, i) => f(r, i)).join(sep))).toEqual(rolls);
    }));
  });

  // an app link's whole match on one line: reading it must not grow with the square of its length
  // (when it did, a long match held /check for many minutes, and this test ran past its timeout)
  it('reads 100,000 rolls on one line, numbered, within the test timeout', () => {
    const rolls = Array.from({ length: 100_000 }, (_, i) => [(i % 6) + 1, ((i * 5) % 6) + 1]);
    expect(parseRecordedRolls(rolls.map((r, i) => `${i + 1}. ${r[0]}-${r[1]}`).join(' '))).toEqual(rolls);
  });
});
