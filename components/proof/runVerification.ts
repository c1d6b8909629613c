/**
 * Runs lib/fair's verification in the browser without freezing the page: lib/fair's `verifySteps`
 * yields after each unit of a long session (a poker hand), and this gives the browser a turn there
 * (so a progress bar can paint). The report is verify(document, opts)'s, log parts included
 * (their signatures checked with `opts.signatures`).
 */
import { parseProof } from '@/lib/fair/parse';
import { verifySteps } from '@/lib/fair/verify';
import type { Report, VerifyOptions } from '@/lib/fair/core';

export type { Progress } from '@/lib/fair/core';
import type { Progress } from '@/lib/fair/core';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Verify `document`; `onProgress` is called after every poker hand. Throws lib/fair's
 * InputError for an invalid document (or an invalid `opts.vkey`); resolves to null when
 * `signal` was aborted.
 */
export async function runVerification(
  document: unknown,
  onProgress: (p: Progress) => void,
  signal: { aborted: boolean },
  opts: VerifyOptions = {},
): Promise<Report | null> {
  const steps = verifySteps(parseProof(document), opts);
  for (;;) {
    await yieldToBrowser();
    if (signal.aborted) return null;
    const r = steps.next();
    if (r.done) return r.value;
    onProgress(r.value);
  }
}
