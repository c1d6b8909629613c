import type { StatsBody } from './types';

/** The counter of dice Telegram threw (die_round_v1's `counters`, lib/fair/schemes/die-round.ts). */
export const TELEGRAM_COUNTER = 'die_round_v1.telegram';

/**
 * The share of Telegram dice among the dice game's dice (/stats, issue #21), counted as the tables
 * are: Telegram's dice, and every die of the counted dice proofs — Telegram's and the seeds'
 * (`die_round_v1.faces`' n). `share` is null while no die was counted.
 */
export function telegramShare(body: StatsBody, counters: Readonly<Record<string, number>>): { telegram: number; dice: number; share: number | null } {
  const telegram = counters[TELEGRAM_COUNTER] ?? 0;
  const dice = telegram + (body.tables['die_round_v1.faces']?.n ?? 0);
  return { telegram, dice, share: dice > 0 ? telegram / dice : null };
}
