'use client';

import { useEffect, useMemo, useState } from 'react';
import type { InputProblem } from '@/components/verify/inputError';
// lib/fair's modules by name, not through lib/fair/core: what core also exports (the diagnosis, check
// links, labels) would otherwise come with this page's scripts
import { parseProof } from '@/lib/fair/parse';
import type { Preview } from '@/lib/fair/schemes/scheme';
import type { Hint, Proof, Report } from '@/lib/fair/core';
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
  | { kind: 'done'; report: Report; hints: Hint[]; failure: Failure | null }
  | { kind: 'error'; input: InputProblem; wording: Wording }
  /** a long proof's document, loaded apart from the page, did not arrive */
  | { kind: 'unloaded' };

/** Verification shows a progress bar only when it takes longer than this. */
const SLOW_MS = 200;

function safeParse(document: Record<string, unknown>): Proof | null {
  try {
    return parseProof(document);
  } catch {
    return null;
  }
}

/**
 * A proof page's document and its verification in this browser: the document given (`inline`) or,
 * for a long proof, loaded as its own script (./proofDocument.ts); what is drawn (the whole proof, or
 * until it is here the server's `preview`); whether its outcomes' renderer has arrived; the phase of
 * the verification (in a Web Worker: verifyOffThread) and whether it is slow enough for a progress bar.
 */
export function useProofVerification({ id, inline, preview, vkey }: { id: number; inline?: Record<string, unknown>; preview?: Preview<Proof>; vkey?: string }) {
  const [loaded, setLoaded] = useState<Record<string, unknown> | null>(null);
  const document = inline ?? loaded;
  const proof = useMemo(() => (document ? safeParse(document) : null), [document]);
  // what is drawn: the whole proof, or until it is here the preview the server drew
  const shown = proof ?? preview?.proof ?? null;
  const [phase, setPhase] = useState<Phase>({ kind: 'running', progress: null });
  const [slow, setSlow] = useState(false);
  // the outcomes are drawn here once their renderer's script has arrived (fetched with the preview's
  // scheme: it arrives while a long proof's document loads) and the verification has its report: one
  // drawing, marks and all (a drawing before the report, then its marks, cost the phone twice the
  // work: docs/decisions/0017-outcomes-own-root.md). Until then they are the server's markup, as
  // recorded (OutcomesSlot), and the verification does not wait for the renderer
  const drawn = useRenderer(shown?.scheme);

  useEffect(() => {
    if (inline) return;
    let gone = false;
    loadProofDocument(id).then(
      (doc) => !gone && setLoaded(doc),
      () => !gone && setPhase({ kind: 'unloaded' }),
    );
    return () => {
      gone = true;
    };
  }, [id, inline]);

  useEffect(() => {
    if (!document) return;
    const signal = { aborted: false };
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    verifyOffThread(document, (progress) => setPhase({ kind: 'running', progress }), signal, vkey)
      .then(async (report) => {
        if (!report) return;
        // a failed proof's verdict comes with its differences and diagnosis: their script first
        const failure = report.mismatches.length > 0 ? await loadFailure() : null;
        if (signal.aborted) return;
        const hints = failure ? failure.hintsOf(document, report) : [];
        setPhase({ kind: 'done', report, hints, failure });
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
  }, [document, vkey]);

  return { document, proof, shown, phase, slow, drawn };
}
