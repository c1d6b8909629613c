import { useTranslations } from 'next-intl';
import { tileInfo } from '@/lib/fair/tiles';
import { TILE_SUITS, tileShort, type TileWords } from './tileWords';

const SUIT_STYLE: Record<string, string> = {
  characters: 'text-red-700 dark:text-red-400',
  dots: 'text-sky-800 dark:text-sky-300',
  bamboo: 'text-emerald-800 dark:text-emerald-300',
  wind: 'text-ink',
  dragon: 'text-violet-800 dark:text-violet-300',
  flower: 'text-pink-800 dark:text-pink-300',
  season: 'text-amber-800 dark:text-amber-300',
};

/**
 * A labelled mahjong tile chip: the short label in the page's language (e.g. `3b`, `В`, `Кд`,
 * `☼3`; <TileLegend> explains them) with the full name as its accessible label.
 */
export function MahjongTile({ id }: { id: number }) {
  const t: TileWords = useTranslations('Tiles');
  let info: ReturnType<typeof tileInfo> | null = null;
  try {
    info = tileInfo(id);
  } catch {
    /* an out-of-range id renders as `?` */
  }
  const code = info ? tileShort(t, info) : '?';
  const name = info ? t('name', { suit: info.suit, rank: info.rank }) : '?';
  return (
    <span
      role="img"
      aria-label={`${code} (${name})`}
      title={name}
      className={`inline-flex h-9 min-w-[1.9rem] shrink-0 items-center justify-center rounded-md border border-line border-b-[3px] bg-surface px-1 font-mono text-sm leading-none font-semibold ${
        SUIT_STYLE[info?.suit ?? ''] ?? 'text-ink'
      }`}
    >
      <span aria-hidden="true">{code}</span>
    </span>
  );
}

/** What the short labels mean, one line per kind of tile, in the page's language. */
export function TileLegend() {
  const t = useTranslations('Tiles');
  return (
    <details className="text-sm text-muted" data-testid="tile-legend">
      <summary className="-my-2 cursor-pointer py-2">{t('legendTitle')}</summary>
      <ul className="mt-1.5 space-y-0.5">
        {TILE_SUITS.map((suit) => (
          <li key={suit}>{t(`legend_${suit}`)}</li>
        ))}
      </ul>
    </details>
  );
}
