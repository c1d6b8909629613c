import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, parseProof, sha256Hex, verify } from '../../../lib/fair';
import { allCases } from './helpers';

const H = 'ab'.repeat(32);
const rollPair = { scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: '00112233445566778899aabbccddeeff', clientSeeds: ['a', 'b'], count: 2, recorded: [[1, 2], [3, 4]] };
const die = { scheme: 'die_round_v1', game: 'dice', commitment: H, serverSeed: 'x', clientSeeds: ['a'], count: 3, recorded: [1, null, 6], telegram: [2] };
const deal = Array.from({ length: 52 }, (_, i) => i);
const baloot = Array.from({ length: 52 }, (_, i) => i).filter((i) => i % 13 >= 5);
const bridge = { scheme: 'match_seed_v2', game: 'bridge', matchId: 'm1', commitment: H, serverSeed: 's', clientSeeds: ['a', 'b', 'c', 'd'], count: 1, recorded: { seatOrder: [0, 1], deals: [deal] } };
const bal = { scheme: 'match_seed_v2', game: 'baloot', matchId: 'm1', commitment: H, serverSeed: 's', clientSeeds: ['a'], count: 1, recorded: { hands: [{ deck: baloot, rest: baloot.slice(0, 11) }] } };
const mj = { scheme: 'match_seed_v2', game: 'mahjong', matchId: 'm1', commitment: H, serverSeed: 's', clientSeeds: ['a'], count: 3, recorded: { draws: [0, 143, 7] } };
const receipt = { position: 0, card: 5, salt: H, path: [H, H, H, H, H, H] };
const poker = { scheme: 'poker_hmac_v1', game: 'poker', table: 't', session: 's', commitment: H, hands: [{ n: 1, seats: { '0': 'a', '10': 'b' }, handCommitment: H, root: H, deck: deal, cards: [receipt] }] };
const chess = { scheme: 'chess_colour_v1', game: 'chess', commitA: H, clientA: 'a', commitB: H, clientB: 'b', seedA: 'x', seedB: 'y', recorded: { white: 'A' } };

type Doc = Record<string, unknown>;
const set = (base: Doc, pathStr: string, value: unknown): Doc => {
  const d = structuredClone(base);
  const keys = pathStr.split('.');
  let o: Record<string, unknown> = d;
  for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
  if (value === undefined) delete o[keys.at(-1)!];
  else o[keys.at(-1)!] = value;
  return d;
};

const GOOD: [string, Doc][] = [['roll_pair', rollPair], ['die', die], ['bridge', bridge], ['baloot', bal], ['mahjong', mj], ['poker', poker], ['chess', chess]];

// [name, document or raw input, expected field]
const BAD: [string, unknown, string][] = [
  ['non-JSON text', 'not json', 'document'],
  ['empty text', '', 'document'],
  ['JSON array text', '[1,2]', 'document'],
  ['array', [rollPair], 'document'],
  ['null', null, 'document'],
  ['number', 42, 'document'],
  ['undefined', undefined, 'document'],
  ['JSON string literal', '"roll_pair_v1"', 'document'],
  ['missing scheme', set(rollPair, 'scheme', undefined), 'scheme'],
  ['unknown scheme', set(rollPair, 'scheme', 'roll_pair_v2'), 'scheme'],
  ['scheme not a string', set(rollPair, 'scheme', 1), 'scheme'],
  ['match_seed_v1', set(bridge, 'scheme', 'match_seed_v1'), 'scheme'],
  ['wrong game for scheme', set(rollPair, 'game', 'dice'), 'game'],
  ['unknown game', set(bridge, 'game', 'go'), 'game'],
  ['missing game', set(die, 'game', undefined), 'game'],
  ['id 0', set(rollPair, 'id', 0), 'id'],
  ['id string', set(rollPair, 'id', '5'), 'id'],
  ['bad committedAt', set(rollPair, 'committedAt', '2026-11-29T12:00:00Z'), 'committedAt'],
  ['bad status', set(rollPair, 'status', 'done'), 'status'],
  ['seed odd length', set(rollPair, 'serverSeed', '00112233445566778899aabbccddeeff0'), 'serverSeed'],
  ['seed 130 hex', set(rollPair, 'serverSeed', 'a'.repeat(130)), 'serverSeed'],
  ['seed number', set(rollPair, 'serverSeed', 12345), 'serverSeed'],
  ['commitment 65 hex', set(rollPair, 'commitment', H + 'a'), 'commitment'],
  ['commitment non-hex', set(die, 'commitment', 'g' + H.slice(1)), 'commitment'],
  ['commitment missing (die)', set(die, 'commitment', undefined), 'commitment'],
  ['clientSeeds missing with seed', set(rollPair, 'clientSeeds', undefined), 'clientSeeds'],
  ['clientSeeds empty', set(rollPair, 'clientSeeds', []), 'clientSeeds'],
  ['clientSeeds not array', set(rollPair, 'clientSeeds', 'a,b'), 'clientSeeds'],
  ['client seed with colon', set(rollPair, 'clientSeeds', ['a', 'b:c']), 'clientSeeds[1]'],
  ['client seed 129 chars', set(rollPair, 'clientSeeds', ['a'.repeat(129)]), 'clientSeeds[0]'],
  ['client seed empty', set(rollPair, 'clientSeeds', ['']), 'clientSeeds[0]'],
  ['client seed number', set(rollPair, 'clientSeeds', [7]), 'clientSeeds[0]'],
  ['count missing with seed', set(rollPair, 'count', undefined), 'count'],
  ['count negative', set(rollPair, 'count', -1), 'count'],
  ['count string', set(rollPair, 'count', '2'), 'count'],
  ['count huge', set(rollPair, 'count', 1e300), 'count'],
  ['count unsafe', set(rollPair, 'count', 2 ** 53 + 2), 'count'],
  ['count NaN-ish text', '{"scheme":"roll_pair_v1","game":"backgammon","serverSeed":"00112233445566778899aabbccddeeff","clientSeeds":["a"],"count":1e999}', 'count'],
  ['recorded too short', set(rollPair, 'recorded', [[1, 2]]), 'recorded'],
  ['recorded not array', set(rollPair, 'recorded', { 0: [1, 2] }), 'recorded'],
  ['recorded pair of 3', set(rollPair, 'recorded', [[1, 2, 3], [1, 1]]), 'recorded[0]'],
  ['recorded face 7', set(rollPair, 'recorded', [[1, 2], [7, 1]]), 'recorded[1][0]'],
  ['recorded face string', set(rollPair, 'recorded', [[1, '2'], [1, 1]]), 'recorded[0][1]'],
  ['games not summing', set(rollPair, 'games', [1, 2]), 'games'],
  ['games with 0', set(rollPair, 'games', [2, 0]), 'games[1]'],
  ['text seed with space', set(die, 'serverSeed', 'a b'), 'serverSeed'],
  ['text seed empty', set(die, 'serverSeed', ''), 'serverSeed'],
  ['text seed non-ASCII', set(die, 'serverSeed', 'sé'), 'serverSeed'],
  ['text seed 257 chars', set(die, 'serverSeed', 'x'.repeat(257)), 'serverSeed'],
  ['die recorded null off Telegram', set(die, 'recorded', [null, null, 6]), 'recorded[0]'],
  ['die recorded 0', set(die, 'recorded', [1, 0, 6]), 'recorded[1]'],
  ['telegram repeated', set(die, 'telegram', [2, 2]), 'telegram[1]'],
  ['telegram beyond count', set(die, 'telegram', [4]), 'telegram[0]'],
  ['telegram 0', set(die, 'telegram', [0]), 'telegram[0]'],
  ['matchId missing', set(bridge, 'matchId', undefined), 'matchId'],
  ['matchId 65 chars', set(bridge, 'matchId', 'm'.repeat(65)), 'matchId'],
  ['five client seeds', set(bridge, 'clientSeeds', ['a', 'b', 'c', 'd', 'e']), 'clientSeeds'],
  ['recorded not object', set(bridge, 'recorded', [deal]), 'recorded'],
  ['seatOrder [0,0]', set(bridge, 'recorded.seatOrder', [0, 0]), 'recorded.seatOrder'],
  ['seatOrder [0,1,2]', set(bridge, 'recorded.seatOrder', [0, 1, 2]), 'recorded.seatOrder'],
  ['deal of 51 cards', set(bridge, 'recorded.deals', [deal.slice(1)]), 'recorded.deals[0]'],
  ['deal with a card twice', set(bridge, 'recorded.deals', [[0, ...deal.slice(0, 51)]]), 'recorded.deals[0][1]'],
  ['deal with card 52', set(bridge, 'recorded.deals', [[52, ...deal.slice(1)]]), 'recorded.deals[0][0]'],
  ['deals count mismatch', set(bridge, 'recorded.deals', [deal, deal]), 'recorded.deals'],
  ['bridge recording dice', set(bridge, 'recorded.dice', [1]), 'recorded.dice'],
  ['baloot rest of 10', set(bal, 'recorded.hands', [{ deck: baloot, rest: baloot.slice(0, 10) }]), 'recorded.hands[0].rest'],
  ['baloot rest with a 2', set(bal, 'recorded.hands', [{ deck: baloot, rest: [0, ...baloot.slice(0, 10)] }]), 'recorded.hands[0].rest[0]'],
  ['baloot rest repeated', set(bal, 'recorded.hands', [{ deck: baloot, rest: [5, 5, ...baloot.slice(2, 11)] }]), 'recorded.hands[0].rest[1]'],
  ['baloot deck of 52', set(bal, 'recorded.hands', [{ deck: deal, rest: baloot.slice(0, 11) }]), 'recorded.hands[0].deck'],
  ['baloot hand not object', set(bal, 'recorded.hands', [baloot]), 'recorded.hands[0]'],
  ['mahjong count 145', set(mj, 'count', 145), 'count'],
  ['mahjong tile twice', set(mj, 'recorded.draws', [1, 2, 1]), 'recorded.draws[2]'],
  ['mahjong tile 144', set(mj, 'recorded.draws', [1, 2, 144]), 'recorded.draws[2]'],
  ['table bad', set(poker, 'table', 't:1'), 'table'],
  ['session missing', set(poker, 'session', undefined), 'session'],
  ['hands not array', set(poker, 'hands', {}), 'hands'],
  ['hand not object', set(poker, 'hands', [1]), 'hands[0]'],
  ['hand n 0', set(poker, 'hands', [{ ...poker.hands[0], n: 0 }]), 'hands[0].n'],
  ['hand n repeated', set(poker, 'hands', [poker.hands[0], poker.hands[0]]), 'hands[1].n'],
  ['seat 16', set(poker, 'hands', [{ ...poker.hands[0], seats: { '16': 'a' } }]), 'hands[0].seats'],
  ['seat "01"', set(poker, 'hands', [{ ...poker.hands[0], seats: { '01': 'a' } }]), 'hands[0].seats'],
  ['no seats', set(poker, 'hands', [{ ...poker.hands[0], seats: {} }]), 'hands[0].seats'],
  ['seats array', set(poker, 'hands', [{ ...poker.hands[0], seats: ['a'] }]), 'hands[0].seats'],
  ['seat seed bad', set(poker, 'hands', [{ ...poker.hands[0], seats: { '3': 'a,b' } }]), 'hands[0].seats.3'],
  ['handCommitment short', set(poker, 'hands', [{ ...poker.hands[0], handCommitment: 'ab' }]), 'hands[0].handCommitment'],
  ['root missing', set(poker, 'hands', [{ ...poker.hands[0], root: undefined }]), 'hands[0].root'],
  ['deck of 51', set(poker, 'hands', [{ ...poker.hands[0], deck: deal.slice(1) }]), 'hands[0].deck'],
  ['path of 5', set(poker, 'hands', [{ ...poker.hands[0], cards: [{ ...receipt, path: receipt.path.slice(1) }] }]), 'hands[0].cards[0].path'],
  ['path hash bad', set(poker, 'hands', [{ ...poker.hands[0], cards: [{ ...receipt, path: [...receipt.path.slice(1), 'x'] }] }]), 'hands[0].cards[0].path[5]'],
  ['position 52', set(poker, 'hands', [{ ...poker.hands[0], cards: [{ ...receipt, position: 52 }] }]), 'hands[0].cards[0].position'],
  ['card -1', set(poker, 'hands', [{ ...poker.hands[0], cards: [{ ...receipt, card: -1 }] }]), 'hands[0].cards[0].card'],
  ['salt missing', set(poker, 'hands', [{ ...poker.hands[0], cards: [{ ...receipt, salt: undefined }] }]), 'hands[0].cards[0].salt'],
  ['receipt not object', set(poker, 'hands', [{ ...poker.hands[0], cards: ['x'] }]), 'hands[0].cards[0]'],
  ['commitA missing', set(chess, 'commitA', undefined), 'commitA'],
  ['clientA missing', set(chess, 'clientA', undefined), 'clientA'],
  ['clientB missing with commitB', set(chess, 'clientB', undefined), 'clientB'],
  ['seedA only', set(chess, 'seedB', undefined), 'seedB'],
  ['seedB only', set(chess, 'seedA', undefined), 'seedA'],
  ['bot with clientB', set(chess, 'commitB', undefined), 'clientB'],
  ['bot with seedB', { ...set(set(chess, 'commitB', undefined), 'clientB', '') }, 'seedB'],
  ['white C', set(chess, 'recorded', { white: 'C' }), 'recorded.white'],
  ['recorded white missing', set(chess, 'recorded', {}), 'recorded.white'],
  ['recorded string', set(chess, 'recorded', 'A'), 'recorded'],
];

describe('parseProof accepts well-formed documents', () => {
  for (const [name, d] of GOOD) {
    it(name, () => {
      expect(() => parseProof(d)).not.toThrow();
      expect(() => verify(d)).not.toThrow();
    });
  }
  it('ignores unknown fields, lowercases digests, keeps text seeds as given', () => {
    const p = parseProof({ ...die, commitment: H.toUpperCase(), serverSeed: 'AbC', extra: [1] });
    expect(p).toMatchObject({ commitment: H, serverSeed: 'AbC' });
    expect('extra' in p).toBe(false);
  });
  it('lowercases a roll_pair_v1 hex seed (bytes, case does not matter)', () => {
    expect(parseProof({ ...rollPair, serverSeed: rollPair.serverSeed.toUpperCase() })).toMatchObject({ serverSeed: rollPair.serverSeed });
  });
  it('accepts every published vector', () => {
    for (const { c } of allCases()) expect(() => parseProof(c.proof)).not.toThrow();
  });
  it('a pending document needs neither client seeds nor count', () => {
    const r = verify({ scheme: 'die_round_v1', game: 'dice', commitment: H });
    expect(r).toEqual({ scheme: 'die_round_v1', ok: false, pending: true, checks: 0, mismatches: [] });
  });
  it('a poker session without hands yet is a session with no hands', () => {
    expect(parseProof({ ...poker, hands: undefined })).toMatchObject({ hands: [] });
  });
  it('checkers ignores count', () => {
    expect(() => parseProof({ ...bridge, game: 'checkers', count: 'whatever', recorded: { seatOrder: [1, 0] } })).not.toThrow();
  });
});

describe('parseProof bad-input matrix', () => {
  for (const [name, input, field] of BAD) {
    it(`${name} → ${field}`, () => {
      let err: unknown;
      try {
        parseProof(input);
      } catch (e) {
        err = e;
      }
      expect(err, 'must throw').toBeInstanceOf(InputError);
      expect((err as InputError).field).toBe(field);
      expect((err as InputError).message.length).toBeGreaterThan(5);
    });
  }
});

describe('card-list errors read as sentences (the API, /check and verifier.js show them as they are)', () => {
  const messageOf = (input: unknown): string => {
    try {
      parseProof(input);
    } catch (e) {
      return (e as InputError).message;
    }
    throw new Error('no error');
  };
  const poker = { scheme: 'poker_hmac_v1', game: 'poker', table: 't', session: 's', commitment: H, hands: [{ n: 1, seats: { '0': 'a' }, handCommitment: H, root: H }] };
  it.each([
    ['a bridge deal of 51 cards', set(bridge, 'recorded.deals', [deal.slice(1)]), 'expected 52 distinct cards, got 51'],
    ['a bridge deal with a card twice', set(bridge, 'recorded.deals', [[0, ...deal.slice(0, 51)]]), 'expected distinct cards: 0 is repeated'],
    ['a baloot deck of 52', set(bal, 'recorded.hands', [{ deck: deal, rest: baloot.slice(0, 11) }]), 'expected 32 distinct baloot cards, got 52'],
    ['a baloot rest of 10', set(bal, 'recorded.hands', [{ deck: baloot, rest: baloot.slice(0, 10) }]), 'expected 11 distinct baloot cards, got 10'],
    ['a baloot rest with a 2', set(bal, 'recorded.hands', [{ deck: baloot, rest: [0, ...baloot.slice(1, 11)] }]), 'expected distinct baloot cards: 0 is not one'],
    ['a poker deck of 51', set(poker, 'hands', [{ ...poker.hands[0], deck: deal.slice(1) }]), 'expected 52 distinct cards, got 51'],
  ])('%s', (_name, input, message) => {
    expect(messageOf(input)).toBe(message);
  });
});

function onlyInputErrors(input: unknown): void {
  try {
    verify(input);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).field).toMatch(/\S/);
  }
}

describe('fuzz: nothing but InputError ever escapes', () => {
  it('random JSON values and texts', () => {
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), onlyInputErrors), { numRuns: 500 });
  });
  it('valid documents with one field replaced by junk', () => {
    const docs = [...GOOD.map(([, d]) => d), ...allCases().map(({ c }) => c.proof)];
    const junk = fc.oneof(fc.jsonValue(), fc.constantFrom(null, NaN, Infinity, -0, 2 ** 60, '', [], {}, [[]], { 0: 1 }));
    fc.assert(fc.property(fc.constantFrom(...docs), fc.nat(), junk, (d, pick, value) => {
      const paths: string[][] = [];
      const walk = (o: unknown, p: string[]) => {
        if (p.length) paths.push(p);
        if (o && typeof o === 'object' && p.length < 4) for (const k of Object.keys(o).slice(0, 8)) walk((o as Record<string, unknown>)[k], [...p, k]);
      };
      walk(d, []);
      const target = paths[pick % paths.length]!;
      const c = structuredClone(d) as Record<string, unknown>;
      let o = c;
      for (const k of target.slice(0, -1)) o = o[k] as Record<string, unknown>;
      o[target.at(-1)!] = value;
      onlyInputErrors(c);
    }), { numRuns: 400 });
  });
  it('a commitment that does not belong to the seed is a mismatch, not an input error', () => {
    const r = verify({ ...die, commitment: sha256Hex('y') });
    expect(r.ok).toBe(false);
    expect(r.commitmentOk).toBe(false);
    expect(r.mismatches[0]).toEqual({ at: 'commitment', recorded: sha256Hex('y'), computed: sha256Hex('x') });
  });
});
