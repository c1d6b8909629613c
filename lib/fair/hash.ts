/**
 * SHA-256 and keyed HMAC-SHA256 built on @noble/hashes, tuned for many short messages:
 * every hash starts from a prepared state (fresh, keyed, and/or with a constant message
 * prefix already absorbed) that is cloned into one reused instance per call site.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { need } from './errors';
import { toHex, utf8 } from './hex';

/** A keyed MAC: HMAC-SHA256 of `msg` under a fixed key, written into `out` (32 bytes, reused when given). */
export type MacFn = (msg: Uint8Array, out?: Uint8Array) => Uint8Array;

type Sha = ReturnType<typeof sha256.create>;

/** Bytes, or a text's UTF-8 bytes; an InputError naming `field` for anything else. */
function toBytes(x: Uint8Array | string, field: string): Uint8Array {
  if (typeof x === 'string') return utf8(x);
  need(x instanceof Uint8Array, field, 'bytes or a string');
  return x;
}

/**
 * The 64-byte block buffer of a noble SHA-256 instance (a `protected` field). `digestInto(buffer)`
 * is noble's own allocation-free digest path (its `digest()` uses it); digesting into any other
 * array creates a DataView over it on every call. The fallback (a separate array) is only
 * slower, never different.
 */
function blockBuffer(h: Sha): Uint8Array {
  const b = (h as unknown as { buffer?: unknown }).buffer;
  return b instanceof Uint8Array && b.length >= 32 ? b : new Uint8Array(32);
}

/**
 * SHA-256 continued from a fixed start state (fresh or keyed, possibly with a constant prefix
 * absorbed). Each message clones the start into one reused work instance, so a call creates no
 * hash object and no DataView. Not re-entrant: one message at a time per instance.
 */
export class Sha256From {
  // `declare`: set by the constructor only, no class-field definitions (verifier.js's gzip budget)
  declare private readonly start: Sha;
  declare private readonly work: Sha;
  declare private readonly block: Uint8Array;
  declare private readonly digest: Uint8Array;
  constructor(start: Sha) {
    this.start = start;
    this.work = start.clone();
    this.block = blockBuffer(this.work);
    this.digest = this.block.subarray(0, 32);
  }
  /** The same computation with `prefix` absorbed once, ahead of every message. */
  withPrefix(prefix: Uint8Array): Sha256From {
    return new Sha256From(this.start.clone().update(prefix));
  }
  /** SHA-256(start ‖ msg) as a view that is valid only until the next call on this instance. */
  peek(msg: Uint8Array): Uint8Array {
    const w = this.start._cloneInto(this.work);
    w.update(msg);
    w.digestInto(this.block);
    return this.digest;
  }
  /** SHA-256(start ‖ msg) written into `out` (a new array when not given). */
  into(msg: Uint8Array, out: Uint8Array = new Uint8Array(32)): Uint8Array {
    out.set(this.peek(msg));
    return out;
  }
}

/** Plain SHA-256 from the initial state. */
export const SHA256: Sha256From = new Sha256From(sha256.create());

/** HMAC-SHA256 as its two keyed halves: inner (key ⊕ ipad, then any absorbed prefix) and outer (key ⊕ opad). */
class Hmac {
  declare private readonly inner: Sha256From;
  declare private readonly outer: Sha256From;
  constructor(inner: Sha256From, outer: Sha256From) {
    this.inner = inner;
    this.outer = outer;
  }
  static keyed(key: Uint8Array): Hmac {
    const h = hmac.create(sha256, key);
    return new Hmac(new Sha256From(h.iHash as Sha), new Sha256From(h.oHash as Sha));
  }
  /** HMAC(key, prefix ‖ msg) with the prefix absorbed once (whole blocks: see absorbPrefix). */
  withPrefix(prefix: Uint8Array): Hmac {
    return new Hmac(this.inner.withPrefix(prefix), this.outer);
  }
  mac(msg: Uint8Array, out?: Uint8Array): Uint8Array {
    return this.outer.into(this.inner.peek(msg), out);
  }
}

/** The HMAC state behind each MacFn made by {@link keyedMac} or {@link absorbPrefix}. */
const states = new WeakMap<MacFn, Hmac>();

function macFn(h: Hmac): MacFn {
  const f: MacFn = (msg, out) => h.mac(msg, out);
  states.set(f, h);
  return f;
}

/** SHA-256 digest bytes of bytes, or of a text's UTF-8 bytes. */
export function sha256Bytes(data: Uint8Array | string): Uint8Array {
  return SHA256.into(toBytes(data, 'data'));
}

/**
 * Lowercase hex SHA-256 of bytes, or of a text's UTF-8 bytes.
 * @throws InputError (field `data`) for anything else
 */
export function sha256Hex(data: Uint8Array | string): string {
  return toHex(SHA256.peek(toBytes(data, 'data')));
}

/**
 * Create a reusable keyed HMAC-SHA256: the key is processed once; every call clones the keyed inner
 * and outer SHA-256 states (no re-keying, no per-call allocation when `out` is given).
 * @param key - key bytes, or a text whose UTF-8 bytes are the key
 * @throws InputError (field `key`) for anything else
 */
export function keyedMac(key: Uint8Array | string): MacFn {
  return macFn(Hmac.keyed(toBytes(key, 'key')));
}

/** SHA-256's block length. */
const BLOCK = 64;

/**
 * Absorb the whole 64-byte blocks of a constant message prefix into a MAC's keyed state, once.
 * Returns the MAC for what follows them and `rest`, the prefix bytes (< 64) still to be sent with
 * every message: `mac(rest ‖ m)` (returned) equals `mac(prefix ‖ m)` (given), with one SHA-256
 * compression per absorbed block saved on each call. Absorbing a shorter prefix would save
 * nothing, so it is left in `rest`; a MAC not made by {@link keyedMac} (e.g. an injected one) is
 * returned as is, with the whole prefix as `rest`.
 */
export function absorbPrefix(mac: MacFn, prefix: Uint8Array): { mac: MacFn; rest: Uint8Array } {
  const h = states.get(mac);
  const whole = prefix.length - (prefix.length % BLOCK);
  if (!h || whole === 0) return { mac, rest: prefix };
  return { mac: macFn(h.withPrefix(prefix.subarray(0, whole))), rest: prefix.subarray(whole) };
}

/**
 * One-shot HMAC-SHA256 as lowercase hex.
 * @throws InputError naming `key` or `msg` when it is not bytes or a string
 */
export function hmacHex(key: Uint8Array | string, msg: Uint8Array | string): string {
  return toHex(keyedMac(key)(toBytes(msg, 'msg')));
}
