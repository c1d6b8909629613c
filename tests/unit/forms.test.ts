import { describe, expect, it } from 'vitest';
import { FORM_SCHEMES, FORMS, hasForm, SHORT_LINK_FORM, type FormScheme } from '@/components/forms';
import { cardsText, diceText, readCards, readDice, readPositions } from '@/components/forms/text';
import { readHash } from '@/components/check/compute';
import { documentFragment } from '@/components/forms/types';
import { base64urlEncode, buildCheckLink, cardLabel, isInputError, parseCheckLink, pastedHex, type InputParams } from '@/lib/fair';
import { linkCut, linkStopsAt } from '@/lib/fair/schemes/roll-pair';
import { vectorCases as cases } from '../vectors';

/**
 * /check/'s forms without a browser: what players paste is read as the games show it, and every
 * published vector a form can show goes document → fields → the same document (so a form's link
 * reopens the same form), with the form's own errors naming the control.
 */


function textError(f: () => unknown): { field: string; code: string; params: InputParams } {
  try {
    f();
  } catch (e) {
    if (isInputError(e)) return { field: e.field, code: e.code, params: e.params };
    throw e;
  }
  throw new Error('no InputError');
}

describe('pasted outcomes', () => {
  it('reads dice as logs show them: spaced, joined, paired, numbered; T marks a Telegram die', () => {
    expect(readDice('6 3 4', false)).toEqual([6, 3, 4]);
    expect(readDice('634', false)).toEqual([6, 3, 4]);
    expect(readDice('6-3, 4-4\n1:5', false)).toEqual([6, 3, 4, 4, 1, 5]);
    expect(readDice('1. 6\n2. 3\n#3 4\n12) 5', false)).toEqual([6, 3, 4, 5]);
    expect(readDice('6 T 4 tg ✈ 2', true)).toEqual([6, null, 4, null, null, 2]);
    expect(diceText([6, null, 4])).toBe('6 T 4');
    expect(textError(() => readDice('6 3 7 2', false))).toEqual({ field: 'recorded', code: 'unreadable', params: { got: '7', item: 3, why: 'face' } });
    expect(textError(() => readDice('6 T', false))).toEqual({ field: 'recorded', code: 'unreadable', params: { got: 'T', item: 2, why: 'face' } });
    expect(textError(() => readDice('6 x', true))).toEqual({ field: 'recorded', code: 'unreadable', params: { got: 'x', item: 2, why: 'telegram' } });
  });

  it('reads positions and cards in the usual notations', () => {
    expect(readPositions('3, 17 40')).toEqual([3, 17, 40]);
    expect(textError(() => readPositions('3, 0'))).toEqual({ field: 'telegram', code: 'unreadable', params: { got: '0', why: 'position' } });
    // 2c = 0 … As = 51 (rank = id % 13, suit = id / 13 → c d h s)
    expect(readCards('2c As Td 10d T♦ k♥ Q♠️')).toEqual([0, 51, 21, 21, 21, 37, 49]);
    expect(readCards('Seat 1: As Kh\nSeat 2: 2c')).toEqual([51, 37, 0]);
    // Russian ranks before a suit symbol: Т(уз) К(ороль) Д(ама) В(алет) — a Cyrillic К is the king, as it looks
    expect(readCards('Т♠ К♥ д♦ В♣ 10♠')).toEqual([51, 37, 23, 9, 47]);
    expect(textError(() => readCards('Тs'))).toMatchObject({ params: { got: 'Тs', why: 'card' } });
    expect(textError(() => readCards('As Kh 1s'))).toEqual({ field: 'recorded', code: 'unreadable', params: { got: '1s', item: 3, why: 'card' } });
    const deck = Array.from({ length: 52 }, (_, i) => (i * 7) % 52);
    expect(readCards(cardsText(deck, 13))).toEqual(deck);
    expect(cardsText([51, 0, 21], 2)).toBe(`${cardLabel(51)} ${cardLabel(0)}\n${cardLabel(21)}`);
  });
});

describe('every form', () => {
  const schemes = Object.keys(FORMS) as FormScheme[];

  it("is listed once per scheme, in the registry's order (the backgammon app first)", () => {
    expect(schemes).toEqual(['roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'poker_hmac_v1', 'chess_colour_v1']);
    expect(FORM_SCHEMES).toEqual(schemes);
    expect(SHORT_LINK_FORM).toBe('roll_pair_v1');
    expect(hasForm('match_seed_v1')).toBe(false);
  });

  it("a document's scheme picks no file but a registered scheme's form", () => {
    for (const s of ['__proto__', 'constructor', 'index', 'types', '../types', 'roll_pair_v1/../types', './roll_pair_v1', 'roll_pair_v1.tsx', 'ROLL_PAIR_V1', '', 7, null]) {
      expect(hasForm(s), String(s)).toBe(false);
    }
  });

  for (const scheme of schemes.filter((s) => s !== SHORT_LINK_FORM)) {
    it(`${scheme}: a vector's document → fields → the same document, and its link reopens the form`, async () => {
      const form = await FORMS[scheme]();
      let shown = 0;
      for (const c of cases(scheme)) {
        const fields = form.fromDocument(c.proof);
        // mahjong's recorded tiles are not pasted: such a document opens as JSON
        if (fields === null) {
          expect(JSON.stringify(c.proof), c.name).toMatch(/"draws"/);
          continue;
        }
        shown++;
        const built = form.toDocument(fields);
        expect(built.error, c.name).toBeUndefined();
        expect(built.doc, c.name).toEqual(c.proof);
        const h = readHash(documentFragment(built.doc));
        expect(h?.mode, c.name).toBe(scheme);
        expect(h?.doc, c.name).toEqual(c.proof);
      }
      expect(shown).toBeGreaterThan(0);
    });
  }

  it("a plain #v=1&j=… link (not a form's) opens the JSON text, as before", () => {
    const c = cases('die_round_v1')[0]!;
    expect(readHash(buildCheckLink(c.proof))?.mode).toBe('document');
    expect(readHash(`${buildCheckLink(c.proof)}&f=1`)?.mode).toBe('die_round_v1');
  });

  it("the form's own errors name the control; what cannot be read stays in the document as typed", async () => {
    const dice = await FORMS.die_round_v1();
    const typed = { ...dice.empty, seed: 'abc', commitment: '', clients: 'a:b', recorded: '6 9' };
    const built = dice.toDocument(typed);
    expect(built.error).toEqual({ field: 'commitment', key: 'Forms.commitmentRequired' });
    expect(built.doc).toMatchObject({ serverSeed: 'abc', clientSeeds: ['a', 'b'], recorded: '6 9' });
    expect(dice.fromDocument(built.doc!)).toEqual({ ...typed, recorded: '6 9' });
    expect(dice.fieldOf('recorded[3]')).toBe('recorded');
    expect(dice.fieldOf('clientSeeds[1]')).toBe('clients');

    const match = await FORMS.match_seed_v2();
    expect(match.toDocument({ ...match.empty, game: 'bridge', commitment: 'c', matchId: 'm', seed: 's', seeds: 'x', recorded: 'As Kh' }).error).toEqual({
      field: 'recorded',
      key: 'Forms.cardsCount',
      values: { count: 2, per: 52 },
    });
    expect(match.fieldOf('recorded.seatOrder[0]')).toBe('first');
    expect(match.fieldOf('recorded.deals[1][3]')).toBe('recorded');

    const chess = await FORMS.chess_colour_v1();
    expect(chess.toDocument({ ...chess.empty, bot: '1', commitA: 'c', seedA: 's' })).toEqual({
      doc: { scheme: 'chess_colour_v1', game: 'chess', commitA: 'c', seedA: 's', clientB: '' },
      error: { field: 'clientA', key: 'Forms.clientSeedRequired' },
    });

    // the count, the games and the pasted rolls: the one that disagrees with the other two, both numbers said
    const rolls = await FORMS.roll_pair_v1();
    const base = { ...rolls.empty, seed: 'ab'.repeat(16), phones: 'a\nb', recorded: '6-3 '.repeat(130) };
    expect(rolls.toDocument({ ...base, games: '52, 48, 31' }).error).toEqual({ field: 'games', key: 'Check.gamesVsRolls', values: { games: 131, rolls: 130 } });
    expect(rolls.toDocument({ ...base, games: '52, 48, 31', count: '131' }).error).toEqual({ field: 'recorded', key: 'Check.rollsVsCount', values: { count: 131, rolls: 130 } });
    expect(rolls.toDocument({ ...base, games: '52, 48, 30', count: '131' }).error).toEqual({ field: 'count', key: 'Check.countVsRolls', values: { count: 131, rolls: 130 } });
    expect(rolls.toDocument({ ...base, count: '131' }).error).toEqual({ field: 'count', key: 'Check.countVsRolls', values: { count: 131, rolls: 130 } });
    expect(rolls.toDocument({ ...base, games: '52, 48, 30', count: '130' }).error).toBeUndefined();

    const poker = await FORMS.poker_hmac_v1();
    expect(poker.toDocument({ document: '{"scheme":"die_round_v1"}' }).error).toMatchObject({ field: 'document', key: 'Forms.poker.notPoker', values: { scheme: 'die_round_v1' } });
    expect(poker.toDocument({ document: '{' }).error).toMatchObject({ field: 'document', key: 'Check.docInvalidJson' });
  });
});

describe('seeds and commitments as pasted', () => {
  const seed = 'c804ef32aba7306523f6ae8cd166ea99b102388203b88593777237906e2a4c2a';
  const commitment = '8e8c4a59b506229bfb27217592c884b9dbb930befccab78e3559026ea82ba4b5';

  it('spaces, line breaks and invisible spaces inside a hex value are removed, and said to be', () => {
    expect(pastedHex(`  ${seed}\n`)).toEqual({ value: seed, spaced: false });
    expect(pastedHex(`${seed.slice(0, 30)}\n${seed.slice(30)}`)).toEqual({ value: seed, spaced: true });
    expect(pastedHex(`${seed.slice(0, 16)} ${seed.slice(16, 32)}\r\n${seed.slice(32)}\u200b`)).toEqual({ value: seed, spaced: true });
    expect(pastedHex(`\t${seed.slice(0, 8)}\u00a0${seed.slice(8)} `)).toEqual({ value: seed, spaced: true });
  });

  it('a text that is not hex without its spaces is left for its reader to name what is wrong', () => {
    expect(pastedHex(' not a seed ')).toEqual({ value: 'not a seed', spaced: false });
    expect(pastedHex(`${seed.slice(0, 8)} xyz`)).toEqual({ value: `${seed.slice(0, 8)} xyz`, spaced: false });
    expect(pastedHex('   ')).toEqual({ value: '', spaced: false });
  });

  it("every form with a seed reads it without the line break a copy put inside, and a link's s= and c= too", async () => {
    const broken = `${seed.slice(0, 32)}\n${seed.slice(32)}`;
    const brokenC = `${commitment.slice(0, 20)} ${commitment.slice(20)}`;
    const pair = await FORMS.roll_pair_v1();
    const built = pair.toDocument({ ...pair.empty, seed: broken, commitment: brokenC, phones: 'a\nb', count: '2' });
    expect(built.doc).toMatchObject({ serverSeed: seed, commitment });
    const dice = await FORMS.die_round_v1();
    expect(dice.toDocument({ ...dice.empty, seed: broken, commitment: brokenC, clients: 'a', count: '2' }).doc).toMatchObject({ serverSeed: seed, commitment });
    const match = await FORMS.match_seed_v2();
    expect(match.toDocument({ ...match.empty, seed: broken, commitment: brokenC, matchId: 'm', seeds: 'a' }).doc).toMatchObject({ serverSeed: seed, commitment });
    const chess = await FORMS.chess_colour_v1();
    expect(chess.toDocument({ ...chess.empty, bot: '1', seedA: broken, commitA: brokenC, clientA: 'a' }).doc).toMatchObject({ seedA: seed, commitA: commitment });
    const doc = parseCheckLink(`#v=1&s=${encodeURIComponent(broken)}&c=${encodeURIComponent(brokenC)}&p=a,b&n=2`);
    expect(doc).toMatchObject({ serverSeed: seed, commitment });
  });
});

describe('a short link is read exactly, as verifier.js reads it', () => {
  const s = 'a'.repeat(64);
  it('a value the phones box would split (a:b, a;b, a b) is one seed in a link, and refused there', () => {
    for (const p of ['a%3Ab', 'a%3Bb', 'a%20b']) {
      const error = readHash(`#v=1&s=${s}&p=${p}&r=434642`)?.linkError;
      expect(error, p).toMatchObject({ code: 'input', input: { field: 'clientSeeds[0]', code: 'expected', params: { expected: 'clientSeed', at: 2 } } });
    }
    expect(readHash(`#v=1&s=${s}&p=a,b&r=434642`)?.linkError).toBeUndefined();
  });
  it('a link with nothing to read says what it lacks; an empty j= cannot be read', () => {
    expect(readHash('#v=1')?.linkError).toEqual({ code: 'input', input: { field: 'serverSeed', code: 'link_needs', params: { list: ['s='] } } });
    expect(readHash('#%00%00&&&==&v=1')?.linkError).toMatchObject({ code: 'input', input: { field: 'serverSeed' } });
    expect(readHash('#v=1&j=')?.linkError).toEqual({ code: 'unreadable' });
    expect(readHash(`#v=1&s=${s}&p=a&r=4415&g=1`)?.linkError).toMatchObject({ code: 'input', input: { field: 'games', code: 'sum' } });
  });
});

describe('a j= link is read exactly, as verifier.js reads it', () => {
  const doc = cases('roll_pair_v1')[0]!.proof as Record<string, unknown>;
  const j = (text: string, f = '') => `#v=1&j=${base64urlEncode(new TextEncoder().encode(text))}${f}`;
  it('what parseCheckLink refuses is the link\'s error, never a verdict on a cleaned text', () => {
    // a byte-order mark (a text decoder drops it), a number JSON cannot hold (re-encoded it read null)
    const bom = readHash(j(`\ufeff${JSON.stringify(doc)}`));
    expect(bom?.linkError).toMatchObject({ code: 'input', input: { field: 'j' } });
    const huge = readHash(j(JSON.stringify({ ...doc, id: 1 }).replace('"id":1', '"id":1e999')));
    expect(huge?.linkError).toMatchObject({ code: 'input', input: { field: 'id' } });
    expect(huge?.document).toContain('1e999');
    // a form's link (f=1) with a seed verifier.js refuses reopens its form, with the link's error
    const spaced = readHash(j(JSON.stringify({ ...doc, serverSeed: ` ${doc.serverSeed as string}` }), '&f=1'));
    expect(spaced?.mode).toBe('roll_pair_v1');
    expect(spaced?.linkError).toMatchObject({ code: 'input', input: { field: 'serverSeed' } });
    expect(readHash(j(JSON.stringify(doc), '&f=1'))?.linkError).toBeUndefined();
    expect(readHash(j(JSON.stringify(doc)))?.linkError).toBeUndefined();
  });
  it("a short link's numbers are read as numbers: g=0007 is 7", async () => {
    const form = await FORMS.roll_pair_v1();
    const fields = form.fromLink!(new Map([['g', '0000007,02'], ['n', '009']]));
    expect([fields.games, fields.count]).toEqual(['7, 2', '9']);
  });
});

describe('a cut link', () => {
  const s = 'a'.repeat(64);
  it('fewer rolls in r= than g= or n= say: the link was cut, and reading it says so', () => {
    expect(linkCut(new Map([['r', '4415'], ['g', '30,20']]))).toEqual({ rolls: 2, expected: 50, param: 'g' });
    expect(linkCut(new Map([['r', '441'], ['n', '9']]))).toEqual({ rolls: 1, expected: 9, param: 'n' });
    expect(linkCut(new Map([['r', '4415'], ['g', '2']]))).toBeNull();
    expect(linkCut(new Map([['r', '4415']]))).toBeNull();
    expect(linkCut(new Map([['n', '40']]))).toBeNull();
    expect(readHash(`#v=1&s=${s}&p=a,b&r=4415&g=30,20`)?.linkError).toEqual({ code: 'cut', values: { rolls: 2, count: 50, param: 'g=' } });
    expect(readHash(`#v=1&s=${s}&p=a,b&r=4415&g=2`)?.linkError).toBeUndefined();
    // a link that lost its start is told apart from another version
    expect(readHash(`#s=${s}&p=a,b&r=4415`)?.linkError).toEqual({ code: 'noVersion' });
    expect(readHash(`#1&s=${s}`)?.linkError).toEqual({ code: 'noVersion' });
    expect(readHash(`#v=2&s=${s}`)?.linkError).toEqual({ code: 'version' });
    expect(readHash(`#v=&s=${s}`)?.linkError).toEqual({ code: 'version' });
    expect(textError(() => parseCheckLink(`#v=1&s=${s}&p=a,b&r=4415&g=30,20`))).toEqual({ field: 'r', code: 'link_cut', params: { got: 2, count: 50, list: ['g='] } });
  });
  it('a link that stops inside a value, or before its players’ seeds, was cut at its end (the app writes s, c, p, r, g)', () => {
    const app = `#v=1&s=${s}&c=${'b'.repeat(64)}&p=a,b&r=441536&g=2,1`;
    const stops = (fragment: string) => readHash(fragment)?.linkError;
    for (const [end, param] of [[app.indexOf('&g='), null], [app.indexOf('&g=') - 1, 'r='], [app.indexOf('&r='), null], [app.indexOf('&p='), 'c='], [app.indexOf('&c=') - 30, 's=']] as const) {
      // stopped after p=: not cut inside a value, but told, as verifier.js tells it, that it needs its rolls
      const afterP = end === app.indexOf('&r=') ? { code: 'input', input: { field: 'n', code: 'link_needs', params: { list: ['r=', 'n='] } } } : undefined;
      expect(stops(app.slice(0, end)), app.slice(0, end)).toEqual(param === null ? afterP : { code: 'stops', values: { param } });
      const field = { 'r=': 'r', 'c=': 'commitment', 's=': 'serverSeed' }[param ?? 'r=']!;
      if (param) expect(textError(() => parseCheckLink(app.slice(0, end)))).toEqual({ field, code: 'link_stops', params: { list: [param] } });
    }
    // a whole link with its parameters in another order, and one without a seal, stop nowhere
    expect(stops(`#v=1&n=2&p=a,b&s=${s}`)).toBeUndefined();
    expect(stops(`#v=1&s=${s}&p=a,b&n=2&c=${'b'.repeat(64)}`)).toBeUndefined();
    expect(linkStopsAt(new Map([['s', s], ['p', 'a'], ['r', '4415']]))).toBeNull();
    expect(linkStopsAt(new Map([['s', s.slice(1)]]))).toBe('s');
  });
});
