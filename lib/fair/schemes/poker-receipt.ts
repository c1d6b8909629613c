/**
 * poker_hmac_v1 receipts checked against a session page (issue #12): a player's receipt — their
 * cards with salts and Merkle paths, as the app gives it when they leave the table — against the
 * roots THE SITE published for each hand, not the roots the receipt carries itself. A receipt
 * alone proves only that its cards fit its own roots; compared with the session's page it proves
 * that they are the cards committed before the deal. Once the session's seed is out, each card
 * must also be the recomputed deck's card at its position.
 *
 * Not part of poker.ts: verifier.js does not need it (its budget), and the proof page loads it
 * only when a visitor brings a receipt. Uses the scheme's own Merkle and hand recomputation.
 */
import { base64urlDecode, base64urlEncode } from '../base64';
import { fail } from '../errors';
import { keyedMac, type MacFn } from '../hash';
import { rootFromPath } from '../merkle';
import { parseProof } from '../parse';
import { computeHand, type PokerProof } from './poker';
import { takesReceipts } from './receipts';

/** One card of the receipt, checked. */
export interface ReceiptCardCheck {
  position: number;
  card: number;
  /** the root rebuilt from the card, its salt and its path */
  rebuilt: string;
  /** the rebuilt root is the root the site published for this hand */
  pathOk: boolean;
  /** after the reveal: the recomputed deck's card at this position (absent before) */
  dealt?: number;
  ok: boolean;
}

/** One hand of the receipt, checked. */
export interface ReceiptHandCheck {
  n: number;
  /** the root the receipt states for the hand */
  root: string;
  /** the root the session's page published for hand n; absent when the page has no hand n */
  published?: string;
  /** the receipt's root is the published one */
  rootOk: boolean;
  /** every card's path leads to the receipt's own root (a receipt can be self-consistent and still not this session's) */
  selfConsistent: boolean;
  cards: ReceiptCardCheck[];
  ok: boolean;
}

export interface ReceiptCheck {
  ok: boolean;
  /** the session's seed is out: cards were also compared with the recomputed decks */
  revealed: boolean;
  /** the receipt names this page's table, session and session commitment */
  same: { table: boolean; session: boolean; commitment: boolean };
  table: string;
  session: string;
  commitment: string;
  hands: ReceiptHandCheck[];
  /** cards checked, and how many of them failed */
  cards: number;
  failedCards: number;
}

/**
 * A receipt: a poker_hmac_v1 document whose hands carry `cards`. Raises lib/fair's InputError
 * (field and expectation) for anything else, as parseProof does for a malformed document.
 */
export function parseReceipt(input: unknown): PokerProof {
  const p = parseProof(input);
  if (!takesReceipts(p)) fail('scheme', 'not_receipt', { got: p.scheme });
  if (!p.hands.some((h) => h.cards && h.cards.length > 0)) fail('hands', 'no_cards');
  return p;
}

/** A receipt from pasted or dropped text: JSON first, then {@link parseReceipt}. */
export function readReceipt(text: string): PokerProof {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    fail('document', 'bad_json');
  }
  return parseReceipt(json);
}

/**
 * The receipt's JSON text in a page fragment `#receipt=<base64url of the receipt JSON>` (the app's
 * "check my cards" link); null when the fragment has no `receipt`. Malformed base64url or text that
 * is not UTF-8 raise an InputError on field `receipt`.
 */
export function receiptFromFragment(hash: string): string | null {
  const frag = hash.startsWith('#') ? hash.slice(1) : hash;
  const param = new URLSearchParams(frag).get('receipt');
  if (param === null) return null;
  const bytes = base64urlDecode(param.trim());
  if (!bytes || bytes.length === 0) fail('receipt', 'expected', { expected: 'receipt' });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    fail('receipt', 'not_text');
  }
}

/** The fragment `#receipt=…` that carries `receiptJson` (tests and the /check hint build it). */
export function receiptFragment(receiptJson: string): string {
  return `#receipt=${base64urlEncode(new TextEncoder().encode(receiptJson))}`;
}

/**
 * Check `receipt` against the session page's document `session`: same table, session and
 * commitment; each receipt hand's root equals the root the session published for that hand (a
 * hand the session does not have fails); each card's Merkle path leads to that published root;
 * and, when the session's seed is revealed, each card is the recomputed deck's card at its position.
 */
export function checkReceiptAgainst(session: PokerProof, receipt: PokerProof): ReceiptCheck {
  const same = {
    table: receipt.table === session.table,
    session: receipt.session === session.session,
    commitment: receipt.commitment === session.commitment,
  };
  const published = new Map(session.hands.map((h) => [h.n, h]));
  const revealed = session.serverSeed !== undefined;
  let mac: MacFn | undefined;
  let cards = 0;
  let failedCards = 0;
  const hands = receipt.hands
    .filter((h) => h.cards && h.cards.length > 0)
    .map((h): ReceiptHandCheck => {
      const ours = published.get(h.n);
      let deck: number[] | undefined;
      if (revealed && ours) {
        // recomputed from the seed, never the deck the document states (a page's deck could be made to fit a forged root)
        mac ??= keyedMac(session.serverSeed!);
        deck = computeHand(mac, session.table, session.session, ours.n, ours.seats).deck;
      }
      const checked = h.cards!.map((c): ReceiptCardCheck => {
        const rebuilt = rootFromPath(c.position, c.card, c.salt, c.path);
        const pathOk = ours !== undefined && rebuilt === ours.root;
        const dealt = deck?.[c.position];
        const ok = pathOk && (deck === undefined || dealt === c.card);
        cards++;
        if (!ok) failedCards++;
        return { position: c.position, card: c.card, rebuilt, pathOk, ...(dealt === undefined ? {} : { dealt }), ok };
      });
      const rootOk = ours !== undefined && ours.root === h.root;
      return {
        n: h.n,
        root: h.root,
        ...(ours ? { published: ours.root } : {}),
        rootOk,
        selfConsistent: checked.every((c) => c.rebuilt === h.root),
        cards: checked,
        ok: rootOk && checked.every((c) => c.ok),
      };
    });
  const ok = same.table && same.session && same.commitment && hands.length > 0 && hands.every((h) => h.ok);
  return { ok, revealed, same, table: receipt.table, session: receipt.session, commitment: receipt.commitment, hands, cards, failedCards };
}

