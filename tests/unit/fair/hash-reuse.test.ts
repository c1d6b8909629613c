/**
 * The reused-state hashing in lib/fair/hash.ts (Sha256From, keyedMac, absorbPrefix) against
 * node:crypto, at every block boundary, and the schemes whose constant message prefixes are
 * long enough to be absorbed (≥ 64 bytes) against the independent reference.
 */
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeHand, computeMatch, dieRounds, keyedMac, rollPairs, type MacFn } from '../../../lib/fair';
import { absorbPrefix, SHA256 } from '../../../lib/fair/hash';
import { toHex } from '../../../lib/fair/hex';
import { refHand, refMatch, refRollPairs } from '../../../scripts/bench/ref-node';

const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed * 7) & 255);
const nodeSha = (m: Uint8Array) => createHash('sha256').update(m).digest('hex');
const nodeMac = (k: Uint8Array, m: Uint8Array) => createHmac('sha256', k).update(m).digest('hex');
const cat = (a: Uint8Array, b: Uint8Array) => {
  const r = new Uint8Array(a.length + b.length);
  r.set(a);
  r.set(b, a.length);
  return r;
};

describe('SHA256 (one reused work state)', () => {
  it('matches node:crypto for every length 0…300, twice in a row', () => {
    for (let n = 0; n <= 300; n++) {
      const m = bytes(n, n);
      const want = nodeSha(m);
      expect(toHex(SHA256.peek(m))).toBe(want);
      expect(toHex(SHA256.into(m))).toBe(want);
    }
  });
  it('into(out) writes the digest into out; peek is a view that the next call overwrites', () => {
    const out = new Uint8Array(32);
    expect(SHA256.into(bytes(10), out)).toBe(out);
    expect(toHex(out)).toBe(nodeSha(bytes(10)));
    const v = SHA256.peek(bytes(3));
    const first = toHex(v);
    SHA256.peek(bytes(4));
    expect(toHex(v)).not.toBe(first);
    expect(toHex(out)).toBe(nodeSha(bytes(10)));
  });
});

describe('keyedMac', () => {
  it('matches node:crypto for key lengths 0…150 and message lengths 0…200', () => {
    for (const kl of [0, 1, 31, 32, 63, 64, 65, 127, 128, 129, 150]) {
      const key = bytes(kl, 3);
      const mac = keyedMac(key);
      for (let n = 0; n <= 200; n += 7) expect(toHex(mac(bytes(n, n)))).toBe(nodeMac(key, bytes(n, n)));
    }
  });
  it('several MACs used in turn do not disturb each other', () => {
    const k1 = bytes(20, 1);
    const k2 = bytes(70, 2);
    const a = keyedMac(k1);
    const b = keyedMac(k2);
    const out = new Uint8Array(32);
    for (let n = 0; n < 100; n += 9) {
      expect(toHex(a(bytes(n), out))).toBe(nodeMac(k1, bytes(n)));
      expect(toHex(b(bytes(n)))).toBe(nodeMac(k2, bytes(n)));
    }
  });
});

describe('absorbPrefix', () => {
  it('mac(rest ‖ m) equals HMAC(prefix ‖ m) for every prefix length 0…200; rest is the bytes after the whole blocks', () => {
    const key = bytes(32, 9);
    const mac = keyedMac(key);
    for (let p = 0; p <= 200; p++) {
      const prefix = bytes(p, p);
      const { mac: after, rest } = absorbPrefix(mac, prefix);
      expect(rest.length).toBe(p % 64);
      expect(Array.from(rest)).toEqual(Array.from(prefix.subarray(p - (p % 64))));
      for (const n of [0, 1, 9, 55, 64, 70]) {
        const m = bytes(n, n + 1);
        expect(toHex(after(cat(rest, m)))).toBe(nodeMac(key, cat(prefix, m)));
      }
    }
  });
  it('works on an absorbed MAC again, and the original MAC is unchanged', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 100 }), fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 80 }), (key, p1, p2, m) => {
      const mac = keyedMac(key);
      const a = absorbPrefix(mac, p1);
      const b = absorbPrefix(a.mac, cat(a.rest, p2));
      expect(toHex(b.mac(cat(b.rest, m)))).toBe(nodeMac(key, cat(cat(p1, p2), m)));
      expect(toHex(a.mac(cat(a.rest, m)))).toBe(nodeMac(key, cat(p1, m)));
      expect(toHex(mac(m))).toBe(nodeMac(key, m));
    }), { numRuns: 60 });
  });
  it('leaves any other MAC as it is, with the whole prefix as rest', () => {
    const other: MacFn = (msg, out) => (out ?? new Uint8Array(32)).fill(msg.length);
    const prefix = bytes(130);
    const r = absorbPrefix(other, prefix);
    expect(r.mac).toBe(other);
    expect(r.rest).toBe(prefix);
  });
});

/** die_round_v1 from schemes.md with node:crypto (the shared reference has none). */
function refDice(seed: string, clientSeed: string, count: number): (number | null)[] {
  const dice: (number | null)[] = [];
  for (let n = 1; n <= count; n++) {
    let face: number | null = null;
    for (let round = 0; round < 16 && face === null; round++) {
      const b = createHmac('sha256', seed).update(`${clientSeed}:${n}:${round}`).digest().find((x) => x < 252);
      if (b !== undefined) face = (b % 6) + 1;
    }
    dice.push(face);
  }
  return dice;
}

/** Client seeds whose joined message prefix spans 0–3 whole SHA-256 blocks. */
const longSeed = fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/);

describe('schemes with long message prefixes (absorbed blocks) match the reference', () => {
  it('roll_pair_v1', () => {
    const hex = 'c804ef32aba7306523f6ae8cd166ea99b102388203b88593777237906e2a4c2a';
    const key = Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
    for (const seeds of [['a'.repeat(62)], ['b'.repeat(63)], ['c'.repeat(64)], ['d'.repeat(31), 'e'.repeat(31)], ['f'.repeat(32), 'g'.repeat(32)], ['h'.repeat(127)], ['i'.repeat(128)]]) {
      expect(rollPairs(keyedMac(key), seeds, 25)).toEqual(refRollPairs(hex, seeds, 25));
    }
    fc.assert(fc.property(fc.uint8Array({ minLength: 16, maxLength: 64 }), fc.array(longSeed, { minLength: 1, maxLength: 3 }), (seed, seeds) => {
      expect(rollPairs(keyedMac(seed), seeds, 12)).toEqual(refRollPairs(toHex(seed), seeds, 12));
    }), { numRuns: 25 });
  });
  it('die_round_v1', () => {
    fc.assert(fc.property(fc.stringMatching(/^[\x21-\x7e]{1,40}$/), fc.array(longSeed, { minLength: 1, maxLength: 3 }), (seed, seeds) => {
      const cs = seeds.join(':');
      expect(dieRounds(keyedMac(seed), cs, 12)).toEqual(refDice(seed, cs, 12));
    }), { numRuns: 25 });
  });
  it('match_seed_v2', () => {
    fc.assert(fc.property(fc.stringMatching(/^[\x21-\x7e]{1,40}$/), fc.constantFrom('bridge', 'mahjong', 'backgammon', 'baloot'), longSeed, fc.array(longSeed, { minLength: 1, maxLength: 4 }), (seed, game, matchId, seeds) => {
      expect(computeMatch(keyedMac(seed), game, matchId, seeds, 3)).toEqual(refMatch(seed, game, matchId, seeds, 3));
    }), { numRuns: 25 });
  });
  it('poker_hmac_v1', () => {
    fc.assert(fc.property(fc.stringMatching(/^[\x21-\x7e]{1,40}$/), fc.stringMatching(/^[a-z0-9]{1,24}$/), fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 6 }), longSeed, fc.integer({ min: 1, max: 999 }), (seed, s, seatNos, c, n) => {
      const seats = seatNos.map((x): [number, string] => [x, `${c}${x}`]);
      const mine = computeHand(keyedMac(seed), 't1', s, n, seats);
      expect({ n, handCommitment: mine.handCommitment, root: mine.root, deck: mine.deck }).toEqual(refHand(seed, 't1', s, n, seats));
    }), { numRuns: 12 });
  });
  it("poker_hmac_v1: changing one hand's returned levels leaves the next hand's root as it is", () => {
    const seats: [number, string][] = [[0, 'a'], [1, 'b']];
    const want = computeHand(keyedMac('seed'), 't1', 's', 2, seats).root;
    const first = computeHand(keyedMac('seed'), 't1', 's', 1, seats);
    for (const level of first.levels) for (const node of level) node.fill(0); // the pad nodes too
    expect(computeHand(keyedMac('seed'), 't1', 's', 2, seats).root).toBe(want);
  });
});
