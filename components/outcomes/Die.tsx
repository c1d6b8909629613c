/** Pip positions on a 0–24 grid for faces 1–6. */
const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [[6.5, 6.5], [17.5, 17.5]],
  3: [[6.5, 6.5], [12, 12], [17.5, 17.5]],
  4: [[6.5, 6.5], [17.5, 6.5], [6.5, 17.5], [17.5, 17.5]],
  5: [[6.5, 6.5], [17.5, 6.5], [12, 12], [6.5, 17.5], [17.5, 17.5]],
  6: [[6.5, 6], [17.5, 6], [6.5, 12], [17.5, 12], [6.5, 18], [17.5, 18]],
};

const num = (x: number) => String(x).replace(/^0\./, '.');

/** A face as a mask: its rounded square's outline at 55 % and its pips, in a 24 × 24 box. */
function faceSvg(face: number): string {
  const r = face === 1 ? 2.6 : 2.1;
  const pips = PIPS[face]!.map(([cx, cy]) => `<circle cx='${num(cx)}' cy='${num(cy)}' r='${r}'/>`).join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><rect x='.75' y='.75' width='22.5' height='22.5' rx='5' fill='none' stroke='black' stroke-opacity='.55' stroke-width='1.5'/>${pips}</svg>`;
}

// Each die is one element painted in its text colour through its face's mask: an <svg> with a
// <use> per die cost a shadow tree per die to build and lay out, and three nodes to hydrate
// (docs/benchmarks.md, "dice as masks"). Printed and in forced colours as drawn.
const FACES_CSS =
  '.die{display:inline-block;flex-shrink:0;vertical-align:middle;background-color:currentColor;-webkit-mask:var(--face) center/100% 100% no-repeat;mask:var(--face) center/100% 100% no-repeat;forced-color-adjust:none;print-color-adjust:exact;-webkit-print-color-adjust:exact}' +
  Object.keys(PIPS)
    .map((face) => `.die-${face}{--face:url("data:image/svg+xml,${encodeURIComponent(faceSvg(Number(face)))}")}`)
    .join('');

/** The six faces' masks, once per page (the locale layout renders this), for every {@link Die}. */
export function DieFaces() {
  return <style>{FACES_CSS}</style>;
}

/**
 * One die face: an element masked by its face from {@link DieFaces}. `face === null` or `telegram`
 * draws a Telegram mark instead (a position whose value came from Telegram's own dice, not from the seed).
 * Callers pass a localized `title`; it becomes the accessible name.
 */
export function Die({
  face,
  size = 28,
  telegram = false,
  title,
}: {
  face: number | null;
  size?: number;
  telegram?: boolean;
  title?: string;
}) {
  const pips = face !== null ? PIPS[face] : undefined;
  // a Telegram position: a paper plane on Telegram's blue, its face in the corner when known
  const plane = telegram || face === null || !pips;
  const label = title ?? (face === null ? 'Telegram' : telegram ? `Telegram ${face}` : String(face));
  if (!plane) return <span role="img" aria-label={label} className={`die die-${face} text-ink`} style={{ width: size, height: size }} />;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className="inline-block shrink-0 align-middle"
    >
      <title>{label}</title>
      <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="5" fill="#2481cc" />
      <path d="M5 11.6 18.2 6.4c.6-.2 1.1.2.9.9l-2.3 10.6c-.1.6-.7.8-1.2.5l-3.4-2.5-1.7 1.6c-.2.2-.5.1-.5-.2l.2-2.6 5.6-5.1-7 4.3-2.9-.9c-.6-.2-.6-.9 0-1.2Z" fill="#fff" />
      {face !== null && pips && (
        <text x="20" y="22" fontSize="8" textAnchor="end" fill="#fff" fontWeight="700">
          {face}
        </text>
      )}
    </svg>
  );
}
