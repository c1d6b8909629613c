/** chess_colour_v1: who plays White (schemes.md). */
import { keyedMac } from './hash';
import { DrawStream, CounterMsg, wordHi, wordLo } from './stream';

/**
 * Decide White: `int(2)` over word(seedA, m(k)) XOR word(seedB, m(k)) (only seedA against a bot).
 * The XOR combines the 32-bit high and 20-bit low halves separately (never `^` on >32 bits).
 * @param commitA - lowercase commitment of A
 * @param commitB - lowercase commitment of B, or undefined for a bot (`-`)
 * @returns `A` when int(2) gives 0, else `B`
 */
export function chessWhite(seedA: string, seedB: string | undefined, commitA: string, commitB: string | undefined, clientA: string, clientB: string): 'A' | 'B' {
  const macA = keyedMac(seedA);
  const macB = seedB === undefined ? undefined : keyedMac(seedB);
  const msg = new CounterMsg(`cc1:${commitA}:${commitB ?? '-'}:0=${clientA},1=${clientB}:`);
  const a = new Uint8Array(32);
  const b = new Uint8Array(32);
  let k = 0;
  const st = new DrawStream(() => {
    const m = msg.at(k++);
    macA(m, a);
    if (!macB) return wordHi(a) * 1048576 + wordLo(a);
    macB(m, b);
    return ((wordHi(a) ^ wordHi(b)) >>> 0) * 1048576 + (wordLo(a) ^ wordLo(b));
  });
  return st.int(2) === 0 ? 'A' : 'B';
}
