/** roll_pair_v1: two backgammon dice per HMAC (schemes.md). */
import { ascii, writeDecimal } from './hex';
import { absorbPrefix, type MacFn } from './hash';
import { CounterMsg } from './stream';
import type { Pair } from './types';

/** Give up after this many `+` retries (each has probability ≈ 2^-192; only an injected MAC gets here). */
const MAX_PLUS = 1024;

/**
 * Rolls 1…count (or `from`…`from+count−1`) of roll_pair_v1.
 * @param mac - HMAC keyed by the server seed *bytes*
 * @param clientSeeds - client seeds in seat order
 */
export function rollPairs(mac: MacFn, clientSeeds: readonly string[], count: number, from = 1): Pair[] {
  const joined = clientSeeds.join(':');
  const seeds = ascii(joined);
  // the usual message `seeds:n`, the whole blocks of `seeds:` absorbed once
  const { mac: after, rest } = absorbPrefix(mac, ascii(`${joined}:`));
  const usual = new CounterMsg(rest);
  // the retries `seeds+:n`, `seeds++:n`, … (never met in practice)
  const buf = new Uint8Array(seeds.length + MAX_PLUS + 20);
  buf.set(seeds);
  const out = new Uint8Array(32);
  const rolls: Pair[] = [];
  for (let n = from; n < from + count; n++) {
    let b = -1;
    for (let plus = 0; b < 0; plus++) {
      if (plus > MAX_PLUS) throw new Error('no byte < 252');
      let m: Uint8Array;
      if (plus === 0) {
        m = after(usual.at(n), out);
      } else {
        let off = seeds.length;
        for (let i = 0; i < plus; i++) buf[off++] = 43; // '+'
        buf[off++] = 58; // ':'
        off = writeDecimal(buf, off, n);
        m = mac(buf.subarray(0, off), out);
      }
      for (let i = 0; i < 32; i++) {
        if (m[i]! < 252) { b = m[i]!; break; }
      }
    }
    const v = b % 36;
    rolls.push([Math.floor(v / 6) + 1, (v % 6) + 1]);
  }
  return rolls;
}
