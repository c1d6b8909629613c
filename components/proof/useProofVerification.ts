'use client';

import { useEffect, useState } from 'react';
import type { InputProblem } from '@/components/verify/inputError';
// no lib/fair module that parses or computes: the worker does both (the page's first load carries none)
import type { Preview } from '@/lib/fair/schemes/scheme';
import type { Proof } from '@/lib/fair/core';
import type { Verified } from '@/components/verify/worker-protocol';
import { useRenderer } from '@/components/outcomes/Outcomes';
import { loadProofDocument } from './proofDocument';
import { verifyOffThread } from '@/components/verify/verifyOffThread';
import type { Progress } from './runVerification';

/** ./failure.ts: the differences, the diagnosis and its view, fetched only for a proof that fails. */
export type Failure = typeof import('./failure');
/** components/verify/inputError.ts: an invalid document's words, fetched only for one (not in the page's first load). */
type Wording = typeof import('@/components/verify/inputError');
const loadWording = (): Promise<Wording> => import('@/components/verify/inputError');
const loadFailure = (): Promise<Failure | null> => import('./failure').catch(() => null);

export type Phase =
  | { kind: 'running'; progress: Progress | null }
  /** `failure`: loaded when the report has mismatches (null otherwise, or when it could not be loaded) */
  | ({ kind: 'done'; failure: Failure | null } & Verified)
  | { kind: 'error'; input: InputProblem; wording: Wording }
  /** the proof's document, loaded apart from the page, did not arrive */
  | { kind: 'unloaded' };

/** Verification shows a progress bar only when it takes longer than this. */
const SLOW_MS = 200;

/**
 * A proof page's document and its verification in this browser: the document, loaded as a script of
 * its own (./proofDocument.ts); what is drawn (the server's `preview` — the whole proof or, for a
 * long one, its first events — until the verification has parsed the document itself); whether its
 * outcomes' renderer has arrived; the phase of the verification (in a Web Worker: verifyOffThread,
 * which parses the document and makes its log rows too: the page's own scripts never parse) and
 * whether it is slow enough for a progress bar.
 */
export function useProofVerification({ id, locale, preview, vkey }: { id: number; locale: string; preview?: Preview<Proof>; vkey?: string }) {
  const [document, setDocument] = useState<Record<string, unknown> | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'running', progress: null });
  const [slow, setSlow] = useState(false);
  const proof = phase.kind === 'done' ? phase.proof : null;
  // what is drawn: the proof as the browser parsed it, or until then the server's
  const shown = proof ?? preview?.proof ?? null;
  // the renderer's script, fetched with the server's scheme while the document loads: the outcomes'
  // own root hydrates the server's markup once it is here, and marks it once the verification has
  // its report (OutcomesSlot; docs/decisions/0017-outcomes-own-root.md, 0018-outcomes-hydrated.md);
  // the verification does not wait for it
  const drawn = useRenderer(shown?.scheme);

  useEffect(() => {
    let gone = false;
    loadProofDocument(id).then(
      (doc) => !gone && setDocument(doc),
      () => !gone && setPhase({ kind: 'unloaded' }),
    );
    return () => {
      gone = true;
    };
  }, [id]);

  useEffect(() => {
    if (!document) return;
    const signal = { aborted: false };
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    verifyOffThread(document, (progress) => setPhase({ kind: 'running', progress }), signal, vkey === undefined ? { locale } : { vkey, locale })
      .then(async (verified) => {
        if (!verified) return;
        // a failed proof's verdict comes with its differences and diagnosis: their script first
        const failure = verified.report.mismatches.length > 0 ? await loadFailure() : null;
        if (signal.aborted) return;
        setPhase({ kind: 'done', ...verified, failure });
      })
      .catch(async (e: unknown) => {
        // its words' script could not be fetched either: the page says it cannot check the proof here
        const wording = await loadWording().catch(() => null);
        if (signal.aborted) return;
        setPhase(wording ? { kind: 'error', input: wording.problemOf(e), wording } : { kind: 'unloaded' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      signal.aborted = true;
      clearTimeout(timer);
    };
  }, [document, vkey, locale]);

  return { document, proof, shown, phase, slow, drawn };
}
