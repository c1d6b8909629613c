import { describe, expect, it } from 'vitest';
import { canonicalJson, differingFields, firstDifference } from '@/lib/db/canonical';

describe('firstDifference (what a 409 names)', () => {
  const c = (v: unknown) => canonicalJson(v);
  it('the first field in key order whose value differs, a field only one side has included', () => {
    expect(firstDifference(c({ a: 1, b: [1, 2], z: 0 }), c({ z: 9, b: [1, 2], a: 1 }))).toBe('z');
    expect(firstDifference(c({ a: 1, count: 2 }), c({ a: 1, count: 3, b: 1 }))).toBe('b');
    expect(firstDifference(c({ a: { x: 1, y: 2 } }), c({ a: { y: 2, x: 1 } }))).toBeUndefined();
    expect(firstDifference(c({ a: 1 }), c({}))).toBe('a');
  });
});

describe('differingFields (the reveal’s 409 conflict)', () => {
  it('only the keys asked, in their order', () => {
    expect(differingFields({ count: 2, a: 1, b: [1] }, { b: [1], count: 3, a: 0 }, ['count', 'b', 'a'])).toEqual(['count', 'a']);
    expect(differingFields({ a: 1 }, { b: 1 })).toEqual(['a', 'b']);
  });
});
