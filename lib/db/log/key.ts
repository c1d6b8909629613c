// The commitment log's signing key (log.md, "Checkpoints").
//
//   FAIR_LOG_KEY     the Ed25519 key, as either
//                      - a C2SP / Go note signer key: PRIVATE+KEY+<name>+<key ID hex>+<base64(0x01 || 32-byte seed)>
//                        (Go's golang.org/x/mod/sumdb/note format; `npx tsx scripts/log-key.ts new <origin>` makes one), or
//                      - the 32-byte seed as 64 hex digits;
//   FAIR_LOG_ORIGIN  the log's origin = key name (default: FAIR_SITE_URL's host and /log, as log.md and
//                    tlog-tiles have it, else fair-proofs.localhost/log); with a PRIVATE+KEY text it
//                    must equal the name in it. A development key keeps the name it was made with.
// Without FAIR_LOG_KEY a development key is generated on first use and kept
// with the data: one row of the database (LogKey, id 1), so every process of
// the site — and, on PostgreSQL, every server sharing the database — signs
// with the same key, whatever machine it runs on.
import { hexToBytes, toHex } from '../../fair/hex.ts';
import * as ed25519 from '../../fair/log/ed25519.ts';
import { base64Decode, base64Encode, keyIdOf, verifierKeyText } from '../../fair/log/index.ts';
import { getDb } from '../client.ts';
import { isKeyName, rawSetting } from '../../config.ts';
import { siteHost } from '../../site/origin.ts';
import { resolveDatabase } from '../config.ts';
import { exclusive, inWriteTransaction } from '../lock.ts';
import { processWide } from '../process-wide.ts';
import { isUniqueViolation } from '../sql.ts';

export const DEFAULT_LOG_ORIGIN = 'fair-proofs.localhost/log';

/**
 * The origin of a key given no name: `<FAIR_SITE_URL's host>/log` (log.md, "Tiles"), else — no
 * FAIR_SITE_URL, or a host that cannot be a key's name (a `+`, over 255 characters) —
 * {@link DEFAULT_LOG_ORIGIN}.
 */
export function defaultLogOrigin(): string {
  const host = siteHost();
  const name = `${host}/log`;
  return host !== null && isKeyName(name) ? name : DEFAULT_LOG_ORIGIN;
}
const PRIVATE_PREFIX = 'PRIVATE+KEY+';

/** A configuration mistake in FAIR_LOG_KEY / FAIR_LOG_ORIGIN, named. */
export class LogKeyError extends Error {
  constructor(
    readonly variable: 'FAIR_LOG_KEY' | 'FAIR_LOG_ORIGIN' | 'LogKey',
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'LogKeyError';
  }
}

/** The log's signer: its name (= origin), key ID, verifier key text and a signing function. */
export interface LogSigner {
  name: string;
  /** 8 lowercase hex digits */
  keyId: string;
  /** `<name>+<key ID hex>+<base64(0x01 || public key)>` (log.md) */
  vkey: string;
  /** where the key comes from */
  source: 'env' | 'database';
  /** the 64-byte Ed25519 signature of `message` */
  sign(message: Uint8Array): Uint8Array;
}

function checkName(name: string, variable: 'FAIR_LOG_KEY' | 'FAIR_LOG_ORIGIN' | 'LogKey'): string {
  if (!isKeyName(name)) {
    throw new LogKeyError(variable, `the key name (origin) must be 1–255 printable ASCII characters without spaces or "+", got ${JSON.stringify(name)}`);
  }
  return name;
}

/** The C2SP private key text of a seed: PRIVATE+KEY+<name>+<key ID hex>+<base64(0x01 || seed)>. */
export function privateKeyText(name: string, seed: Uint8Array): string {
  const pub = ed25519.getPublicKey(seed);
  const data = new Uint8Array(33);
  data[0] = 1;
  data.set(seed, 1);
  return `${PRIVATE_PREFIX}${name}+${toHex(keyIdOf(name, pub))}+${base64Encode(data)}`;
}

/**
 * Read a key setting: a PRIVATE+KEY text or a 64-hex seed. `origin` (FAIR_LOG_ORIGIN) names a
 * raw seed; with a PRIVATE+KEY text it must agree with the name inside.
 * @throws LogKeyError naming the variable and what is expected
 */
export function parseSigningKey(text: string, origin: string | undefined, variable: 'FAIR_LOG_KEY' | 'LogKey' = 'FAIR_LOG_KEY'): { name: string; seed: Uint8Array } {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) {
    return { name: checkName(origin ?? defaultLogOrigin(), origin === undefined ? variable : 'FAIR_LOG_ORIGIN'), seed: hexToBytes(t) };
  }
  if (!t.startsWith(PRIVATE_PREFIX)) {
    throw new LogKeyError(variable, 'expected PRIVATE+KEY+<name>+<key ID hex>+<base64(0x01 || 32-byte seed)> or a 64-hex-digit Ed25519 seed');
  }
  const rest = t.slice(PRIVATE_PREFIX.length);
  const a = rest.indexOf('+');
  const b = a < 0 ? -1 : rest.indexOf('+', a + 1);
  if (b < 0) throw new LogKeyError(variable, 'expected PRIVATE+KEY+<name>+<key ID hex>+<base64 key>');
  const name = checkName(rest.slice(0, a), variable);
  const id = rest.slice(a + 1, b);
  const data = base64Decode(rest.slice(b + 1));
  if (!data || data.length !== 33 || data[0] !== 1) throw new LogKeyError(variable, 'the key part must be base64 of 0x01 (Ed25519) and a 32-byte seed');
  const seed = data.slice(1);
  if (!/^[0-9a-f]{8}$/i.test(id) || toHex(keyIdOf(name, ed25519.getPublicKey(seed))) !== id.toLowerCase()) {
    throw new LogKeyError(variable, 'the key ID does not match the key name and key');
  }
  if (origin !== undefined && origin !== name) {
    throw new LogKeyError('FAIR_LOG_ORIGIN', `"${origin}" differs from the key name "${name}" in FAIR_LOG_KEY (the origin is the key name: set one or make them equal)`);
  }
  return { name, seed };
}

/** A signer for a key name and seed. */
export function makeSigner(name: string, seed: Uint8Array, source: LogSigner['source']): LogSigner {
  const publicKey = ed25519.getPublicKey(seed);
  return {
    name,
    keyId: toHex(keyIdOf(name, publicKey)),
    vkey: verifierKeyText(name, publicKey),
    source,
    sign: (message) => ed25519.sign(message, seed),
  };
}

/** FAIR_LOG_ORIGIN if set (and non-empty). */
function envOrigin(): string | undefined {
  const o = rawSetting('FAIR_LOG_ORIGIN');
  return o ? checkName(o, 'FAIR_LOG_ORIGIN') : undefined;
}

/** FAIR_LOG_KEY and FAIR_LOG_ORIGIN, checked (at start: lib/server/startup.ts). @throws LogKeyError when one is malformed */
export function checkLogKeySettings(): void {
  envSigner();
  envOrigin();
}

/** The signer of FAIR_LOG_KEY, or null when it is not set. @throws LogKeyError when it is malformed */
export function envSigner(): LogSigner | null {
  const k = rawSetting('FAIR_LOG_KEY');
  if (!k) return null;
  const { name, seed } = parseSigningKey(k, envOrigin());
  return makeSigner(name, seed, 'env');
}

/** One per process (process-wide.ts): the dev key is read or made once, whichever copy asks. */
const signers = processWide('log-signers', () => new Map<string, Promise<LogSigner>>());

/**
 * The log's signer for the database of DATABASE_URL: FAIR_LOG_KEY, or the development key kept in
 * the database (generated on the first call when there is none). Cached per database and setting.
 */
export function logSigner(): Promise<LogSigner> {
  const cacheKey = `${resolveDatabase().url}\0${rawSetting('FAIR_LOG_KEY') ?? ''}\0${rawSetting('FAIR_LOG_ORIGIN') ?? ''}`;
  let s = signers.get(cacheKey);
  if (!s) {
    s = loadSigner();
    signers.set(cacheKey, s);
    s.catch(() => signers.delete(cacheKey));
  }
  return s;
}

async function loadSigner(): Promise<LogSigner> {
  const env = envSigner();
  if (env) return env;
  const origin = envOrigin();
  const read = () => exclusive(() => getDb().logKey.findUnique({ where: { id: 1 }, select: { secret: true } }));
  let row = await read();
  if (!row) {
    const seed = ed25519.utils.randomSecretKey();
    try {
      await inWriteTransaction((tx) => tx.logKey.create({ data: { id: 1, secret: privateKeyText(origin ?? defaultLogOrigin(), seed) } }));
    } catch (e) {
      // another process generated it first: use theirs
      if (!isUniqueViolation(e)) throw e;
    }
    row = await read();
    if (!row) throw new LogKeyError('LogKey', 'the development key could not be stored');
  }
  const stored = parseSigningKey(row.secret, undefined, 'LogKey');
  // FAIR_LOG_ORIGIN renames the development key's log (a new key ID: a new log identity)
  return makeSigner(origin ?? stored.name, stored.seed, 'database');
}

/** Forget cached signers (tests). */
export function resetLogSigners(): void {
  signers.clear();
}

