/**
 * Notices on a poker session's page (issue #12): not failures — the proof is checked as usual —
 * but what the rules lead a player to expect and the session does not show. schemes.md: a session
 * ends, and its seed is published, every 24 hours or after 500 hands (or when the table empties or
 * the server restarts); hands are numbered 1, 2, 3, ….
 */
import type { Proof } from './index';
import { takesReceipts } from './receipts';

/** schemes.md, poker_hmac_v1: a session ends after 500 hands … */
export const SESSION_MAX_HANDS = 500;
/** … or every 24 hours. */
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;
/** How many missing hand numbers a notice lists. */
const LIST_MISSING = 10;

export type SessionNotice =
  /** more hands than a session may have: its highest hand number and how many hands it has */
  | { kind: 'hands'; max: number; count: number }
  /** its hands span more than 24 hours: from the session's commitment to the last hand, in hours */
  | { kind: 'hours'; hours: number }
  /** still committed more than 24 hours after its commitment: the seed is overdue */
  | { kind: 'overdue'; hours: number }
  /** hand numbers with gaps: the first missing numbers (at most 10) and how many are missing */
  | { kind: 'gaps'; missing: number[]; count: number };

const time = (iso: string | undefined): number | undefined => {
  const t = iso === undefined ? NaN : Date.parse(iso);
  return Number.isFinite(t) ? t : undefined;
};

/**
 * The notices of a parsed document (none for anything but a poker session). `now` (ms) is when the
 * page is rendered: a committed session's page is rendered on every request.
 */
export function sessionNotices(p: Proof, now: number): SessionNotice[] {
  if (!takesReceipts(p)) return [];
  const hands = p.hands;
  const out: SessionNotice[] = [];
  const ns = hands.map((h) => h.n).sort((a, b) => a - b);
  const max = ns.length ? ns[ns.length - 1]! : 0;
  if (max > SESSION_MAX_HANDS || ns.length > SESSION_MAX_HANDS) out.push({ kind: 'hands', max, count: ns.length });
  const start = time(p.committedAt);
  if (start !== undefined) {
    const last = Math.max(...hands.map((h) => time(h.committedAt) ?? -Infinity));
    if (Number.isFinite(last) && last - start > SESSION_MAX_MS) out.push({ kind: 'hours', hours: Math.floor((last - start) / 3_600_000) });
    const committed = p.status ? p.status === 'committed' : p.serverSeed === undefined;
    if (committed && now - start > SESSION_MAX_MS) out.push({ kind: 'overdue', hours: Math.floor((now - start) / 3_600_000) });
  }
  // numbers 1 … max that no hand has (ns is sorted and distinct: parse refuses a repeated n)
  const count = max - ns.length;
  if (count > 0) {
    const missing: number[] = [];
    let k = 0;
    for (let n = 1; n <= max && missing.length < LIST_MISSING; n++) {
      if (ns[k] === n) k++;
      else missing.push(n);
    }
    out.push({ kind: 'gaps', missing, count });
  }
  return out;
}
