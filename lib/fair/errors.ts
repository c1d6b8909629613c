/**
 * The single error type of the verifier: an input that is not a valid proof document (or link, or
 * pasted roll list). Never used for failed verification. An error is data — a field, a code and its
 * params — worded in English here (the API, verifier.js, the store) and in the page's language by
 * components/verify/inputError.ts from the same code (docs/adding-a-scheme.md, "Input errors").
 */

/** What is wrong: a closed set, each worded by {@link english} and by every locale's `Input` messages. */
export type InputCode =
  | 'expected'
  | 'length'
  | 'range'
  | 'repeated'
  | 'not_one'
  | 'one_of'
  | 'sum'
  | 'required'
  | 'bad_json'
  | 'unknown_scheme'
  | 'unsupported'
  | 'together'
  | 'unused'
  | 'unreadable'
  | 'link_needs'
  | 'link_count'
  | 'link_cut'
  | 'link_stops'
  | 'link_version'
  | 'bad_encoding'
  | 'not_text'
  | 'not_receipt'
  | 'no_cards'
  | 'no_hands'
  | 'no_hand'
  | 'argument'
  | 'source';

/** What is expected at a field (code `expected`), by key: {@link EXPECTED} words them in English. */
export type Expected = keyof typeof EXPECTED;
/** The things a list holds (codes `length`, `repeated`, `not_one`, and `expected: list`). */
export type Noun = keyof typeof NOUNS;
/** What was found where it is no value of the player's: nothing, null, a list, true/false, an object. */
export type Kind = 'missing' | 'null' | 'array' | 'boolean' | 'object';

/** An error's parameters: vocabulary keys, bounds, and the player's own value — never English (but `what`). */
export interface InputParams {
  expected?: Expected;
  /** the player's own value: a text (shortened to 40 characters) or a number; a list's length for `length` */
  got?: string | number;
  /** `got` is the first character the field refuses, at this place of the text (from 1) */
  at?: number;
  /** the text's length in characters, when its length is what is wrong */
  chars?: number;
  /** what was found when it is not a value of the player's (`got` then absent) */
  kind?: Kind;
  min?: number;
  max?: number;
  /** `sum`: the count the games must add up to; `link_count`: the rolls in r=; `link_cut`: the rolls the link says (and `got` those r= holds, `list` the parameter that says so) */
  count?: number;
  noun?: Noun;
  /** `repeated`, `not_one`, `no_hand`: the item (card, position, tile, hand number) */
  item?: number;
  /** `one_of`: the values allowed (game ids); `link_needs`: the link parameters, one of which is needed; `link_stops`: the one the link stops at */
  list?: readonly string[];
  /** `unreadable` (pasted text): the line (1-based, when there are several) or the item's number, and why */
  line?: number;
  why?: 'format' | 'face' | 'odd' | 'telegram' | 'card' | 'position';
  /** `required`: what needs the field */
  with?: 'serverSeed' | 'log' | 'entry';
  /** `unused`: the game */
  game?: string;
  /** `argument`: what an exported function expects; `source` (the command line's log audit): what cannot be read — English, never on a page */
  what?: string;
}

/** English of each {@link Expected}. */
const EXPECTED = {
  hex64: '64 hex digits',
  hexEven: '32–128 hex digits, even length',
  textSeed: 'a text seed (1–256 printable ASCII, no spaces)',
  clientSeed: '1–128 of A–Z a–z 0–9 _ -',
  ident: '1–64 of A–Z a–z 0–9 _ -',
  time: 'ISO 8601 UTC with ms',
  object: 'an object',
  jsonObject: 'a JSON object',
  list: 'an array',
  entry: 'the entry text (1–4096 characters)',
  checkpoint: 'the signed checkpoint text (1–16384 characters)',
  status: 'committed or revealed',
  face: '1–6 (null only at a Telegram position)',
  seatOrder: '[0, 1] or [1, 0]',
  side: 'A or B',
  seats: 'seats "0"–"15"',
  seat: 'a seat',
  botClient: '"" (a bot: no commitB)',
  botSeed: 'none (a bot: no commitB)',
  rollPairs: 'rolls as digit pairs 1–6',
  number: 'a number',
  numbers: 'numbers, comma-separated',
  base64url: 'base64url JSON',
  linkFragment: 'a link with a #… part',
  linkText: 'the link text',
  rollsText: 'the rolls as text',
  receipt: 'the receipt as base64url after #receipt=',
  handNumber: 'a hand number (integer ≥ 1)',
} as const;

/** English of each {@link Noun}. */
const NOUNS = {
  dice: 'dice',
  rolls: 'rolls',
  cards: 'cards',
  distinctCards: 'distinct cards',
  balootCards: 'distinct baloot cards',
  hashes: 'hashes',
  clientSeeds: 'client seeds',
  hands: 'hands',
  seats: 'seats',
  positions: 'positions',
  gameSizes: 'game sizes',
  deals: 'deals',
  draws: 'draws',
  tiles: 'distinct tiles',
} as const;

const KINDS: Record<Kind, string> = { missing: 'missing', null: 'null', array: 'an array', boolean: 'a boolean', object: 'an object' };

const got = (p: InputParams): string => (p.kind ? KINDS[p.kind] : typeof p.got === 'string' ? JSON.stringify(p.got) : String(p.got));
const gotPart = (p: InputParams): string =>
  p.kind || p.got !== undefined ? `, got ${got(p)}${p.at ? ` at character ${p.at}` : p.chars ? ` (${p.chars} characters)` : ''}` : '';
const noun = (p: InputParams): string => (p.noun ? NOUNS[p.noun] : '');
const WHY = {
  format: 'expected rolls such as 6-3',
  face: 'dice are 1–6',
  odd: 'a roll has two dice; one is missing or extra',
  telegram: 'dice are 1–6, or T for a Telegram die',
  card: 'cards are written As, 10h, K♠',
  position: 'positions are whole numbers from 1',
};

/** The English of each code (the API's, verifier.js's and the store's words). */
const EN: Record<InputCode, (p: InputParams) => string> = {
  expected: (p) => `expected ${EXPECTED[p.expected!]}${p.noun ? ` of ${noun(p)}` : ''}${gotPart(p)}`,
  length: (p) => `expected ${p.min === p.max ? p.min : `${p.min}–${p.max}`} ${noun(p)}, got ${p.got}`,
  range: (p) => `expected an integer ${p.min}–${p.max}${gotPart(p)}`,
  repeated: (p) => `${p.noun ? `expected ${noun(p)}: ` : ''}${p.item} is repeated`,
  not_one: (p) => `expected ${noun(p)}: ${p.item} is not one`,
  one_of: (p) => `expected ${p.list!.join(', ')}${gotPart(p)}`,
  sum: (p) => `expected a sum of ${p.count} (count), got ${p.got}`,
  required: (p) => (p.with === 'entry' ? 'required to build a log entry' : `required with ${p.with === 'log' ? 'a log part' : 'serverSeed'}`),
  bad_json: () => 'expected a JSON object, got invalid JSON',
  unknown_scheme: (p) => `expected a known scheme${gotPart(p)}`,
  unsupported: () => 'this scheme is not supported yet',
  together: () => 'both seeds are revealed together',
  unused: (p) => `not used in ${p.game}`,
  unreadable: (p) => `${p.line ? `line ${p.line}` : p.item ? `item ${p.item}` : 'the rolls'}: cannot read ${got(p)} (${WHY[p.why!]})`,
  link_needs: (p) => `the link needs ${p.list!.join(' or ')}`,
  link_count: (p) => `expected ${p.count} (the rolls in r=)`,
  link_cut: (p) => `the link was cut: r= holds ${p.got} rolls, ${p.list![0]} says ${p.count}`,
  link_stops: (p) => `the link was cut: it stops at ${p.list![0]}`,
  link_version: () => 'unsupported link version',
  bad_encoding: () => 'bad percent-encoding',
  not_text: () => 'the base64url after #receipt= is not UTF-8 text',
  not_receipt: (p) => `expected a poker receipt, got a ${p.got} document`,
  no_cards: () => 'a receipt lists at least one hand with its cards (hands[].cards)',
  no_hands: () => 'only a poker session has hands',
  no_hand: (p) => `no hand ${p.item} in this session`,
  argument: (p) => `expected ${p.what}`,
  source: (p) => p.what!,
};

/** The English of an error: the one place lib/fair words one. */
export const english = (code: InputCode, params: InputParams): string => EN[code](params);

export class InputError extends Error {
  /**
   * Path of the first bad field, e.g. `clientSeeds[1]`, `hands[2].cards[0].path`, or `document`.
   * (`declare`: set by the constructor only, no class-field definition — verifier.js's budget,
   * docs/decisions/0009-verifier-budget.md.)
   */
  declare readonly field: string;
  declare readonly code: InputCode;
  declare readonly params: InputParams;
  constructor(field: string, code: InputCode, params: InputParams = {}) {
    super(english(code, params));
    // field first: the own enumerable properties keep their order (field, code, params, name)
    this.field = field;
    this.code = code;
    this.params = params;
    this.name = 'InputError';
  }
}

/** Throw an {@link InputError} for `field`: what is wrong (`code`) and its parameters. */
export function fail(field: string, code: InputCode, params?: InputParams): never {
  throw new InputError(field, code, params);
}

/** True when `e` is an {@link InputError} (also across bundle copies). */
export function isInputError(e: unknown): e is InputError {
  return e instanceof InputError || (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'InputError' && typeof (e as { field?: unknown }).field === 'string');
}

/**
 * Argument check of an exported function (as noble-hashes' `abytes`/`anumber`): an
 * {@link InputError} naming the argument, code `argument` (`expected <what>`), unless `ok`. One call
 * shape everywhere (verifier.js's gzip budget: repeated shapes cost little).
 */
export function need(ok: unknown, field: string, what: string): asserts ok {
  if (!ok) fail(field, 'argument', { what });
}

/** True for bytes (of `length` bytes when given). */
export const isBytes = (v: unknown, length?: number): v is Uint8Array => v instanceof Uint8Array && (length === undefined || v.length === length);

/** True for a safe integer ≥ `min` (and ≤ `max` when given). */
export const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/** True for an array of strings. */
export const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
