/**
 * Base64 without Buffer or atob: standard (RFC 4648 §4, padded: the log's keys and signatures) and base64url (§5, unpadded: check links).
 * lib/fair's own code decodes with `decode64`/`decode64url` (its texts are strings already); the exported
 * `base64Decode`/`base64urlDecode` check their argument first (verifier.js does not bundle them).
 */
import { need } from './errors';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) INDEX[ALPHABET.charCodeAt(i)] = i;

/**
 * Standard padded base64 of bytes.
 * @throws InputError (field `bytes`) when bytes is not a Uint8Array
 */
export function base64Encode(bytes: Uint8Array): string {
  need(bytes instanceof Uint8Array, 'bytes', 'a Uint8Array');
  let s = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    s += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    s += `${ALPHABET[n >> 18]!}${ALPHABET[(n >> 12) & 63]!}==`;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    s += `${ALPHABET[n >> 18]!}${ALPHABET[(n >> 12) & 63]!}${ALPHABET[(n >> 6) & 63]!}=`;
  }
  return s;
}

/**
 * Decode strict standard base64: the `+/` alphabet, padded to a multiple of 4, canonical (unused
 * trailing bits zero), no whitespace. Returns null when the text is not exactly that.
 * @throws InputError (field `text`) when text is not a string
 */
export function base64Decode(text: string): Uint8Array | null {
  need(typeof text === 'string', 'text', 'a string');
  return decode64(text);
}

/** {@link base64Decode} of a string. */
export function decode64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const len = text.length - pad;
  const vals = new Uint8Array(len);
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? INDEX[c]! : -1;
    if (v < 0) return null;
    vals[i] = v;
  }
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < len; i += 4) {
    const n = (vals[i]! << 18) | ((vals[i + 1] ?? 0) << 12) | ((vals[i + 2] ?? 0) << 6) | (vals[i + 3] ?? 0);
    out[o++] = n >> 16;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  // canonical: the bits the padding leaves unused must be zero
  if (pad === 2 && (vals[len - 1]! & 15) !== 0) return null;
  if (pad === 1 && (vals[len - 1]! & 3) !== 0) return null;
  return out;
}

/**
 * base64url of bytes (RFC 4648 §5), without padding.
 * @throws InputError (field `bytes`) when bytes is not a Uint8Array
 */
export function base64urlEncode(bytes: Uint8Array): string {
  return base64Encode(bytes).replace(/[+/=]/g, (c) => (c === '+' ? '-' : c === '/' ? '_' : ''));
}

/**
 * Decode base64url (padding optional; `+` and `/` also accepted); null when malformed.
 * @throws InputError (field `text`) when text is not a string
 */
export function base64urlDecode(text: string): Uint8Array | null {
  need(typeof text === 'string', 'text', 'a string');
  return decode64url(text);
}

/** {@link base64urlDecode} of a string. */
export function decode64url(text: string): Uint8Array | null {
  const s = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  return s.length % 4 === 1 ? null : decode64(s + '='.repeat((4 - (s.length % 4)) % 4));
}
