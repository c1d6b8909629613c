/**
 * Every field of every vector broken the ways typing or a cut-off link breaks it — missing, null,
 * empty, a wrong type, too long, out of range, bad hex, a list too short or too long, an item
 * repeated — and what lib/fair raises for each (tests/unit/input-text.test.ts words them all).
 */
import { isInputError, parseCheckLink, parseProof, parseRecordedRolls, type InputError } from '@/lib/fair';
import { allCases, loadBad } from './fair/helpers';

const BROKEN: unknown[] = [undefined, null, '', 'x', 'zz', 'g'.repeat(64), -3, 1.5, 123456789, true, [], [1], {}, 'g'.repeat(300)];

type Path = (string | number)[];

function setAt(doc: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [k, ...rest] = path;
  if (Array.isArray(doc)) return doc.map((x, i) => (i === k ? setAt(x, rest, value) : x));
  const o = { ...(doc as Record<string, unknown>) };
  o[k as string] = setAt(o[k as string], rest, value);
  return o;
}

/** The paths of a document down to `depth`, with their values (the first two items of each list). */
function* pathsOf(v: unknown, path: Path = [], depth = 4): Generator<[Path, unknown]> {
  if (path.length > 0) yield [path, v];
  if (depth === 0 || v === null || typeof v !== 'object') return;
  const entries: [string | number, unknown][] = Array.isArray(v) ? v.slice(0, 2).map((x, i) => [i, x]) : Object.entries(v);
  for (const [k, x] of entries) yield* pathsOf(x, [...path, k], depth - 1);
}

export function brokenDocs(doc: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  for (const [path, v] of pathsOf(doc)) {
    for (const b of BROKEN) out.push(setAt(doc, path, b));
    if (Array.isArray(v) && v.length > 0) out.push(setAt(doc, path, v.slice(0, 1)), setAt(doc, path, [...v, v[0]]), setAt(doc, path, v.length > 1 ? [v[0], v[0], ...v.slice(2)] : v));
    if (typeof v === 'string' && /^[0-9a-f]+$/i.test(v)) out.push(setAt(doc, path, `g${v.slice(1)}`), setAt(doc, path, v.slice(1)));
  }
  return out;
}

/** What each input raises (the inputs that pass raise nothing). */
export function errorsOf(inputs: unknown[], read: (x: unknown) => unknown): InputError[] {
  const seen: InputError[] = [];
  for (const x of inputs) {
    try {
      read(x);
    } catch (e) {
      if (!isInputError(e)) throw e;
      seen.push(e);
    }
  }
  return seen;
}

/** Every broken document of every vector, and every bad-inputs vector, through parseProof. */
export const documentErrors = (): InputError[] =>
  errorsOf([...allCases().flatMap(({ c }) => brokenDocs(c.proof)), ...loadBad().map((b) => (b.raw !== undefined ? b.raw : b.proof)), '{"scheme":', '[]', 'null'], parseProof);

/** Links as pasted or cut off. */
export const LINKS = [
  '#v=1&s=zz', '#v=1&j=eyJ', '#v=1&j=@@', '#v=1&j=WzFd', '#v=9', '#v=1', '#v=1&s=' + 'a'.repeat(64), '#v=1&p=a', '#v=1&s=%E0%A4%A&p=a&n=1',
  '#v=1&s=' + 'a'.repeat(64) + '&c=zz&p=a,b&r=1', '#v=1&s=' + 'a'.repeat(64) + '&p=a&r=6363&n=5', '#v=1&s=' + 'a'.repeat(64) + '&p=a&r=636363&n=2', '#v=1&s=' + 'a'.repeat(64) + '&p=a&r=636&g=30,20', '#v=1&s=' + 'a'.repeat(64) + '&p=a&n=x',
  '#v=1&s=' + 'a'.repeat(64) + '&p=a&g=1;2', 'https://fair.example/check/', 42,
];
export const linkErrors = (): InputError[] => errorsOf(LINKS, (x) => parseCheckLink(x as string));

/** Rolls as a player pastes them. */
export const ROLLS = ['6-3 7-1', '6-3 4', 'sixes', '1. 6-3\n2. 6-0', '1. 6-3\n2. 5', 'roll 1: 6-3, roll 2: 44, roll 3: ab', 12];
export const rollErrors = (): InputError[] => errorsOf(ROLLS, (x) => parseRecordedRolls(x as string));
