import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { inputMessage, inputText, jsonSyntaxText, type InputT } from '@/components/verify/inputText';
import { isInputError, parseCheckLink, parseProof } from '@/lib/fair';
import { allCases, loadBad } from './fair/helpers';

/**
 * lib/fair's input errors on ru and ro pages are worded in the page's language
 * (components/verify/inputText.ts): every message the vectors' documents raise when a field is
 * broken the ways a player's typing or a cut-off link breaks it — missing, empty, a wrong type, a
 * wrong length, a wrong value — and every bad-inputs vector.
 */
const LOCALES = ['ru', 'ro', 'en'] as const;
const translators = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>;
    return [locale, createTranslator({ locale, messages, namespace: 'Input' }) as unknown as InputT];
  }),
) as Record<(typeof LOCALES)[number], InputT>;

const BROKEN: unknown[] = [undefined, null, '', 'x', 'zz', -3, 1.5, 123456789, true, [], [1], {}, 'g'.repeat(300)];

/** Each top-level field (and each item of a list field, and its first object's fields) broken every BROKEN way. */
function brokenDocs(doc: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  for (const [k, v] of Object.entries(doc)) {
    for (const b of BROKEN) out.push({ ...doc, [k]: b });
    if (Array.isArray(v) && v.length > 0) {
      out.push({ ...doc, [k]: v.slice(0, 1) }, { ...doc, [k]: [...v, v[0]] });
      for (const b of BROKEN) out.push({ ...doc, [k]: [b, ...v.slice(1)] });
      const first = v[0];
      if (first && typeof first === 'object' && !Array.isArray(first)) {
        for (const f of Object.keys(first)) for (const b of BROKEN) out.push({ ...doc, [k]: [{ ...first, [f]: b }, ...v.slice(1)] });
      }
    } else if (v && typeof v === 'object') {
      for (const [f, w] of Object.entries(v)) {
        for (const b of BROKEN) out.push({ ...doc, [k]: { ...v, [f]: b } });
        if (Array.isArray(w) && w.length > 0) out.push({ ...doc, [k]: { ...v, [f]: w.slice(0, 1) } });
      }
    }
  }
  return out;
}

function messagesOf(inputs: unknown[], parse: (x: unknown) => unknown): Set<string> {
  const seen = new Set<string>();
  for (const x of inputs) {
    try {
      parse(x);
    } catch (e) {
      if (!isInputError(e)) throw e;
      seen.add(e.message);
    }
  }
  return seen;
}

const docs = allCases().map(({ c }) => c.proof);
const raised = messagesOf(docs.flatMap(brokenDocs), parseProof);
for (const b of loadBad()) for (const m of messagesOf([b.raw !== undefined ? b.raw : b.proof], parseProof)) raised.add(m);

describe('input errors in the page’s language', () => {
  it('the broken documents raise many different messages', () => {
    expect(raised.size).toBeGreaterThan(30);
  });

  for (const locale of ['ru', 'ro'] as const) {
    it(`${locale}: every one is worded, with no English left`, () => {
      const t = translators[locale];
      const unworded = [...raised].filter((m) => inputMessage(t, m) === null);
      expect(unworded).toEqual([]);
      for (const m of raised) {
        const said = inputMessage(t, m)!;
        // what stays is the player's own value, a path or a code word (committed, revealed, null, JSON, ASCII, ISO…)
        expect(said.replace(/"[^"]*"|\b(committed|revealed|null|true|false|JSON|ASCII|ISO|UTC|base64url|hash|seed|client|A|B|a|f)\b|[\d–\-_[\],.:;()«»„”]/g, ''), m).not.toMatch(/\b(expected|got|an?|the|of|or|with|digits|integer|missing)\b/);
      }
    });
  }

  it('en says what lib/fair says, in the same shape', () => {
    const t = translators.en;
    expect(inputMessage(t, 'expected 60 dice, got 3')).toBe('expected 60 dice, got 3');
    expect(inputMessage(t, 'expected an integer 0–100000, got "-3"')).toBe('expected a whole number from 0 to 100000, got "-3"');
  });

  it('words the players’ cases as a native speaker would', () => {
    const ru = translators.ru;
    const ro = translators.ro;
    expect(inputText(ru, 'recorded.dice: expected 60 dice, got 3')).toBe('recorded.dice: нужно 60 костей, а здесь 3');
    expect(inputMessage(ru, 'expected 2 dice, got 1')).toBe('нужно 2 кости, а здесь 1');
    expect(inputMessage(ru, 'expected 1 client seeds, got 0')).toBe('нужно 1 зерно телефона, а здесь 0');
    expect(inputMessage(ro, 'expected 60 dice, got 3')).toBe('trebuie 60 de zaruri, iar aici e 3');
    expect(inputMessage(ro, 'expected 2 dice, got 1')).toBe('trebuie 2 zaruri, iar aici e 1');
    expect(inputMessage(ru, 'expected an integer 0–100000, got "-3"')).toBe('нужно целое число от 0 до 100000, а здесь "-3"');
    expect(inputMessage(ru, 'expected 64 hex digits, got missing')).toBe('нужно 64 шестнадцатеричные цифры (0–9, a–f), а здесь ничего нет');
    expect(inputMessage(ro, 'expected dice, got "go"')).toBe('trebuie unul dintre: dice, iar aici e "go"');
    // a message of no known shape is left as lib/fair wrote it
    expect(inputText(ru, 'x: something new')).toBe('x: something new');
  });

  it('the browser’s JSON message becomes where the text broke', () => {
    expect(jsonSyntaxText(translators.ru, 'Unterminated string in JSON at position 30')).toBe('ошибка около 30-го знака');
    expect(jsonSyntaxText(translators.ro, 'Unexpected end of JSON input')).toBe('textul se întrerupe sau nu e JSON');
  });

  it('link errors are worded too', () => {
    const link = messagesOf(['#v=1&s=zz', '#v=1&j=eyJ', '#v=1&s=' + 'a'.repeat(64) + '&c=zz&p=a,b&r=1', '#v=9'], (x) => parseCheckLink(x as string));
    expect(link.size).toBeGreaterThan(0);
    for (const m of link) expect(inputText(translators.ru, m), m).not.toMatch(/expected|got/);
  });
});
