import { scaleBand, scaleLinear } from 'd3-scale';

const CELL = 11;
const M = { top: 6, right: 6, bottom: 30, left: 38 };
/** How far from the expectation (in standard deviations) the colour saturates. */
const Z_MAX = 3;
/** Coordinates to a tenth of a pixel, opacities to a hundredth: the map's hundreds of cells are most of the page's bytes. */
const r1 = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * A card table's heat map: one column per card, one row per quarter of the deal (positions
 * 0–12, 13–25 … of 52; 0–7 … of 32). A cell's colour is how far its count lies from its card's
 * row sum / 4, in standard deviations: amber above, teal below, blank when as expected. SVG made
 * on the server; wider than a phone, it scrolls sideways inside its own box.
 */
export function HeatMap({
  id,
  counts,
  cards,
  groups,
  rows,
  title,
  desc,
  scrollLabel,
}: {
  id: string;
  /** 4 per card: card j's quarter q at 4·j + q */
  counts: readonly number[];
  /** a label per card (column): its rank */
  cards: readonly string[];
  /** labels under groups of columns (a suit's symbol under its first card) */
  groups: readonly { at: number; label: string }[];
  /** a label per quarter (row) */
  rows: readonly string[];
  title: string;
  desc: string;
  scrollLabel: string;
}) {
  const width = M.left + M.right + cards.length * CELL;
  const height = M.top + M.bottom + 4 * CELL * 1.6;
  const x = scaleBand<number>().domain(cards.map((_, j) => j)).range([M.left, width - M.right]).paddingInner(0.08);
  const y = scaleBand<number>().domain([0, 1, 2, 3]).range([M.top, height - M.bottom]).paddingInner(0.08);
  const opacity = scaleLinear().domain([0, Z_MAX]).range([0, 0.9]).clamp(true);
  return (
    <div role="region" aria-label={scrollLabel} tabIndex={0} className="overflow-x-auto rounded-lg border border-line">
      <svg role="img" aria-labelledby={`${id}-t ${id}-d`} viewBox={`0 0 ${width} ${height}`} width={width} height={height} className="block" data-chart="heat">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {rows.map((r, q) => (
          <text key={r} x={M.left - 4} y={r1((y(q) ?? 0) + y.bandwidth() / 2)} dy="0.32em" textAnchor="end" fontSize={9} className="fill-muted">
            {r}
          </text>
        ))}
        {/* every cell's grey ground as one path (hundreds of cells: the page's bytes) */}
        <path
          d={cards.map((_, j) => [0, 1, 2, 3].map((q) => `M${r1(x(j))} ${r1(y(q))}h${r1(x.bandwidth())}v${r1(y.bandwidth())}h${-r1(x.bandwidth())}z`).join('')).join('')}
          className="fill-line"
          opacity={0.35}
        />
        {/* cells above expected (amber) and below (teal), each kind in one group that gives the fill */}
        {(['fill-wait', 'fill-accent'] as const).map((fill) => (
          <g key={fill} className={fill}>
            {cards.flatMap((_, j) => {
              const row = counts.slice(4 * j, 4 * j + 4);
              const e = row.reduce((a, b) => a + b, 0) / 4;
              return row.map((c, q) => {
                const z = e > 0 ? (c - e) / Math.sqrt(e) : 0;
                if (z === 0 || (z > 0) !== (fill === 'fill-wait')) return null;
                return <rect key={`${j}-${q}`} x={r1(x(j))} y={r1(y(q))} width={r1(x.bandwidth())} height={r1(y.bandwidth())} opacity={r2(opacity(Math.abs(z)))} />;
              });
            })}
          </g>
        ))}
        {cards.map((label, j) => (
          <text key={j} x={r1((x(j) ?? 0) + x.bandwidth() / 2)} y={r1(height - M.bottom + 10)} textAnchor="middle" fontSize={7} className="fill-muted">
            {label}
          </text>
        ))}
        {groups.map((g) => (
          <text key={g.at} x={r1(x(g.at))} y={r1(height - M.bottom + 22)} fontSize={10} className="fill-ink">
            {g.label}
          </text>
        ))}
      </svg>
    </div>
  );
}
