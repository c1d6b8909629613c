/**
 * The /log page's witness (log.md): this browser keeps the newest checkpoint it has verified and,
 * on each visit, checks that the log's current checkpoint is signed by the log's key and extends
 * the kept one (RFC 9162 consistency proof). Only lib/fair does the checking; the I/O (the log's
 * API, the browser's storage) is passed in, so the steps are tested without a browser.
 */
import { entryFor, log, parseVerifierKey, verifyCheckpoint, verifyConsistency } from '@/lib/fair';

/** What the browser keeps (localStorage, one item per log key name). */
export interface Kept {
  /** the verifier key the checkpoint was verified with */
  vkey: string;
  /** the signed checkpoint text */
  checkpoint: string;
  /** when this browser verified it (ISO 8601) */
  seenAt: string;
}

/** A failure: the log's history does not add up (or cannot be trusted). Shown loudly. */
export type WitnessFailure =
  /** the current checkpoint is not signed by the log's key */
  | 'signature'
  /** the log's key is not the one the kept checkpoint was verified with */
  | 'key'
  /** the kept checkpoint no longer verifies (changed in this browser's storage?) */
  | 'kept'
  /** the current checkpoint is smaller than the kept one */
  | 'shrank'
  /** same size, different root */
  | 'fork'
  /** the consistency proof does not verify */
  | 'inconsistent';

export type WitnessResult =
  /** nothing kept before: the current checkpoint is kept from now on */
  | { kind: 'first'; current: Checked }
  /** the log did not change since the kept checkpoint */
  | { kind: 'same'; current: Checked; kept: Kept }
  /** the log grew and the consistency proof verifies: the new checkpoint is kept */
  | { kind: 'grew'; current: Checked; kept: Kept }
  | { kind: 'failed'; failure: WitnessFailure; current: string; kept: Kept | null; detail?: string }
  /** the log's API could not be reached: nothing was decided, the kept checkpoint stays */
  | { kind: 'unreachable'; detail: string; kept: Kept | null };

/** A checkpoint that verified with the key. */
export interface Checked {
  text: string;
  size: number;
  root: string;
}

export interface WitnessIo {
  /** GET a path of this site; text of a 2xx answer, or throws an Error saying what went wrong */
  get(path: string): Promise<string>;
  load(): Kept | null;
  save(kept: Kept): void;
  now(): string;
}

/** Storage key of the kept checkpoint for a log (its key name). */
export const storageKey = (vkey: string) => {
  let name = vkey;
  try {
    name = parseVerifierKey(vkey).name;
  } catch {
    /* an invalid key fails the signature check anyway */
  }
  return `fair-proofs:log-witness:${name}`;
};

/** Read a kept item; null when absent or not one of ours. */
export function parseKept(text: string | null): Kept | null {
  if (!text) return null;
  try {
    const o = JSON.parse(text) as Partial<Kept>;
    if (typeof o.vkey === 'string' && typeof o.checkpoint === 'string' && typeof o.seenAt === 'string') {
      return { vkey: o.vkey, checkpoint: o.checkpoint, seenAt: o.seenAt };
    }
  } catch {
    /* not JSON */
  }
  return null;
}

function check(text: string, vkey: string): Checked | null {
  try {
    const c = verifyCheckpoint(text, vkey);
    return c.ok && c.size !== null && c.root !== null ? { text, size: c.size, root: c.root } : null;
  } catch {
    return null;
  }
}

/**
 * One visit of the witness: fetch the current checkpoint, verify it with `vkey`, compare it with
 * the kept one (a consistency proof from the log's API when the log grew), keep the new one only
 * when everything verifies. A failure keeps the old one: it is the evidence.
 */
export async function witness(vkey: string, io: WitnessIo): Promise<WitnessResult> {
  const kept = io.load();
  let text: string;
  try {
    text = await io.get('/api/v1/log/checkpoint');
  } catch (e) {
    return { kind: 'unreachable', detail: (e as Error).message, kept };
  }
  const current = check(text, vkey);
  if (!current) {
    let detail: string | undefined;
    try {
      detail = verifyCheckpoint(text, vkey).error;
    } catch (e) {
      detail = (e as Error).message;
    }
    return { kind: 'failed', failure: 'signature', current: text, kept, ...(detail ? { detail } : {}) };
  }
  const keep = () => io.save({ vkey, checkpoint: current.text, seenAt: io.now() });
  if (!kept) {
    keep();
    return { kind: 'first', current };
  }
  const fail = (failure: WitnessFailure, detail?: string): WitnessResult => ({
    kind: 'failed', failure, current: text, kept, ...(detail ? { detail } : {}),
  });
  if (kept.vkey.trim() !== vkey.trim()) return fail('key');
  const old = check(kept.checkpoint, vkey);
  if (!old) return fail('kept');
  if (old.size > current.size) return fail('shrank');
  if (old.size === current.size) return old.root === current.root ? { kind: 'same', current, kept } : fail('fork');
  if (old.size > 0) {
    let hashes: unknown;
    try {
      const body = JSON.parse(await io.get(`/api/v1/log/proof/consistency?from=${old.size}&to=${current.size}`)) as {
        from?: unknown; to?: unknown; hashes?: unknown;
      };
      if (body.from !== old.size || body.to !== current.size) return fail('inconsistent', 'the proof is for other sizes');
      hashes = body.hashes;
    } catch (e) {
      if (e instanceof SyntaxError) return fail('inconsistent', 'the proof is not JSON');
      return { kind: 'unreachable', detail: (e as Error).message, kept };
    }
    let ok = false;
    try {
      ok = Array.isArray(hashes) && verifyConsistency(old.size, current.size, hashes as string[], old.root, current.root);
    } catch {
      ok = false;
    }
    if (!ok) return fail('inconsistent');
  }
  // a tree of size 0 is the beginning of every tree
  keep();
  return { kind: 'grew', current, kept };
}

/** The evidence of a failure as one text to save or send: both checkpoints, the key, when and where. */
export function evidenceText(r: Extract<WitnessResult, { kind: 'failed' }>, vkey: string, url: string, now: string): string {
  return [
    `fair-proofs log witness: ${r.failure}${r.detail ? ` (${r.detail})` : ''}`,
    `page: ${url}`,
    `checked at: ${now}`,
    `verifier key: ${vkey}`,
    '',
    `--- checkpoint kept by this browser${r.kept ? ` (verified ${r.kept.seenAt}, key ${r.kept.vkey})` : ''}`,
    r.kept ? r.kept.checkpoint.replace(/\n$/, '') : '(none)',
    '',
    '--- checkpoint served now',
    r.current.replace(/\n$/, ''),
    '',
  ].join('\n');
}

/** The entry's proof number and, for a poker hand, its hand number (log.md "Entries"); null if unreadable. */
export function entryRef(entry: string): { proof: number; hand?: number } | null {
  if (!entry.startsWith(`${log.ENTRY_HEADER}\n`)) return null;
  const proof = /\nproof (\d{1,15})\n/.exec(entry);
  if (!proof) return null;
  const hand = /\nhand (\d{1,15})\n/.exec(entry);
  return { proof: Number(proof[1]), ...(hand ? { hand: Number(hand[1]) } : {}) };
}

/** The result of checking one entry by its number. */
export type LookupResult =
  | { kind: 'unreachable'; detail: string }
  /** the current checkpoint does not verify with the key */
  | { kind: 'signature'; checkpoint: string }
  /** no entry with this number yet */
  | { kind: 'beyond'; size: number }
  | {
      kind: 'checked';
      index: number;
      entry: string;
      hashes: string[];
      checkpoint: Checked;
      /** the inclusion path leads from the entry to the checkpoint's root */
      included: boolean;
      /** the entry's proof (and hand) */
      ref: { proof: number; hand?: number } | null;
      /** the entry equals the one rebuilt from that proof's public document */
      matches: 'yes' | 'no' | 'unknown';
    };

/**
 * Check entry `index` against the log's current checkpoint: the checkpoint's signature, the entry's
 * inclusion proof to it, and the entry against the text rebuilt from its proof's public document.
 */
export async function lookupEntry(index: number, vkey: string, io: Pick<WitnessIo, 'get'>): Promise<LookupResult> {
  const json = async (path: string): Promise<unknown> => JSON.parse(await io.get(path));
  try {
    const text = await io.get('/api/v1/log/checkpoint');
    const cp = check(text, vkey);
    if (!cp) return { kind: 'signature', checkpoint: text };
    if (index >= cp.size) return { kind: 'beyond', size: cp.size };
    const list = (await json(`/api/v1/log/entries?start=${index}&end=${index + 1}`)) as { index?: unknown; entry?: unknown }[];
    const item = Array.isArray(list) ? list[0] : undefined;
    if (!item || item.index !== index || typeof item.entry !== 'string') return { kind: 'unreachable', detail: `entry ${index}: unexpected answer` };
    const entry = item.entry;
    const proof = (await json(`/api/v1/log/proof/inclusion?index=${index}&size=${cp.size}`)) as { index?: unknown; size?: unknown; hashes?: unknown };
    const hashes = Array.isArray(proof.hashes) ? proof.hashes.filter((h): h is string => typeof h === 'string') : [];
    let included = false;
    try {
      included =
        proof.index === index && proof.size === cp.size && Array.isArray(proof.hashes) && hashes.length === proof.hashes.length &&
        log.verifyInclusion(index, cp.size, log.leafHash(entry), hashes, cp.root);
    } catch {
      included = false;
    }
    const ref = entryRef(entry);
    let matches: 'yes' | 'no' | 'unknown' = 'unknown';
    if (ref) {
      try {
        matches = entryFor(await json(`/api/v1/proofs/${ref.proof}`), ref.hand) === entry ? 'yes' : 'no';
      } catch {
        matches = 'unknown';
      }
    }
    return { kind: 'checked', index, entry, hashes, checkpoint: cp, included, ref, matches };
  } catch (e) {
    return { kind: 'unreachable', detail: (e as Error).message };
  }
}
