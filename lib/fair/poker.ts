/** poker_hmac_v1: per-hand values, decks, salts and Merkle roots (schemes.md). */
import { keyedMac, sha256Hex, type MacFn } from './hash';
import { ascii, toHex } from './hex';
import { leafBytes, treeLevels } from './merkle';
import { DrawStream, macWordSource } from './stream';

/** A recomputed hand. */
export interface HandOutcome {
  n: number;
  handValue: string;
  handCommitment: string;
  root: string;
  deck: number[];
  /** salt_i as bytes */
  salts: Uint8Array[];
  /** tree levels (for building receipts) */
  levels: Uint8Array[][];
}

const DECK52 = Array.from({ length: 52 }, (_, i) => i);

/** `seat=seed` pairs, seat numbers ascending numerically, joined by `,`. */
export function seatsText(seats: readonly (readonly [number, string])[]): string {
  return seats.slice().sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}=${c}`).join(',');
}

/**
 * Recompute hand `n` of session `session` at table `table`.
 * @param sessionMac - HMAC keyed by the UTF-8 session server seed
 */
export function computeHand(sessionMac: MacFn, table: string, session: string, n: number, seats: readonly (readonly [number, string])[]): HandOutcome {
  const handValue = toHex(sessionMac(ascii(`pk1:hand:${table}:${session}:${n}`)));
  const handCommitment = sha256Hex(handValue);
  const hv = keyedMac(handValue);
  const deck = new DrawStream(macWordSource(hv, `pk1:${table}:${session}:${n}:${seatsText(seats)}:`)).shuffle(DECK52);
  const salts: Uint8Array[] = [];
  const leaves: Uint8Array[] = [];
  for (let i = 0; i < 52; i++) {
    const salt = hv(ascii(`pk1:salt:${i}`));
    salts.push(salt);
    leaves.push(leafBytes(i, deck[i]!, salt));
  }
  const levels = treeLevels(leaves);
  return { n, handValue, handCommitment, root: toHex(levels[6]![0]!), deck, salts, levels };
}
