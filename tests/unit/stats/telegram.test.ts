import { describe, expect, it } from 'vitest';
import { dieRoundCounts } from '../../../lib/fair/schemes/die-round';
import { COUNTERS, TABLES } from '../../../lib/stats/tables';
import { Tally } from '../../../lib/stats/tally';
import { TELEGRAM_COUNTER, telegramShare } from '../../../lib/stats/telegram';
import type { StatsBody } from '../../../lib/stats/types';

const body = (n: number): StatsBody => ({ counted: 1, excluded: 0, tables: { 'die_round_v1.faces': { counts: [n, 0, 0, 0, 0, 0], n, chi2: null, df: null, p: null } } });

describe('the share of Telegram dice (/stats, issue #21)', () => {
  it('is a counter beside the tables, never one of the API’s tables', () => {
    expect(COUNTERS).toEqual([TELEGRAM_COUNTER]);
    expect(TABLES.map((t) => t.name)).not.toContain(TELEGRAM_COUNTER);
  });
  it('counts each Telegram position once and the other dice into the faces, as at reveal', () => {
    const tally = new Tally();
    dieRoundCounts.count({ dice: [1, 2, 3, 4, 5], telegram: [2, 5] }, (table, cell) => tally.add(table, cell, 1));
    expect(tally.countsOf(TELEGRAM_COUNTER)).toEqual([2]);
    expect(tally.countsOf('die_round_v1.faces')).toEqual([1, 0, 1, 1, 0, 0]);
    expect(tally.rows().find((r) => r.name === TELEGRAM_COUNTER)).toEqual({ name: TELEGRAM_COUNTER, cell: 0, count: 2 });
  });
  it('is Telegram’s dice over every die: none, some, all', () => {
    expect(telegramShare(body(0), {})).toEqual({ telegram: 0, dice: 0, share: null });
    expect(telegramShare(body(10), {})).toEqual({ telegram: 0, dice: 10, share: 0 });
    expect(telegramShare(body(7), { [TELEGRAM_COUNTER]: 3 })).toEqual({ telegram: 3, dice: 10, share: 0.3 });
    expect(telegramShare(body(0), { [TELEGRAM_COUNTER]: 4 })).toEqual({ telegram: 4, dice: 4, share: 1 });
  });
});
