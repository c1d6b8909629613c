/** poker_hmac_v1: per-hand values, decks, salts and Merkle roots (schemes.md). */
import { keyedMac, sha256Hex, type MacFn } from './hash';
import { ascii, toHex, writeHexAscii } from './hex';
import { leafBytes, treeLevels } from './merkle';
import { CounterMsg, DrawStream, macWordSource } from './stream';

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
  const value = sessionMac(ascii(`pk1:hand:${table}:${session}:${n}`));
  const handValue = toHex(value);
  // handValue is hashed and used as a key as text: its ASCII (= UTF-8) bytes
  const text = new Uint8Array(64);
  writeHexAscii(value, text, 0);
  const handCommitment = sha256Hex(text);
  const hv = keyedMac(text);
  const deck = new DrawStream(macWordSource(hv, `pk1:${table}:${session}:${n}:${seatsText(seats)}:`)).shuffle(DECK52);
  const saltMsg = new CounterMsg('pk1:salt:');
  const salts: Uint8Array[] = [];
  const leaves: Uint8Array[] = [];
  for (let i = 0; i < 52; i++) {
    const salt = hv(saltMsg.at(i));
    salts.push(salt);
    leaves.push(leafBytes(i, deck[i]!, salt));
  }
  const levels = treeLevels(leaves);
  return { n, handValue, handCommitment, root: toHex(levels[6]![0]!), deck, salts, levels };
}
