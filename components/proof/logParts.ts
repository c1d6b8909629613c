/**
 * The commitment log's parts of a proof document (log.md), for display: which entries the page
 * shows, and — when verify() says a part failed — which step of the check failed. The verdict
 * itself always comes from verify(); this only names the failing step with lib/fair's own checks,
 * in the same order verify() makes them.
 */
import {
  entryFor, leafHash, parseCheckpoint, parseProof, parseVerifierKey, verifyCheckpoint, verifyInclusion, type Proof,
} from '@/lib/fair';

/** `2026-11-29T12:00:00.000Z` → `2026-11-29 12:00:00.000 UTC`: exact, and the same on server and client. */
export function utcText(iso: string): string {
  return iso.replace('T', ' ').replace(/Z$/, ' UTC');
}

/** One log part: `at` is its report path (`log`, `hands[k].log`). */
export interface LogRow {
  at: string;
  index: number;
  /** size of the checkpoint it is proven against; null when the checkpoint is unreadable */
  size: number | null;
  /** when it was logged: the document's (or the hand's) `committedAt` */
  time: string;
  /** the poker hand's number, for a hand's part */
  hand?: number;
  entry: string;
  checkpoint: string;
  inclusion: string[];
}

/** The step of a log check that failed. */
export type LogFailure = 'entry' | 'checkpoint' | 'path' | 'key' | 'signature';

/**
 * The log parts of a document in report order (its own, then one per poker hand); [] when it has
 * none or is invalid. Takes the document, or the proof parseProof made of it.
 */
export function logRows(document: unknown, parsed?: Proof | null): LogRow[] {
  let p: Proof;
  try {
    p = parsed ?? parseProof(document);
  } catch {
    return [];
  }
  const rows: LogRow[] = [];
  const row = (at: string, part: NonNullable<Proof['log']>, time: string, hand?: number): LogRow => {
    const body = parseCheckpoint(part.checkpoint);
    return {
      at, index: part.index, size: typeof body === 'string' ? null : body.size, time,
      ...(hand === undefined ? {} : { hand }),
      entry: part.entry, checkpoint: part.checkpoint, inclusion: part.inclusion,
    };
  };
  if (p.log) rows.push(row('log', p.log, p.committedAt ?? ''));
  if (p.scheme === 'poker_hmac_v1') {
    p.hands.forEach((h, i) => {
      if (h.log) rows.push(row(`hands[${i}].log`, h.log, h.committedAt ?? '', h.n));
    });
  }
  return rows;
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/**
 * Which step of `row`'s check fails, or null when it verifies: the entry is not the text rebuilt
 * from the document, the checkpoint is unreadable, the path does not lead to its root, there is no
 * verifier key, or the signature does not verify with it.
 */
export function logFailure(document: unknown, row: LogRow, vkey: string | undefined): LogFailure | null {
  try {
    if (row.entry !== entryFor(document, row.hand)) return 'entry';
  } catch {
    return 'entry';
  }
  const body = parseCheckpoint(row.checkpoint);
  if (typeof body === 'string') return 'checkpoint';
  if (!verifyInclusion(row.index, body.size, leafHash(row.entry), row.inclusion, hex(body.root))) return 'path';
  if (vkey === undefined) return 'key';
  try {
    return verifyCheckpoint(row.checkpoint, parseVerifierKey(vkey)).ok ? null : 'signature';
  } catch {
    return 'key';
  }
}
