import { dieRoundCounts } from '../fair/schemes/die-round.ts';
import type { StatsBody } from './types';

/** The counter of dice Telegram threw and the table of the faces the seeds gave (lib/fair/schemes/die-round.ts). */
export const TELEGRAM_COUNTER = dieRoundCounts.counters![0]!;
const FACES_TABLE = dieRoundCounts.tables[0]!.name;

/**
 * The share of Telegram dice among the dice game's dice (/stats, issue #21), counted as the tables
 * are: Telegram's dice, and every die of the counted dice proofs — Telegram's and the seeds'
 * (the faces table's n). `share` is null while no die was counted.
 */
export function telegramShare(body: StatsBody, counters: Readonly<Record<string, number>>): { telegram: number; dice: number; share: number | null } {
  const telegram = counters[TELEGRAM_COUNTER] ?? 0;
  const dice = telegram + (body.tables[FACES_TABLE]?.n ?? 0);
  return { telegram, dice, share: dice > 0 ? telegram / dice : null };
}
