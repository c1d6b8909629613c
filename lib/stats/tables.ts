import type { TableDef } from './types';

/** The nine tables of ../shared/spec/stats.md, in the spec's order. */
export const TABLES: readonly TableDef[] = [
  { name: 'roll_pair_v1.faces', cells: 6, kind: 'uniform' },
  { name: 'roll_pair_v1.pairs', cells: 36, kind: 'uniform' },
  { name: 'die_round_v1.faces', cells: 6, kind: 'uniform' },
  { name: 'match_seed_v2.dice', cells: 6, kind: 'uniform' },
  { name: 'match_seed_v2.seatOrder', cells: 2, kind: 'uniform' },
  { name: 'deck52.quarters', cells: 208, kind: 'rows4' },
  { name: 'baloot.quarters', cells: 128, kind: 'rows4' },
  { name: 'mahjong.first', cells: 144, kind: 'uniform' },
  { name: 'chess_colour_v1.white', cells: 2, kind: 'uniform' },
];
