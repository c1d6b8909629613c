/**
 * poker_hmac_v1 — a poker session: one committed seed, a value, deck, salts and Merkle root per hand
 * (schemes.md). Players' receipts (a card, its salt and Merkle path) are checked against their
 * hand's root even before the reveal.
 */
import type { Checks } from '../checks';
import { fail } from '../errors';
import {
  ALL_CARDS, arr, cardList, clientSeed, common, digest, get, ident, int, LOG, logPart, MAX_DEALS, obj, str, textSeed, TIME_RE,
  type Obj,
} from '../fields';
import { keyedMac, sha256Hex, type MacFn } from '../hash';
import { ascii, toHex } from '../hex';
import { leafBytes, rootFromPath, treeLevels } from '../merkle';
import { CounterMsg, DrawStream, macWordSource } from '../stream';
import type { LogPart, Mismatch } from '../types';
import { addDeck52, DECK52_QUARTERS, isAce } from './counting';
import { listPosition, previewList, type CommonFields, type EventAt, type EventsAt, type PreviewOf, type Progress, type ReportOf, type SchemeCounts, type SchemeModule } from './scheme';

/** One card of a player's receipt: its position in the deck, the card, its salt and Merkle path. */
export interface Receipt {
  position: number;
  card: number;
  salt: string;
  path: string[];
}

export interface PokerHand {
  n: number;
  /** [seat number, client seed], seat numbers ascending */
  seats: [number, string][];
  handCommitment: string;
  root: string;
  committedAt?: string;
  deck?: number[];
  cards?: Receipt[];
  log?: LogPart;
}

export interface PokerProof extends CommonFields {
  scheme: 'poker_hmac_v1';
  game: 'poker';
  table: string;
  session: string;
  commitment: string;
  serverSeed?: string;
  hands: PokerHand[];
}

export interface PokerHandReport {
  n: number;
  handCommitment: string;
  root: string;
  deck: number[];
}

export interface ReceiptReport {
  n: number;
  position: number;
  card: number;
  ok: boolean;
}

/** One hand's result (beyond the spec): its own checks and its receipts' all passed; log parts apart. */
export interface HandResult {
  n: number;
  ok: boolean;
}

/** The outcome fields of its report; `handResults` (one per hand, document order) is this site's addition. */
export interface PokerOutcome {
  commitment?: string;
  commitmentOk?: boolean;
  hands?: PokerHandReport[];
  cards?: ReceiptReport[];
  handResults?: HandResult[];
}
export type PokerReport = ReportOf<'poker_hmac_v1', PokerOutcome>;

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
  const text = ascii(handValue);
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

function parseHand(h: unknown, i: number, p: PokerProof, ns: Set<number>): PokerHand {
  const f = `hands[${i}]`;
  const ho = obj(h, f);
  const n = int(get(ho, 'n'), `${f}.n`, 1, Number.MAX_SAFE_INTEGER);
  if (ns.has(n)) fail(`${f}.n`, 'repeated', { item: n });
  ns.add(n);
  const so = obj(get(ho, 'seats'), `${f}.seats`);
  const seats: [number, string][] = [];
  for (const k of Object.keys(so)) {
    if (!/^(?:[0-9]|1[0-5])$/.test(k)) fail(`${f}.seats`, 'expected', { expected: 'seats' });
    seats.push([Number(k), clientSeed(so[k], `${f}.seats.${k}`)]);
  }
  if (seats.length === 0) fail(`${f}.seats`, 'expected', { expected: 'seat' });
  seats.sort((a, b) => a[0] - b[0]);
  const hand: PokerHand = {
    n, seats,
    handCommitment: digest(get(ho, 'handCommitment'), `${f}.handCommitment`),
    root: digest(get(ho, 'root'), `${f}.root`),
  };
  const ca = get(ho, 'committedAt');
  if (ca !== undefined) hand.committedAt = str(ca, `${f}.committedAt`, TIME_RE, 'time');
  const hl = get(ho, 'log');
  if (hl !== undefined) {
    hand.log = logPart(hl, `${f}.log`);
    if (p.id === undefined) fail('id', 'required', LOG);
    if (hand.committedAt === undefined) fail(`${f}.committedAt`, 'required', LOG);
  }
  const d = get(ho, 'deck');
  if (d !== undefined) hand.deck = cardList(d, `${f}.deck`, 52, ALL_CARDS, 51, 'distinctCards');
  const cs = get(ho, 'cards');
  if (cs !== undefined) {
    hand.cards = arr(cs, `${f}.cards`, 0, 52, 'cards').map((c, j): Receipt => {
      const g = `${f}.cards[${j}]`;
      const co = obj(c, g);
      const position = int(get(co, 'position'), `${g}.position`, 0, 51);
      const card = int(get(co, 'card'), `${g}.card`, 0, 51);
      const salt = digest(get(co, 'salt'), `${g}.salt`);
      const path = arr(get(co, 'path'), `${g}.path`, 6, 6, 'hashes').map((x, k) => digest(x, `${g}.path[${k}]`));
      return { position, card, salt, path };
    });
  }
  return hand;
}

function parse(o: Obj): PokerProof {
  const table = ident(get(o, 'table'), 'table');
  const session = ident(get(o, 'session'), 'session');
  const commitment = digest(get(o, 'commitment'), 'commitment');
  const p: PokerProof = { scheme: 'poker_hmac_v1', game: 'poker', table, session, commitment, hands: [] };
  common(o, p);
  const s = get(o, 'serverSeed');
  if (s !== undefined) p.serverSeed = textSeed(s, 'serverSeed');
  // a session committed before its first hand may carry no `hands` yet: same as []
  const hs = arr(get(o, 'hands') ?? [], 'hands', 0, MAX_DEALS, 'hands');
  const ns = new Set<number>();
  p.hands = hs.map((h, i) => parseHand(h, i, p, ns));
  return p;
}

/** Recompute every hand once the seed is out (yielding after each hand), then check every receipt against its hand's root. */
function* verify(p: PokerProof, c: Checks): Generator<Progress, { revealed: boolean; body: PokerOutcome }> {
  const body: PokerOutcome = {};
  const revealed = p.serverSeed !== undefined;
  const total = p.hands.length;
  const mac = revealed ? keyedMac(p.serverSeed!) : undefined;
  if (revealed) Object.assign(body, c.commitment(p.commitment, sha256Hex(p.serverSeed!)));
  const hands: PokerHandReport[] = [];
  for (let i = 0; i < total; i++) {
    const h = p.hands[i]!;
    if (mac) {
      const r = computeHand(mac, p.table, p.session, h.n, h.seats);
      hands.push({ n: h.n, handCommitment: r.handCommitment, root: r.root, deck: r.deck });
      c.check(h.handCommitment === r.handCommitment, `hands[${i}].handCommitment`, h.handCommitment, r.handCommitment);
      c.check(h.root === r.root, `hands[${i}].root`, h.root, r.root);
      if (h.deck) c.each(`hands[${i}].deck`, h.deck, r.deck);
    }
    yield { done: i + 1, total };
  }
  if (revealed) body.hands = hands;
  const cards: ReceiptReport[] = [];
  for (const h of p.hands) {
    for (const r of h.cards ?? []) {
      const root = rootFromPath(r.position, r.card, r.salt, r.path);
      const ok = c.check(root === h.root, `cards[${cards.length}]`, h.root, root);
      cards.push({ n: h.n, position: r.position, card: r.card, ok });
    }
  }
  if (cards.length) body.cards = cards;
  const checked = revealed || cards.length > 0;
  if (checked && total > 0) body.handResults = handResults(p.hands, c.mismatches, cards);
  return { revealed: checked, body };
}

/**
 * Each hand's verdict: no mismatch under `hands[i].` and every receipt of its number verified. Read
 * from sets made in one pass: a scan of every mismatch per hand made a session of wrong decks
 * quadratic (every card of every deck is a mismatch).
 */
function handResults(hands: readonly PokerHand[], mismatches: readonly Mismatch[], cards: readonly ReceiptReport[]): HandResult[] {
  const badIndex = new Set<number>();
  for (const m of mismatches) {
    const i = /^hands\[(\d+)\]\./.exec(m.at);
    if (i) badIndex.add(Number(i[1]));
  }
  const badNumber = new Set(cards.filter((r) => !r.ok).map((r) => r.n));
  return hands.map((h, i) => ({ n: h.n, ok: !badIndex.has(i) && !badNumber.has(h.n) }));
}

/** A hand's number written in a query or an argument: decimal digits, 1 up to what a document's `n` may be; else null. */
export function handNumber(text: string): number | null {
  const n = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** The public fields of its documents besides scheme and game: what a publisher sends and the site serves. */
export const pokerFields: readonly string[] = ['table', 'session', 'commitment', 'hands'];

/** What a report path names (./index.ts EVENTS; apart from the module): a hand's card, commitment or root (by the hand's number), a receipt. */
export const pokerEvents: EventsAt<PokerProof> = (p, at) => {
  const receipt = listPosition(at, 'cards');
  if (receipt !== null) return receiptCard(p, receipt - 1);
  const m = /^hands\[(\d+)\]\.(\w+)(?:\[(\d+)\])?$/.exec(at);
  if (!m) return null;
  const hand = p.hands[Number(m[1])]?.n ?? Number(m[1]) + 1;
  if (m[2] === 'deck') return { kind: 'handCard', hand, n: Number(m[3]) + 1 };
  return { kind: 'pokerHand', hand, part: m[2] === 'root' ? 'root' : 'handCommitment' };
};

/** The `k`-th card of the receipts (the report's `cards[k]`, every hand's receipt cards in turn): its hand and the card. */
function receiptCard(p: PokerProof, k: number): EventAt | null {
  for (const h of p.hands) {
    const cards = h.cards ?? [];
    if (k < cards.length) return { kind: 'receipt', hand: h.n, card: cards[k]!.card };
    k -= cards.length;
  }
  return null;
}

/** What a page draws of a long proof first (./index.ts PREVIEWS; apart from the module: verifier.js never needs it). */
export const pokerPreview: PreviewOf<PokerProof> = (p, { groups }) => previewList(p, p.hands, groups, (hands) => ({ ...p, hands }));

export const poker: SchemeModule<PokerProof, PokerOutcome> = {
  id: 'poker_hmac_v1',
  games: ['poker'],
  seeds: [{ seed: 'serverSeed', commitment: 'commitment' }],
  session: 'hands',
  parse,
  verify,
  entryLines: (p) => [`commitment ${p.commitment}`],
  // every hand is logged when it is added (log.md, "Entries")
  logged: (p) =>
    p.hands.map((h, i) => ({
      n: h.n,
      at: `hands[${i}]`,
      lines: [`hand ${h.n}`, `handCommitment ${h.handCommitment}`, `root ${h.root}`],
      committedAt: h.committedAt,
      log: h.log,
    })),
};

/** Its statistics (stats.md): every hand's recomputed deck, whether or not the hand carries a recorded one. */
export const pokerCounts: SchemeCounts<PokerOutcome, PokerProof> = {
  tables: [DECK52_QUARTERS],
  count(r, add) {
    for (const h of r.hands ?? []) addDeck52(h.deck, add);
  },
  // Hole cards as the table deals them: one card to each seated player in seat order, twice; so the
  // k-th seated player (seat numbers ascending) gets positions k and k + players. Aces per seat number
  // over the hands that seat played; the seat said as players count it, from 1.
  observe(r, p) {
    const seatsOf = new Map(p.hands.map((h) => [h.n, h.seats.map(([s]) => s)]));
    const bySeat = new Map<number, { aces: number; hands: number }>();
    for (const h of r.hands ?? []) {
      const seats = seatsOf.get(h.n) ?? [];
      seats.forEach((seat, k) => {
        const got = [h.deck[k]!, h.deck[k + seats.length]!];
        const t = bySeat.get(seat) ?? { aces: 0, hands: 0 };
        t.aces += got.filter(isAce).length;
        t.hands++;
        bySeat.set(seat, t);
      });
    }
    return [...bySeat.entries()]
      .sort(([a], [b]) => a - b)
      .map(([seat, t]) => ({
        kind: 'aces' as const,
        seat: seat + 1,
        deals: t.hands,
        cards: 2,
        x: t.aces,
        of: { law: 'hypergeometric' as const, population: 52, marked: 4, draws: 2, times: t.hands },
      }));
  },
};
