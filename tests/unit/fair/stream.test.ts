import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyedMac } from '../../../lib/fair';
import { DrawStream, macWordSource, SPAN, wordFromMac } from '../../../lib/fair/stream';
import { toHex } from '../../../lib/fair/hex';

/** A word source replaying a list (throws when exhausted, so over-reading is caught). */
function listSource(words: number[]): () => number {
  let i = 0;
  return () => {
    if (i >= words.length) throw new Error('source exhausted');
    return words[i++]!;
  };
}

const word = fc.tuple(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xfffff })).map(([h, l]) => h * 2 ** 20 + l);

describe('52-bit words', () => {
  it('are the first 13 hex digits of the MAC, exactly', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (mac) => {
      expect(wordFromMac(mac)).toBe(Number(BigInt('0x' + toHex(mac).slice(0, 13))));
    }));
    expect(wordFromMac(new Uint8Array(32).fill(255))).toBe(SPAN - 1);
  });
  it('macWordSource counts k from 0 over every word', () => {
    const mac = keyedMac('key');
    const src = macWordSource(mac, 'p:');
    const seen = [src(), src(), src()];
    const direct = [0, 1, 2].map((k) => wordFromMac(mac(new TextEncoder().encode(`p:${k}`))));
    expect(seen).toEqual(direct);
  });
});

describe('int(n)', () => {
  it('is always < n and ≥ 0', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: SPAN }), fc.array(word, { minLength: 8, maxLength: 8 }), (n, ws) => {
      const st = new DrawStream(listSource([...ws, 0]));
      const r = st.int(n);
      expect(Number.isInteger(r)).toBe(true);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(n);
    }));
  });
  it('skips every word in the rejection band, then uses the next', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: SPAN }), fc.nat({ max: 5 }), word, (n, rejects, w) => {
      const limit = SPAN - (SPAN % n);
      fc.pre(w < limit);
      const band = Array.from({ length: rejects }, (_, i) => limit + ((i * 7919) % (SPAN - limit || 1)));
      fc.pre(band.every((b) => b >= limit && b < SPAN));
      const st = new DrawStream(listSource([...band, w]));
      expect(st.int(n)).toBe(w % n);
      expect(st.words).toBe(rejects + 1);
    }));
  });
  it('is exactly uniform: limit is a multiple of n and every residue has the same number of accepted words', () => {
    for (let n = 1; n <= 60; n++) {
      const limit = SPAN - (SPAN % n);
      expect(limit % n).toBe(0);
      expect(SPAN - limit).toBeLessThan(n);
      // exhaustive over the top 3n words: the band is rejected, the rest is uniform
      const counts = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let w = SPAN - 3 * n; w < SPAN; w++) {
        try {
          counts[new DrawStream(listSource([w])).int(n)]!++;
          expect(w).toBeLessThan(limit);
        } catch (e) {
          expect((e as Error).message).toBe('source exhausted');
          expect(w).toBeGreaterThanOrEqual(limit);
          rejected++;
        }
      }
      expect(rejected).toBe(SPAN - limit);
      const lo = Math.min(...counts);
      const hi = Math.max(...counts);
      // accepted words in [SPAN−3n, limit): (limit − SPAN + 3n) of them, a whole number of blocks of n only if aligned
      expect(hi - lo).toBeLessThanOrEqual(1);
    }
  });
  it('every residue of an aligned block [limit − kn, limit) appears exactly k times', () => {
    for (const n of [2, 3, 6, 7, 13, 36, 52, 144]) {
      const limit = SPAN - (SPAN % n);
      const counts = new Array<number>(n).fill(0);
      for (let w = limit - 4 * n; w < limit; w++) counts[new DrawStream(listSource([w])).int(n)]!++;
      expect(counts.every((c) => c === 4)).toBe(true);
      // and a word at the limit is rejected (the source then supplies 0)
      if (limit < SPAN) expect(new DrawStream(listSource([limit, 0])).int(n)).toBe(0);
    }
  });
});

describe('shuffle', () => {
  it('is a permutation of its input and leaves the input alone', () => {
    fc.assert(fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.string({ minLength: 1, maxLength: 20 }), (a, key) => {
      const copy = a.slice();
      const st = new DrawStream(macWordSource(keyedMac(key), 't:'));
      const s = st.shuffle(a);
      expect(a).toEqual(copy);
      expect(s.slice().sort((x, y) => x - y)).toEqual(copy.slice().sort((x, y) => x - y));
      expect(st.words).toBeGreaterThanOrEqual(Math.max(0, a.length - 1));
    }));
  });
  it('is Fisher–Yates from the top: j = int(i + 1) for i = len−1 … 1', () => {
    // words chosen so that int(i+1) = 0 every time: each step swaps a[i] with a[0]
    const st = new DrawStream(listSource([0, 0, 0]));
    expect(st.shuffle(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd', 'a']);
    // identity needs int(4) = 3, int(3) = 2, int(2) = 1
    expect(new DrawStream(listSource([3, 2, 1])).shuffle([0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    expect(new DrawStream(listSource([3, 1, 1])).shuffle([0, 1, 2, 3])).toEqual([0, 2, 1, 3]);
    expect(new DrawStream(listSource([1, 2, 0])).shuffle([0, 1, 2, 3])).toEqual([3, 0, 2, 1]);
  });
  it('die() is int(6) + 1', () => {
    expect(new DrawStream(listSource([0])).die()).toBe(1);
    expect(new DrawStream(listSource([SPAN - 1, 11])).die()).toBe(6);
  });
});
