import type { useTranslations } from 'next-intl';
import { cardLabel, SUIT_SYMBOLS } from '@/lib/fair/cards';
import { isInputError, type InputCode, type InputError, type InputParams } from '@/lib/fair/errors';

/**
 * lib/fair's input errors in the page's language, worded from their data — the code and its params
 * (lib/fair/errors.ts) — with the `Input` messages; nothing is read back from English. The field's
 * path is named as the page names it (`clientSeeds[1]` → the second client seed), never by its
 * internal name. tests/unit/input-text.test.ts breaks every field of every vector and every text a
 * form parses, and fails on any English word or field name left on a ru or ro page.
 */

/** The `Input` namespace's translator. */
export type InputT = ReturnType<typeof useTranslations<'Input'>>;

/** An input error as a page keeps it: where (the document path), what (the code) and its params. */
export type InputProblem = Pick<InputError, 'field' | 'code' | 'params'>;

/**
 * The data of lib/fair's error (a plain object: React state, not an Error); anything else thrown (a
 * bug) becomes an internal error at `field` (code `argument`), shown without its English.
 */
export function problemOf(e: unknown, field = 'document'): InputProblem {
  if (isInputError(e)) return { field: e.field, code: e.code, params: e.params };
  return { field, code: 'argument', params: { what: e instanceof Error ? e.message : String(e) } };
}

type Values = Record<string, string | number>;
/** A message whose key is built from data (a code, a vocabulary key): the unit test walks every one. */
const say = (t: InputT, key: string, values?: Values): string => (t as unknown as (k: string, v?: Values) => string)(key, values);

/** `U+0430` for а. */
const codePoint = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * What was found, in the page's language: the player's own value quoted (with the place of the one
 * character refused, or the text's length, when lib/fair says), or what stands there.
 */
function gotText(t: InputT, p: InputParams): string {
  if (p.kind) return say(t, `got_${p.kind}`);
  if (typeof p.got === 'number') return String(p.got);
  // lib/fair cuts a long value at 37 UTF-16 units (verifier.js' budget): never show half an emoji
  const value = (p.got ?? '').replace(/[\ud800-\udbff](?=…$)/, '');
  // a character outside ASCII is named by its code too: a Cyrillic а looks like a Latin a
  if (p.at) return /[^\x20-\x7e]/.test(value) ? say(t, 'got_charCode', { value, at: p.at, code: codePoint(value) }) : say(t, 'got_char', { value, at: p.at });
  return p.chars !== undefined ? say(t, 'got_chars', { value, n: p.chars }) : say(t, 'got_text', { value });
}

/** A list's length: `60 костей`, `от 1 до 64 зёрен`. */
function countText(t: InputT, p: InputParams): string {
  const count = say(t, `noun_${p.noun}`, { n: p.max ?? 0 });
  return p.min === p.max ? count : say(t, 'range', { min: p.min ?? 0, count });
}

/** The item a list repeats or may not hold: a card by its name (5♠, as the player typed it), not its id. */
function itemText(p: InputParams): string | number {
  const card = p.noun === 'distinctCards' || p.noun === 'balootCards';
  return card && typeof p.item === 'number' ? cardLabel(p.item, SUIT_SYMBOLS) : (p.item ?? '');
}

/** Where a pasted text cannot be read: its line, or the die's or card's number, or nothing. */
function unreadableWhere(t: InputT, p: InputParams): string {
  if (p.line) return say(t, 'unreadableLine', { n: p.line });
  return p.item ? say(t, p.why === 'card' ? 'unreadableCard' : 'unreadableDie', { n: p.item }) : '';
}

/** What is expected (codes `expected`, `range`, `one_of`, `sum`, `unknown_scheme`), or null for codes worded whole. */
function expectedText(t: InputT, code: InputCode, p: InputParams): string | null {
  if (code === 'expected') return say(t, p.expected === 'list' ? `list_${p.noun}` : `what_${p.expected}`);
  if (code === 'range') return say(t, 'what_integer', { min: p.min ?? 0, max: p.max ?? 0 });
  if (code === 'one_of') return say(t, 'what_oneOf', { list: (p.list ?? []).map((id) => say(t, 'game', { id })).join(', ') });
  if (code === 'sum') return say(t, 'what_sum', { n: p.count ?? 0 });
  if (code === 'unknown_scheme') return say(t, 'what_scheme');
  return null;
}

/** The message of one code (without its field) in the page's language. */
function wholeText(t: InputT, code: InputCode, p: InputParams): string {
  switch (code) {
    case 'repeated':
      return say(t, 'repeated', { item: itemText(p) });
    case 'not_one':
      return say(t, 'notOne', { item: itemText(p) });
    case 'required':
      return say(t, `required_${p.with}`);
    case 'unused':
      return say(t, 'unused', { game: say(t, 'game', { id: p.game ?? '' }) });
    case 'unreadable':
      return say(t, 'unreadable', { where: unreadableWhere(t, p), got: p.got ?? '', why: say(t, `why_${p.why}`) });
    case 'link_needs':
      return say(t, 'linkNeeds', { list: (p.list ?? []).join(say(t, 'orWord')) });
    case 'link_count':
      return say(t, 'linkCount', { count: p.count ?? 0 });
    case 'link_cut':
      return say(t, 'linkCut', { rolls: p.got ?? 0, count: p.count ?? 0, param: p.list?.[0] ?? '' });
    case 'link_stops':
      return say(t, 'linkStops', { param: p.list?.[0] ?? '' });
    case 'no_hand':
      return say(t, 'noHand', { item: p.item ?? '' });
    default:
      // bad_json, unsupported, together, link_version, bad_encoding, not_text, not_receipt, no_cards, no_hands, argument, source
      return say(t, `code_${code}`);
  }
}

/** One error's message (without its field) in the page's language. */
export function inputMessage(t: InputT, e: Pick<InputProblem, 'code' | 'params'>): string {
  if (e.code === 'length') return say(t, 'length', { count: countText(t, e.params), got: String(e.params.got) });
  const expected = expectedText(t, e.code, e.params);
  if (expected === null) return wholeText(t, e.code, e.params);
  const p = e.params;
  if (e.code === 'sum') return say(t, 'expectedGot', { expected, got: String(p.got) });
  return p.kind || p.got !== undefined ? say(t, 'expectedGot', { expected, got: gotText(t, p) }) : say(t, 'expected', { expected });
}

/** The backgammon app's short link's parameters (proof-format.md, "Check links"): named as in the link. */
const LINK_PARAMS = /^[vjscprgn]$/;

/**
 * A document path as the page names it: each name by its label (`field_<name>`, the list itself
 * with `n: none`; an object's name only when a position follows it), each position counted from 1 (`hands[2].cards[0]` → «раздача 3, карта 1»), a
 * poker seat by its number, a short link's parameter as the link writes it (`n=`).
 */
export function fieldLabel(t: InputT, path: string): string {
  if (LINK_PARAMS.test(path)) return say(t, 'field_param', { name: path });
  // a recorded outcome of two dice is a backgammon roll (roll_pair_v1's pairs): «бросок 4, кость 1»
  path = path.replace(/^recorded(\[\d+\])(\[\d+\])/, 'rolls$1.dice$2');
  const parts: string[] = [];
  let name: string | null = null;
  const flush = (n: number | 'none') => {
    if (name !== null) parts.push(say(t, `field_${name}`, { n }));
    else if (n !== 'none') parts.push(say(t, 'field_item', { n }));
    name = null;
  };
  for (const [, key, index, seat] of path.matchAll(/([A-Za-z]\w*)|\[(\d+)\]|\.(\d+)/g)) {
    if (key !== undefined) {
      // an object's name before its field's adds nothing (`recorded.dice` → the recorded dice)
      name = key;
    } else if (seat !== undefined) {
      name = null;
      parts.push(say(t, 'field_seat', { n: seat }));
    } else flush(Number(index) + 1);
  }
  flush('none');
  return parts.join(', ');
}

/** `field: message` in the page's language. */
export function inputText(t: InputT, e: InputProblem): string {
  return say(t, 'at', { field: fieldLabel(t, e.field), message: inputMessage(t, e) });
}

/** The browser's JSON.parse message (its own words, in its language) as the page's: where it broke, when it says. */
export function jsonSyntaxText(t: InputT, message: string): string {
  const at = /position (\d+)/.exec(message);
  return at ? t('jsonAt', { position: at[1]! }) : t('jsonBroken');
}
