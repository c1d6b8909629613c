import { scaleBand, scaleLinear } from 'd3-scale';

/** Narrowest bar before the chart scrolls inside its own box instead of shrinking further. */
const MIN_BAR = 8;
const FIT = 340;
const H = 180;
const M = { top: 12, right: 8, bottom: 26, left: 40 };

/**
 * Bars of a one-dimensional table with the uniform expectation as a dashed line: SVG made on the
 * server (d3-scale for the geometry), nothing to run in the browser. A table of more cells than fit
 * 340 px at 8 px a bar keeps its size and scrolls sideways inside its box.
 */
export function BarChart({
  id,
  counts,
  expected,
  labels,
  labelEvery,
  title,
  desc,
  scrollLabel,
  formatCount,
}: {
  id: string;
  counts: readonly number[];
  expected: number;
  /** one per cell; shown as many as fit */
  labels: readonly string[];
  /** label only every so many bars (their labels stand for the group); default: as many as fit */
  labelEvery?: number;
  title: string;
  desc: string;
  scrollLabel: string;
  formatCount: (n: number) => string;
}) {
  const width = Math.max(FIT, M.left + M.right + counts.length * MIN_BAR);
  /** coordinates to a tenth of a pixel: a 144-bar chart's bytes are mostly digits otherwise */
  const r1 = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
  const x = scaleBand<number>()
    .domain(counts.map((_, i) => i))
    .range([M.left, width - M.right])
    .paddingInner(counts.length > 40 ? 0.1 : 0.2);
  // an empty table still gets a readable axis (0–4); counts are whole numbers, so are the ticks
  const top = Math.max(expected, ...counts, 4) * 1.08;
  const y = scaleLinear().domain([0, top]).nice(4).range([H - M.bottom, M.top]);
  const ticks = y.ticks(4).filter((t) => Number.isInteger(t));
  // a label every `every` bars, so that labels never overlap (about 22 px each)
  const every = labelEvery ?? Math.max(1, Math.ceil(22 / x.step()));
  const wide = width > FIT;
  const svg = (
    <svg
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      viewBox={`0 0 ${width} ${H}`}
      width={wide ? width : '100%'}
      height={wide ? H : undefined}
      className={wide ? 'block' : 'block h-auto w-full max-w-xl'}
      data-chart="bars"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{desc}</desc>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={M.left} x2={width - M.right} y1={r1(y(t))} y2={r1(y(t))} className="stroke-line" strokeWidth={1} />
          <text x={M.left - 4} y={r1(y(t))} dy="0.32em" textAnchor="end" fontSize={10} className="fill-muted">
            {formatCount(t)}
          </text>
        </g>
      ))}
      {/* the bars inherit their fill and corner from the group: one attribute each, not one per bar */}
      <g className="fill-accent">
        {counts.map((c, i) => (
          <rect key={i} x={r1(x(i))} width={r1(x.bandwidth())} y={r1(y(c))} height={r1(Math.max(0, y(0) - y(c)))} rx={x.bandwidth() > 6 ? 2 : undefined} />
        ))}
      </g>
      {expected > 0 && (
        <line
          x1={M.left}
          x2={width - M.right}
          y1={r1(y(expected))}
          y2={r1(y(expected))}
          className="stroke-ink"
          strokeWidth={1.5}
          strokeDasharray="5 4"
          data-expected={expected}
        />
      )}
      {labels.map((l, i) =>
        i % every === 0 ? (
          <text key={i} x={r1(labelEvery ? (x(i) ?? 0) : (x(i) ?? 0) + x.bandwidth() / 2)} y={H - M.bottom + 14} textAnchor={labelEvery ? 'start' : 'middle'} fontSize={10} className="fill-muted">
            {l}
          </text>
        ) : null,
      )}
    </svg>
  );
  if (!wide) return svg;
  return (
    // a scrolling box that a keyboard can reach (tabIndex) and a screen reader can name
    <div role="region" aria-label={scrollLabel} tabIndex={0} className="overflow-x-auto rounded-lg border border-line">
      {svg}
    </div>
  );
}
