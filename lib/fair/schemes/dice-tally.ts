/**
 * The dice game's tally of Telegram dice (issue #21), apart from its module (./die-round.ts
 * re-exports it): pages read it without taking the scheme's computation along.
 */

/** How many of a revealed dice proof's dice were compared, and how many Telegram threw (never compared). */
export interface DiceTally {
  /** every die of the proof (`count`) */
  dice: number;
  /** Telegram positions: thrown with Telegram's own animation, from no seed */
  telegram: number;
  /** dice compared with the recomputation: the others, when the proof records its dice (else 0) */
  compared: number;
}

/** The one scheme whose proofs have Telegram dice (a list asks the database for its rows alone). */
export const TELEGRAM_SCHEME = 'die_round_v1';

/** The tally of a revealed die_round_v1 proof; null for a committed one or another scheme's. */
export function diceTally(p: { scheme: string }): DiceTally | null {
  if (p.scheme !== TELEGRAM_SCHEME) return null;
  // die-round.ts' DieRoundProof, as far as read here (that module re-exports this one)
  const d = p as { serverSeed?: string; count?: number; telegram?: readonly number[]; recorded?: readonly unknown[] };
  if (d.serverSeed === undefined || d.count === undefined) return null;
  const telegram = d.telegram?.length ?? 0;
  return { dice: d.count, telegram, compared: d.recorded ? d.count - telegram : 0 };
}

/** The same as {@link onlyTelegramDice}, from a proof's tally: for pages that have the document, not its report. */
export const allTelegram = (t: DiceTally | null): boolean => t !== null && t.dice > 0 && t.telegram === t.dice;

/**
 * True for a revealed dice proof whose every die Telegram threw: none could be compared, whatever was
 * recorded, so a verifying one checked its commitment only and must not read as a plain "verified"
 * (pages, verifier.js). Read from the report (its `dice` and the echoed, distinct `telegram`: no other scheme's report has both).
 */
export const onlyTelegramDice = (r: { mismatches: unknown[]; dice?: unknown[]; telegram?: number[] }): boolean => !!r.dice?.length && r.telegram?.length === r.dice.length;
