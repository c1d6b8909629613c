/**
 * Which documents take players' receipts (hands with `cards`): poker sessions. A page asks this
 * before it loads the receipt check (./poker-receipt.ts) and the session notices (./poker-session.ts).
 */
import type { Proof } from './index';
import type { PokerProof } from './poker';

/** True for a poker session document: its page accepts a player's receipt. */
export const takesReceipts = (p: Pick<Proof, 'scheme'> | { scheme: string }): p is PokerProof => p.scheme === 'poker_hmac_v1';

/** A receipt's hands: those of a poker document that carry the player's cards (none: no receipt). */
export const receiptHands = (p: PokerProof): PokerProof['hands'] => p.hands.filter((h) => (h.cards?.length ?? 0) > 0);
