import { describe, expect, it } from 'vitest';
import { exitCodeOf, sha256Hex, verdictOf } from '../../../lib/fair';
import { verifyAny as verify } from './helpers';
import { hexToBytes } from '../../../lib/fair/hex';

const seedHex = '00112233445566778899aabbccddeeff';
const base = { scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: seedHex, clientSeeds: ['a'], count: 2 };

describe('report shape and verdict order', () => {
  it('computed: seeds only, no commitment, nothing recorded', () => {
    const r = verify(base);
    expect(Object.keys(r)).toEqual(['scheme', 'ok', 'pending', 'checks', 'commitment', 'rolls', 'mismatches']);
    expect(r).toMatchObject({ ok: false, pending: false, checks: 0, commitment: sha256Hex(hexToBytes(seedHex)), mismatches: [] });
    expect(r.commitmentOk).toBeUndefined();
    expect(verdictOf(r)).toBe('computed');
    expect(exitCodeOf(r)).toBe(3);
  });
  it('verified with a commitment only', () => {
    const r = verify({ ...base, commitment: sha256Hex(hexToBytes(seedHex)).toUpperCase() });
    expect(r).toMatchObject({ ok: true, pending: false, checks: 1, commitmentOk: true });
    expect(exitCodeOf(r)).toBe(0);
  });
  it('failed beats everything; mismatches name the report field', () => {
    const rolls = verify(base).rolls!;
    const other: [number, number] = rolls[1]![0] === 6 ? [1, rolls[1]![1]] : [6, rolls[1]![1]];
    const r = verify({ ...base, commitment: sha256Hex('x'), recorded: [rolls[0], other], games: [1, 1] });
    expect(r.ok).toBe(false);
    expect(r.commitmentOk).toBe(false);
    expect(r.games).toEqual([1, 1]);
    expect(r.mismatches).toEqual([
      { at: 'commitment', recorded: sha256Hex('x'), computed: sha256Hex(hexToBytes(seedHex)) },
      { at: 'rolls[1]', recorded: other, computed: rolls[1] },
    ]);
    expect(exitCodeOf(r)).toBe(1);
  });
  it('pending: exact report', () => {
    for (const d of [
      { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex('x') },
      { scheme: 'match_seed_v2', game: 'checkers', matchId: 'm', commitment: sha256Hex('x'), recorded: { seatOrder: [1, 0] } },
      { scheme: 'poker_hmac_v1', game: 'poker', table: 't', session: 's', commitment: sha256Hex('x'), hands: [] },
      { scheme: 'chess_colour_v1', game: 'chess', commitA: sha256Hex('x'), clientA: 'a', clientB: '', recorded: { white: 'A' } },
    ]) {
      const r = verify(d);
      expect(r).toEqual({ scheme: d.scheme, ok: false, pending: true, checks: 0, mismatches: [] });
      expect(exitCodeOf(r)).toBe(3);
    }
  });
  it('die_round_v1 echoes telegram and never compares Telegram positions', () => {
    const d = { scheme: 'die_round_v1', game: 'dice', commitment: sha256Hex('s'), serverSeed: 's', clientSeeds: ['a', 'b'], count: 3 };
    const dice = verify(d).dice as number[];
    const r = verify({ ...d, telegram: [2], recorded: [dice[0], null, dice[2]] });
    expect(r.ok).toBe(true);
    expect(r.telegram).toEqual([2]);
    expect(r.dice).toEqual(dice);
    const wrongAtTelegram = verify({ ...d, telegram: [2], recorded: [dice[0], (dice[1]! % 6) + 1, dice[2]] });
    expect(wrongAtTelegram.ok).toBe(true);
    const wrong = verify({ ...d, recorded: [dice[0], (dice[1]! % 6) + 1, dice[2]] });
    expect(wrong.mismatches.map((m) => m.at)).toEqual(['dice[1]']);
  });
  it('match_seed_v2 baloot reports hands [{deck, rest}] and mismatches like hands[0].rest[4]', () => {
    const d = { scheme: 'match_seed_v2', game: 'baloot', matchId: 'b1', commitment: sha256Hex('s'), serverSeed: 's', clientSeeds: ['a', 'b', 'c', 'd'], count: 2 };
    const hands = verify(d).hands as { deck: number[]; rest: number[] }[];
    expect(hands).toHaveLength(2);
    for (const h of hands) {
      expect(h.deck).toHaveLength(32);
      expect(h.rest.slice().sort((a, b) => a - b)).toEqual(h.deck.slice(21).sort((a, b) => a - b));
    }
    const rest = hands[0]!.rest.slice();
    [rest[4], rest[5]] = [rest[5]!, rest[4]!];
    const r = verify({ ...d, recorded: { hands: [hands[0], { ...hands[1], rest: hands[1]!.rest }].map((h, i) => (i === 0 ? { ...h, rest } : h)) } });
    expect(r.mismatches.map((m) => m.at)).toEqual(['hands[0].rest[4]', 'hands[0].rest[5]']);
  });
  it('a log part is validated (log.md): a malformed one is an input error; none adds no `log` to the report', () => {
    expect(() => verify({ ...base, id: 1, committedAt: '2026-11-29T12:00:00.000Z', log: { anything: true } })).toThrow(expect.objectContaining({ name: 'InputError', field: 'log.index' }));
    expect(verify(base).log).toBeUndefined();
  });
});
