'use client';

import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { problemOf } from '@/components/verify/inputError';
import { loadSignatureCheck } from '@/components/verify/signatures';
import type { SignatureCheck } from '@/lib/fair/core';
import type { LogCheck, Outcome } from './compute';
import type { CheckLink } from './useCheckLink';
import { writeFragment } from './fragment';

/** Debounce between a keystroke and the recomputation. */
const DEBOUNCE_MS = 150;
/** A computation slower than this shows the progress banner before the next one. */
const SLOW_MS = 150;

/** The Ed25519 check, loaded once a pasted document has log parts (null: not yet; 'failed': could not be loaded). */
function useSignatureCheck(needed: boolean): SignatureCheck | 'failed' | null {
  const [signatures, setSignatures] = useState<SignatureCheck | 'failed' | null>(null);
  useEffect(() => {
    if (!needed || signatures !== null) return;
    // Should the chunk not load, the document is checked without the key: its log parts then fail, saying so.
    let gone = false;
    loadSignatureCheck().then(
      (check) => !gone && setSignatures(() => check),
      () => !gone && setSignatures('failed'),
    );
    return () => {
      gone = true;
    };
  }, [needed, signatures]);
  return signatures;
}

/** Run `run` after `delay`; when `heavy`, first let the progress banner (`busy()`) paint. Returns the cancel. */
function schedule(run: () => void, delay: number, heavy: boolean, busy: () => void): () => void {
  let frame = 0;
  let inner = 0;
  const timer = window.setTimeout(() => {
    if (!heavy) return run();
    busy();
    frame = window.requestAnimationFrame(() => {
      inner = window.setTimeout(run, 0);
    });
  }, delay);
  return () => {
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
    window.clearTimeout(inner);
  };
}

/**
 * The recomputation: at once after reading a link, else after a short pause in typing; the verdict
 * and the outcomes shown together (the scheme's renderer loaded first), and, once the visitor
 * changed something, the fragment kept in step. Returns the outcome and whether the inputs were too
 * big for a link.
 */
export function useRecompute(link: CheckLink, vkey: string | undefined) {
  const { engine, ready, loads, mode, form, fields, document, linkError, immediateRef, dirtyRef, setRunning } = link;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [tooBig, setTooBig] = useState(false);
  const lastMs = useRef(0);
  const built = useMemo(() => (form && fields && !linkError ? form.toDocument(fields) : undefined), [form, fields, linkError]);
  const logText = mode === 'document' ? document : built?.doc ? JSON.stringify(built.doc) : '';
  const needsLog = vkey !== undefined && engine !== null && engine.mayHaveLogParts(logText);
  const signatures = useSignatureCheck(needsLog);

  useEffect(() => {
    // a form still loading: its fields come with it; a log part: checked once the signature check is here
    if (!ready || !engine || (mode !== 'document' && (!form || !fields)) || (needsLog && signatures === null)) return;
    const log: LogCheck | undefined = vkey !== undefined && typeof signatures === 'function' ? { vkey, signatures } : undefined;
    let cancelled = false;
    const show = (out: Outcome) => {
      if (cancelled) return;
      // a transition: React renders the verdict and every outcome (a match's hundreds of rolls) in
      // slices that leave the main thread to the visitor, rather than in one long task
      startTransition(() => {
        setOutcome(out);
        setRunning(false);
      });
      if (dirtyRef.current) setTooBig(writeFragment(engine, { form, fields, built, document }, out.kind === 'report' ? out.doc : null));
    };
    const run = () => {
      if (cancelled) return;
      const started = performance.now();
      let out: Outcome;
      try {
        out = linkError ? { kind: 'idle' } : built && form ? engine.checkBuilt(built, form.fieldOf, log) : engine.checkDocument(document, log);
      } catch (e) {
        // lib/fair raises only InputError (handled inside); anything else is a bug, shown rather than a blank page
        out = { kind: 'error', field: 'link', key: null, input: problemOf(e, 'link'), hints: [] };
      }
      lastMs.current = performance.now() - started;
      if (out.kind === 'report') engine.loadOutcomes(out.proof.scheme).then(() => show(out), () => show(out));
      else show(out);
    };
    const heavy = (mode === 'document' ? engine.looksHeavy(document) : (form?.heavy?.(fields!) ?? false)) || lastMs.current > SLOW_MS;
    const delay = immediateRef.current ? 0 : DEBOUNCE_MS;
    immediateRef.current = false;
    const cancel = schedule(run, delay, heavy, () => setRunning(true));
    return () => {
      cancelled = true;
      cancel();
    };
  }, [ready, engine, loads, mode, form, fields, built, document, linkError, vkey, needsLog, signatures, immediateRef, dirtyRef, setRunning]);
  return { outcome, tooBig };
}
