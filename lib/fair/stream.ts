/** The 52-bit draw stream shared by the table games, poker and chess (schemes.md). */
import { ascii, writeDecimal } from './hex';
import { absorbPrefix, type MacFn } from './hash';

/** 2^52: the number of distinct words. */
export const SPAN = 4503599627370496;

/** Something that yields the next 52-bit word (an integer 0 ≤ w < 2^52) each call. */
export type WordSource = () => number;

/** High 32 bits (bytes 0..3) of the word in a MAC. */
export function wordHi(mac: Uint8Array): number {
  return mac[0]! * 16777216 + ((mac[1]! << 16) | (mac[2]! << 8) | mac[3]!);
}

/** Low 20 bits (bytes 4, 5 and the top nibble of byte 6) of the word in a MAC. */
export function wordLo(mac: Uint8Array): number {
  return (mac[4]! << 12) | (mac[5]! << 4) | (mac[6]! >> 4);
}

/** The first 13 hex digits of a MAC as an exact integer (no hex text, no BigInt). */
export function wordFromMac(mac: Uint8Array): number {
  return wordHi(mac) * 1048576 + wordLo(mac);
}

/**
 * Reusable message buffer: a fixed prefix (ASCII text or bytes; none by default) followed by a
 * decimal counter. `at(k)` returns a view valid until the next call.
 */
export class CounterMsg {
  // `declare`: set by the constructor only, no class-field definitions (verifier.js's budget:
  // docs/decisions/0009-verifier-budget.md)
  declare private readonly buf: Uint8Array;
  declare private readonly plen: number;
  /** buf's first n bytes, by n: `at` makes no new view per call (poker hashes ~100 counters a hand) */
  declare private readonly views: Uint8Array[];
  constructor(prefix: string | Uint8Array = '') {
    const p = typeof prefix === 'string' ? ascii(prefix) : prefix;
    this.plen = p.length;
    this.views = [];
    this.buf = new Uint8Array(p.length + 16);
    this.buf.set(p);
  }
  /** The message bytes for counter `k`. */
  at(k: number): Uint8Array {
    const e = writeDecimal(this.buf, this.plen, k);
    return (this.views[e] ??= this.buf.subarray(0, e));
  }
}

/** Words `word(key, prefix + k)` for k = 0, 1, 2, … (k advances on every word, rejected ones included). */
export function macWordSource(mac: MacFn, prefix: string): WordSource {
  const { mac: after, rest } = absorbPrefix(mac, ascii(prefix));
  const msg = new CounterMsg(rest);
  const out = new Uint8Array(32);
  let k = 0;
  return () => wordFromMac(after(msg.at(k++), out));
}

/** Draws over a word source: `int`, `die`, `shuffle` exactly as schemes.md. */
export class DrawStream {
  /** Words consumed so far. */
  words = 0;
  // `declare` (verifier.js's gzip budget, as above)
  declare private readonly next: WordSource;
  constructor(next: WordSource) {
    this.next = next;
  }
  /** Uniform integer 0 ≤ r < n by rejection (`limit = SPAN − SPAN mod n`). */
  int(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > SPAN) throw new RangeError('int(n): bad n');
    const limit = SPAN - (SPAN % n);
    for (;;) {
      const w = this.next();
      this.words++;
      if (w < limit) return w % n;
    }
  }
  /** A die face 1–6. */
  die(): number {
    return this.int(6) + 1;
  }
  /** Fisher–Yates from the top over a copy of `a`. */
  shuffle<T>(a: readonly T[]): T[] {
    const r = a.slice();
    for (let i = r.length - 1; i >= 1; i--) {
      const j = this.int(i + 1);
      const t = r[i]!;
      r[i] = r[j]!;
      r[j] = t;
    }
    return r;
  }
}
