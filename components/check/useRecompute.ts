'use client';

import { startTransition, useEffect, useMemo, useState } from 'react';
import { problemOf, type InputProblem } from '@/components/verify/inputError';
import { checkOffThread } from '@/components/verify/verifyOffThread';
import type { Built, SchemeForm } from '@/components/forms/types';
import type { CheckInput, Outcome } from './check';
import type { CheckLink } from './useCheckLink';
import { writeFragment } from './fragment';

/** Debounce between a keystroke and the recomputation. */
const DEBOUNCE_MS = 150;
/** A computation slower than this shows the progress banner until its outcome. */
const SLOW_MS = 150;

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
  const built = useMemo(() => (form && fields && !linkError ? form.toDocument(fields) : undefined), [form, fields, linkError]);

  useEffect(() => {
    // a form still loading: its fields come with it
    if (!ready || !engine || (mode !== 'document' && (!form || !fields))) return;
    let cancelled = false;
    let debounce = 0;
    let slow = 0;
    let cancelCheck = (): void => undefined;
    const show = (out: Outcome) => {
      if (cancelled) return;
      window.clearTimeout(slow);
      // a transition: React renders the verdict and every outcome (a match's hundreds of rolls) in
      // slices that leave the main thread to the visitor, rather than in one long task
      startTransition(() => {
        setOutcome(out);
        setRunning(false);
      });
      if (dirtyRef.current) setTooBig(writeFragment(engine, { form, fields, built, document }, out.kind === 'report' ? out.doc : null, out.kind === 'idle' ? undefined : out.fragment));
    };
    const failed = (e: unknown): Outcome => inputErrorAt('link', problemOf(e, 'link'));
    const run = () => {
      // a link's own error stops it (a cut link is not checked); one of its values is shown at its field
      const what = linkError ? (linkError.code === 'input' ? inputErrorAt(form ? form.fieldOf(linkError.input.field) : 'link', linkError.input) : IDLE) : toCheck(form, built, document);
      if ('kind' in what) return show(what);
      // the verification's worker: the page keeps answering while a long session is checked
      const job = checkOffThread(what, vkey);
      cancelCheck = job.cancel;
      slow = window.setTimeout(() => setRunning(true), SLOW_MS);
      job.outcome.then(
        (out) => {
          // a form's error is at the document path: shown at the form's control for it
          const shown = out.kind === 'error' && form ? { ...out, field: form.fieldOf(out.field) } : out;
          if (shown.kind === 'report') engine.loadOutcomes(shown.proof.scheme).then(() => show(shown), () => show(shown));
          else show(shown);
        },
        // lib/fair raises only InputError (an outcome, above); anything else is a bug, shown rather than a blank page
        (e: unknown) => show(failed(e)),
      );
    };
    const heavy = mode === 'document' ? engine.looksHeavy(document) : (form?.heavy?.(fields!) ?? false);
    if (heavy) setRunning(true);
    debounce = window.setTimeout(run, immediateRef.current ? 0 : DEBOUNCE_MS);
    immediateRef.current = false;
    return () => {
      cancelled = true;
      window.clearTimeout(debounce);
      window.clearTimeout(slow);
      cancelCheck();
    };
  }, [ready, engine, loads, mode, form, fields, built, document, linkError, vkey, immediateRef, dirtyRef, setRunning]);
  return { outcome, tooBig };
}

const IDLE: Outcome = { kind: 'idle' };

/** An input error shown at a control (a link's value that parseCheckLink refuses: compute.ts' linkInputError). */
const inputErrorAt = (field: string, input: InputProblem): Outcome => ({ kind: 'error', field, key: null, input, hints: [] });

/**
 * What to send to the verification of a form's document or of the pasted text, or the outcome when
 * there is nothing to send: the form's own error (it could not read its text), or nothing entered.
 */
function toCheck(form: SchemeForm | undefined, built: Built | undefined, text: string): CheckInput | Outcome {
  if (!form) return text.trim() ? { text } : IDLE;
  if (built?.error) return { kind: 'error', ...built.error, hints: [] };
  return built?.doc ? { doc: built.doc } : IDLE;
}
