/**
 * What a proof page shows only for a proof that fails — the differences (recorded against
 * computed, drawn as dice, cards and tiles), lib/fair's diagnosis and its view — in a script of its
 * own: ProofView fetches it once a report has mismatches, and shows the verdict with them.
 */
import { diagnose } from '@/lib/fair/diagnose';
import { isLogPath } from '@/lib/fair/verdict';
import type { Hint, Proof, Report } from '@/lib/fair/core';

export { Mismatches } from './Mismatches';
export { Diagnosis } from '@/components/verify/Diagnosis';

/**
 * lib/fair's diagnosis of a failing report: of its seeds and outcomes, apart from the log (whose
 * failing step the log's rows name). `proof`: the document parsed, when the caller has it.
 */
export function hintsOf(document: unknown, report: Report, proof?: Proof): Hint[] {
  return report.mismatches.some((m) => !isLogPath(m.at)) ? diagnose(document, report, proof) : [];
}
