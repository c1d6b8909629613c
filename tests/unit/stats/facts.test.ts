import { describe, expect, it } from 'vitest';
import { parseProof, verifyProof, type Proof, type Report } from '@/lib/fair/core';
import { FIRST_DRAWS } from '@/lib/fair/schemes/match-seed';
import { unusualFacts, type Fact } from '@/lib/stats/facts';
import { binomialTail, hypergeometricTail } from '@/lib/stats/unusual';
import { vectorCase } from '../../vectors';


function factsOf(scheme: string, name: string): { proof: Proof; report: Report; facts: Fact[] } {
  const c = vectorCase(scheme, name);
  const proof = parseProof(c.proof);
  const report = verifyProof(proof);
  return { proof, report, facts: unusualFacts(proof, report) };
}

describe('unusualFacts', () => {
  it('roll_pair_v1: the doubles among the recomputed rolls against Binomial(n, 1/6)', () => {
    const { report, facts } = factsOf('roll_pair_v1', 'offline vs computer, one phone seed');
    const rolls = (report as { rolls: [number, number][] }).rolls;
    const x = rolls.filter(([a, b]) => a === b).length;
    expect(facts).toEqual([{ kind: 'doubles', n: 40, u: binomialTail(x, 40, 1 / 6) }]);
  });

  it('die_round_v1: six faces over the dice that came from the seeds (Telegram positions left out)', () => {
    const { report, facts } = factsOf('die_round_v1', 'bot chat with Telegram dice at 3 positions');
    const r = report as { dice: (number | null)[]; telegram: number[] };
    const dice = r.dice.filter((d, i) => d !== null && !r.telegram.includes(i + 1));
    expect(dice.length).toBe(22);
    expect(facts.map((f) => (f.kind === 'face' ? [f.face, f.n, f.u.x] : null))).toEqual(
      [1, 2, 3, 4, 5, 6].map((face) => [face, 22, dice.filter((d) => d === face).length]),
    );
  });

  it('bridge: aces and honours of each seat over the deals, against the convolved hypergeometric', () => {
    const { report, facts } = factsOf('match_seed_v2', 'bridge');
    const deals = (report as { deals: number[][] }).deals;
    expect(facts).toHaveLength(8);
    const seat2 = deals.flatMap((d) => d.slice(13, 26));
    const aces = seat2.filter((c) => c % 13 === 12).length;
    expect(facts[2]).toEqual({ kind: 'aces', seat: 2, deals: 4, cards: 13, u: hypergeometricTail(aces, 52, 4, 13, 4) });
    // over the four seats every ace of every deal is counted once
    expect(facts.filter((f) => f.kind === 'aces').reduce((a, f) => a + f.u.x, 0)).toBe(16);
    expect(facts.filter((f) => f.kind === 'honours').reduce((a, f) => a + f.u.x, 0)).toBe(80);
  });

  it('baloot: the first deal, five of the 32 cards to each seat', () => {
    const { facts } = factsOf('match_seed_v2', 'baloot');
    const aces = facts.filter((f) => f.kind === 'aces');
    expect(aces.map((f) => f.kind === 'aces' && [f.seat, f.cards, f.deals])).toEqual([1, 2, 3, 4].map((s) => [s, 5, 3]));
    expect(aces.reduce((a, f) => a + f.u.mean, 0)).toBeCloseTo(4 * 3 * (5 * 4) / 32, 12);
  });

  it('mahjong: honours and flowers among the first draws only', () => {
    const { report, facts } = factsOf('match_seed_v2', 'mahjong');
    const first = (report as { draws: number[] }).draws.slice(0, FIRST_DRAWS);
    expect(facts).toEqual([
      { kind: 'honourTiles', n: 53, u: hypergeometricTail(first.filter((t) => t >= 108 && t < 136).length, 144, 28, 53) },
      { kind: 'flowers', n: 53, u: hypergeometricTail(first.filter((t) => t >= 136).length, 144, 8, 53) },
    ]);
  });

  it('match_seed_v2 backgammon: the flat dice paired two by two', () => {
    const { report, facts } = factsOf('match_seed_v2', 'backgammon');
    const dice = (report as { dice: number[] }).dice;
    let x = 0;
    for (let i = 0; i + 1 < dice.length; i += 2) if (dice[i] === dice[i + 1]) x++;
    expect(facts).toEqual([{ kind: 'doubles', n: 32, u: binomialTail(x, 32, 1 / 6) }]);
  });

  it('poker: hole cards k and k + players of the k-th seated player, aces per seat number', () => {
    const { proof, report, facts } = factsOf('poker_hmac_v1', 'revealed session of 5 hands');
    const p = proof as Extract<Proof, { scheme: 'poker_hmac_v1' }>;
    const r = report as Extract<Report, { scheme: 'poker_hmac_v1' }>;
    const seat = p.hands[0]!.seats[0]![0];
    let aces = 0;
    let hands = 0;
    for (const h of p.hands) {
      const k = h.seats.findIndex(([s]) => s === seat);
      if (k < 0) continue;
      const deck = r.hands!.find((x) => x.n === h.n)!.deck;
      aces += [deck[k]!, deck[k + h.seats.length]!].filter((c) => c % 13 === 12).length;
      hands++;
    }
    expect(facts[0]).toEqual({ kind: 'aces', seat: seat + 1, deals: hands, cards: 2, u: hypergeometricTail(aces, 52, 4, 2, hands) });
  });

  it('nothing for a pending proof or a game that draws only the seat order', () => {
    expect(factsOf('match_seed_v2', 'checkers').facts).toEqual([]);
    expect(factsOf('match_seed_v2', 'bridge match committed, not revealed').facts).toEqual([]);
  });
});
