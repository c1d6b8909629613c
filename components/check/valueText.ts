import { rollLabel, seatOrderLabel, tileLabel, type Pair } from '@/lib/fair/core';
import { cardText } from '../outcomes/PlayingCard';
import { tileText, type TileWords } from '../outcomes/tileWords';

/**
 * A compared value as a short text: `6-3`, `K♠` (`10♦` as its chip), a tile as its chip labels it
 * with the page's `Tiles` words (lib/fair's `3p` without them), a shortened hex digest.
 */
export function valueText(at: string, v: unknown, tiles?: TileWords): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number') && at.startsWith('rolls')) return rollLabel(v as Pair);
  if (typeof v === 'number' && /^(deals|hands\[\d+\]\.(deck|rest))\[/.test(at)) return cardText(v);
  // a seat order as the form offers it, from 1 ("2 → 1"), not the scheme's indices from 0
  if (at === 'seatOrder' && Array.isArray(v) && v.every((x) => Number.isInteger(x))) return seatOrderLabel(v as number[]);
  if (typeof v === 'number' && at.startsWith('draws')) return tiles ? tileText(tiles, v) : tileLabel(v);
  if (typeof v === 'string' && /^[0-9a-f]{64}$/i.test(v)) return `${v.slice(0, 12)}…`;
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}

