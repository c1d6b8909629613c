// The verifier.js this server serves, and the facts the verifier page shows about
// it — from the same bytes, never a number typed into a page.
//
// public/verifier.js is built with the key the site had at build time. The server
// (lib/server/verifier-route.ts) serves it with the key it signs with now, written
// in as `npm run build:verifier` writes it (lib/site/verifier-key-text.ts), so a
// site started with another key or database over the same build still serves a
// verifier.js that checks its own proofs without --vkey.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

import { processWide } from '../db/process-wide.ts';
import { swapKey } from './verifier-key-text.ts';
import { strongEtag } from './etag.ts';

/** What the verifier page shows. */
export interface VerifierFile {
  bytes: number;
  gzipBytes: number;
  sha256: string;
}

/** One encoding of the file as served. */
export interface Encoded {
  body: Buffer;
  etag: string;
}

/** verifier.js as served: as it is and gzipped, its SHA-256, and the key it carries (null: none). */
export interface ServedVerifier {
  identity: Encoded;
  gzip: Encoded;
  sha256: string;
  vkey: string | null;
}

/** Why there is nothing to serve: an HTTP status, one line for the client, and for the server's log its cause. */
export interface VerifierProblem {
  status: 404 | 503;
  message: string;
  cause?: string;
}

export type VerifierState = ServedVerifier | VerifierProblem;

export const isServed = (s: VerifierState): s is ServedVerifier => 'identity' in s;

/** The built file under the project's folder `dir`. */
export const verifierPath = (dir: string): string => join(dir, 'public', 'verifier.js');

/** An error's first line (also one thrown in the vm's realm, which is no `instanceof Error` here). */
const oneLine = (e: unknown): string => {
  const m = typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e);
  return m.split('\n')[0]!;
};

const encoded = (body: Buffer): Encoded => ({ body, etag: strongEtag(body) });

function served(body: Buffer, vkey: string | null): ServedVerifier {
  const sha256 = createHash('sha256').update(body).digest('hex');
  return { identity: encoded(body), gzip: encoded(gzipSync(body, { level: 9 })), sha256, vkey };
}

/** The verifier key a verifier.js carries, read by running it in an empty context (null: none built in). */
export function builtKey(text: string): string | null {
  const sandbox: { FairVerifier?: { log?: { vkey?: unknown } } } = {};
  runInNewContext(text, sandbox, { timeout: 5_000 });
  const vkey = sandbox.FairVerifier?.log?.vkey;
  return typeof vkey === 'string' ? vkey : null;
}

/** `text` (carrying `built`) with `vkey` in its place, checked by running the result. */
function withKey(text: string, built: string, vkey: string): Buffer {
  const out = swapKey(text, built, vkey);
  if (builtKey(out) !== vkey) throw new Error('the rewritten file does not carry the new key');
  return Buffer.from(out, 'utf8');
}

/**
 * What to serve for the verifier.js at `file` when the site signs with `vkey`: the file with that
 * key in it, or the file as it is when `vkey` is null or the file was built without a key.
 */
export async function loadVerifier(file: string, vkey: string | null): Promise<VerifierState> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    return { status: 404, message: 'verifier.js is missing from this build: run npm run build:verifier', cause: file };
  }
  try {
    const text = data.toString('utf8');
    const built = builtKey(text);
    if (vkey === null || built === null || built === vkey) return served(data, built);
    return served(withKey(text, built, vkey), vkey);
  } catch (e) {
    return { status: 503, message: "verifier.js cannot be served with this site's verifier key: run npm run build:verifier", cause: oneLine(e) };
  }
}

/**
 * The served file for `file` and the site's key (`vkey()`), loaded on the first call and kept; a
 * problem is retried on the next call (a database back, a file built).
 */
export function servedVerifier(file: string, vkey: () => Promise<string>): () => Promise<VerifierState> {
  let current: Promise<VerifierState> | undefined;
  const load = async (): Promise<VerifierState> => {
    let key: string;
    try {
      key = await vkey();
    } catch (e) {
      return { status: 503, message: "verifier.js is not served: the site's verifier key cannot be read", cause: oneLine(e) };
    }
    return loadVerifier(file, key);
  };
  return () => {
    const p = (current ??= load());
    void p.then((s) => {
      if (!isServed(s) && current === p) current = undefined;
    });
    return p;
  };
}

/** What the server serves as /verifier.js in this process (server.ts), for the page (a second copy of this module). */
const serving = processWide('verifier-file', () => ({ load: undefined as (() => Promise<VerifierState>) | undefined }));

/** Makes the verifier page describe what `load` gives (the server's /verifier.js). */
export function describeServed(load: () => Promise<VerifierState>): void {
  serving.load = load;
}

let asBuilt: Promise<VerifierState> | undefined;

/**
 * Size and SHA-256 of the verifier.js this process serves, or null when it serves none. Without
 * server.ts (next dev, next start) Next serves public/verifier.js as it is: its facts.
 */
export async function verifierFile(): Promise<VerifierFile | null> {
  const state = await (serving.load ?? (() => (asBuilt ??= loadVerifier(verifierPath(process.cwd()), null))))();
  if (!isServed(state)) return null;
  return { bytes: state.identity.body.length, gzipBytes: state.gzip.body.length, sha256: state.sha256 };
}
