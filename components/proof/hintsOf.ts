/**
 * lib/fair's diagnosis of a failing report, of its seeds and outcomes apart from the log (whose
 * failing step the log's rows name): the server's render of a failed page and the verification
 * worker make it, never the page's main thread.
 */
import { diagnose } from '@/lib/fair/diagnose';
import { isLogPath } from '@/lib/fair/verdict';
import type { Hint, Proof, Report } from '@/lib/fair/core';

/** `proof`: the document parsed, when the caller has it. */
export function hintsOf(document: unknown, report: Report, proof?: Proof): Hint[] {
  return report.mismatches.some((m) => !isLogPath(m.at)) ? diagnose(document, report, proof) : [];
}
