/**
 * Mahjong tiles. Ids 0–135: kind = floor(id / 4), four copies per kind: 0–8 characters 1–9,
 * 9–17 dots 1–9, 18–26 bamboo 1–9, 27–30 winds E S W N, 31–33 dragons red green white.
 * Ids 136–143 are the eight flowers and seasons (here: 136–139 flowers 1–4, 140–143 seasons 1–4).
 */

export type TileSuit = 'characters' | 'dots' | 'bamboo' | 'wind' | 'dragon' | 'flower' | 'season';

export interface TileInfo {
  id: number;
  /** 0–33 for the suited/honour kinds, 34–41 for flowers and seasons */
  kind: number;
  suit: TileSuit;
  /** 1–9 for suits, 1–4 for winds (E S W N), flowers and seasons, 1–3 for dragons (red green white) */
  rank: number;
  /** short code: `1m`…`9m`, `1p`…`9p`, `1s`…`9s`, `E S W N`, `Rd Gd Wd`, `F1`…`F4`, `S1`…`S4` */
  code: string;
  /** English name, e.g. `3 dots`, `East wind`, `Red dragon`, `Flower 2` */
  name: string;
}

import { isInt, need } from './errors';

const WINDS = ['East', 'South', 'West', 'North'];
const DRAGONS = ['Red', 'Green', 'White'];

/** Kind of a tile id (0–33; 34–41 for flowers/seasons). */
export function tileKind(id: number): number {
  return id < 136 ? Math.floor(id / 4) : 34 + (id - 136);
}

/**
 * Full description of a tile id 0–143.
 * @throws InputError (field `id`) when id is not a tile id 0–143
 */
export function tileInfo(id: number): TileInfo {
  need(isInt(id, 0, 143), 'id', 'a tile id 0–143');
  const kind = tileKind(id);
  if (kind < 27) {
    const si = Math.floor(kind / 9);
    const rank = (kind % 9) + 1;
    const suit = (['characters', 'dots', 'bamboo'] as const)[si]!;
    return { id, kind, suit, rank, code: `${rank}${'mps'[si]}`, name: `${rank} ${suit}` };
  }
  if (kind < 31) {
    const rank = kind - 26;
    return { id, kind, suit: 'wind', rank, code: 'ESWN'[rank - 1]!, name: `${WINDS[rank - 1]} wind` };
  }
  if (kind < 34) {
    const rank = kind - 30;
    return { id, kind, suit: 'dragon', rank, code: `${'RGW'[rank - 1]}d`, name: `${DRAGONS[rank - 1]} dragon` };
  }
  const k = id - 136;
  if (k < 4) return { id, kind, suit: 'flower', rank: k + 1, code: `F${k + 1}`, name: `Flower ${k + 1}` };
  return { id, kind, suit: 'season', rank: k - 3, code: `S${k - 3}`, name: `Season ${k - 3}` };
}

/** Short code of a tile (see {@link TileInfo.code}), `?` for a bad id. */
export function tileLabel(id: number): string {
  if (!Number.isInteger(id) || id < 0 || id > 143) return '?';
  const k = id >> 2;
  if (id > 135) return `${id < 140 ? 'F' : 'S'}${((id - 136) % 4) + 1}`;
  return k < 27 ? `${(k % 9) + 1}${'mps'[Math.floor(k / 9)]}` : k < 31 ? 'ESWN'[k - 27]! : `${'RGW'[k - 31]}d`;
}
