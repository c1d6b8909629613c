/**
 * The recording side of the explanations: HMACs computed with the schemes' own keyed MAC and kept
 * as rows, bytes read as the byte schemes read them, and a draw stream that notes each `int(n)`.
 */
import { keyedMac } from '../hash';
import { hexToBytes, toHex, utf8 } from '../hex';
import { DrawStream, SPAN, wordFromMac } from './internals';
import type { ByteRow, HmacKey, KeyName, MacRow, WordRow } from './types';

/** An HMAC key, described as the scheme uses it. */
export function hmacKey(name: KeyName, text: string, as: 'bytes' | 'text' = 'text'): HmacKey {
  return { name, as, text, hex: as === 'bytes' ? text.toLowerCase() : toHex(utf8(text)) };
}

/** HMACs under named keys, each kept as a row in `rows`. */
export class MacLog {
  readonly rows: MacRow[] = [];
  private readonly fns = new Map<KeyName, ReturnType<typeof keyedMac>>();
  constructor(keys: readonly HmacKey[]) {
    for (const k of keys) this.add(k);
  }
  /** Another key (poker's hand value, known only after a first HMAC). */
  add(k: HmacKey): void {
    this.fns.set(k.name, keyedMac(k.as === 'bytes' ? hexToBytes(k.hex) : k.text));
  }
  /** HMAC(key, message): the MAC bytes; its row's index is `rows.length - 1`. */
  mac(key: KeyName, message: string): Uint8Array {
    const bytes = utf8(message);
    const m = this.fns.get(key)!(bytes);
    this.rows.push({ key, message, messageHex: toHex(bytes), mac: toHex(m) });
    return m;
  }
}

/** The bytes of MAC row `mac` read up to the first below 252 (pushed to `rows`); that byte, or -1. */
export function readBytes(m: Uint8Array, mac: number, rows: ByteRow[]): number {
  for (let at = 0; at < m.length; at++) {
    const used = m[at]! < 252;
    rows.push({ mac, at, value: m[at]!, used });
    if (used) return m[at]!;
  }
  return -1;
}

/** One `int(n)` of a stream: the words it drew (`from` … `to − 1`) and its result. */
export interface IntCall {
  n: number;
  from: number;
  to: number;
  r: number;
}

/** A {@link DrawStream} that notes every `int(n)` (shuffle and die call it). */
export class TracedStream extends DrawStream {
  readonly calls: IntCall[] = [];
  override int(n: number): number {
    const from = this.words;
    const r = super.int(n);
    this.calls.push({ n, from, to: this.words, r });
    return r;
  }
}

/** `SPAN − (SPAN mod n)`: words at or above it are rejected. */
export const limitOf = (n: number): number => SPAN - (SPAN % n);

/** The words of one call, each MAC recomputed and logged: `prefix + k` under `key`. */
export function callWords(log: MacLog, key: KeyName, prefix: string, call: IntCall): WordRow[] {
  const rows: WordRow[] = [];
  for (let k = call.from; k < call.to; k++) {
    const m = log.mac(key, `${prefix}${k}`);
    const value = wordFromMac(m);
    rows.push({ k, macs: [log.rows.length - 1], hex: [toHex(m).slice(0, 13)], value, n: call.n, limit: limitOf(call.n), used: k === call.to - 1 });
  }
  const last = rows[rows.length - 1];
  if (!last || last.value % call.n !== call.r) throw new Error('the explanation differs from the draw stream');
  return rows;
}

/** Guard: the explained value must be the recomputed one. */
export function same<T>(explained: T, recomputed: T): T {
  if (JSON.stringify(explained) !== JSON.stringify(recomputed)) throw new Error('the explanation differs from the recomputation');
  return explained;
}
