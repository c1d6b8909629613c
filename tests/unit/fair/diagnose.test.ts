import { describe, expect, it, vi } from 'vitest';
import { computeMatch, diagnose, keyedMac, parseProof, sha256Hex, verify } from '../../../lib/fair';
import { loadVectors } from './helpers';
import { loadLogVectors } from './log-helpers';

const rp = loadVectors('roll_pair_v1').cases[0]!.proof as Record<string, unknown> & { recorded: number[][]; clientSeeds: string[] };
const dr = loadVectors('die_round_v1').cases[0]!.proof as Record<string, unknown> & { recorded: number[]; serverSeed: string; clientSeeds: string[] };
const codes = (d: unknown) => diagnose(d).map((h) => h.code);

// every parse counted (and done as it is): a caller's own parse is not done again
vi.mock('../../../lib/fair/parse', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../lib/fair/parse')>();
  return { ...real, parseProof: vi.fn(real.parseProof) };
});

describe('diagnose', () => {
  it("takes the caller's parse of the document instead of parsing it again (a page's render parses it once)", () => {
    const d = { ...rp, clientSeeds: [...rp.clientSeeds].reverse() };
    const parsed = parseProof(d);
    const report = verify(d);
    const parse = vi.mocked(parseProof);
    parse.mockClear();
    expect(diagnose(d, report).map((h) => h.code)).toEqual(['client_seeds_order']);
    const alone = parse.mock.calls.length;
    parse.mockClear();
    expect(diagnose(d, report, parsed).map((h) => h.code)).toEqual(['client_seeds_order']);
    expect(parse.mock.calls.length).toBe(alone - 1);
  });
  it('finds nothing wrong with a verified proof', () => {
    expect(diagnose(rp)).toEqual([]);
    expect(diagnose('not json')).toEqual([]);
  });
  it('commitment pasted into the seed field', () => {
    const d = { ...dr, serverSeed: dr.commitment };
    const h = diagnose(d);
    expect(h.map((x) => x.code)).toEqual(['commitment_in_seed_field']);
    expect(h[0]!.params).toEqual({ field: 'serverSeed' });
    expect(h[0]!.text).toMatch(/commitment/);
    expect(codes({ ...rp, serverSeed: rp.commitment })).toEqual(['commitment_in_seed_field']);
  });
  it('seed with stray whitespace (an input error) or changed case (a mismatch)', () => {
    expect(codes({ ...dr, serverSeed: ` ${dr.serverSeed}\n` })).toEqual(['seed_whitespace']);
    expect(codes({ ...rp, serverSeed: `${rp.serverSeed} ` })).toEqual(['seed_whitespace']);
    const upper = { ...dr, serverSeed: dr.serverSeed.toUpperCase() };
    expect(verify(upper).ok).toBe(false);
    const h = diagnose(upper);
    expect(h[0]).toMatchObject({ code: 'seed_case', params: { field: 'serverSeed', variant: 'lower' } });
    const mixed = 'AbCdEf';
    expect(diagnose({ ...dr, serverSeed: 'ABCDEF', commitment: sha256Hex(mixed) }).map((x) => x.code)).toEqual(['commitment_mismatch']);
    expect(diagnose({ ...dr, serverSeed: 'abcdef', commitment: sha256Hex('ABCDEF') })[0]).toMatchObject({ code: 'seed_case', params: { variant: 'upper' } });
  });
  it('client seeds in the wrong seat order', () => {
    const d = { ...rp, clientSeeds: [...rp.clientSeeds].reverse() };
    expect(verify(d).ok).toBe(false);
    const h = diagnose(d);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ code: 'client_seeds_order', params: { order: [1, 0] } });
    expect(h[0]!.text).toMatch(/2, 1/);
    const dd = { ...dr, clientSeeds: [...dr.clientSeeds].reverse() };
    expect(codes(dd)).toEqual(['client_seeds_order']);
  });
  it('names no seat order of the seeds when the outcomes have too little in them to tell (a seat draw: one bit)', () => {
    type Seats = Record<string, unknown> & { clientSeeds: string[]; recorded: { seatOrder: number[] } };
    const xiangqi = loadVectors('match_seed_v2').cases.map((c) => c.proof as Seats).find((p) => p.game === 'xiangqi' && p.serverSeed)!;
    // the player chose the wrong "who sat first" in the form: half of all seed orders fit that by chance
    let fitting = 0;
    for (let i = 0; i < 16; i++) {
      const drawn = (verify({ ...xiangqi, matchId: `m${i}` }) as { seatOrder: number[] }).seatOrder;
      const wrong = { ...xiangqi, matchId: `m${i}`, recorded: { seatOrder: [...drawn].reverse() } };
      const swapped = { ...wrong, clientSeeds: [...wrong.clientSeeds].reverse() };
      if (!verify(wrong).ok && verify(swapped).ok) fitting++;
      expect(codes(wrong), wrong.matchId).toEqual(['outcomes_differ']);
    }
    expect(fitting).toBeGreaterThan(0);
  });
  it('hints at seeds and outcomes of a logged document, with or without the verifier key', () => {
    const v = loadLogVectors().documents[0]!;
    const swapped = { ...v.proof, clientSeeds: [...(v.proof.clientSeeds as string[])].reverse() };
    // without a key the log part fails too, but that is not a seed-order mistake to hide
    expect(verify(swapped).log?.error).toBeDefined();
    expect(codes(swapped)).toEqual(['client_seeds_order']);
    expect(diagnose(swapped, verify(swapped, { vkey: v.vkey })).map((h) => h.code)).toEqual(['client_seeds_order']);
    // a log-only failure is no outcome difference
    expect(diagnose(v.proof, verify(v.proof))).toEqual([]);
  });
  it('recorded rolls shifted by one', () => {
    const late = { ...rp, recorded: [...rp.recorded.slice(1), [1, 1]] };
    // the last one is made up; shift detection compares what overlaps
    const rec = rp.recorded.slice(1);
    const d1 = { ...rp, recorded: rec, count: rec.length, games: undefined };
    expect(diagnose(d1)[0]).toMatchObject({ code: 'numbering_shifted', params: { shift: 1, what: 'rolls' } });
    const d2 = { ...rp, recorded: [[1, 1], ...rp.recorded.slice(0, -1)], games: undefined };
    expect(diagnose(d2)[0]).toMatchObject({ code: 'numbering_shifted', params: { shift: -1 } });
    expect(codes(late)).toContain('outcomes_differ');
    const dice = { ...dr, recorded: dr.recorded.slice(1), count: dr.recorded.length - 1 };
    expect(diagnose(dice)[0]).toMatchObject({ code: 'numbering_shifted', params: { shift: 1, what: 'dice' } });
  });
  it('a plain commitment mismatch and plain outcome differences are reported as such', () => {
    expect(codes(loadVectors('roll_pair_v1').cases[2]!.proof)).toEqual(['commitment_mismatch']);
    const h = diagnose(loadVectors('roll_pair_v1').cases[1]!.proof);
    expect(h).toEqual([{ code: 'outcomes_differ', params: { count: 1, first: 'rolls[5]' }, text: expect.stringMatching(/rolls\[5\]/) }]);
  });
  it('chess seeds', () => {
    const c = loadVectors('chess_colour_v1').cases[0]!.proof as Record<string, string>;
    expect(codes({ ...c, seedB: c.commitB })).toEqual(['commitment_in_seed_field']);
    expect(diagnose({ ...c, seedA: c.seedA!.toUpperCase() })[0]).toMatchObject({ code: 'seed_case', params: { field: 'seedA' } });
  });
});

describe('diagnose, a long match', () => {
  const bridge = loadVectors('match_seed_v2').cases.find((c) => c.name === 'bridge')!.proof as Record<string, unknown> & {
    serverSeed: string; game: 'bridge'; matchId: string; clientSeeds: string[]; recorded: { seatOrder: number[] };
  };
  const DEALS = 10_000;
  const deals = computeMatch(keyedMac(bridge.serverSeed), bridge.game, bridge.matchId, bridge.clientSeeds, DEALS).deals!;
  const match = { ...bridge, count: DEALS, recorded: { seatOrder: bridge.recorded.seatOrder, deals } };

  // each of the 23 other seat orders was recomputed in full, 10,000 deals each: 20 s here, on the
  // server's render of a failed page and on the phone's main thread; now they are tried on their
  // first deals first
  it('finds the seat order of 10,000 deals, and says 10,000 wrong deals differ, within the test timeout', () => {
    const [a, b, c, d] = bridge.clientSeeds;
    const turned = { ...match, clientSeeds: [b, c, d, a] };
    expect(diagnose(turned, verify(turned))).toMatchObject([{ code: 'client_seeds_order', params: { order: [3, 0, 1, 2] } }]);
    const wrong = { ...match, recorded: { seatOrder: bridge.recorded.seatOrder, deals: deals.map((x) => [...x].reverse()) } };
    expect(diagnose(wrong, verify(wrong))).toMatchObject([{ code: 'outcomes_differ', params: { count: DEALS * 52, first: 'deals[0][0]' } }]);
  }, 15_000);

  it('tries another order on its first events in every scheme that has one (rolls, dice, deals, hands, tiles)', () => {
    const tried = new Set<string>();
    for (const scheme of ['roll_pair_v1', 'die_round_v1', 'match_seed_v2']) {
      for (const { name, proof } of loadVectors(scheme).cases) {
        const p = proof as { clientSeeds?: string[]; serverSeed?: string };
        if (!p.serverSeed || !p.clientSeeds || p.clientSeeds.length < 2 || !verify(p).ok) continue;
        const turned = { ...p, clientSeeds: [...p.clientSeeds.slice(1), p.clientSeeds[0]!] };
        if (verify(turned).ok) continue;
        // a seat draw alone (xiangqi) is one bit: any seeds fit it half the time, so no order is named
        const seatDrawOnly = Object.keys((proof as { recorded: object }).recorded).join() === 'seatOrder';
        expect(diagnose(turned).map((h) => h.code), `${scheme}: ${name}`).toEqual([seatDrawOnly ? 'outcomes_differ' : 'client_seeds_order']);
        tried.add(`${scheme} ${(proof as { game: string }).game}`);
      }
    }
    expect([...tried].sort()).toEqual([
      'die_round_v1 dice', 'match_seed_v2 backgammon', 'match_seed_v2 baloot', 'match_seed_v2 bridge',
      'match_seed_v2 mahjong', 'match_seed_v2 tarneeb', 'match_seed_v2 trix', 'match_seed_v2 xiangqi', 'roll_pair_v1 backgammon',
    ]);
  });
});
