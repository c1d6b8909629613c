import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chessWhite, computeHand, computeMatch, dieRounds, keyedMac, MATCH_GAMES, merklePath, rollPairs, rootFromPath, sha256Hex,
  type MacFn,
} from '../../../lib/fair';
import { verifyAny as verify } from './helpers';
import { hexToBytes, toHex } from '../../../lib/fair/hex';
import { refHand, refMatch, refRollPairs, refWhite } from '../../../scripts/bench/ref-node';

const dec = (b: Uint8Array) => new TextDecoder().decode(b);
const clientSeed = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
const textSeed = fc.stringMatching(/^[\x21-\x7e]{1,40}$/);

/** A fake MAC: all bytes ≥ 252 unless `good(message)`; then the first byte is `byte`. Records messages. */
function fakeMac(good: (m: string) => boolean, byte: number): { mac: MacFn; seen: string[] } {
  const seen: string[] = [];
  const mac: MacFn = (msg, out) => {
    const m = dec(msg);
    seen.push(m);
    const o = out ?? new Uint8Array(32);
    o.fill(252 + (seen.length % 4));
    if (good(m)) o[31] = byte;
    return o;
  };
  return { mac, seen };
}

describe('roll_pair_v1', () => {
  it('appends + to the seeds part until a MAC has a byte < 252', () => {
    const { mac, seen } = fakeMac((m) => m.includes('++:'), 7 * 36 - 1 + 0); // 251 → v = 35 → (6, 6)
    expect(rollPairs(mac, ['a', 'b'], 1)).toEqual([[6, 6]]);
    expect(seen).toEqual(['a:b:1', 'a:b+:1', 'a:b++:1']);
  });
  it('uses the first byte < 252 and maps it to two dice', () => {
    const { mac } = fakeMac(() => true, 13); // 13 → (3, 2)
    expect(rollPairs(mac, ['x'], 3)).toEqual([[3, 2], [3, 2], [3, 2]]);
  });
  it('matches an independent node:crypto implementation', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 16, maxLength: 64 }), fc.array(clientSeed, { minLength: 1, maxLength: 3 }), (seed, seeds) => {
      const hex = toHex(seed);
      expect(rollPairs(keyedMac(seed), seeds, 30)).toEqual(refRollPairs(hex, seeds, 30));
    }), { numRuns: 30 });
  });
});

describe('die_round_v1', () => {
  it('moves to the next round when a MAC has no byte < 252', () => {
    const { mac, seen } = fakeMac((m) => m.endsWith(':3'), 9); // 9 mod 6 + 1 = 4
    expect(dieRounds(mac, 'a:b', 1)).toEqual([4]);
    expect(seen).toEqual(['a:b:1:0', 'a:b:1:1', 'a:b:1:2', 'a:b:1:3']);
  });
  it('gives null (never a made-up value) after 16 empty rounds', () => {
    const { mac, seen } = fakeMac(() => false, 0);
    expect(dieRounds(mac, 'c', 2)).toEqual([null, null]);
    expect(seen.length).toBe(32);
    expect(seen[15]).toBe('c:1:15');
    expect(seen[16]).toBe('c:2:0');
  });
  it('maps the byte to (b mod 6) + 1', () => {
    for (let b = 0; b < 252; b += 25) expect(dieRounds(fakeMac(() => true, b).mac, 's', 1)).toEqual([(b % 6) + 1]);
  });
});

describe('match_seed_v2', () => {
  it('every game matches an independent BigInt/node:crypto implementation', () => {
    fc.assert(fc.property(textSeed, fc.constantFrom(...MATCH_GAMES), clientSeed, fc.array(clientSeed, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 6 }), (seed, game, matchId, seeds, n) => {
      const count = game === 'mahjong' ? n * 20 + 4 : game === 'backgammon' ? n * 5 : n;
      const mine = computeMatch(keyedMac(seed), game, matchId, seeds, count);
      const ref = refMatch(seed, game, matchId, seeds, count);
      expect(mine).toEqual(ref);
    }), { numRuns: 40 });
  });
  it('draws the whole mahjong wall as a permutation of 0…143', () => {
    const m = computeMatch(keyedMac('s'), 'mahjong', 'm', ['a'], 144);
    expect(m.draws!.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 144 }, (_, i) => i));
  });
});

describe('poker_hmac_v1 and its Merkle tree', () => {
  it('hands match an independent implementation', () => {
    fc.assert(fc.property(textSeed, clientSeed, clientSeed, fc.integer({ min: 1, max: 1000 }), fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 4 }), (seed, t, s, n, seatNos) => {
      const seats = seatNos.map((x): [number, string] => [x, `c${x}`]);
      const mine = computeHand(keyedMac(seed), t, s, n, seats);
      const ref = refHand(seed, t, s, n, seats);
      expect({ n, handCommitment: mine.handCommitment, root: mine.root, deck: mine.deck }).toEqual(ref);
      expect(mine.handCommitment).toBe(sha256Hex(mine.handValue));
    }), { numRuns: 10 });
  });
  it('orders seats numerically (2 before 10)', () => {
    const a = computeHand(keyedMac('k'), 't', 's', 1, [[10, 'x'], [2, 'y']]);
    const b = computeHand(keyedMac('k'), 't', 's', 1, [[2, 'y'], [10, 'x']]);
    expect(a.deck).toEqual(b.deck);
    expect(a.deck).toEqual(refHand('k', 't', 's', 1, [[2, 'y'], [10, 'x']]).deck);
  });
  it('every leaf proves against its root; any change to card, salt, position or path fails', () => {
    fc.assert(fc.property(textSeed, fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 51 }), fc.integer({ min: 1, max: 51 }), fc.integer({ min: 0, max: 5 }), (seed, n, pos, delta, level) => {
      const h = computeHand(keyedMac(seed), 'T', 'S', n, [[0, 'a']]);
      for (let i = 0; i < 52; i++) {
        expect(rootFromPath(i, h.deck[i]!, toHex(h.salts[i]!), merklePath(h.levels, i))).toBe(h.root);
      }
      const card = h.deck[pos]!;
      const salt = toHex(h.salts[pos]!);
      const path = merklePath(h.levels, pos);
      expect(rootFromPath(pos, (card + delta) % 52, salt, path)).not.toBe(h.root);
      const badSalt = (salt[0] === '0' ? '1' : '0') + salt.slice(1);
      expect(rootFromPath(pos, card, badSalt, path)).not.toBe(h.root);
      expect(rootFromPath((pos + delta) % 52, card, salt, path)).not.toBe(h.root);
      const p2 = path.slice();
      p2[level] = toHex(hexToBytes(p2[level]!).map((b, j) => (j === 31 ? b ^ 1 : b)));
      expect(rootFromPath(pos, card, salt, p2)).not.toBe(h.root);
    }), { numRuns: 8 });
  });
  it('a receipt built from the tree verifies, and a tampered one fails with a cards[i] mismatch', () => {
    const seed = 'sessionseed';
    const h = computeHand(keyedMac(seed), 't1', 's1', 7, [[0, 'a'], [3, 'b']]);
    const receipt = (i: number) => ({ position: i, card: h.deck[i]!, salt: toHex(h.salts[i]!).toUpperCase(), path: merklePath(h.levels, i) });
    const doc = {
      scheme: 'poker_hmac_v1', game: 'poker', table: 't1', session: 's1', commitment: sha256Hex(seed),
      hands: [{ n: 7, seats: { 3: 'b', 0: 'a' }, handCommitment: h.handCommitment, root: h.root, cards: [receipt(0), receipt(1), receipt(51)] }],
    };
    const r = verify(doc);
    expect(r.ok).toBe(true);
    expect(r.cards).toEqual([0, 1, 51].map((i) => ({ n: 7, position: i, card: h.deck[i], ok: true })));
    const bad = structuredClone(doc);
    bad.hands[0]!.cards[1]!.card = (h.deck[1]! + 1) % 52;
    const rb = verify(bad);
    expect(rb.ok).toBe(false);
    expect(rb.mismatches.map((m) => m.at)).toEqual(['cards[1]']);
    expect(rb.mismatches[0]!.recorded).toBe(h.root);
    // with the seed revealed, the hand is recomputed too
    const full = verify({ ...doc, serverSeed: seed });
    expect(full.ok).toBe(true);
    expect(full.hands).toEqual([{ n: 7, handCommitment: h.handCommitment, root: h.root, deck: h.deck }]);
    // a wrong stated root fails both the recomputation and the receipts
    const wrongRoot = structuredClone({ ...doc, serverSeed: seed });
    wrongRoot.hands[0]!.root = h.handCommitment;
    expect(verify(wrongRoot).mismatches.map((m) => m.at)).toEqual(['hands[0].root', 'cards[0]', 'cards[1]', 'cards[2]']);
  });
});

describe('chess_colour_v1', () => {
  it('XORs the two 52-bit words exactly like BigInt does', () => {
    fc.assert(fc.property(textSeed, fc.option(textSeed, { nil: undefined }), clientSeed, clientSeed, (a, b, ca, cb) => {
      const commitA = sha256Hex(a);
      const commitB = b === undefined ? undefined : sha256Hex(b);
      const clientB = b === undefined ? '' : cb;
      expect(chessWhite(a, b, commitA, commitB, ca, clientB)).toBe(refWhite(a, b, commitA, commitB, ca, clientB));
    }), { numRuns: 200 });
  });
  it('handles a bot game (commit "-", empty client seed, seedA only)', () => {
    const seedA = 'abc';
    const doc = { scheme: 'chess_colour_v1', game: 'chess', commitA: sha256Hex(seedA).toUpperCase(), clientA: 'x1', seedA, clientB: '' };
    const r = verify(doc);
    const white = refWhite(seedA, undefined, sha256Hex(seedA), undefined, 'x1', '');
    expect(r).toMatchObject({ ok: true, white, commitA: sha256Hex(seedA), commitmentOk: true });
    expect(r.commitB).toBeUndefined();
    expect(verify({ ...doc, recorded: { white: white === 'A' ? 'B' : 'A' } }).mismatches.map((m) => m.at)).toEqual(['white']);
  });
  it('a wrong commitB fails with one commitmentOk for both sides', () => {
    const doc = { scheme: 'chess_colour_v1', game: 'chess', commitA: sha256Hex('a'), clientA: 'x', seedA: 'a', commitB: sha256Hex('c'), clientB: 'y', seedB: 'b' };
    const r = verify(doc);
    expect(r.ok).toBe(false);
    expect(r.commitmentOk).toBe(false);
    expect(r.commitB).toBe(sha256Hex('b'));
    expect(r.mismatches.map((m) => m.at)).toEqual(['commitB']);
  });
});
