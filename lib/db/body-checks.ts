// The checks every publishing call makes of a request body before the store uses it (commit,
// poker hands, reveal): lib/fair's input errors turned into the store's refusals.
import { isInputError } from '../fair/index.ts';
import { ASSIGNED_FIELDS, type Json } from './document.ts';
import { invalid } from './store-error.ts';

/** Deeper JSON is refused before anything walks it (no proof document nests beyond a few levels). */
export const MAX_DEPTH = 32;

/** A request body's JSON value; the 400 (field `document`) for text that is not JSON or nests too deep. */
export function parseBody(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('document', 'expected a JSON object, got text that is not JSON');
  }
  const fault = bodyFault(text);
  if (fault === 'deep') throw invalid('document', `the JSON nests deeper than ${MAX_DEPTH} levels`);
  if (fault) throw invalid(fault.repeated, `"${fault.repeated}" is given twice in one object: JSON.parse keeps the last, another reader the first — send each field once`);
  return value;
}

/**
 * What valid JSON `text` has that a body may not, the first found: nesting deeper than `limit`
 * (arrays and objects), or a name given twice in one object (as decoded: `"\u0061"` is `"a"`) — or
 * null. One pass over the characters, stopping there: walking the parsed value of a 100,000-roll
 * body took longer than parsing it. A body with a field twice reads differently to different
 * parsers (JSON.parse keeps the last), so it is refused rather than read as JSON.parse reads it.
 */
export function bodyFault(text: string, limit = MAX_DEPTH): 'deep' | { repeated: string } | null {
  // one entry per open object (its names so far) or array (null)
  const open: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      if (open.push(c === 0x7b ? new Set() : null) > limit) return 'deep';
    } else if (c === 0x7d || c === 0x5d) open.pop();
    else if (c === 0x22) {
      let end = i + 1;
      let escaped = false;
      for (let d = text.charCodeAt(end); d !== 0x22; d = text.charCodeAt(++end)) {
        if (d === 0x5c) {
          escaped = true;
          end++;
        }
      }
      const names = open[open.length - 1];
      if (names && isName(text, end + 1)) {
        const name = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        if (names.has(name)) return { repeated: name };
        names.add(name);
      }
      i = end;
    }
  }
  return null;
}

/** A string of an object that ends before `at` is a name when a colon follows it (after white space). */
function isName(text: string, at: number): boolean {
  let c = text.charCodeAt(at);
  while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(++at);
  return c === 0x3a;
}

/**
 * A request body as an object, without its null fields: lib/fair reads a null field as an absent one
 * (lib/fair/fields.ts `get`), so every check of the store must too — a reveal with `"serverSeed": null`
 * passed the store's "the reveal must carry the server seed" and was stored revealed, seedless.
 */
export function asObject(body: unknown): Json {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid('document', `expected a JSON object, got ${body === null ? 'null' : Array.isArray(body) ? 'an array' : typeof body}`);
  }
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null));
}

export function refuseAssigned(body: Json): void {
  for (const key of ASSIGNED_FIELDS) {
    if (key in body) throw invalid(key, `"${key}" is assigned by the store: leave it out`);
  }
}

/** Runs lib/fair's validation; its input error becomes the store's, with the same field (re-rooted by `field`). */
export function validate<T>(fn: () => T, field: (f: string) => string = (f) => f): T {
  try {
    return fn();
  } catch (e) {
    if (isInputError(e)) throw invalid(field(e.field), e.message);
    throw e;
  }
}

/** A poker hand's stored fields, digests lowercased. */
export function knownHand(hand: Json): { n: number; seats: Json; handCommitment: string; root: string } {
  return {
    n: hand.n as number,
    seats: hand.seats as Json,
    handCommitment: String(hand.handCommitment).toLowerCase(),
    root: String(hand.root).toLowerCase(),
  };
}
