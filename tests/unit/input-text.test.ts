import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { fieldLabel, inputMessage, inputText, jsonSyntaxText, type InputProblem, type InputT } from '@/components/verify/inputError';
import { readCards, readDice, readPositions } from '@/components/forms/text';
import { InputError, parseProof, type InputParams } from '@/lib/fair';
import { documentErrors, errorsOf, linkErrors, rollErrors } from './broken-inputs';

/**
 * lib/fair's input errors on pages are worded from their code and params
 * (components/verify/inputError.ts): every field of every vector broken the ways typing breaks it,
 * every link as pasted or cut off, every text a form parses (rolls, dice, Telegram positions,
 * cards) — and on ru and ro pages no English word and no internal field name is left, only the
 * player's own value.
 */
const LOCALES = ['ru', 'ro', 'en'] as const;
const translators = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>;
    const onError = (e: Error) => {
      throw e;
    };
    return [locale, createTranslator({ locale, messages, namespace: 'Input', onError }) as unknown as InputT];
  }),
) as Record<(typeof LOCALES)[number], InputT>;

const formErrors = (): InputError[] => [
  ...errorsOf(['6 3 7 2', '6 x', '6 3 4 5 6 1 2 🎲 1'], (x) => readDice(x as string, false)),
  ...errorsOf(['6 x', '1 T 9'], (x) => readDice(x as string, true)),
  ...errorsOf(['3, 0', '3 x 4', '2.5'], (x) => readPositions(x as string)),
  ...errorsOf(['As Kh 1s', 'Zz', 'A♠ K♥ 11♦'], (x) => readCards(x as string)),
];

const all: InputError[] = [...documentErrors(), ...linkErrors(), ...rollErrors(), ...formErrors()];

/**
 * ASCII words a ru or ro page may show besides the player's own value: the format's name (JSON),
 * Telegram's, and the status values a document carries literally (committed, revealed).
 */
const ALLOWED = new Set(['JSON', 'Telegram', 'committed', 'revealed']);
/** The names lib/fair gives the fields (document paths), which a player never sees. */
const FIELD_NAMES = new Set(all.flatMap((e) => e.field.match(/[A-Za-z]\w+/g) ?? []));

/** The player's own values in an error: what they typed (got), the numbers the message names. */
function ownValues(p: InputParams): string[] {
  return [p.got, p.item, p.line, p.count, p.min, p.max].filter((v) => v !== undefined).map(String);
}

/** The words of the ro `Input` messages (what its translators wrote). */
const RO_WORDS: Set<string> = new Set(Object.values((JSON.parse(readFileSync('messages/ro.json', 'utf8')) as { Input: Record<string, string> }).Input).join(' ').match(/[A-Za-z]{3,}/g));

/**
 * What is left of a page's text once the player's own values are taken out that did not come from
 * the page's own messages: lib/fair's English, an internal field name. On a ru page any Latin word of
 * 3+ letters but ALLOWED; on a ro page (Latin script) any word its messages do not have.
 */
function foreignWords(locale: 'ru' | 'ro', text: string, e: InputProblem): string[] {
  let rest = text;
  for (const v of ownValues(e.params).sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<!\\p{L})${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'gu'), ' ');
  }
  const mine = locale === 'ro' ? RO_WORDS : new Set<string>();
  return (rest.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !ALLOWED.has(w) && !mine.has(w));
}

describe('input errors in the page’s language', () => {
  it('the broken inputs raise every kind of error lib/fair has for a player', () => {
    const codes = new Set(all.map((e) => e.code));
    for (const c of ['expected', 'length', 'range', 'repeated', 'one_of', 'sum', 'required', 'bad_json', 'unknown_scheme', 'unsupported', 'together', 'unreadable', 'link_needs', 'link_count', 'link_cut', 'link_stops', 'link_version', 'bad_encoding']) {
      expect(codes, c).toContain(c);
    }
    expect(all.length).toBeGreaterThan(1000);
  });

  for (const locale of ['ru', 'ro'] as const) {
    it(`${locale}: every one is worded, with no English word and no field name left`, () => {
      const t = translators[locale];
      const seen = new Set<string>();
      for (const e of all) {
        const said = inputText(t, e);
        if (seen.has(said)) continue;
        seen.add(said);
        const foreign = foreignWords(locale, said, e);
        expect(foreign, `${e.field}: ${e.message} → ${said}`).toEqual([]);
        expect(foreign.filter((w) => FIELD_NAMES.has(w))).toEqual([]);
      }
      expect(seen.size).toBeGreaterThan(200);
    }, 60_000);
  }

  it('en words every one too', () => {
    for (const e of all) expect(inputText(translators.en, e)).not.toMatch(/\{|undefined|NaN/);
  }, 60_000);

  it('words the players’ cases as a native speaker would', () => {
    const { ru, ro, en } = translators;
    const at = (field: string, code: InputError['code'], params: InputParams = {}): InputProblem => ({ field, code, params });
    expect(inputText(ru, at('recorded.dice', 'length', { min: 60, max: 60, noun: 'dice', got: 3 }))).toBe('записанные кости: нужно 60 костей, а здесь 3');
    expect(inputMessage(ru, at('clientSeeds', 'length', { min: 1, max: 1, noun: 'clientSeeds', got: 0 }))).toBe('нужно 1 зерно игрока, а здесь 0');
    expect(inputMessage(ro, at('recorded.dice', 'length', { min: 60, max: 60, noun: 'dice', got: 3 }))).toBe('trebuie 60 de zaruri, iar aici sunt 3');
    expect(inputMessage(ru, at('count', 'range', { min: 0, max: 100000, got: '-3' }))).toBe('нужно целое число от 0 до 100\u00a0000, а здесь «-3»');
    expect(inputMessage(ru, at('commitment', 'expected', { expected: 'hex64', kind: 'missing' }))).toBe('нужно 64 шестнадцатеричные цифры (0–9, a–f), а здесь ничего нет');
    expect(inputMessage(ru, at('games', 'sum', { count: 3, got: 5 }))).toBe('в сумме должно быть 3 — столько, сколько всего бросков, а здесь 5');
    // the site's own bounds as the language writes numbers; the player's value as typed
    expect(inputMessage(ru, at('games', 'sum', { count: 4000, got: 3999 }))).toBe('в сумме должно быть 4\u00a0000 — столько, сколько всего бросков, а здесь 3999');
    expect(inputMessage(ro, at('recorded', 'length', { min: 1, max: 100000, noun: 'rolls', got: 100001 }))).toMatch(/^trebuie între 1 și 100\.000 de aruncări/);
    expect(inputMessage(ru, at('scheme', 'unknown_scheme', { got: 'dice_v9' }))).toBe('нужна схема, которую знает сайт, а здесь «dice_v9»');
    expect(inputMessage(ro, at('game', 'one_of', { list: ['backgammon', 'checkers'], got: 'go' }))).toBe('trebuie unul dintre jocuri: table, dame, iar aici e „go”');
    expect(inputMessage(ru, at('recorded', 'unreadable', { got: '4353', why: 'odd' }))).toBe('не удаётся прочитать «4353» — в броске две кости, а здесь одной не хватает или одна лишняя');
    expect(inputMessage(ru, at('recorded', 'unreadable', { got: '7', item: 3, why: 'face' }))).toBe('Кость 3: не удаётся прочитать «7» — на костях грани от 1 до 6');
    expect(fieldLabel(ru, 'hands[2].cards[0].path[5]')).toBe('раздача 3, карта 1, хеш 6 пути Меркла');
    // a card by its name, as typed, not its id (42 is 5♠)
    expect(inputMessage(ru, at('recorded.deals[0][1]', 'repeated', { noun: 'distinctCards', item: 42 }))).toBe('5♠ повторяется');
    expect(inputMessage(ro, at('recorded.hands[0].deck[3]', 'not_one', { noun: 'balootCards', item: 0 }))).toMatch(/^2♣ /);
    expect(fieldLabel(ru, 'recorded[3][1]')).toBe('бросок 4, кость 2');
    expect(fieldLabel(ro, 'recorded[3][1]')).toBe('aruncarea 4, zarul 2');
    expect(fieldLabel(ru, 'recorded[3]')).toBe('исход 4');
    expect(fieldLabel(ro, 'hands[0].seats.3')).toBe('mâna 1, locul 3');
    expect(fieldLabel(ru, 'n')).toBe('n= в ссылке');
    expect(inputMessage(en, at('count', 'range', { min: 0, max: 100000, got: 'x' }))).toBe('expected a whole number from 0 to 100,000, got "x"');
  });

  it('what lib/fair raises is data, and its English is what the API and verifier.js print', () => {
    const e = new InputError('recorded.dice', 'length', { min: 60, max: 60, noun: 'dice', got: 3 });
    expect(e).toMatchObject({ field: 'recorded.dice', code: 'length', params: { min: 60, max: 60, noun: 'dice', got: 3 }, message: 'expected 60 dice, got 3' });
    expect(new InputError('x', 'expected', { expected: 'hex64', got: 'zz' }).message).toBe('expected 64 hex digits, got "zz"');
  });

  it('a seed names its first refused character and its place, or else its length (a shortened 64-digit seed hides both)', () => {
    const seed = `${'ab'.repeat(24)}g${'c'.repeat(15)}`;
    const broken = errorsOf([{ scheme: 'die_round_v1', game: 'dice', commitment: seed }], (x) => parseProof(x));
    expect(broken[0]).toMatchObject({ field: 'commitment', params: { got: 'g', at: 49 }, message: 'expected 64 hex digits, got "g" at character 49' });
    const problem = (params: InputParams): InputProblem => ({ field: 'serverSeed', code: 'expected', params: { expected: 'hex64', ...params } });
    expect(inputMessage(translators.ru, problem(broken[0]!.params))).toBe('нужно 64 шестнадцатеричные цифры (0–9, a–f), а здесь «g» на 49-м месте');
    expect(inputMessage(translators.ro, problem({ got: 'ab…', chars: 63 }))).toMatch(/, iar aici e „ab…” \(63 de caractere\)$/);
    expect(inputMessage(translators.ru, problem({ got: 'ab…', chars: 63 }))).toMatch(/«ab…» \(63 знака\)$/);
    expect(inputMessage(translators.en, problem({ got: 'ab', chars: 1 }))).toMatch(/"ab" \(1 character\)$/);
    // a roll-pair seed too, its length counted in characters as typed (an emoji is one)
    const short = errorsOf([{ scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: 'ab'.repeat(20) + 'a', clientSeeds: ['x'], count: 1 }], (x) => parseProof(x));
    expect(short[0]).toMatchObject({ field: 'serverSeed', params: { chars: 41 } });
    // a look-alike from another alphabet is named by its code
    const cyrillic = errorsOf([{ scheme: 'die_round_v1', game: 'dice', commitment: `ab\u0430${'c'.repeat(61)}` }], (x) => parseProof(x));
    expect(inputMessage(translators.ru, problem(cyrillic[0]!.params))).toBe('нужно 64 шестнадцатеричные цифры (0–9, a–f), а здесь «\u0430» (U+0430, не латинская буква или знак) на 3-м месте');
    const emoji = errorsOf([{ scheme: 'die_round_v1', game: 'dice', commitment: `🎲${'a'.repeat(63)}` }], (x) => parseProof(x));
    expect(emoji[0]!.params).toMatchObject({ got: '🎲', at: 1 });
  });

  it('a long value is quoted shortened, never with half an emoji', () => {
    const game = `${'a'.repeat(36)}🎲${'b'.repeat(10)}`;
    const [e] = errorsOf([{ scheme: 'die_round_v1', game }], (x) => parseProof(x));
    // lib/fair cuts at 37 UTF-16 units (verifier.js' budget), inside the die
    expect(e!.params.got).toBe(`${game.slice(0, 37)}…`);
    for (const locale of LOCALES) {
      const text = inputMessage(translators[locale], e!);
      expect(text, locale).toContain(`${'a'.repeat(36)}…`);
      expect(text, locale).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    }
  });

  it('the browser’s JSON message becomes where the text broke', () => {
    expect(jsonSyntaxText(translators.ru, 'Unterminated string in JSON at position 30')).toBe('ошибка около 30-го знака');
    expect(jsonSyntaxText(translators.ro, 'Unexpected end of JSON input')).toBe('textul se întrerupe sau nu e JSON');
  });
});
