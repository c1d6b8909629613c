import { useTranslations } from 'next-intl';
import { tileInfo, type TileInfo, type TileSuit } from '@/lib/fair/tiles';

/** The kinds of tile in the order the legend explains them. */
export const TILE_SUITS: readonly TileSuit[] = ['characters', 'dots', 'bamboo', 'wind', 'dragon', 'flower', 'season'];

/** The `Tiles` messages a tile's label and name come from (lib/fair names tiles in English only). */
export type TileWords = (key: 'short' | 'name', values: { suit: string; rank: number }) => string;

/** A tile's short label in the page's language, e.g. for a chart's axis. */
export const tileShort = (t: TileWords, info: Pick<TileInfo, 'suit' | 'rank'>) => t('short', { suit: info.suit, rank: info.rank });

/** A tile id as its chip labels it, in the page's language; `?` for no tile, as lib/fair's tileLabel. */
export const tileText = (t: TileWords, id: number): string => (Number.isInteger(id) && id >= 0 && id <= 143 ? tileShort(t, tileInfo(id)) : '?');

/** {@link tileText} with the page's words (the math panel). */
export function useTileText(): (id: number) => string {
  const t: TileWords = useTranslations('Tiles');
  return (id) => tileText(t, id);
}
