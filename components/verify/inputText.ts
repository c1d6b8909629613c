import type { useTranslations } from 'next-intl';

/** The `Input` namespace's translator. */
export type InputT = ReturnType<typeof useTranslations<'Input'>>;

/**
 * lib/fair's input errors in the page's language. lib/fair words them in English — the same words
 * in the API, verifier.js and the browser — in a few shapes (lib/fair/fields.ts: `expected <what>,
 * got <value>`, lists of a length, integers in a range); these are read back here and worded with
 * the `Input` messages. A message of no known shape is shown as lib/fair wrote it.
 * tests/unit/input-text.test.ts words every message the vectors' broken documents raise.
 */

/** The nouns of lib/fair's list lengths (`arr(…, what)`), by their message key. */
const NOUNS: Record<string, string> = {
  dice: 'dice',
  rolls: 'rolls',
  cards: 'cards',
  'distinct cards': 'distinctCards',
  'distinct baloot cards': 'distinctCards',
  hashes: 'hashes',
  'client seeds': 'clientSeeds',
  hands: 'hands',
  seats: 'seats',
  positions: 'positions',
  'game sizes': 'gameSizes',
  deals: 'deals',
  draws: 'draws',
};

/** lib/fair's `what` texts (fields.ts, the schemes' parsers), by their message key. */
const WHATS: Record<string, string> = {
  '64 hex digits': 'hex64',
  '1–128 of A–Z a–z 0–9 _ -': 'clientSeed',
  '1–64 of A–Z a–z 0–9 _ -': 'matchId',
  'a text seed (1–256 printable ASCII, no spaces)': 'textSeed',
  'ISO 8601 UTC with ms': 'time',
  'an object': 'object',
  'a JSON object': 'object',
  'committed or revealed': 'status',
  '1–6 (null only at a Telegram position)': 'face',
  '[0, 1] or [1, 0]': 'seatOrder',
  'A or B': 'side',
  'a hand number (integer ≥ 1)': 'handNumber',
  'seats "0"–"15"': 'seatNumbers',
  'rolls as digit pairs 1–6': 'rollPairs',
  'base64url JSON': 'base64url',
  '32–128 hex digits, even length': 'hexEven',
  'a known scheme': 'scheme',
  'a seat': 'seat',
  '"" (a bot: no commitB)': 'bot',
  'none (a bot: no commitB)': 'bot',
};

/** Whole messages (no `expected … got`), by their message key. */
const WHOLE: Record<string, string> = {
  'required with serverSeed': 'requiredWithSeed',
  'required with a log part': 'requiredWithLog',
  'expected a JSON object, got invalid JSON': 'notJson',
  'both seeds are revealed together': 'bothSeeds',
  'this scheme is not supported yet': 'unsupported',
};

/** `got <value>` as lib/fair's describe() writes it. */
function gotText(t: InputT, got: string): string {
  if (got === 'missing') return t('got_missing');
  if (got === 'null' || got === 'an array' || got === 'a boolean' || got === 'an object' || got === 'a object') {
    return t(got === 'null' ? 'got_null' : got === 'an array' ? 'got_list' : got === 'a boolean' ? 'got_boolean' : 'got_object');
  }
  if (/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(got)) return t('got_number', { value: got });
  return t('got_text', { value: got });
}

/** What is expected, worded (`list`: a list's length, whose `got` is a bare count); null when lib/fair's `what` is not one it knows. */
function expectedText(t: InputT, what: string): { text: string; list?: true } | null {
  const text = expectedWords(t, what);
  const noun = /^\d+(?:–\d+)? (.+)$/.exec(what)?.[1];
  return text === null ? null : { text, ...(noun !== undefined && NOUNS[noun] ? { list: true as const } : {}) };
}

function expectedWords(t: InputT, what: string): string | null {
  const key = WHATS[what];
  if (key) return t(`what_${key}` as Parameters<InputT>[0]);
  let m = /^an integer (-?\d+)–(-?\d+)$/.exec(what);
  if (m) return t('what_integer', { min: m[1]!, max: m[2]! });
  m = /^(\d+)(?:–(\d+))? (.+)$/.exec(what);
  const noun = m && NOUNS[m[3]!];
  if (m && noun) {
    const max = Number(m[2] ?? m[1]);
    const count = t(`noun_${noun}` as Parameters<InputT>[0], { n: max });
    return m[2] === undefined ? count : t('range', { min: m[1]!, count });
  }
  if (/^an array of /.test(what)) return t('what_list');
  m = /^a sum of (\d+) \(count\)$/.exec(what);
  if (m) return t('what_sum', { n: m[1]! });
  // a game's name, or one of several: `dice`, `backgammon, checkers, …`, `A or B`
  if (/^[a-z_]+((, | or )[a-z_]+)*$/.test(what)) return t('what_oneOf', { list: what.split(/, | or /).join(', ') });
  return null;
}

/** One message of lib/fair (without its field) in the page's language, or null when its shape is unknown. */
export function inputMessage(t: InputT, message: string): string | null {
  const whole = WHOLE[message];
  if (whole) return t(whole as Parameters<InputT>[0]);
  let m = /^expected (.+), got (.+)$/s.exec(message);
  if (m) {
    const expected = expectedText(t, m[1]!);
    if (expected === null) return null;
    return t('expectedGot', { expected: expected.text, got: expected.list ? m[2]! : gotText(t, m[2]!) });
  }
  m = /^expected (.+): (\S+) is (repeated|not one)$/.exec(message);
  if (m) {
    const expected = expectedText(t, m[1]!);
    return expected === null ? null : t(m[3] === 'repeated' ? 'repeated' : 'notOne', { item: m[2]!, expected: expected.text });
  }
  m = /^(\S+) is repeated$/.exec(message);
  if (m) return t('repeatedItem', { item: m[1]! });
  m = /^expected (.+)$/.exec(message);
  if (m) {
    const expected = expectedText(t, m[1]!);
    return expected === null ? null : t('expected', { expected: expected.text });
  }
  return null;
}

/**
 * A `field: message` detail (or a bare message) in the page's language: the field's path stays as
 * the document writes it; a message of unknown shape stays as lib/fair wrote it.
 */
export function inputText(t: InputT, detail: string): string {
  const m = /^([A-Za-z][\w.[\]]*): (.+)$/s.exec(detail);
  if (m) {
    const said = inputMessage(t, m[2]!);
    return said === null ? detail : `${m[1]}: ${said}`;
  }
  return inputMessage(t, detail) ?? detail;
}

/** The browser's JSON.parse message (its own words, in its language) as the page's: where it broke, when it says. */
export function jsonSyntaxText(t: InputT, message: string): string {
  const at = /position (\d+)/.exec(message);
  return at ? t('jsonAt', { position: at[1]! }) : t('jsonBroken');
}
