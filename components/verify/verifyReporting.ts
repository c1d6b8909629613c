/**
 * The verification loop of the proof page's worker (verify.worker.ts), apart from the worker so a
 * unit test can run it: lib/fair's verifySteps over the whole document, calling `report` with the
 * progress at most every REPORT_MS of `now()` — each report re-renders the page around the bar.
 */
import { signatureOk } from '@/lib/fair/log/ed25519';
import { parseProof } from '@/lib/fair/parse';
import { verifySteps } from '@/lib/fair/verify';
import type { Progress, Report } from '@/lib/fair/core';

export const REPORT_MS = 100;

/** The report of `document` (its log parts checked when `vkey` is given). @throws lib/fair's InputError */
export function verifyReporting(document: unknown, vkey: string | undefined, report: (p: Progress) => void, now: () => number = () => performance.now()): Report {
  const steps = verifySteps(parseProof(document), vkey === undefined ? {} : { vkey, signatures: signatureOk });
  let reported = now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (now() - reported >= REPORT_MS) {
      reported = now();
      report(r.value);
    }
  }
}
