/**
 * Poker sessions and receipts for the browser tests, built with lib/fair's own hand recomputation
 * and Merkle paths. The demo set's sessions (lib/db/seed/demo.ts): number 13 (table holdem-7,
 * session demo-s1, 20 hands, revealed) and number 18 (demo-s2, hands 1–3, still committed); their
 * seeds are the demo's `hex64(ref)`. seed.ts adds GAPS_SESSION (hands 1, 2, 5, committed).
 */
import { computeHand, keyedMac, merklePath, sha256Hex } from '../../lib/fair/core';
import { toHex } from '../../lib/fair/hex';
import { receiptFragment } from '../../lib/fair/schemes/poker-receipt';

export const TABLE = 'holdem-7';
export const REVEALED = { id: 13, session: 'demo-s1', seed: sha256Hex('fair-proofs demo: poker-session') };
export const COMMITTED = { id: 18, session: 'demo-s2', seed: sha256Hex('fair-proofs demo: poker-live') };
export const GAPS_SESSION = 'e2e-gaps';

type Seats = Record<string, string>;
const seatList = (seats: Seats) => Object.entries(seats).map(([s, c]) => [Number(s), c] as [number, string]);

/** The demo sessions' seats for hand n (lib/db/seed/demo.ts: seat 10 sits out every third hand). */
export function demoSeats(ref: string, n: number): Seats {
  const phone = (label: string) => sha256Hex(`fair-proofs demo: phone ${label}`).slice(0, 16);
  return Object.fromEntries(['0', '2', '5', '10'].filter((s) => s !== '10' || n % 3 !== 0).map((s) => [s, phone(`${ref} seat ${s}`)]));
}

export interface ReceiptOptions {
  table?: string;
  session: string;
  /** the session's seed (the receipt's cards are dealt from `dealFrom`, by default this one) */
  seed: string;
  dealFrom?: string;
  ref: string;
  hands: number[];
  positions?: number[];
  id?: number;
}

/** A player's receipt: for each hand, the cards at `positions` with salts and Merkle paths. */
export function buildReceipt(o: ReceiptOptions): Record<string, unknown> {
  const table = o.table ?? TABLE;
  const mac = keyedMac(o.dealFrom ?? o.seed);
  return {
    scheme: 'poker_hmac_v1',
    game: 'poker',
    ...(o.id === undefined ? {} : { id: o.id }),
    table,
    session: o.session,
    commitment: sha256Hex(o.seed),
    hands: o.hands.map((n) => {
      const seats = demoSeats(o.ref, n);
      const h = computeHand(mac, table, o.session, n, seatList(seats));
      return {
        n,
        seats,
        handCommitment: h.handCommitment,
        root: h.root,
        cards: (o.positions ?? [1, 5, 9, 10, 11, 13, 15]).map((position) => ({
          position,
          card: h.deck[position]!,
          salt: toHex(h.salts[position]!),
          path: merklePath(h.levels, position),
        })),
      };
    }),
  };
}

export const fragmentOf = (receipt: unknown) => receiptFragment(JSON.stringify(receipt));

/** A committed session with hands 1, 2 and 5: the commit body and the hands to add. */
export function gapsSession() {
  const seed = sha256Hex('e2e gaps session');
  const mac = keyedMac(seed);
  const seats: Seats = { '1': 'e2e1', '3': 'e2e3' };
  return {
    seed,
    commit: { scheme: 'poker_hmac_v1', game: 'poker', table: 'e2e-table', session: GAPS_SESSION, commitment: sha256Hex(seed) },
    hands: [1, 2, 5].map((n) => {
      const h = computeHand(mac, 'e2e-table', GAPS_SESSION, n, seatList(seats));
      return { n, seats, handCommitment: h.handCommitment, root: h.root };
    }),
  };
}
