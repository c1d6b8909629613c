/** SHA-256 and keyed HMAC-SHA256 built on @noble/hashes, tuned for many short messages. */
import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex, utf8 } from './hex';

/** A keyed MAC: HMAC-SHA256 of `msg` under a fixed key, written into `out` (32 bytes, reused when given). */
export type MacFn = (msg: Uint8Array, out?: Uint8Array) => Uint8Array;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Hmac = _HMAC<any>;

function toBytes(x: Uint8Array | string): Uint8Array {
  return typeof x === 'string' ? utf8(x) : x;
}

/** SHA-256 digest bytes of bytes, or of a text's UTF-8 bytes. */
export function sha256Bytes(data: Uint8Array | string): Uint8Array {
  return sha256(toBytes(data));
}

/** Lowercase hex SHA-256 of bytes, or of a text's UTF-8 bytes. */
export function sha256Hex(data: Uint8Array | string): string {
  return toHex(sha256(toBytes(data)));
}

/**
 * Create a reusable keyed HMAC-SHA256: the key is processed once; every call clones the keyed inner
 * and outer SHA-256 states (no re-keying, no per-call allocation when `out` is given).
 * @param key - key bytes, or a text whose UTF-8 bytes are the key
 */
export function keyedMac(key: Uint8Array | string): MacFn {
  const base: Hmac = hmac.create(sha256, toBytes(key));
  const inner = base.iHash;
  const outer = base.oHash;
  const tmp = new Uint8Array(32);
  let wi: typeof inner;
  let wo: typeof outer;
  return (msg, out) => {
    const o = out ?? new Uint8Array(32);
    wi = inner._cloneInto(wi);
    wi.update(msg);
    wi.digestInto(tmp);
    wo = outer._cloneInto(wo);
    wo.update(tmp);
    wo.digestInto(o);
    return o;
  };
}

/** One-shot HMAC-SHA256 as lowercase hex. */
export function hmacHex(key: Uint8Array | string, msg: Uint8Array | string): string {
  return toHex(hmac(sha256, toBytes(key), toBytes(msg)));
}
