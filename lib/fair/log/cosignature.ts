/**
 * C2SP tlog-cosignature v1 with Ed25519 (signature type 0x04): a witness's signature line on a
 * checkpoint is `— <witness name> base64(key ID || 8-byte big-endian timestamp || 64-byte signature)`,
 * the signature over `cosignature/v1\ntime <t>\n` followed by the checkpoint's body.
 */
import { fail } from '../errors';
import { toHex, utf8 } from '../hex';
import { base64Encode, decode64 } from '../base64';
import { keyId, parseKeyOfType, type SignatureCheck, type VerifierKey } from './checkpoint';

/** Signature type of an Ed25519 cosignature (C2SP signed-note). */
export const COSIGNATURE_TYPE = 4;

/** A witness's verifier key (type 0x04). @throws InputError naming `field` */
export const parseWitnessKey = (vkey: unknown, field = 'witness key'): VerifierKey => parseKeyOfType(vkey, COSIGNATURE_TYPE, field);

/** The verifier key text of a witness: `<name>+<key ID>+base64(0x04 || public key)`. */
export function witnessKeyText(name: string, publicKey: Uint8Array): string {
  const b = new Uint8Array(33);
  b[0] = COSIGNATURE_TYPE;
  b.set(publicKey, 1);
  return `${name}+${toHex(keyId(name, publicKey, COSIGNATURE_TYPE))}+${base64Encode(b)}`;
}

/** The signed message of a v1 cosignature at `time` (POSIX seconds) of a checkpoint body (its lines with their `\n`s). */
export function cosignatureMessage(body: string, time: number): Uint8Array {
  if (!Number.isSafeInteger(time) || time < 0) fail('time', 'argument', { what: 'POSIX seconds (a non-negative integer)' });
  return utf8(`cosignature/v1\ntime ${time}\n${body}`);
}

/** The signature line of a cosignature: key ID, timestamp and the 64-byte signature of {@link cosignatureMessage}. */
export function cosignatureLine(key: VerifierKey, time: number, signature: Uint8Array): string {
  const raw = new Uint8Array(76);
  raw.set(keyId(key.name, key.publicKey, COSIGNATURE_TYPE));
  new DataView(raw.buffer).setBigUint64(4, BigInt(time));
  raw.set(signature, 12);
  return `\u2014 ${key.name} ${base64Encode(raw)}\n`;
}

/** A cosignature that is the witness's (name and key ID match): whether it verifies, and its time. */
export interface Cosignature {
  ok: boolean;
  /** the timestamp it carries (seconds), null when it is unreadable */
  time: number | null;
}

/**
 * The witness's cosignature among a checkpoint's signature lines: null when there is none of its
 * key (name and key ID), else whether the signature over the body at its timestamp verifies.
 */
export function findCosignature(
  body: string,
  signatures: readonly { name: string; sig: string }[],
  key: VerifierKey,
  signatureOk: SignatureCheck,
): Cosignature | null {
  const id = key.keyId;
  for (const s of signatures) {
    if (s.name !== key.name) continue;
    const raw = decode64(s.sig);
    if (!raw || raw.length < 4 || toHex(raw.subarray(0, 4)) !== id) continue;
    if (raw.length !== 76) return { ok: false, time: null };
    const t = new DataView(raw.buffer, raw.byteOffset).getBigUint64(4);
    if (t >= 2n ** 63n) return { ok: false, time: null };
    const time = Number(t);
    let ok = false;
    try {
      ok = Number.isSafeInteger(time) && signatureOk(raw.subarray(12), cosignatureMessage(body, time), key.publicKey);
    } catch {
      ok = false;
    }
    return { ok, time };
  }
  return null;
}
