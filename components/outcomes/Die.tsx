/** Pip positions on a 0–24 grid for faces 1–6. */
const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [[6.5, 6.5], [17.5, 17.5]],
  3: [[6.5, 6.5], [12, 12], [17.5, 17.5]],
  4: [[6.5, 6.5], [17.5, 6.5], [6.5, 17.5], [17.5, 17.5]],
  5: [[6.5, 6.5], [17.5, 6.5], [12, 12], [6.5, 17.5], [17.5, 17.5]],
  6: [[6.5, 6], [17.5, 6], [6.5, 12], [17.5, 12], [6.5, 18], [17.5, 18]],
};

const DIE_ID = 'fair-die-';

/**
 * The six faces, drawn once per page (the locale layout renders this): each {@link Die} is a `<use>`
 * of one, so a long game's page carries one small `<svg>` per die instead of every pip of every die.
 * Hidden from assistive technology; each die keeps its own accessible name.
 */
export function DieFaces() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" className="absolute">
      <defs>
        {Object.entries(PIPS).map(([face, pips]) => (
          <g key={face} id={`${DIE_ID}${face}`}>
            <rect
              x="0.75"
              y="0.75"
              width="22.5"
              height="22.5"
              rx="5"
              className="fill-surface"
              stroke="currentColor"
              strokeOpacity="0.55"
              strokeWidth="1.5"
            />
            {pips.map(([cx, cy]) => (
              <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={face === '1' ? 2.6 : 2.1} fill="currentColor" />
            ))}
          </g>
        ))}
      </defs>
    </svg>
  );
}

/**
 * One die face: a `<use>` of its face from {@link DieFaces}. `face === null` or `telegram` draws a
 * Telegram mark instead (a position whose value came from Telegram's own dice, not from the seed).
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
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={`inline-block shrink-0 align-middle${plane ? '' : ' text-ink'}`}
    >
      <title>{label}</title>
      {plane ? (
        <>
          <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="5" fill="#2481cc" />
          <path d="M5 11.6 18.2 6.4c.6-.2 1.1.2.9.9l-2.3 10.6c-.1.6-.7.8-1.2.5l-3.4-2.5-1.7 1.6c-.2.2-.5.1-.5-.2l.2-2.6 5.6-5.1-7 4.3-2.9-.9c-.6-.2-.6-.9 0-1.2Z" fill="#fff" />
          {face !== null && pips && (
            <text x="20" y="22" fontSize="8" textAnchor="end" fill="#fff" fontWeight="700">
              {face}
            </text>
          )}
        </>
      ) : (
        <use href={`#${DIE_ID}${face}`} />
      )}
    </svg>
  );
}
