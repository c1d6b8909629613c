// A request body's JSON (lib/db/body-checks.ts): its nesting and repeated names read from the text in
// one pass, not by walking the parsed value; not JSON or too deep: the 400 naming `document`.
import { describe, expect, it } from 'vitest';

import fc from 'fast-check';

import { bodyFault, MAX_DEPTH, parseBody } from '../../../lib/db/body-checks.ts';
import { StoreError } from '../../../lib/db/store-error.ts';

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** The nesting depth bodyFault reads: the least limit it does not call deep (at most 64 tried). */
const nestingOf = (text: string): number => {
  let limit = 0;
  while (bodyFault(text, limit) === 'deep' && limit < 64) limit++;
  return limit;
};
const repeatedKey = (text: string): string | null => {
  const fault = bodyFault(text, Infinity);
  return fault && fault !== 'deep' ? fault.repeated : null;
};

describe('bodyFault: nesting', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestingOf('1')).toBe(0);
    expect(nestingOf('"[[{"')).toBe(0);
    expect(nestingOf('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
    expect(nestingOf('["\\"[[[", "\\\\", [[]]]')).toBe(3);
    expect(bodyFault(nested(MAX_DEPTH))).toBeNull();
    expect(bodyFault(nested(MAX_DEPTH + 1))).toBe('deep');
    // stops once over the limit
    expect(bodyFault(nested(100_000), 5)).toBe('deep');
  });

  it('agrees with the depth of the parsed value', () => {
    const depth = (v: unknown): number => (v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0);
    for (const text of ['{"x":[[1,2],[3]],"y":"]}"}', '[{},[],[{}]]', '{"k\\"{":["a\\\\"]}', JSON.stringify({ a: [{ b: [[{ c: 'd' }]] }] })]) {
      expect(nestingOf(text), text).toBe(depth(JSON.parse(text)));
    }
  });
});

describe('parseBody', () => {
  const refusal = (text: string) => {
    try {
      parseBody(text);
    } catch (e) {
      return e instanceof StoreError ? [e.code, e.field, e.message] : e;
    }
    return null;
  };

  it('parses JSON within the nesting limit', () => {
    expect(parseBody('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseBody(nested(MAX_DEPTH))).toHaveLength(1);
  });

  it('refuses text that is not JSON, and JSON nested too deep, naming the document', () => {
    expect(refusal('{"a":')).toEqual(['invalid_input', 'document', 'expected a JSON object, got text that is not JSON']);
    expect(refusal(nested(MAX_DEPTH + 1))).toEqual(['invalid_input', 'document', `the JSON nests deeper than ${MAX_DEPTH} levels`]);
  });
});

describe('bodyFault: a name given twice', () => {
  it('finds a name given twice in one object, as decoded, and nothing else', () => {
    expect(repeatedKey('{"commitment":"a","commitment":"b"}')).toBe('commitment');
    expect(repeatedKey('{"a":1,"\\u0061":2}')).toBe('a');
    expect(repeatedKey('{"hands":[{"n":1},{"n":2}],"x":{"n":3}}')).toBeNull();
    expect(repeatedKey('{"a":{"b":1,"c":{"b":2}},"d":{"b":3,"b" : 4}}')).toBe('b');
    expect(repeatedKey('["a","a",{"a":"a"}]')).toBeNull();
    expect(repeatedKey('{"k":"\\"k\\":","k2":"k"}')).toBeNull();
    expect(repeatedKey('{"a\\\\":1,"a\\\\" :2}')).toBe('a\\');
  });

  it('agrees with a count of the names of every object of a parsed value (property)', () => {
    const key = fc.constantFrom('a', 'b', '"', '\\', 'é', ':', '{', '\u0000');
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string(), tie('entries'), fc.array(tie('v'), { maxLength: 3 })),
      entries: fc.array(fc.tuple(key, tie('v')), { maxLength: 4 }),
    }));
    fc.assert(
      fc.property(value.entries, (entries) => {
        // the text of an object with these entries, repeats and all (JSON.stringify would merge them)
        const text = (es: unknown): string =>
          Array.isArray(es) && es.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string')
            ? `{${(es as [string, unknown][]).map(([k, v]) => `${JSON.stringify(k)}:${text(v)}`).join(',')}}`
            : Array.isArray(es) ? `[${es.map(text).join(',')}]` : JSON.stringify(es);
        const repeats = (es: unknown): boolean =>
          Array.isArray(es) && es.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string')
            ? new Set(es.map((e) => e[0])).size < es.length || es.some(([, v]) => repeats(v))
            : Array.isArray(es) && es.some(repeats);
        expect(repeatedKey(text(entries)) !== null).toBe(repeats(entries));
      }),
      { numRuns: 300 },
    );
  });

  it('is refused by parseBody naming the field', () => {
    expect(() => parseBody('{"commitment":"a","commitment":"b"}')).toThrow(/"commitment" is given twice in one object/);
  });
});

