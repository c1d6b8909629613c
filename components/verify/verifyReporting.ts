/**
 * The verification loop of the proof page's worker (verify.worker.ts), apart from the worker so a
 * unit test can run it: lib/fair's verifySteps over the whole document, calling `report` with the
 * progress at most every REPORT_MS of `now()` — each report re-renders the page around the bar.
 */
import { signatureOk } from '@/lib/fair/log/ed25519';
import { parseProof } from '@/lib/fair/parse';
import { verifySteps } from '@/lib/fair/verify';
import { checkHref } from '@/components/proof/checkHref';
import { hintsOf } from '@/components/proof/hintsOf';
import { logRows } from '@/components/proof/logRows';
import type { Progress, Proof, Report } from '@/lib/fair/core';
import type { Verified } from './worker-protocol';

export const REPORT_MS = 100;

/**
 * The report of `document` (its log parts checked when `vkey` is given), with what the page draws
 * from it: the proof parsed, its log rows, its /check link in `locale`. @throws lib/fair's InputError
 */
export function verifyReporting(
  document: unknown,
  { vkey, locale }: { vkey?: string; locale?: string },
  report: (p: Progress) => void,
  now: () => number = () => performance.now(),
): Verified {
  const proof = parseProof(document);
  const steps = verifySteps(proof, vkey === undefined ? {} : { vkey, signatures: signatureOk });
  let reported = now();
  for (;;) {
    const r = steps.next();
    if (r.done) return drawnFrom(document, proof, r.value, locale);
    if (now() - reported >= REPORT_MS) {
      reported = now();
      report(r.value);
    }
  }
}

/** The report with what a proof page draws from its document (the worker's, and the main thread's where no worker starts). */
export function drawnFrom(document: unknown, proof: Proof, report: Report, locale?: string): Verified {
  return {
    report,
    proof,
    logs: logRows(null, proof),
    checkHref: locale === undefined ? null : checkHref(document as Record<string, unknown>, locale),
    hints: hintsOf(document, report, proof),
  };
}
