/**
 * match_seed_v2's games and the list each records, apart from its computation (./match-seed.ts):
 * what a page that only draws them needs (components/outcomes/by-scheme/match_seed_v2.tsx).
 */
export type MatchGame = 'backgammon' | 'checkers' | 'xiangqi' | 'bridge' | 'tarneeb' | 'trix' | 'baloot' | 'mahjong';
export const MATCH_GAMES: readonly MatchGame[] = ['backgammon', 'checkers', 'xiangqi', 'bridge', 'tarneeb', 'trix', 'baloot', 'mahjong'];

/** Which recorded list each game has (null: only the seat order). */
export const MATCH_LIST: Readonly<Record<MatchGame, 'dice' | 'deals' | 'hands' | 'draws' | null>> = {
  backgammon: 'dice', checkers: null, xiangqi: null, bridge: 'deals', tarneeb: 'deals', trix: 'deals', baloot: 'hands', mahjong: 'draws',
};
