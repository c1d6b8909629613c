/**
 * C2SP tlog-checkpoint in a C2SP signed-note, signed with Ed25519 (log.md, "Checkpoints").
 * Verification only: a verifier key `<name>+<key ID hex>+<base64(0x01 || public key)>`.
 */
import { fail, isBytes, need } from '../errors';
import { sha256Bytes } from '../hash';
import { toHex, utf8 } from '../hex';
import { base64Encode, decode64 } from '../base64';
import { EMPTY_ROOT, equal } from './tree';

/**
 * An Ed25519 signature check (RFC 8032, strict: no ZIP-215 leniency): true when `sig` is
 * `publicKey`'s signature of `msg`. `./ed25519.ts` has the one everything uses; it is passed in so
 * that pages load it only when a document has log parts (a dynamic import).
 */
export type SignatureCheck = (sig: Uint8Array, msg: Uint8Array, publicKey: Uint8Array) => boolean;

/** A parsed verifier key. */
export interface VerifierKey {
  name: string;
  /** the 4-byte key ID as 8 lowercase hex digits */
  keyId: string;
  /** the 32-byte Ed25519 public key */
  publicKey: Uint8Array;
}

/** The result of {@link checkCheckpoint}: `ok` only when the note is well-formed and signed by the key. */
export interface CheckpointResult {
  ok: boolean;
  /** first body line (null when the note is not a checkpoint) */
  origin: string | null;
  /** tree size (null when unreadable) */
  size: number | null;
  /** root hash, lowercase hex (null when unreadable) */
  root: string | null;
  /** why it is not ok (absent when ok) */
  error?: string;
}

/** A checkpoint's body, read without checking any signature. */
export interface CheckpointBody {
  origin: string;
  size: number;
  root: Uint8Array;
  /** the body lines with their `\n`s: the signed message */
  text: string;
  /** the signature lines' (key name, base64) pairs */
  signatures: { name: string; sig: string }[];
}

const ALG_ED25519 = 1;
const SIG_PREFIX = '\u2014 ';
const NAME_RE = /^[^\s+]+$/u;

const keyArgs = (name: unknown, publicKey: unknown): void => {
  need(typeof name === 'string' && NAME_RE.test(name), 'name', 'a key name without spaces or +');
  need(isBytes(publicKey, 32), 'publicKey', 'a 32-byte Ed25519 public key');
};

/**
 * Key ID = the first 4 bytes of SHA-256(name || 0x0A || 0x01 || public key).
 * @throws InputError naming `name` (not a key name) or `publicKey` (not 32 bytes)
 */
export function keyIdOf(name: string, publicKey: Uint8Array): Uint8Array {
  keyArgs(name, publicKey);
  return keyId(name, publicKey);
}

/** {@link keyIdOf} of a checked name and key, for signature type `type` (0x01 the log's, 0x04 a witness's cosignature). */
export function keyId(name: string, publicKey: Uint8Array, type = ALG_ED25519): Uint8Array {
  const n = utf8(name);
  const buf = new Uint8Array(n.length + 2 + publicKey.length);
  buf.set(n);
  buf[n.length] = 0x0a;
  buf[n.length + 1] = type;
  buf.set(publicKey, n.length + 2);
  return sha256Bytes(buf).subarray(0, 4);
}

/**
 * The verifier key text for a key name and a 32-byte Ed25519 public key.
 * @throws InputError naming `name` (not a key name) or `publicKey` (not 32 bytes)
 */
export function verifierKeyText(name: string, publicKey: Uint8Array): string {
  keyArgs(name, publicKey);
  const b = new Uint8Array(33);
  b[0] = ALG_ED25519;
  b.set(publicKey, 1);
  return `${name}+${toHex(keyId(name, publicKey))}+${base64Encode(b)}`;
}

/**
 * Parse a verifier key `<name>+<key ID hex>+<base64(0x01 || public key)>` (split at the first two `+`).
 * @throws InputError (field `vkey`, or `field`) when it is not one, or its key ID does not match its name and key
 */
export const parseVerifierKey = (vkey: unknown, field = 'vkey'): VerifierKey => parseKeyOfType(vkey, ALG_ED25519, field);

/**
 * A verifier key of signature type `type` with a 32-byte Ed25519 key: 0x01 a log's, 0x04 a witness's
 * (C2SP tlog-cosignature); the key ID is checked against the name and key for that type.
 * @throws InputError naming `field` when it is not one
 */
export function parseKeyOfType(vkey: unknown, type: number, field: string): VerifierKey {
  if (typeof vkey !== 'string') fail(field, 'argument', { what: 'a verifier key text <name>+<key ID>+<key>' });
  const t = vkey.trim();
  const a = t.indexOf('+');
  const b = a < 0 ? -1 : t.indexOf('+', a + 1);
  if (b < 0) fail(field, 'argument', { what: 'a verifier key <name>+<key ID>+<key>' });
  const name = t.slice(0, a);
  const idHex = t.slice(a + 1, b);
  if (!NAME_RE.test(name)) fail(field, 'argument', { what: 'a key name without spaces or +' });
  if (!/^[0-9a-fA-F]{8}$/.test(idHex)) fail(field, 'argument', { what: 'an 8-hex-digit key ID' });
  const key = decode64(t.slice(b + 1));
  if (!key || key.length !== 33 || key[0] !== type) fail(field, 'argument', { what: `base64 of 0x0${type} and a 32-byte Ed25519 public key` });
  const publicKey = key.slice(1);
  const keyIdHex = idHex.toLowerCase();
  if (toHex(keyId(name, publicKey, type)) !== keyIdHex) fail(field, 'argument', { what: 'a key ID that matches the key name and public key' });
  return { name, keyId: keyIdHex, publicKey };
}

/**
 * Read a checkpoint note's body and signature lines; a string saying what is wrong when it is not one.
 * @throws InputError (field `checkpoint`) when checkpoint is not a string
 */
export function parseCheckpoint(checkpoint: string): CheckpointBody | string {
  need(typeof checkpoint === 'string', 'checkpoint', 'the checkpoint text');
  return readCheckpoint(checkpoint);
}

/** {@link parseCheckpoint} of a string. */
export function readCheckpoint(note: string): CheckpointBody | string {
  const split = note.lastIndexOf('\n\n');
  if (split < 0) return 'not a signed note (no blank line before the signatures)';
  const text = note.slice(0, split + 1);
  const sigText = note.slice(split + 2);
  if (!sigText.endsWith('\n')) return 'the signature lines must end with a newline';
  const signatures: { name: string; sig: string }[] = [];
  for (const line of sigText.slice(0, -1).split('\n')) {
    if (!line.startsWith(SIG_PREFIX)) return 'a signature line must start with "— "';
    const rest = line.slice(SIG_PREFIX.length);
    const sp = rest.indexOf(' ');
    if (sp <= 0 || rest.indexOf(' ', sp + 1) >= 0) return 'a signature line must be "— <name> <base64>"';
    signatures.push({ name: rest.slice(0, sp), sig: rest.slice(sp + 1) });
  }
  const lines = text.slice(0, -1).split('\n');
  if (lines.length < 3) return 'a checkpoint has an origin, a size and a root line';
  const [origin, sizeText, rootText] = lines as [string, string, string];
  if (origin === '') return 'the origin line is empty';
  if (!/^(?:0|[1-9][0-9]{0,15})$/.test(sizeText) || !Number.isSafeInteger(Number(sizeText))) return 'the size line is not a decimal tree size';
  const root = decode64(rootText);
  if (!root || root.length !== 32) return 'the root line is not base64 of 32 bytes';
  // (tlog-checkpoint: extension lines, if any, are not empty)
  if (lines.indexOf('', 3) > 0) return 'an extension line is empty';
  return { origin, size: Number(sizeText), root, text, signatures };
}

/**
 * Verify a signed checkpoint with a verifier key: well-formed, first body line equal to the key name,
 * a signature line by that key (name and key ID) whose Ed25519 signature over the body lines verifies.
 * Extra body lines after the root are ignored; size 0 is accepted when its root is SHA-256 of nothing.
 * Signature lines of other keys are ignored.
 * @param note - the checkpoint text
 * @param vkey - a verifier key text, or one parsed by {@link parseVerifierKey}
 * @param signatureOk - the Ed25519 check (`./ed25519.ts`' `signatureOk`; `verifyCheckpoint` passes it)
 * @throws InputError when the note is not a string or the verifier key is malformed
 */
export function checkCheckpoint(note: unknown, vkey: string | VerifierKey, signatureOk: SignatureCheck): CheckpointResult {
  const key = (vkey as VerifierKey | null)?.publicKey instanceof Uint8Array ? (vkey as VerifierKey) : parseVerifierKey(vkey);
  if (typeof note !== 'string') fail('checkpoint', 'argument', { what: 'the checkpoint text' });
  const c = readCheckpoint(note);
  if (typeof c === 'string') return { ok: false, origin: null, size: null, root: null, error: c };
  const res = (error?: string): CheckpointResult => ({
    ok: error === undefined, origin: c.origin, size: c.size, root: toHex(c.root), ...(error === undefined ? {} : { error }),
  });
  if (c.origin !== key.name) return res(`the origin ${JSON.stringify(c.origin)} is not the key name ${JSON.stringify(key.name)}`);
  if (c.size === 0 && !equal(c.root, EMPTY_ROOT)) return res('a tree of size 0 must have the empty root');
  const msg = utf8(c.text);
  let found = false;
  for (const s of c.signatures) {
    if (s.name !== key.name) continue;
    const raw = decode64(s.sig);
    if (!raw || raw.length !== 68 || toHex(raw.subarray(0, 4)) !== key.keyId) continue;
    found = true;
    let good = false;
    try {
      good = signatureOk(raw.subarray(4), msg, key.publicKey);
    } catch {
      good = false;
    }
    if (!good) return res('the signature does not verify');
  }
  return found ? res() : res(`no signature by ${key.name}+${key.keyId}`);
}
