import { useFormatter, useTranslations } from 'next-intl';
import { BALOOT, cardRankShown, SUIT_SYMBOLS, SUITS } from '@/lib/fair/cards';
import { tileInfo } from '@/lib/fair/tiles';
import { tileShort, type TileWords } from '@/components/outcomes/tileWords';
import { TABLES } from '@/lib/stats/tables';
import type { StatsBody, StatsTable, TableDef } from '@/lib/stats/types';
import { tableView, type TableView, type Verdict } from '@/lib/stats/view';
import { BarChart } from './BarChart';
import { HeatMap } from './HeatMap';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The cells' labels of a one-dimensional table, and how many bars a label stands for. */
function barLabels(def: TableDef, names: { first: [string, string]; white: [string, string]; tile: TileWords }): { labels: string[]; every?: number } {
  if (def.cells === 6) return { labels: range(6).map((i) => String(i + 1)) };
  if (def.cells === 36) return { labels: range(36).map((i) => `${Math.floor(i / 6) + 1}-${(i % 6) + 1}`) };
  if (def.cells === 144) return { labels: range(144).map((i) => (i % 4 === 0 ? tileShort(names.tile, tileInfo(i)) : '')), every: 4 };
  return { labels: def.name.endsWith('white') ? names.white : names.first };
}

const VERDICT_STYLE: Record<Verdict, string> = {
  notEnough: 'border-line bg-page text-muted',
  fine: 'border-ok/40 bg-ok/10',
  unusual: 'border-wait/50 bg-wait/10',
  veryUnusual: 'border-bad/50 bg-bad/10',
};

/**
 * The nine tables of the fairness statistics (../shared/spec/stats.md), each with its chart, n,
 * chi-square, df, p, one sentence in plain words and a verdict — or "not enough data yet". Takes
 * the served StatsBody, so it renders the same from the database or a fixture.
 */
export function StatsTables({ body }: { body: StatsBody }) {
  const t = useTranslations('Stats');
  const tt: TileWords = useTranslations('Tiles');
  const format = useFormatter();
  const pct = (x: number, digits = 2) => format.number(x, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const int = (x: number) => format.number(x, { maximumFractionDigits: 0 });
  const num2 = (x: number) => format.number(x, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // floored, so that 4.97 expected never reads as the 5 it lacks, nor 0.5 or 0.007 as none: below
  // 0.1, to its first significant digit
  const floored = (x: number) => {
    const digits = x > 0 && x < 0.1 ? -Math.floor(Math.log10(x)) : 1;
    return format.number(Math.floor(x * 10 ** digits) / 10 ** digits, { maximumFractionDigits: digits });
  };
  const pText = (p: number) => (p < 0.0001 ? t('pTiny', { p: format.number(0.0001) }) : format.number(p, { maximumFractionDigits: 4 }));

  const views = TABLES.map((def) => tableView(def, body.tables[def.name] ?? emptyTable(def)));
  return (
    <div className="space-y-8">
      {views.map((v) => (
        <TableSection key={v.def.name} v={v} t={t} tt={tt} f={{ pct, int, num2, floored, pText }} />
      ))}
    </div>
  );
}

function emptyTable(def: TableDef): StatsTable {
  return { counts: new Array<number>(def.cells).fill(0), n: 0, chi2: null, df: null, p: null };
}

type T = ReturnType<typeof useTranslations<'Stats'>>;

type Formats = { pct: (x: number, digits?: number) => string; int: (x: number) => string; num2: (x: number) => string; floored: (x: number) => string; pText: (p: number) => string };

function TableSection({ v, t, tt, f }: { v: TableView; t: T; tt: TileWords; f: Formats }) {
  const { pct, int, num2, floored, pText } = f;
  const { def, table, key } = v;
  const id = `table-${key}`;
  const title = t(`title_${key}`);
  // a card table counts every card of a shuffle: n / cards = shuffles
  const decks = def.kind === 'rows4' ? Math.round(table.n / (def.cells / 4)) : table.n;
  // too few counts make the spread meaningless ("between 0.00 % and 100.00 %"): no spread then
  const sentence =
    table.n === 0
      ? t('sentenceEmpty')
      : v.verdict === 'notEnough'
        ? t('sentenceFew')
        : t(`sentence_${key}`, {
          n: decks,
          min: pct(v.min),
          max: pct(v.max),
          first: pct((table.counts[0] ?? 0) / table.n, 1),
          expected: pct(v.expected),
        });
  const chartDesc = `${sentence} ${t('chartNote')}`;
  const scroll = t('scrollChart', { title });
  let chart;
  if (def.kind === 'rows4') {
    const ids = def.cells === 208 ? range(52) : [...BALOOT];
    const per = def.cells === 208 ? 13 : 8;
    chart = (
      <HeatMap
        id={id}
        counts={table.counts}
        cards={ids.map(cardRankShown)}
        groups={range(4).map((s) => ({ at: s * per, label: SUIT_SYMBOLS[SUITS[s] as 'c'] }))}
        // positions from 0, as the explainers and the math panel count them
        rows={range(4).map((q) => `${q * per}–${q * per + per - 1}`)}
        title={title}
        desc={chartDesc}
        scrollLabel={scroll}
      />
    );
  } else {
    const { labels, every } = barLabels(def, { first: [t('seatOrder01'), t('seatOrder10')], white: [t('whiteA'), t('whiteB')], tile: tt });
    chart = (
      <BarChart
        id={id}
        counts={table.counts}
        expected={table.n / def.cells}
        labels={labels}
        labelEvery={every}
        title={title}
        desc={chartDesc}
        scrollLabel={scroll}
        formatCount={int}
      />
    );
  }
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-xl border border-line bg-surface p-4 sm:p-5" data-table={def.name} data-n={table.n}>
      <div className="space-y-1">
        <h3 id={`${id}-h`} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted">
          {t(`what_${key}`)} <code className="font-mono text-xs">{def.name}</code>
        </p>
      </div>
      {/* an empty chart says nothing: no chart and no legend until something is counted */}
      {table.n > 0 && chart}
      {table.n > 0 && <p className="text-xs text-muted">{t(def.kind === 'rows4' ? 'heatLegend' : 'barLegend')}</p>}
      <p data-testid="sentence">{sentence}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Stat term="n" value={int(table.n)} />
        <Stat term="χ²" value={table.chi2 === null ? '—' : num2(table.chi2)} />
        <Stat term="df" title={t('df')} value={table.df === null ? '—' : int(table.df)} />
        <Stat term="p" value={table.p === null ? '—' : pText(table.p)} />
      </dl>
      <p className={`rounded-lg border px-3 py-2 text-sm ${VERDICT_STYLE[v.verdict]}`} data-verdict-stats={v.verdict}>
        {v.verdict === 'notEnough'
          ? t('notEnough', { expected: floored(v.minExpected) })
          : t(`verdict_${v.verdict}`)}
      </p>
    </section>
  );
}

function Stat({ term, title, value }: { term: string; title?: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted">{title ? <abbr title={title} className="no-underline">{term}</abbr> : term}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
