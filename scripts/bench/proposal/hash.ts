/** PROPOSAL: lib/fair/hash.ts on ./sha256.ts instead of @noble/hashes — same exports, same results. */
import { toHex, utf8 } from '../../../lib/fair/hex';
import { hmacFrom, hmacStates, sha256 } from './sha256';

export type MacFn = (msg: Uint8Array, out?: Uint8Array) => Uint8Array;

const toBytes = (x: Uint8Array | string) => (typeof x === 'string' ? utf8(x) : x);

export function sha256Bytes(data: Uint8Array | string): Uint8Array {
  return sha256(toBytes(data));
}

export function sha256Hex(data: Uint8Array | string): string {
  return toHex(sha256(toBytes(data)));
}

export function keyedMac(key: Uint8Array | string): MacFn {
  const { inner, outer } = hmacStates(toBytes(key));
  return (msg, out) => hmacFrom(inner, outer, msg, out ?? new Uint8Array(32));
}

export function hmacHex(key: Uint8Array | string, msg: Uint8Array | string): string {
  return toHex(keyedMac(key)(toBytes(msg)));
}
