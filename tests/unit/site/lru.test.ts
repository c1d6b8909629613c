import { describe, expect, it } from 'vitest';

import { ByteLru } from '../../../lib/site/lru';

describe('ByteLru', () => {
  it('evicts the least recently used first, beyond its byte budget', () => {
    const lru = new ByteLru<string, number>(100, 2);
    lru.set('a', 1, 40);
    lru.set('b', 2, 40);
    expect(lru.get('a')).toBe(1); // a is now the most recently used
    lru.set('c', 3, 40);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
    expect(lru.bytes).toBe(80);
    expect(lru.size).toBe(2);
  });

  it('keeps no entry larger than its share of the budget, and replaces a key in place', () => {
    const lru = new ByteLru<string, string>(100, 4);
    expect(lru.set('big', 'x', 26)).toBe(false);
    expect(lru.get('big')).toBeUndefined();
    expect(lru.set('k', 'one', 25)).toBe(true);
    lru.set('k', 'two', 10);
    expect(lru.get('k')).toBe('two');
    expect(lru.bytes).toBe(10);
    lru.delete('k');
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});
