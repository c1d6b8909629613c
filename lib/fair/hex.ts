/** Hex, UTF-8 and ASCII byte helpers (no Buffer, no atob). */
import { fail } from './errors';

const HEX = '0123456789abcdef';
const HEX_CODES = new Uint8Array(16);
for (let i = 0; i < 16; i++) HEX_CODES[i] = HEX.charCodeAt(i);
const BYTE_HEX: string[] = [];
for (let i = 0; i < 256; i++) BYTE_HEX.push(HEX[i >> 4]! + HEX[i & 15]!);

/** Lowercase hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += BYTE_HEX[bytes[i]!]!;
  return s;
}

/** Write the lowercase hex text of `bytes` as ASCII codes into `out` at `off`; returns the new offset. */
export function writeHexAscii(bytes: Uint8Array, out: Uint8Array, off: number): number {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    out[off++] = HEX_CODES[b >> 4]!;
    out[off++] = HEX_CODES[b & 15]!;
  }
  return off;
}

/** True for a string of hex digits (either case). */
export function isHex(s: string): boolean {
  return /^[0-9a-fA-F]*$/.test(s);
}

/** Spaces, tabs, line breaks and the invisible spaces a copy may carry. */
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]+/g;

/**
 * A hex value (a seed, a commitment) as a player pastes it: a copy across lines or in groups
 * carries spaces and line breaks inside it; when the text is hex digits once they are removed,
 * they are (`spaced`: there were some inside). Any other text comes back trimmed only, for its
 * reader to name what is wrong with it (anything but text: empty).
 */
export function pastedHex(text: string): { value: string; spaced: boolean } {
  if (typeof text !== 'string') return { value: '', spaced: false };
  const trimmed = text.trim();
  const joined = trimmed.replace(SPACES, '');
  if (joined !== trimmed && joined !== '' && isHex(joined)) return { value: joined, spaced: true };
  return { value: trimmed, spaced: false };
}

/**
 * Decode an even-length hex string (either case).
 * @param field - the argument's name in the error (default `hex`)
 * @throws InputError naming `field` when `hex` is not an even number of hex digits
 */
export function hexToBytes(hex: string, field = 'hex'): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || !isHex(hex)) fail(field, 'argument', { what: 'an even number of hex digits' });
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** UTF-8 bytes of a string. */
export function utf8(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

/** Strict UTF-8 decode; returns null when the bytes are not valid UTF-8. */
export function utf8Decode(b: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(b);
  } catch {
    return null;
  }
}

/** Bytes of a string; fast path for ASCII (every validated message part is ASCII), else UTF-8. */
export function ascii(s: string): Uint8Array {
  if (/[^\0-\x7f]/.test(s)) return utf8(s);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Write the decimal digits of a non-negative safe integer at `off`; returns the new offset. */
export function writeDecimal(out: Uint8Array, off: number, n: number): number {
  if (n < 10) { out[off] = 48 + n; return off + 1; }
  let len = 0;
  for (let t = n; t >= 1; t = Math.floor(t / 10)) len++;
  let p = off + len;
  for (let t = n; p > off; t = Math.floor(t / 10)) out[--p] = 48 + (t % 10);
  return off + len;
}
