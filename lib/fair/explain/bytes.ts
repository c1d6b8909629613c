/** Explanations of the byte schemes: roll_pair_v1's rolls and die_round_v1's dice (schemes.md). */
import { fail, isInt, need } from '../errors';
import { keyedMac } from '../hash';
import { hexToBytes } from '../hex';
import { dieRounds, rollPairs } from '../core';
import type { DieRoundProof } from '../schemes/die-round';
import type { RollPairProof } from '../schemes/roll-pair';
import { hmacKey, MacLog, readBytes, same } from './trace';
import type { ByteRow, EventRef, Explanation } from './types';

/** The 0-based index of a `kind` event among `count`, or an InputError naming `event`. */
export function indexOf(ev: EventRef, kind: 'roll' | 'die' | 'tile', count: number): number {
  need(ev.kind === kind && isInt(ev.index, 0, count - 1), 'event', `a ${kind} 0–${count - 1}`);
  return ev.index;
}

/** The revealed seed, or an InputError: nothing can be derived before the reveal. */
export function revealed(seed: string | undefined, field = 'serverSeed'): string {
  if (seed === undefined) fail(field, 'source', { what: 'not revealed yet: nothing to derive' });
  return seed;
}

/** Roll n = index + 1: HMAC(seed bytes, `seeds:n`), the first byte below 252, mod 36, two dice (`+` retries included). */
export function explainRoll(p: RollPairProof, ev: EventRef): Explanation {
  const seed = revealed(p.serverSeed);
  const n = indexOf(ev, 'roll', p.count ?? 0) + 1;
  const keys = [hmacKey('serverSeed', seed, 'bytes')];
  const log = new MacLog(keys);
  const bytes: ByteRow[] = [];
  const seeds = p.clientSeeds!.join(':');
  let b = -1;
  for (let plus = 0; b < 0; plus++) {
    if (plus > 1024) throw new Error('no byte < 252');
    b = readBytes(log.mac('serverSeed', `${seeds}${'+'.repeat(plus)}:${n}`), log.rows.length - 1, bytes);
  }
  const v = b % 36;
  const dice: [number, number] = [Math.floor(v / 6) + 1, (v % 6) + 1];
  same(dice, rollPairs(keyedMac(hexToBytes(seed)), p.clientSeeds!, 1, n)[0]);
  return {
    scheme: p.scheme, event: ev, keys, macs: log.rows, bytes,
    steps: [{ op: 'mod', a: b, m: 36, r: v }, { op: 'pair', v, dice }],
    result: { kind: 'roll', dice },
  };
}

/** Die n = index + 1: HMAC(seed text, `clientSeed:n:round`) for rounds 0 … 15 until a byte below 252, mod 6, + 1. */
export function explainDie(p: DieRoundProof, ev: EventRef): Explanation {
  const seed = revealed(p.serverSeed);
  const n = indexOf(ev, 'die', p.count ?? 0) + 1;
  const keys = [hmacKey('serverSeed', seed)];
  const log = new MacLog(keys);
  const bytes: ByteRow[] = [];
  const client = p.clientSeeds!.join(':');
  let b = -1;
  for (let round = 0; round < 16 && b < 0; round++) b = readBytes(log.mac('serverSeed', `${client}:${n}:${round}`), log.rows.length - 1, bytes);
  const face = b < 0 ? null : (b % 6) + 1;
  same(face, dieRounds(keyedMac(seed), client, 1, n)[0]);
  return {
    scheme: p.scheme, event: ev, keys, macs: log.rows, bytes,
    steps: b < 0 ? [] : [{ op: 'mod', a: b, m: 6, r: b % 6 }, { op: 'face', r: b % 6, face: face! }],
    result: { kind: 'die', face },
  };
}
