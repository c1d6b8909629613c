import { readFileSync } from 'node:fs';
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatsTables } from '@/components/stats/StatsTables';
import { TelegramShare } from '@/components/stats/TelegramShare';
import { TELEGRAM_COUNTER } from '@/lib/stats/telegram';
import { summarize } from '@/lib/stats/summary';
import { TABLES } from '@/lib/stats/tables';
import type { StatsBody } from '@/lib/stats/types';
import { tableView, verdictOf } from '@/lib/stats/view';
import { fixtureStats } from './fixture';

const def = (name: string) => TABLES.find((d) => d.name === name)!;

describe('tableView', () => {
  it('one distribution: lowest and highest share against 1/k, enough data from n/k ≥ 5', () => {
    const v = tableView(def('roll_pair_v1.faces'), summarize(def('roll_pair_v1.faces'), [101, 99, 97, 103, 100, 100]));
    expect(v.key).toBe('roll_pair_v1_faces');
    expect(v.min).toBe(97 / 600);
    expect(v.max).toBe(103 / 600);
    expect(v.expected).toBe(1 / 6);
    expect(v.minExpected).toBe(100);
    expect(v.verdict).toBe('fine');
    const small = tableView(def('roll_pair_v1.faces'), summarize(def('roll_pair_v1.faces'), [5, 4, 6, 5, 4, 5]));
    expect(small.minExpected).toBeCloseTo(29 / 6, 12);
    expect(small.verdict).toBe('notEnough');
  });

  it('rows of four: shares within each card, the smallest row decides whether there is enough data', () => {
    const counts = new Array<number>(208).fill(10);
    counts[0] = 16; // card 0: 16, 10, 10, 10 → 16/46
    counts[207] = 4; // card 51: 10, 10, 10, 4 → 4/34; row sum 34 → 8.5 expected
    const v = tableView(def('deck52.quarters'), summarize(def('deck52.quarters'), counts));
    expect(v.max).toBe(16 / 46);
    expect(v.min).toBe(4 / 34);
    expect(v.expected).toBe(0.25);
    expect(v.minExpected).toBe(8.5);
    expect(v.verdict).not.toBe('notEnough');
  });

  it('verdicts: p under 0.001, under 0.05, else fine; none while a cell expects under 5 or p is null', () => {
    expect(verdictOf(10, 0.0009)).toBe('veryUnusual');
    expect(verdictOf(10, 0.049)).toBe('unusual');
    expect(verdictOf(10, 0.05)).toBe('fine');
    expect(verdictOf(4.99, 0.0001)).toBe('notEnough');
    expect(verdictOf(10, null)).toBe('notEnough');
  });
});

function render(body: StatsBody, locale = 'en') {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages, timeZone: 'UTC' } as ComponentProps<typeof NextIntlClientProvider>, createElement(StatsTables, { body })));
}

describe('StatsTables', () => {
  it('renders the nine tables in order, each with an SVG chart, its sentence and its numbers', () => {
    const body = fixtureStats(1000);
    const html = render(body);
    const names = [...html.matchAll(/data-table="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(TABLES.map((d) => d.name));
    expect(html.match(/<svg role="img"/g)).toHaveLength(9);
    expect(html.match(/data-chart="heat"/g)).toHaveLength(2);
    // a heat map's rows are positions counted from 0, as the explainers count them
    expect(html).toContain('>0–12</text>');
    expect(html).toContain('>39–51</text>');
    expect(html).toContain('>24–31</text>');
    const faces = body.tables['roll_pair_v1.faces']!;
    const n = faces.n.toLocaleString('en');
    const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
    expect(html).toContain(
      `In ${n} dice each face came up between ${pct(Math.min(...faces.counts) / faces.n)} and ${pct(Math.max(...faces.counts) / faces.n)} of the time; a perfect die gives 16.67%.`,
    );
    expect(html).toContain(faces.chi2!.toFixed(2));
    expect(html).not.toContain('Not enough data yet');
  });

  it('with no counts: every table present, "not enough data yet", no verdict, Russian numbers', () => {
    const tables: StatsBody['tables'] = {};
    for (const d of TABLES) tables[d.name] = summarize(d, new Array<number>(d.cells).fill(0));
    const html = render({ counted: 0, excluded: 0, tables }, 'ru');
    expect(html.match(/data-verdict-stats="notEnough"/g)).toHaveLength(9);
    // an empty chart says nothing: none is drawn, nor its legend
    expect(html).not.toContain('<svg role="img"');
    expect(html).not.toContain('Столбцы: сколько раз выпало каждое');
    expect(html.match(/Здесь пока ничего не подсчитано\./g)).toHaveLength(9);
  });

  it('"not enough data" tells the expected count in tenths, floored: 0.5 is not "now 0", 4.98 not 5, 1/144 not 0', () => {
    const faces = def('roll_pair_v1.faces');
    const html = (counts: number[], locale: string) => render({ counted: 1, excluded: 0, tables: { [faces.name]: summarize(faces, counts) } }, locale);
    expect(html([1, 0, 0, 1, 1, 0], 'ru')).toContain('а сейчас ожидается лишь 0,5.');
    expect(html([5, 5, 5, 5, 5, 4], 'en')).toContain('and the expected count is only 4.8 now.');
    expect(html([5, 5, 5, 5, 5, 4], 'ro')).toContain('iar acum se așteaptă doar 4,8.');
    // below 0.1, to its first significant digit: one tile among 144 cells is 0.006, not "0"
    const tiles = def('mahjong.first');
    const one = Array.from({ length: tiles.cells }, (_, i) => (i === 0 ? 1 : 0));
    expect(render({ counted: 1, excluded: 0, tables: { [tiles.name]: summarize(tiles, one) } }, 'ru')).toContain('а сейчас ожидается лишь 0,006.');
  });

  it('with a few counts: the chart, but "not enough data yet" instead of a spread from 0 % to 100 %', () => {
    const tables: StatsBody['tables'] = {};
    for (const d of TABLES) tables[d.name] = summarize(d, Array.from({ length: d.cells }, (_, i) => (i === 0 ? 1 : 0)));
    for (const locale of ['ru', 'ro', 'en']) {
      const html = render({ counted: 1, excluded: 0, tables }, locale);
      const few = (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { Stats: { sentenceFew: string } }).Stats.sentenceFew;
      expect(html.match(/<svg role="img"/g), locale).toHaveLength(9);
      expect(html.split(`data-testid="sentence">${few}<`).length - 1, locale).toBe(9);
      expect(html, locale).not.toMatch(/100[.,]00/);
    }
  });
});

describe('TelegramShare', () => {
  const share = (telegram: number, locale: string) => {
    const body = fixtureStats(1000);
    body.tables['die_round_v1.faces'] = { ...body.tables['die_round_v1.faces']!, n: 200_232 };
    const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>;
    const el = createElement(TelegramShare, { body, counters: { [TELEGRAM_COUNTER]: telegram } });
    return renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages, timeZone: 'UTC' } as ComponentProps<typeof NextIntlClientProvider>, el));
  };
  it('a few among many is not "0 %": under 0.1 % it reads to its first significant digit', () => {
    expect(share(16, 'ru')).toContain('Кости Telegram: 0,008\u00a0% всех костей');
    expect(share(16, 'en')).toContain('0.008%');
    expect(share(20_024, 'en')).toContain('9.1% of all');
  });
});
