/** Explanation of chess_colour_v1: the words of both seeds (one against a bot) XORed, int(2), who plays White (schemes.md). */
import { chessWhite } from '../../core';
import { wordFromMac } from '../internals';
import { need } from '../../errors';
import { toHex } from '../../hex';
import type { ChessProof } from '../../schemes/chess';
import { revealed } from '../bytes';
import { hmacKey, limitOf, MacLog, same } from '../trace';
import type { EventRef, Explanation, MathStep, WordRow } from '../types';

const hex13 = (w: number) => w.toString(16).padStart(13, '0');

export function explain(p: ChessProof, ev: EventRef): Explanation {
  need(ev.kind === 'white', 'event', 'white');
  const seedA = revealed(p.seedA, 'seedA');
  const keys = [hmacKey('seedA', seedA)];
  if (p.commitB !== undefined) keys.push(hmacKey('seedB', revealed(p.seedB, 'seedB')));
  const log = new MacLog(keys);
  const prefix = `cc1:${p.commitA}:${p.commitB ?? '-'}:0=${p.clientA},1=${p.clientB}:`;
  const words: WordRow[] = [];
  const steps: MathStep[] = [];
  // int(2) never rejects (2^52 is even); the loop is int(n)'s all the same
  for (let k = 0; !words.some((w) => w.used); k++) {
    const ms = keys.map((key) => log.mac(key.name, `${prefix}${k}`));
    const hex = ms.map((m) => toHex(m).slice(0, 13));
    const macs = ms.map((_, i) => log.rows.length - ms.length + i);
    const [wa, wb] = ms.map(wordFromMac);
    const value = wb === undefined ? wa! : Number(BigInt(wa!) ^ BigInt(wb));
    if (wb !== undefined) steps.push({ op: 'xor', a: hex[0]!, b: hex[1]!, x: hex13(value) });
    words.push({ k, macs, hex, value, n: 2, limit: limitOf(2), used: value < limitOf(2) });
  }
  const a = words[words.length - 1]!.value;
  const white = same<'A' | 'B'>(a % 2 === 0 ? 'A' : 'B', chessWhite(seedA, p.seedB, p.commitA, p.commitB, p.clientA, p.clientB));
  steps.push({ op: 'mod', a, m: 2, r: a % 2 }, { op: 'white', r: a % 2, white });
  return { scheme: p.scheme, event: ev, keys, macs: log.rows, words, steps, result: { kind: 'white', white } };
}
