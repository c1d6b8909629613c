// A request body's JSON (lib/db/body-checks.ts): its nesting read from the text, not by walking the
// parsed value; not JSON or too deep: the 400 naming `document`.
import { describe, expect, it } from 'vitest';

import { MAX_DEPTH, nestingOf, parseBody } from '../../../lib/db/body-checks.ts';
import { StoreError } from '../../../lib/db/store-error.ts';

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('nestingOf', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestingOf('1')).toBe(0);
    expect(nestingOf('"[[{"')).toBe(0);
    expect(nestingOf('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
    expect(nestingOf('["\\"[[[", "\\\\", [[]]]')).toBe(3);
    expect(nestingOf(nested(MAX_DEPTH))).toBe(MAX_DEPTH);
    // stops once over the limit
    expect(nestingOf(nested(100_000), 5)).toBe(6);
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
