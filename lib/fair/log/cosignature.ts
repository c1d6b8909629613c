/**
 * C2SP tlog-cosignature v1 with Ed25519 (signature type 0x04): witness keys and their timestamped
 * cosignatures of a checkpoint. Verification only; the signature check is passed in (./ed25519.ts'
 * `strictOk`), as for checkpoints.
 */
import { sha256Bytes } from '../hash';
import { toHex, utf8 } from '../hex';
import { decode64 } from '../base64';
import type { SignatureCheck } from './checkpoint';

/** Signature type of timestamped Ed25519 cosignatures (C2SP signed-note). */
export const COSIGNATURE_V1 = 0x04;
const NAME_RE = /^[^\s+]+$/u;

/** A witness's (cosigner's) key: its key name, key ID and Ed25519 public key. */
export interface CosignerKey {
  name: string;
  /** 8 lowercase hex digits: SHA-256(name || 0x0A || 0x04 || public key)[:4] */
  keyId: string;
  publicKey: Uint8Array;
}

/** Key ID of a cosigner key: the first 4 bytes of SHA-256(name || "\n" || 0x04 || 32-byte public key). */
export function cosignerKeyId(name: string, publicKey: Uint8Array): Uint8Array {
  const n = utf8(name);
  const buf = new Uint8Array(n.length + 2 + publicKey.length);
  buf.set(n);
  buf[n.length] = 0x0a;
  buf[n.length + 1] = COSIGNATURE_V1;
  buf.set(publicKey, n.length + 2);
  return sha256Bytes(buf).subarray(0, 4);
}

/**
 * Read a witness verifier key `<name>+<key ID hex>+<base64(0x04 || 32-byte public key)>` (split at
 * the first two `+`); a string saying what is wrong when it is not one.
 */
export function readCosignerKey(vkey: string): CosignerKey | string {
  const a = vkey.indexOf('+');
  const b = a < 0 ? -1 : vkey.indexOf('+', a + 1);
  if (b < 0) return 'expected a verifier key <name>+<key ID hex>+<base64 key>';
  const name = vkey.slice(0, a);
  const id = vkey.slice(a + 1, b).toLowerCase();
  if (!NAME_RE.test(name)) return 'the key name must have no spaces or "+"';
  if (!/^[0-9a-f]{8}$/.test(id)) return 'the key ID must be 8 hex digits';
  const key = decode64(vkey.slice(b + 1));
  if (!key || key.length < 1) return 'the key must be base64';
  if (key[0] !== COSIGNATURE_V1) return `a witness key must be of type 0x04 (an Ed25519 cosignature key), this one is 0x${key[0]!.toString(16).padStart(2, '0')}`;
  if (key.length !== 33) return 'an Ed25519 witness key is 0x04 and 32 bytes';
  const publicKey = key.slice(1);
  if (toHex(cosignerKeyId(name, publicKey)) !== id) return 'the key ID does not match the key name and key';
  return { name, keyId: id, publicKey };
}

/** The signed message of a v1 cosignature at `time` (POSIX seconds) of a checkpoint whose body lines are `body`. */
export const cosignedMessage = (time: number | bigint, body: string): Uint8Array => utf8(`cosignature/v1\ntime ${time}\n${body}`);

/** What a signature line says about a witness key: not its (another key), or its, verified or not, with its time. */
export type CosignatureCheck = { mine: false } | { mine: true; ok: boolean; time: number | null };

/**
 * Check one note signature line's (key name, base64) against a witness key over a checkpoint body
 * (its lines with their `\n`s): lines of other keys (name or key ID) are not its; its own must be
 * 4 + 8 + 64 bytes whose Ed25519 signature of the cosigned message verifies.
 */
export function checkCosignature(sig: { name: string; sig: string }, body: string, key: CosignerKey, signatureOk: SignatureCheck): CosignatureCheck {
  if (sig.name !== key.name) return { mine: false };
  const raw = decode64(sig.sig);
  if (!raw || raw.length < 4 || toHex(raw.subarray(0, 4)) !== key.keyId) return { mine: false };
  if (raw.length !== 76) return { mine: true, ok: false, time: null };
  const t = new DataView(raw.buffer, raw.byteOffset + 4, 8).getBigUint64(0);
  if (t > BigInt(Number.MAX_SAFE_INTEGER)) return { mine: true, ok: false, time: null };
  let ok = false;
  try {
    ok = signatureOk(raw.subarray(12), cosignedMessage(t, body), key.publicKey);
  } catch {
    ok = false;
  }
  return { mine: true, ok, time: Number(t) };
}
