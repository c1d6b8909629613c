/**
 * Runs lib/fair's verification in the browser without freezing the page: lib/fair's `verifySteps`
 * yields after each unit of a long session (a poker hand), and this gives the browser a turn there
 * (so a progress bar can paint). The report is verify(document, { vkey })'s, log parts included:
 * the Ed25519 check they need is loaded (a dynamic import) only when the document has log parts.
 */
import { logPartsOf, parseProof, verifySteps, type Report, type SignatureCheck } from '@/lib/fair/core';

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
  opts: { vkey?: string } = {},
): Promise<Report | null> {
  const proof = parseProof(document);
  const signatures = opts.vkey !== undefined && logPartsOf(proof).length > 0 ? await loadSignatureCheck() : undefined;
  const steps = verifySteps(proof, { ...opts, ...(signatures ? { signatures } : {}) });
  for (;;) {
    await yieldToBrowser();
    if (signal.aborted) return null;
    const r = steps.next();
    if (r.done) return r.value;
    onProgress(r.value);
  }
}

/** lib/fair's Ed25519 check, loaded on first use (its chunk: the curve arithmetic and SHA-512). */
export async function loadSignatureCheck(): Promise<SignatureCheck> {
  return (await import('@/lib/fair/log/ed25519')).signatureOk;
}
