// The fairness statistics' arithmetic (../shared/spec/stats.md): each scheme's increments from its
// recomputed outcomes, hand-counted from the public vectors (tests/vectors), and chi-square / p.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { verify, type Report } from '../../lib/fair';
import { COUNTS } from '../../lib/fair/schemes';
import { summarize } from '../../lib/stats/summary';
import { isCounted, Tally } from '../../lib/stats/tally';
import { TABLES, tablesOf } from '../../lib/stats/tables';
import { loadVectors } from './fair/helpers';

const vector = (scheme: string, name: string) => {
  const c = loadVectors(scheme).cases.find((x) => x.name === name);
  if (!c) throw new Error(`no vector ${scheme} / ${name}`);
  return c;
};
/** The tally of one vector proof counted as verified. */
const tallyOf = (scheme: string, name: string): { t: Tally; report: Report } => {
  const report = verify(vector(scheme, name).proof);
  const t = new Tally();
  t.addRevealed('verified', report);
  return { t, report };
};
const only = (t: Tally, table: string, cells: Record<number, number>) => {
  const want = t.countsOf(table).map((_, i) => cells[i] ?? 0);
  expect(t.countsOf(table)).toEqual(want);
};
const touched = (t: Tally) => [...new Set(t.rows().map((r) => r.name))].sort();

/** The spec's nine tables (../shared/spec/stats.md, "What is counted" and "Tests against uniform"), in its order. */
const SPEC_TABLES = [
  { name: 'roll_pair_v1.faces', cells: 6, kind: 'uniform' },
  { name: 'roll_pair_v1.pairs', cells: 36, kind: 'uniform' },
  { name: 'die_round_v1.faces', cells: 6, kind: 'uniform' },
  { name: 'match_seed_v2.dice', cells: 6, kind: 'uniform' },
  { name: 'match_seed_v2.seatOrder', cells: 2, kind: 'uniform' },
  { name: 'deck52.quarters', cells: 208, kind: 'rows4' },
  { name: 'baloot.quarters', cells: 128, kind: 'rows4' },
  { name: 'mahjong.first', cells: 144, kind: 'uniform' },
  { name: 'chess_colour_v1.white', cells: 2, kind: 'uniform' },
];
const specFile = path.resolve(import.meta.dirname, '../../../shared/spec/stats.md');

describe('TABLES: the schemes\' tables in the spec\'s order', () => {
  it('equals the spec\'s nine tables exactly: names, cells, kinds and order', () => {
    expect(TABLES.map((d) => ({ ...d }))).toEqual(SPEC_TABLES);
  });

  it.runIf(existsSync(specFile))('SPEC_TABLES is what ../shared/spec/stats.md says (its table of tables, its rows of four)', () => {
    const md = readFileSync(specFile, 'utf8');
    const rows = [...md.matchAll(/^\| `([\w.]+)` \| .* \| (\d+): .*\|$/gm)].map((m) => ({ name: m[1], cells: Number(m[2]) }));
    expect(rows).toEqual(SPEC_TABLES.map(({ name, cells }) => ({ name, cells })));
    const rows4 = /rows of four \(([^)]*)\)/.exec(md)![1]!.match(/`[\w.]+`/g)!.map((n) => n.slice(1, -1));
    expect(rows4).toEqual(SPEC_TABLES.filter((d) => d.kind === 'rows4').map((d) => d.name));
  });

  it('deck52.quarters, counted by two schemes, is declared once and listed once', () => {
    const owners = Object.entries(COUNTS).filter(([, c]) => c.tables.some((t) => t.name === 'deck52.quarters'));
    expect(owners.map(([s]) => s)).toEqual(['match_seed_v2', 'poker_hmac_v1']);
    const [a, b] = owners.map(([, c]) => c.tables.find((t) => t.name === 'deck52.quarters'));
    expect(a).toBe(b);
    expect(TABLES.filter((d) => d.name === 'deck52.quarters')).toHaveLength(1);
  });

  it('tablesOf keeps the first place of a repeated table and refuses two different definitions of one name', () => {
    const t = (name: string, cells = 2) => ({ name, cells, kind: 'uniform' as const });
    expect(tablesOf([{ tables: [t('a'), t('b')] }, { tables: [t('c'), t('a')] }]).map((d) => d.name)).toEqual(['a', 'b', 'c']);
    expect(() => tablesOf([{ tables: [t('a')] }, { tables: [t('a', 3)] }])).toThrow('two definitions of table a');
  });
});

describe('per-scheme increments (hand-counted from the vectors)', () => {
  it('every scheme names only tables of TABLES', () => {
    const names = new Set(TABLES.map((d) => d.name));
    for (const c of Object.values(COUNTS)) for (const t of c.tables) expect(names.has(t.name), t.name).toBe(true);
    // every table is fed by some scheme
    expect(new Set(Object.values(COUNTS).flatMap((c) => c.tables.map((t) => t.name)))).toEqual(names);
  });

  it('roll_pair_v1: each die of each roll, and each roll as 6·(d1−1)+(d2−1)', () => {
    // rolls [3,6] [5,2] [5,3] [4,4] [5,1] [1,3] [6,5]
    const { t } = tallyOf('roll_pair_v1', '16-byte seed, odd phone seeds');
    expect(t.countsOf('roll_pair_v1.faces')).toEqual([2, 1, 3, 2, 4, 2]);
    only(t, 'roll_pair_v1.pairs', { 17: 1, 25: 1, 26: 1, 21: 1, 24: 1, 2: 1, 34: 1 });
    expect(touched(t)).toEqual(['counted', 'roll_pair_v1.faces', 'roll_pair_v1.pairs']);
    expect(t.counted).toBe(1);
  });

  it('die_round_v1: 1-based Telegram positions 2, 9 and 25 are not counted', () => {
    // dice 1,5,1,6,1,4,2,6,6,5,2,6,4,6,3,1,5,3,4,1,5,2,1,3,3 without the 5 at 2, the 6 at 9, the 3 at 25
    const { t } = tallyOf('die_round_v1', 'bot chat with Telegram dice at 3 positions');
    expect(t.countsOf('die_round_v1.faces')).toEqual([6, 3, 3, 3, 3, 4]);
    expect(t.countsOf('die_round_v1.faces').reduce((a, b) => a + b)).toBe(22);
  });

  it('match_seed_v2 backgammon: its 64 dice and the seat order [1, 0] → cell 1', () => {
    const { t } = tallyOf('match_seed_v2', 'backgammon');
    expect(t.countsOf('match_seed_v2.dice')).toEqual([17, 11, 11, 10, 5, 10]);
    expect(t.countsOf('match_seed_v2.seatOrder')).toEqual([0, 1]);
    expect(touched(t)).toEqual(['counted', 'match_seed_v2.dice', 'match_seed_v2.seatOrder']);
  });

  it('match_seed_v2 bridge: 4·card + floor(position / 13) for each of its 4 deals', () => {
    const { t } = tallyOf('match_seed_v2', 'bridge');
    const q = t.countsOf('deck52.quarters');
    // deal 1: card 42 at 0 → 168, card 11 at 1 → 44, card 44 at 13 → 177, card 29 at 51 → 119
    for (const cell of [168, 44, 177, 119]) expect(q[cell]).toBeGreaterThanOrEqual(1);
    expect(q.reduce((a, b) => a + b)).toBe(4 * 52);
    // each card once per deal: each row of four sums to 4
    for (let card = 0; card < 52; card++) expect(q.slice(4 * card, 4 * card + 4).reduce((a, b) => a + b)).toBe(4);
    expect(t.countsOf('match_seed_v2.seatOrder')).toEqual([1, 0]);
  });

  it('match_seed_v2 baloot: 4·j + floor(position / 8), j = the index in BALOOT', () => {
    const { t } = tallyOf('match_seed_v2', 'baloot');
    const q = t.countsOf('baloot.quarters');
    // hand 1: card 31 (j 16) at 0 → 64, card 18 (j 8) at 8 → 33, card 25 (j 15) at 31 → 63
    for (const cell of [64, 33, 63]) expect(q[cell]).toBeGreaterThanOrEqual(1);
    expect(q.reduce((a, b) => a + b)).toBe(3 * 32);
    for (let j = 0; j < 32; j++) expect(q.slice(4 * j, 4 * j + 4).reduce((a, b) => a + b)).toBe(3);
    expect(t.countsOf('deck52.quarters').every((c) => c === 0)).toBe(true);
  });

  it('match_seed_v2 mahjong: only the first tile drawn (138)', () => {
    const { t } = tallyOf('match_seed_v2', 'mahjong');
    only(t, 'mahjong.first', { 138: 1 });
  });

  it('match_seed_v2 with no draw counts its seat order only', () => {
    const t = new Tally();
    t.addRevealed('verified', { scheme: 'match_seed_v2', ok: true, pending: false, checks: 1, seatOrder: [0, 1], draws: [], mismatches: [] } as Report);
    expect(touched(t)).toEqual(['counted', 'match_seed_v2.seatOrder']);
  });

  it('poker_hmac_v1: every hand’s recomputed deck, recorded deck or not', () => {
    const c = vector('poker_hmac_v1', 'revealed session of 5 hands');
    const bare = { ...c.proof, hands: (c.proof.hands as Record<string, unknown>[]).map(({ deck: _d, ...h }) => h) };
    for (const doc of [c.proof, bare]) {
      const report = verify(doc);
      const t = new Tally();
      t.addRevealed('verified', report);
      const q = t.countsOf('deck52.quarters');
      expect(q.reduce((a, b) => a + b)).toBe(5 * 52);
      const first = (report as { hands: { deck: number[] }[] }).hands[0]!.deck;
      expect(q[4 * first[0]!]).toBeGreaterThanOrEqual(1);
      expect(q[4 * first[51]! + 3]).toBeGreaterThanOrEqual(1);
      expect(touched(t)).toEqual(['counted', 'deck52.quarters']);
    }
  });

  it('chess_colour_v1: 0 when A plays White, 1 when B does', () => {
    expect(tallyOf('chess_colour_v1', 'two players, A plays White').t.countsOf('chess_colour_v1.white')).toEqual([1, 0]);
    expect(tallyOf('chess_colour_v1', 'two players, B plays White').t.countsOf('chess_colour_v1.white')).toEqual([0, 1]);
  });

  it('a failed proof counts one excluded and nothing else; verified and computed count', () => {
    const t = new Tally();
    t.addRevealed('failed', verify(vector('roll_pair_v1', '16-byte seed, odd phone seeds').proof));
    expect(t.rows()).toEqual([{ name: 'excluded', cell: 0, count: 1 }]);
    expect([isCounted('verified'), isCounted('computed'), isCounted('failed'), isCounted(null)]).toEqual([true, true, false, false]);
  });

  it('merge adds up and rows() lists the non-zero counters in a fixed order', () => {
    const a = tallyOf('chess_colour_v1', 'two players, A plays White').t;
    const b = tallyOf('chess_colour_v1', 'two players, B plays White').t;
    a.merge(b).merge(b);
    expect(a.rows()).toEqual([
      { name: 'chess_colour_v1.white', cell: 0, count: 1 },
      { name: 'chess_colour_v1.white', cell: 1, count: 2 },
      { name: 'counted', cell: 0, count: 3 },
    ]);
    expect(() => a.add('no.such', 0, 1)).toThrow(/unknown table/);
    expect(() => a.add('chess_colour_v1.white', 2, 1)).toThrow(/no cell 2/);
  });
});

describe('summarize: chi-square and p against uniform', () => {
  const def = (cells: number, kind: 'uniform' | 'rows4') => ({ name: 't', cells, kind });

  it('null chi2, df and p while n is 0; zeros present', () => {
    expect(summarize(def(6, 'uniform'), [0, 0, 0, 0, 0, 0])).toEqual({ counts: [0, 0, 0, 0, 0, 0], n: 0, chi2: null, df: null, p: null });
  });

  it('uniform: chi2 = Σ(c − n/k)²/(n/k), df = k − 1; p for df 2 is exp(−chi2/2)', () => {
    const s = summarize(def(3, 'uniform'), [10, 20, 30]);
    expect(s.n).toBe(60);
    expect(s.chi2).toBeCloseTo(10, 12);
    expect(s.df).toBe(2);
    expect(s.p! / 0.006737946999085467 - 1).toBeLessThan(1e-9);
  });

  it('uniform, df 1: chi2 1 is p = erfc(√½) = 0.3173…', () => {
    const s = summarize(def(2, 'uniform'), [0, 1]);
    expect(s.chi2).toBe(1);
    expect(s.df).toBe(1);
    expect(s.p).toBeCloseTo(0.31731050786291415, 12);
  });

  it('rows4: each row against its own sum / 4; rows with a zero sum add no degrees of freedom', () => {
    const s = summarize(def(12, 'rows4'), [1, 2, 3, 2, 0, 0, 0, 0, 5, 5, 5, 5]);
    expect(s.n).toBe(28);
    expect(s.chi2).toBeCloseTo(1, 12); // (1 + 0 + 1 + 0) / 2 for the first row, 0 for the third
    expect(s.df).toBe(6);
    const only = summarize(def(8, 'rows4'), [1, 2, 3, 2, 0, 0, 0, 0]);
    expect(only.df).toBe(3);
    // df 3: Q = erfc(√(x/2)) + √(2x/π)·e^(−x/2) at x = 1
    expect(Math.abs(only.p! / 0.8012519569012008 - 1)).toBeLessThan(1e-9);
  });

  it('refuses counts of the wrong length', () => {
    expect(() => summarize(def(6, 'uniform'), [1, 2])).toThrow(/expected 6 counts/);
  });
});
