import { tileInfo, tileLabel } from '@/lib/fair/core';

const SUIT_STYLE: Record<string, string> = {
  characters: 'text-red-700 dark:text-red-400',
  dots: 'text-sky-800 dark:text-sky-300',
  bamboo: 'text-emerald-800 dark:text-emerald-300',
  wind: 'text-ink',
  dragon: 'text-violet-800 dark:text-violet-300',
  flower: 'text-pink-800 dark:text-pink-300',
  season: 'text-amber-800 dark:text-amber-300',
};

/** A labelled mahjong tile chip: the short code (e.g. `3p`, `E`, `Rd`) with the full name as its accessible label. */
export function MahjongTile({ id }: { id: number }) {
  let name = '?';
  let suit = '';
  try {
    const info = tileInfo(id);
    name = info.name;
    suit = info.suit;
  } catch {
    /* an out-of-range id renders as `?` */
  }
  const code = tileLabel(id);
  return (
    <span
      role="img"
      aria-label={`${code} (${name})`}
      title={name}
      className={`inline-flex h-9 min-w-[1.9rem] shrink-0 items-center justify-center rounded-md border border-line border-b-[3px] bg-surface px-1 font-mono text-sm leading-none font-semibold ${
        SUIT_STYLE[suit] ?? 'text-ink'
      }`}
    >
      <span aria-hidden="true">{code}</span>
    </span>
  );
}
