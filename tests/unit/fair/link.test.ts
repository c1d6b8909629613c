import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64urlDecode, base64urlEncode, buildCheckLink, InputError, parseCheckLink } from '../../../lib/fair';
import { allCases, verifyAny as verify } from './helpers';

const field = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).field;
  }
  throw new Error('did not throw');
};

describe('base64url', () => {
  it('round-trips any bytes and matches the standard alphabet', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
      const s = base64urlEncode(b);
      expect(s).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(s).toBe(Buffer.from(b).toString('base64url'));
      expect(base64urlDecode(s)).toEqual(b);
      expect(base64urlDecode(Buffer.from(b).toString('base64'))).toEqual(b);
    }));
  });
  it('rejects junk', () => {
    expect(base64urlDecode('a')).toBeNull();
    expect(base64urlDecode('ab$c')).toBeNull();
  });
});

describe('backgammon app links', () => {
  const s = 'c804ef32aba7306523f6ae8cd166ea99b102388203b88593777237906e2a4c2a';
  const c = '8e8c4a59b506229bfb27217592c884b9dbb930befccab78e3559026ea82ba4b5';
  const p = '92e0131632966ad1c3973fd270bb20b5,3a0aa7dc550b5fa38a5b0375c7cf3116';
  it('reads the exact app form and verifies', () => {
    const doc = parseCheckLink(`https://example.org/ru/check/#v=1&s=${s}&c=${c}&p=${p}&r=44155126&g=4`);
    expect(doc).toEqual({ scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: s, commitment: c, clientSeeds: p.split(','), recorded: [[4, 4], [1, 5], [5, 1], [2, 6]], count: 4, games: [4] });
    expect(verify(doc).ok).toBe(true);
  });
  it('accepts a bare fragment, percent-encoding and n instead of r', () => {
    const doc = parseCheckLink(`#v=1&s=${s}&p=${p.replace(',', '%2C')}&n=3`);
    expect(doc.count).toBe(3);
    expect(doc.recorded).toBeUndefined();
    const r = verify(doc);
    expect(r.checks).toBe(0);
    expect(r.rolls).toEqual([[4, 4], [1, 5], [5, 1]]);
    expect(parseCheckLink(`v=1&s=${s}&p=${p}&r=4415&n=2`).count).toBe(2);
  });
  it('raises input errors for bad links', () => {
    expect(field(() => parseCheckLink(`#v=2&s=${s}&p=${p}&n=1`))).toBe('v');
    expect(field(() => parseCheckLink(`#s=${s}&p=${p}&n=1`))).toBe('v');
    // a link that lost its start needs v=1; another version is not supported
    expect(() => parseCheckLink(`#s=${s}&p=${p}&n=1`)).toThrow('the link needs v=1');
    expect(() => parseCheckLink(`#v=2&s=${s}&p=${p}&n=1`)).toThrow('unsupported link version');
    expect(field(() => parseCheckLink(`#v=1&p=${p}&n=1`))).toBe('serverSeed');
    expect(field(() => parseCheckLink(`#v=1&s=${s}&n=1`))).toBe('clientSeeds');
    expect(field(() => parseCheckLink(`#v=1&s=${s}&p=${p}&r=447`))).toBe('r');
    expect(field(() => parseCheckLink(`#v=1&s=${s}&p=${p}&r=4470`))).toBe('r');
    expect(field(() => parseCheckLink(`#v=1&s=${s}&p=${p}&r=4415&n=3`))).toBe('r');
    expect(field(() => parseCheckLink(`#v=1&s=${s}&p=${p}&r=441551&n=2`))).toBe('n');
    expect(field(() => parseCheckLink(`#v=1&s=${s}&p=${p}`))).toBe('n');
    expect(field(() => parseCheckLink(`#v=1&s=${s}&p=${p}&n=1&g=2`))).toBe('games');
    expect(field(() => parseCheckLink(`#v=1&s=zz&p=${p}&n=1`))).toBe('serverSeed');
    expect(field(() => parseCheckLink(`#v=1&s=${s}&p=a%ZZ&n=1`))).toBe('p');
    expect(field(() => parseCheckLink(`#v=1&j=%%%`))).toBe('j');
    expect(field(() => parseCheckLink(`#v=1&j=${base64urlEncode(new TextEncoder().encode('not json'))}`))).toBe('j');
    expect(field(() => parseCheckLink(`#v=1&j=${base64urlEncode(new TextEncoder().encode('[1]'))}`))).toBe('document');
    expect(field(() => parseCheckLink('https://example.org/check/'))).toBe('link');
  });
  it('j= wins over the other parameters; v other than 1 is refused even with j', () => {
    const d = allCases()[0]!.c.proof;
    const j = buildCheckLink(d).split('j=')[1];
    expect(j === undefined).toBe(true); // a roll_pair document without extra fields gets the short form
    const chess = allCases().find(({ scheme }) => scheme === 'chess_colour_v1')!.c.proof;
    const link = buildCheckLink(chess);
    expect(link).toMatch(/^#v=1&j=[A-Za-z0-9_-]+$/);
    expect(parseCheckLink(`${link}&s=zz&p=a`)).toEqual(chess);
    expect(parseCheckLink(`${link}==`)).toEqual(chess);
    expect(field(() => parseCheckLink(link.replace('v=1', 'v=3')))).toBe('v');
  });
});

describe('buildCheckLink ↔ parseCheckLink round trip', () => {
  it('every published vector document', () => {
    for (const { c } of allCases()) {
      const link = buildCheckLink(c.proof, '/en/check/');
      expect(link.startsWith('/en/check/#v=1&')).toBe(true);
      expect(parseCheckLink(link)).toEqual(c.proof);
    }
  });
  it('random roll_pair_v1 documents (short form)', () => {
    const doc = fc.record({
      seed: fc.uint8Array({ minLength: 16, maxLength: 64 }).map((b) => Buffer.from(b).toString('hex')),
      upper: fc.boolean(),
      seeds: fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { minLength: 1, maxLength: 3 }),
      rolls: fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })), { maxLength: 30 }),
      commit: fc.option(fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')), { nil: undefined }),
      withGames: fc.boolean(),
      withRecorded: fc.boolean(),
    }).map((x) => {
      const d: Record<string, unknown> = { scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: x.upper ? x.seed.toUpperCase() : x.seed, clientSeeds: x.seeds, count: x.rolls.length };
      if (x.withRecorded && x.rolls.length > 0) d.recorded = x.rolls;
      if (x.commit) d.commitment = x.commit;
      if (x.withGames && x.rolls.length > 0) d.games = [x.rolls.length];
      return d;
    });
    fc.assert(fc.property(doc, (d) => {
      const link = buildCheckLink(d);
      expect(link).not.toContain('j=');
      expect(parseCheckLink(link)).toEqual(d);
    }), { numRuns: 200 });
  });
  it('documents with unknown fields and non-ASCII text use j= and survive UTF-8', () => {
    const d = { ...allCases()[0]!.c.proof, note: 'é 漢字 😀 \u2028' };
    const link = buildCheckLink(d);
    expect(link).toContain('&j=');
    expect(parseCheckLink(link)).toEqual(d);
  });
  it('refuses to build a link for an invalid document', () => {
    expect(field(() => buildCheckLink({ scheme: 'nope' }))).toBe('scheme');
  });
});
