/** die_round_v1: single dice, text key, up to 16 retry rounds (schemes.md). */
import { ascii, writeDecimal } from './hex';
import { absorbPrefix, type MacFn } from './hash';

/**
 * Dice 1…count of die_round_v1; `null` where 16 rounds produced no byte < 252.
 * @param mac - HMAC keyed by the UTF-8 server seed
 * @param clientSeed - the players' seeds joined with `:`
 */
export function dieRounds(mac: MacFn, clientSeed: string, count: number, from = 1): (number | null)[] {
  // the whole blocks of `clientSeed:` absorbed once; `rest` starts every message
  const { mac: after, rest } = absorbPrefix(mac, ascii(`${clientSeed}:`));
  const buf = new Uint8Array(rest.length + 40);
  buf.set(rest);
  const out = new Uint8Array(32);
  const dice: (number | null)[] = [];
  for (let n = from; n < from + count; n++) {
    let off0 = writeDecimal(buf, rest.length, n);
    buf[off0++] = 58;
    let face: number | null = null;
    for (let round = 0; round < 16 && face === null; round++) {
      const off = writeDecimal(buf, off0, round);
      const m = after(buf.subarray(0, off), out);
      for (let i = 0; i < 32; i++) {
        if (m[i]! < 252) { face = (m[i]! % 6) + 1; break; }
      }
    }
    dice.push(face);
  }
  return dice;
}
