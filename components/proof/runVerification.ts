/**
 * Runs lib/fair's verification in the browser without freezing the page: lib/fair's `verifySteps`
 * yields after each unit of a long session (a poker hand), and this gives the browser a turn every
 * few milliseconds of them (so a progress bar can paint). The report is verify(document, opts)'s,
 * log parts included (their signatures checked with `opts.signatures`).
 */
import { parseProof } from '@/lib/fair/parse';
import { verifySteps } from '@/lib/fair/verify';
import type { Report, VerifyOptions } from '@/lib/fair/core';

export type { Progress } from '@/lib/fair/core';
import type { Progress } from '@/lib/fair/core';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Verification runs this long between the browser's turns: under a frame, so the page stays responsive. */
const SLICE_MS = 12;
/** Progress is reported at most this often: each report re-renders the page around the progress bar. */
const REPORT_MS = 100;

/**
 * Verify `document`; `onProgress` is called with the last poker hand done, at most every
 * {@link REPORT_MS}. The work runs in slices of {@link SLICE_MS}, not a hand per turn: each turn costs
 * a timer (clamped once nested) and each report a render of the page, which made a session's page
 * take far longer than lib/fair's own work (docs/decisions/0013-verification-slices.md).
 * Throws lib/fair's InputError for an invalid document (or an invalid `opts.vkey`); resolves to
 * null when `signal` was aborted.
 */
export async function runVerification(
  document: unknown,
  onProgress: (p: Progress) => void,
  signal: { aborted: boolean },
  opts: VerifyOptions = {},
): Promise<Report | null> {
  const steps = verifySteps(parseProof(document), opts);
  let reported = performance.now();
  for (;;) {
    await yieldToBrowser();
    if (signal.aborted) return null;
    const start = performance.now();
    let last: Progress | undefined;
    do {
      const r = steps.next();
      if (r.done) return r.value;
      last = r.value;
    } while (performance.now() - start < SLICE_MS);
    if (performance.now() - reported >= REPORT_MS) {
      reported = performance.now();
      onProgress(last);
    }
  }
}
