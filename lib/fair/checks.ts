/** What every scheme's verification is made of: counted checks and the mismatches they found. */
import type { Mismatch } from './types';

/** Counts checks and records the mismatches (proof-format.md, "Verification report"). */
export class Checks {
  checks = 0;
  mismatches: Mismatch[] = [];

  /** Count one check; record a mismatch at `at` when `same` is false. */
  check(same: boolean, at: string, recorded: unknown, computed: unknown): boolean {
    this.checks++;
    if (!same) this.mismatches.push({ at, recorded, computed });
    return same;
  }

  /** One check per element (JSON equality), skipping 1-based positions in `skip` and null computed values. */
  each(at: string, recorded: readonly unknown[] | undefined, computed: readonly unknown[], skip?: ReadonlySet<number>): void {
    recorded?.forEach((r, i) => {
      if (!skip?.has(i + 1) && computed[i] !== null) this.check(JSON.stringify(r) === JSON.stringify(computed[i]), `${at}[${i}]`, r, computed[i]);
    });
  }

  /** The recomputed commitment, and when the document gives one, the check of it (`commitmentOk`). */
  commitment(given: string | undefined, computed: string): { commitment: string; commitmentOk?: boolean } {
    if (given === undefined) return { commitment: computed };
    return { commitment: computed, commitmentOk: this.check(given === computed, 'commitment', given, computed) };
  }
}
