/**
 * The document-field validators every scheme's parser is made of (proof-format.md): each checks one
 * value and raises the {@link InputError} naming the field's path and what is expected there.
 */
import { fail } from './errors';
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
export const TIME = 'ISO 8601 UTC with ms';
export const REQ = 'required with serverSeed';
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

export function describe(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}…` : v);
  if (typeof v === 'number') return String(v);
  return `a ${typeof v}`;
}

export function str(v: unknown, field: string, re: RegExp, what: string): string {
  if (typeof v !== 'string' || !re.test(v)) fail(field, `expected ${what}, got ${describe(v)}`);
  return v;
}

/** A 64-hex digest, lowercased. */
export function digest(v: unknown, field: string): string {
  return str(v, field, DIGEST_RE, '64 hex digits').toLowerCase();
}

export function textSeed(v: unknown, field: string): string {
  return str(v, field, TEXT_SEED_RE, 'a text seed (1–256 printable ASCII, no spaces)');
}

export function clientSeed(v: unknown, field: string): string {
  return str(v, field, CLIENT_RE, '1–128 of A–Z a–z 0–9 _ -');
}

export function ident(v: unknown, field: string): string {
  return str(v, field, ID_RE, '1–64 of A–Z a–z 0–9 _ -');
}

export function int(v: unknown, field: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail(field, `expected an integer ${min}–${max}, got ${describe(v)}`);
  }
  return v === 0 ? 0 : v;
}

export function arr(v: unknown, field: string, min: number, max: number, what: string): unknown[] {
  if (!Array.isArray(v)) fail(field, `expected an array of ${what}, got ${describe(v)}`);
  if (v.length < min || v.length > max) {
    fail(field, `expected ${min === max ? min : `${min}–${max}`} ${what}, got ${v.length}`);
  }
  return v;
}

export function obj(v: unknown, field: string): Obj {
  if (!isObj(v)) fail(field, `expected an object, got ${describe(v)}`);
  return v;
}

/** An array of distinct ids from `allowed` (a permutation when `len` equals allowed's size). */
export function cardList(v: unknown, field: string, len: number, allowed: ReadonlySet<number>, max: number, what: string): number[] {
  const a = arr(v, field, len, len, what);
  const seen = new Set<number>();
  return a.map((x, i) => {
    const c = int(x, `${field}[${i}]`, 0, max);
    if (!allowed.has(c)) fail(`${field}[${i}]`, `expected ${what}: ${c} is not one`);
    if (seen.has(c)) fail(`${field}[${i}]`, `expected ${what}: ${c} is repeated`);
    seen.add(c);
    return c;
  });
}

export const ALL_CARDS: ReadonlySet<number> = new Set(Array.from({ length: 52 }, (_, i) => i));

/** Longest log entry text accepted. */
const MAX_ENTRY = 4096;
/** Longest checkpoint text accepted. */
const MAX_CHECKPOINT = 16384;
export const LOG_REQ = 'required with a log part';

/**
 * A `log` part: `{ index, entry, checkpoint, inclusion: [hex] }`. Only its shape is checked here; whether
 * the entry, path and signed checkpoint agree is verification (a mismatch, never an input error).
 */
export function logPart(v: unknown, f: string): LogPart {
  const o = obj(v, f);
  const index = int(get(o, 'index'), `${f}.index`, 0, Number.MAX_SAFE_INTEGER);
  const entry = get(o, 'entry');
  if (typeof entry !== 'string' || entry.length === 0 || entry.length > MAX_ENTRY) {
    fail(`${f}.entry`, `expected the entry text (1–${MAX_ENTRY} characters), got ${describe(entry)}`);
  }
  const checkpoint = get(o, 'checkpoint');
  if (typeof checkpoint !== 'string' || checkpoint.length === 0 || checkpoint.length > MAX_CHECKPOINT) {
    fail(`${f}.checkpoint`, `expected the signed checkpoint text (1–${MAX_CHECKPOINT} characters), got ${describe(checkpoint)}`);
  }
  const inclusion = arr(get(o, 'inclusion'), `${f}.inclusion`, 0, 63, 'hashes').map((h, i) => digest(h, `${f}.inclusion[${i}]`));
  return { index, entry, checkpoint, inclusion };
}

export function common(o: Obj, p: { id?: number; committedAt?: string; revealedAt?: string; status?: 'committed' | 'revealed'; log?: LogPart }): void {
  const id = get(o, 'id');
  if (id !== undefined) p.id = int(id, 'id', 1, Number.MAX_SAFE_INTEGER);
  for (const k of ['committedAt', 'revealedAt'] as const) {
    const t = get(o, k);
    if (t !== undefined) p[k] = str(t, k, TIME_RE, TIME);
  }
  const lg = get(o, 'log');
  if (lg !== undefined) {
    p.log = logPart(lg, 'log');
    if (p.id === undefined) fail('id', LOG_REQ);
    if (p.committedAt === undefined) fail('committedAt', LOG_REQ);
  }
  const st = get(o, 'status');
  if (st !== undefined) {
    if (st !== 'committed' && st !== 'revealed') fail('status', 'expected committed or revealed');
    p.status = st;
  }
}

export function clientSeedList(o: Obj, min: number, max: number, required: boolean): string[] | undefined {
  const v = get(o, 'clientSeeds');
  if (v === undefined) {
    if (required) fail('clientSeeds', REQ);
    return undefined;
  }
  return arr(v, 'clientSeeds', min, max, 'client seeds').map((s, i) => clientSeed(s, `clientSeeds[${i}]`));
}

export function countField(o: Obj, required: boolean, max: number): number | undefined {
  const v = get(o, 'count');
  if (v === undefined) {
    if (required) fail('count', REQ);
    return undefined;
  }
  return int(v, 'count', 0, max);
}

