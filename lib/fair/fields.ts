/**
 * The document-field validators every scheme's parser is made of (proof-format.md): each checks one
 * value and raises the {@link InputError} naming the field's path and what is expected there.
 */
import { fail, type Expected, type InputParams, type Noun } from './errors';
import type { LogPart } from './types';

/** Largest `count` of rolls or dice accepted (keeps a hostile document from hanging the verifier). */
export const MAX_EVENTS = 100000;
/** Largest number of deals / baloot hands / poker hands accepted. */
export const MAX_DEALS = 10000;
/** Largest number of client seeds accepted in a backgammon-app or dice document. */
export const MAX_SEEDS = 64;

export type Obj = Record<string, unknown>;

const CLIENT_RE = /^[A-Za-z0-9_-]{1,128}$/;
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
const TEXT_SEED_RE = /^[\x21-\x7e]{1,256}$/;
const DIGEST_RE = /^[0-9a-fA-F]{64}$/;
/** The characters each of those refuses (a seed's first one is named, not its length: the text is shortened). */
const NOT_ID = /[^A-Za-z0-9_-]/;
const NOT_PRINTABLE = /[^\x21-\x7e]/;
export const NOT_HEX = /[^0-9a-fA-F]/;
/** `required` with a log part, with serverSeed. */
export const LOG: InputParams = { with: 'log' };
const SEED: InputParams = { with: 'serverSeed' };
export const TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;



export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own property, with `null` treated as absent. */
export function get(o: Obj, k: string): unknown {
  if (!Object.prototype.hasOwnProperty.call(o, k)) return undefined;
  const v = o[k];
  return v === null ? undefined : v;
}

/**
 * What was found at a field: the player's own value (a text shortened to 40 characters, a number) or
 * its kind. With `refused` (the characters the field refuses): the first such character and its
 * place, or else the text's length — what is wrong with a 64-digit seed is not visible shortened.
 */
export function seen(v: unknown, refused?: RegExp): InputParams {
  if (v === undefined) return { kind: 'missing' };
  if (v === null) return { kind: 'null' };
  if (Array.isArray(v)) return { kind: 'array' };
  if (typeof v === 'string' && refused) {
    const at = v.search(refused);
    // every character before it is one the field allows, all ASCII: its index is its place
    return at < 0 ? { ...seen(v), chars: v.length } : { got: String.fromCodePoint(v.codePointAt(at)!), at: at + 1 };
  }
  if (typeof v === 'string') return { got: v.length > 40 ? `${v.slice(0, 37)}…` : v };
  if (typeof v === 'number') return { got: v };
  return { kind: typeof v === 'boolean' ? 'boolean' : 'object' };
}

/** A text `re` accepts; `refused`: the characters it never accepts, named when one is there ({@link seen}). */
export function str(v: unknown, field: string, re: RegExp, expected: Expected, refused?: RegExp): string {
  if (typeof v !== 'string' || !re.test(v)) fail(field, 'expected', { expected, ...seen(v, refused) });
  return v;
}

/** A 64-hex digest, lowercased. */
export function digest(v: unknown, field: string): string {
  return str(v, field, DIGEST_RE, 'hex64', NOT_HEX).toLowerCase();
}

export function textSeed(v: unknown, field: string): string {
  return str(v, field, TEXT_SEED_RE, 'textSeed', NOT_PRINTABLE);
}

export function clientSeed(v: unknown, field: string): string {
  return str(v, field, CLIENT_RE, 'clientSeed', NOT_ID);
}

export function ident(v: unknown, field: string): string {
  return str(v, field, ID_RE, 'ident', NOT_ID);
}

export function int(v: unknown, field: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail(field, 'range', { min, max, ...seen(v) });
  }
  return v === 0 ? 0 : v;
}

export function arr(v: unknown, field: string, min: number, max: number, noun: Noun): unknown[] {
  if (!Array.isArray(v)) fail(field, 'expected', { expected: 'list', noun, ...seen(v) });
  if (v.length < min || v.length > max) fail(field, 'length', { min, max, noun, got: v.length });
  return v;
}

export function obj(v: unknown, field: string): Obj {
  if (!isObj(v)) fail(field, 'expected', { expected: 'object', ...seen(v) });
  return v;
}

/** An array of distinct ids from `allowed` (a permutation when `len` equals allowed's size). */
export function cardList(v: unknown, field: string, len: number, allowed: ReadonlySet<number>, max: number, noun: Noun): number[] {
  const a = arr(v, field, len, len, noun);
  const seen = new Set<number>();
  return a.map((x, i) => {
    const c = int(x, `${field}[${i}]`, 0, max);
    if (!allowed.has(c)) fail(`${field}[${i}]`, 'not_one', { noun, item: c });
    if (seen.has(c)) fail(`${field}[${i}]`, 'repeated', { noun, item: c });
    seen.add(c);
    return c;
  });
}

export const ALL_CARDS: ReadonlySet<number> = new Set(Array.from({ length: 52 }, (_, i) => i));

/** Longest log entry text accepted. */
const MAX_ENTRY = 4096;
/** Longest checkpoint text accepted. */
const MAX_CHECKPOINT = 16384;

/**
 * A `log` part: `{ index, entry, checkpoint, inclusion: [hex] }`. Only its shape is checked here; whether
 * the entry, path and signed checkpoint agree is verification (a mismatch, never an input error).
 */
export function logPart(v: unknown, f: string): LogPart {
  const o = obj(v, f);
  const index = int(get(o, 'index'), `${f}.index`, 0, Number.MAX_SAFE_INTEGER);
  const entry = get(o, 'entry');
  if (typeof entry !== 'string' || entry.length === 0 || entry.length > MAX_ENTRY) {
    fail(`${f}.entry`, 'expected', { expected: 'entry', ...seen(entry) });
  }
  const checkpoint = get(o, 'checkpoint');
  if (typeof checkpoint !== 'string' || checkpoint.length === 0 || checkpoint.length > MAX_CHECKPOINT) {
    fail(`${f}.checkpoint`, 'expected', { expected: 'checkpoint', ...seen(checkpoint) });
  }
  const inclusion = arr(get(o, 'inclusion'), `${f}.inclusion`, 0, 63, 'hashes').map((h, i) => digest(h, `${f}.inclusion[${i}]`));
  return { index, entry, checkpoint, inclusion };
}

export function common(o: Obj, p: { id?: number; committedAt?: string; revealedAt?: string; status?: 'committed' | 'revealed'; log?: LogPart }): void {
  const id = get(o, 'id');
  if (id !== undefined) p.id = int(id, 'id', 1, Number.MAX_SAFE_INTEGER);
  for (const k of ['committedAt', 'revealedAt'] as const) {
    const t = get(o, k);
    if (t !== undefined) p[k] = str(t, k, TIME_RE, 'time');
  }
  const lg = get(o, 'log');
  if (lg !== undefined) {
    p.log = logPart(lg, 'log');
    if (p.id === undefined) fail('id', 'required', LOG);
    if (p.committedAt === undefined) fail('committedAt', 'required', LOG);
  }
  const st = get(o, 'status');
  if (st !== undefined) {
    if (st !== 'committed' && st !== 'revealed') fail('status', 'expected', { expected: 'status' });
    p.status = st;
  }
}

export function clientSeedList(o: Obj, min: number, max: number, required: boolean): string[] | undefined {
  const v = get(o, 'clientSeeds');
  if (v === undefined) {
    if (required) fail('clientSeeds', 'required', SEED);
    return undefined;
  }
  return arr(v, 'clientSeeds', min, max, 'clientSeeds').map((s, i) => clientSeed(s, `clientSeeds[${i}]`));
}

export function countField(o: Obj, required: boolean, max: number): number | undefined {
  const v = get(o, 'count');
  if (v === undefined) {
    if (required) fail('count', 'required', SEED);
    return undefined;
  }
  return int(v, 'count', 0, max);
}

