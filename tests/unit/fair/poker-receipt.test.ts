// A player's receipt against a session page (lib/fair/schemes/poker-receipt.ts) and the session
// notices (poker-session.ts): receipts built with lib/fair's own hand recomputation and Merkle paths.
import { describe, expect, it } from 'vitest';
import { computeHand, keyedMac, merklePath, parseProof, sha256Hex, verify, type PokerProof } from '../../../lib/fair/core';
import { isInputError } from '../../../lib/fair/errors';
import { toHex } from '../../../lib/fair/hex';
import { checkReceiptAgainst, readReceipt, receiptFragment, receiptFromFragment } from '../../../lib/fair/schemes/poker-receipt';
import { SESSION_MAX_HANDS, sessionNotices } from '../../../lib/fair/schemes/poker-session';

const TABLE = 't-9';
const SESSION = 's-1';
const SEATS: Record<string, string> = { '1': 'aa11', '4': 'bb22' };
const seatList = Object.entries(SEATS).map(([s, c]) => [Number(s), c] as [number, string]);

/** A session document (committed unless `reveal`) with hands `ns`, and its seed. */
function session(seed: string, ns: number[], reveal = false): Record<string, unknown> {
  const mac = keyedMac(seed);
  const hands = ns.map((n) => {
    const h = computeHand(mac, TABLE, SESSION, n, seatList);
    return { n, seats: SEATS, handCommitment: h.handCommitment, root: h.root, ...(reveal ? { deck: h.deck } : {}) };
  });
  return { scheme: 'poker_hmac_v1', game: 'poker', table: TABLE, session: SESSION, commitment: sha256Hex(seed), hands, ...(reveal ? { serverSeed: seed } : {}) };
}

/** A receipt of `positions` in each hand `ns`, dealt from `seed` (another seed: a self-consistent forgery). */
function receipt(seed: string, ns: number[], positions = [0, 9, 20], commitment = sha256Hex(seed)): Record<string, unknown> {
  const mac = keyedMac(seed);
  return {
    scheme: 'poker_hmac_v1',
    game: 'poker',
    table: TABLE,
    session: SESSION,
    commitment,
    hands: ns.map((n) => {
      const h = computeHand(mac, TABLE, SESSION, n, seatList);
      return {
        n,
        seats: SEATS,
        handCommitment: h.handCommitment,
        root: h.root,
        cards: positions.map((position) => ({ position, card: h.deck[position]!, salt: toHex(h.salts[position]!), path: merklePath(h.levels, position) })),
      };
    }),
  };
}

const SEED = 'the-session-seed';
const page = (doc: Record<string, unknown>) => parseProof(doc) as PokerProof;
const check = (s: Record<string, unknown>, r: Record<string, unknown>) => checkReceiptAgainst(page(s), readReceipt(JSON.stringify(r)));

describe('a receipt against the session page', () => {
  it('a genuine receipt is verified while the session is committed, every card against the published root', () => {
    const c = check(session(SEED, [1, 2, 3]), receipt(SEED, [1, 3]));
    expect(c.ok).toBe(true);
    expect(c.revealed).toBe(false);
    expect(c.cards).toBe(6);
    expect(c.failedCards).toBe(0);
    expect(c.hands.map((h) => [h.n, h.rootOk, h.published === h.root])).toEqual([
      [1, true, true],
      [3, true, true],
    ]);
    expect(c.hands[0]!.cards.every((x) => x.pathOk && x.dealt === undefined)).toBe(true);
  });

  it('after the reveal each card is also the recomputed deck card at its position', () => {
    const c = check(session(SEED, [1, 2], true), receipt(SEED, [2]));
    expect(c.ok).toBe(true);
    expect(c.revealed).toBe(true);
    const deck = computeHand(keyedMac(SEED), TABLE, SESSION, 2, seatList).deck;
    expect(c.hands[0]!.cards.map((x) => [x.position, x.card, x.dealt])).toEqual([0, 9, 20].map((p) => [p, deck[p], deck[p]]));
  });

  it('a swapped card fails at that card only', () => {
    const r = receipt(SEED, [1]);
    const cards = (r.hands as { cards: { card: number }[] }[])[0]!.cards;
    cards[1]!.card = (cards[1]!.card + 1) % 52;
    const c = check(session(SEED, [1]), r);
    expect(c.ok).toBe(false);
    expect(c.failedCards).toBe(1);
    expect(c.hands[0]!.rootOk).toBe(true);
    expect(c.hands[0]!.cards.map((x) => x.ok)).toEqual([true, false, true]);
  });

  it('a self-consistent receipt whose root the site never published fails, though it fits its own root', () => {
    // dealt from another seed: every path leads to the receipt's own root, which this page never published
    const c = check(session(SEED, [1]), receipt('another-seed', [1], [0, 9, 20], sha256Hex(SEED)));
    expect(c.ok).toBe(false);
    expect(c.same).toEqual({ table: true, session: true, commitment: true });
    const h = c.hands[0]!;
    expect(h.rootOk).toBe(false);
    expect(h.selfConsistent).toBe(true);
    expect(h.published).not.toBe(h.root);
    expect(c.failedCards).toBe(3);
  });

  it('a hand the site does not have fails', () => {
    const c = check(session(SEED, [1, 2]), receipt(SEED, [1, 7]));
    expect(c.ok).toBe(false);
    expect(c.hands.map((h) => [h.n, h.ok, h.published === undefined])).toEqual([
      [1, true, false],
      [7, false, true],
    ]);
  });

  it('another table, session or commitment fails even when the cards fit', () => {
    const r = { ...receipt(SEED, [1]), commitment: sha256Hex('other') };
    const c = check(session(SEED, [1]), r);
    expect(c.ok).toBe(false);
    expect(c.same).toEqual({ table: true, session: true, commitment: false });
    expect(c.failedCards).toBe(0);
  });

  it('after the reveal a card that fits a published root but not the seed fails (the page published a forged root)', () => {
    // the page publishes, for hand 1, the root of a deck its revealed seed does not deal
    const forged = session('another-seed', [1]);
    const s = { ...session(SEED, [1], true), hands: (forged.hands as object[]).map((h) => ({ ...h })) };
    const c = check(s, receipt('another-seed', [1], [0, 9, 20], sha256Hex(SEED)));
    expect(c.ok).toBe(false);
    expect(c.hands[0]!.rootOk).toBe(true);
    expect(c.hands[0]!.cards.every((x) => x.pathOk)).toBe(true);
    expect(c.hands[0]!.cards.some((x) => x.dealt !== x.card)).toBe(true);
  });
});

describe('reading a receipt', () => {
  const text = JSON.stringify(receipt(SEED, [1]));

  it('round-trips through #receipt=<base64url>', () => {
    const frag = receiptFragment(text);
    expect(frag).toMatch(/^#receipt=[A-Za-z0-9_-]+$/);
    expect(receiptFromFragment(frag)).toBe(text);
    expect(receiptFromFragment(`#x=1&${frag.slice(1)}`)).toBe(text);
    expect(receiptFromFragment('#v=1&j=abc')).toBeNull();
    expect(receiptFromFragment('')).toBeNull();
  });

  const errorOf = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      if (isInputError(e)) return [e.field, e.message];
      throw e;
    }
    return null;
  };

  it('names the field of what it cannot read', () => {
    expect(errorOf(() => receiptFromFragment('#receipt=@@@'))).toEqual(['receipt', 'expected the receipt as base64url after #receipt=']);
    expect(errorOf(() => receiptFromFragment('#receipt=_w'))).toEqual(['receipt', 'the base64url after #receipt= is not UTF-8 text']);
    expect(errorOf(() => readReceipt('{"scheme":'))?.[0]).toBe('document');
    expect(errorOf(() => readReceipt(JSON.stringify({ scheme: 'die_round_v1', game: 'dice', commitment: sha256Hex('x') })))).toEqual([
      'scheme',
      'expected a poker receipt, got a die_round_v1 document',
    ]);
    expect(errorOf(() => readReceipt(JSON.stringify(session(SEED, [1]))))).toEqual(['hands', 'a receipt lists at least one hand with its cards (hands[].cards)']);
    const bad = receipt(SEED, [1]);
    (bad.hands as { cards: { path: string[] }[] }[])[0]!.cards[0]!.path.pop();
    expect(errorOf(() => readReceipt(JSON.stringify(bad)))?.[0]).toBe('hands[0].cards[0].path');
  });
});

describe('session notices', () => {
  const at = (iso: string) => Date.parse(iso);
  const doc = (over: Record<string, unknown>, ns: number[]) =>
    parseProof({
      ...session(SEED, ns),
      committedAt: '2026-11-30T10:00:00.000Z',
      status: 'committed',
      ...over,
    }) as PokerProof & { hands: { committedAt?: string }[] };

  it('none for an ordinary session, nor for another scheme', () => {
    expect(sessionNotices(doc({}, [1, 2, 3]), at('2026-11-30T12:00:00.000Z'))).toEqual([]);
    expect(sessionNotices(parseProof({ scheme: 'die_round_v1', game: 'dice', commitment: sha256Hex('x') }), 0)).toEqual([]);
  });

  it('gaps in the hand numbers: the missing ones, counted', () => {
    expect(sessionNotices(doc({}, [1, 2, 5, 6, 9]), at('2026-11-30T12:00:00.000Z'))).toEqual([{ kind: 'gaps', missing: [3, 4, 7, 8], count: 4 }]);
    expect(sessionNotices(doc({}, [3]), at('2026-11-30T12:00:00.000Z'))).toEqual([{ kind: 'gaps', missing: [1, 2], count: 2 }]);
    const many = sessionNotices(doc({}, [1, 40]), at('2026-11-30T12:00:00.000Z'));
    expect(many).toEqual([{ kind: 'gaps', missing: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11], count: 38 }]);
  });

  it(`past ${SESSION_MAX_HANDS} hands`, () => {
    const ns = Array.from({ length: 501 }, (_, i) => i + 1);
    const p = { ...(doc({}, [1]) as PokerProof), hands: ns.map((n) => ({ n, seats: seatList, handCommitment: '0'.repeat(64), root: '0'.repeat(64) })) };
    expect(sessionNotices(p, at('2026-11-30T12:00:00.000Z'))).toEqual([{ kind: 'hands', max: 501, count: 501 }]);
    const p500 = { ...p, hands: p.hands.slice(0, 500) };
    expect(sessionNotices(p500, at('2026-11-30T12:00:00.000Z'))).toEqual([]);
  });

  it('past 24 hours: hands spanning more, or a seed still unpublished a day after the commitment', () => {
    const p = doc({}, [1, 2]);
    p.hands[0]!.committedAt = '2026-11-30T10:05:00.000Z';
    p.hands[1]!.committedAt = '2026-12-01T13:30:00.000Z';
    expect(sessionNotices(p, at('2026-12-01T13:40:00.000Z'))).toEqual([
      { kind: 'hours', hours: 27 },
      { kind: 'overdue', hours: 27 },
    ]);
    const revealed = { ...p, status: 'revealed' as const, serverSeed: SEED };
    expect(sessionNotices(revealed, at('2026-12-09T00:00:00.000Z'))).toEqual([{ kind: 'hours', hours: 27 }]);
    p.hands[1]!.committedAt = '2026-12-01T09:59:00.000Z';
    expect(sessionNotices(p, at('2026-12-01T09:59:30.000Z'))).toEqual([]);
  });
});

describe("a revealed session's verdict per hand", () => {
  const hands = (r: ReturnType<typeof verify>) => (r as { handResults?: { n: number; ok: boolean }[] }).handResults;

  it('fails the hand whose deck, root or receipt is wrong, and only that hand', () => {
    const doc = session(SEED, [1, 2, 3, 4], true) as { hands: Record<string, unknown>[] };
    const deck = doc.hands[1]!.deck as number[];
    doc.hands[1]!.deck = [deck[1], deck[0], ...deck.slice(2)];
    doc.hands[3]!.root = '0'.repeat(64);
    expect(hands(verify(doc))).toEqual([{ n: 1, ok: true }, { n: 2, ok: false }, { n: 3, ok: true }, { n: 4, ok: false }]);

    const forged = receipt('another seed', [3], [5], sha256Hex(SEED)) as { hands: Record<string, unknown>[] };
    const withReceipt = session(SEED, [2, 3]) as { hands: Record<string, unknown>[] };
    withReceipt.hands[1]!.cards = forged.hands[0]!.cards;
    expect(hands(verify(withReceipt))).toEqual([{ n: 2, ok: true }, { n: 3, ok: false }]);
  });

  // every card of every deck wrong: a mismatch per card. Scanning them all for each hand took
  // minutes at the document sizes the API accepts; read once, this is a second or two
  it('of 6,000 hands whose every deck is wrong, within the test timeout', () => {
    const doc = session(SEED, Array.from({ length: 6000 }, (_, i) => i + 1), true) as { hands: { deck: number[] }[] };
    for (const h of doc.hands) h.deck.reverse();
    const r = verify(doc);
    expect(r.mismatches.length).toBe(6000 * 52);
    expect(hands(r)!.every((h) => !h.ok)).toBe(true);
  }, 20_000);
});
