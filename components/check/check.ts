/**
 * What /check/ verifies — a form's document or a pasted text — and the outcome the page shows, with
 * lib/fair. It runs in the verification worker (components/verify/verify.worker.ts), so that a long
 * session never freezes the page, or on the main thread where no worker starts
 * (components/verify/verifyOffThread.ts' checkOffThread): plain data in, plain data out.
 */
import {
  buildCheckLink,
  diagnose,
  isInputError,
  parseCheckLink,
  parseProof,
  SCHEMES,
  verdictOf,
  verifyProof,
  type Hint,
  type Proof,
  type Report,
  type SignatureCheck,
} from '@/lib/fair/core';
import type { EventList } from '@/lib/fair/schemes/scheme';
import { diceTally, onlyTelegramDice, type DiceTally } from '@/lib/fair/schemes/die-round';
import type { Doc, FormError } from '@/components/forms/types';
import { problemOf } from '@/components/verify/inputError';
import { documentFragmentOf, readDocument } from './document-text';

/**
 * What the page shows: nothing yet, an input error at a control, or a report. A pasted text's error
 * or report carries its /check `fragment`, made where the check runs: for a long session, reading
 * the document once more to make its link would be the main thread's longest task.
 */
export type Outcome =
  | { kind: 'idle' }
  | (FormError & { kind: 'error'; hints: Hint[]; fragment?: string })
  | {
      kind: 'report';
      fragment?: string;
      doc: Doc;
      /** the document as lib/fair's parseProof reads it */
      proof: Proof;
      report: Report;
      verdict: 'verified' | 'failed' | 'committed' | 'computed';
      hints: Hint[];
      /** a revealed dice proof's dice: how many compared, how many Telegram threw */
      dice: DiceTally | null;
      /** verified by its commitment alone: Telegram threw every die (shown as such, never as "verified") */
      noDie: boolean;
      /** how many recorded rolls were compared with the recomputation (a backgammon proof's); null: none recorded */
      rolls: number | null;
    };

/**
 * What to verify: a form's document (an error's `field` is then the document path, which the page
 * maps to the form's control), or a pasted text — a proof document or a check link (an error is
 * then at the `document` control, or at `link`).
 */
export type CheckInput = { doc: Doc } | { text: string };

/** The site's commitment-log verifier key and the Ed25519 check its signatures need. */
export type LogCheck = { vkey: string; signatures: SignatureCheck };

/** True when a pasted text may carry log parts (the main thread then loads the Ed25519 check first). */
export const mayHaveLogParts = (text: string): boolean => /"log"\s*:/.test(text);

/** The outcome of `input`; its log parts checked with `log`. */
export function check(input: CheckInput, log?: LogCheck): Outcome {
  if ('doc' in input) return report(input.doc, (path) => path, log);
  const out = checkText(input.text, log);
  return out.kind === 'idle' ? out : { ...out, fragment: textFragment(input.text, out) };
}

/** A pasted text's fragment: its document's check link once lib/fair accepted it, else the text as typed. */
function textFragment(text: string, out: Outcome): string {
  if (out.kind === 'report') {
    try {
      return buildCheckLink(out.doc);
    } catch {
      /* the text as typed */
    }
  }
  return documentFragmentOf(text);
}

function report(doc: Doc, where: (path: string) => string, log?: LogCheck): Outcome {
  let proof: Proof;
  let r: Report;
  try {
    proof = parseProof(doc);
    r = verifyProof(proof, log);
  } catch (e) {
    if (!isInputError(e)) throw e;
    return { kind: 'error', field: where(e.field), key: null, input: problemOf(e), hints: diagnose(doc) };
  }
  const v = verdictOf(r);
  const verdict = v === 'pending' ? 'committed' : v;
  const hints = verdict === 'failed' ? diagnose(doc, r) : [];
  return { kind: 'report', doc, proof, report: r, verdict, hints, dice: diceTally(proof), noDie: verdict === 'verified' && onlyTelegramDice(r), rolls: rollsCompared(proof) };
}

/** The recorded rolls a revealed proof compares (its scheme's events, when they are rolls), or null. */
function rollsCompared(proof: Proof): number | null {
  const events = SCHEMES[proof.scheme].events as ((p: Proof) => EventList | undefined) | undefined;
  const list = events?.(proof);
  return list?.what === 'rolls' ? list.recorded.length : null;
}

const documentField = (field: string) => (field === 'link' || field === 'v' || field === 'j' ? 'link' : 'document');

/** A pasted proof document (JSON text), or a check link pasted instead. */
function checkText(text: string, log?: LogCheck): Outcome {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'idle' };
  if (!trimmed.startsWith('{') && /(^|[#?&])v=/.test(trimmed)) {
    try {
      return report(parseCheckLink(trimmed), documentField);
    } catch (e) {
      if (!isInputError(e)) throw e;
      return { kind: 'error', field: 'document', key: null, input: problemOf(e), hints: [] };
    }
  }
  const read = readDocument(text);
  if (read === null) return { kind: 'idle' };
  if ('error' in read) return { kind: 'error', ...read.error, hints: [] };
  return report(read.doc, documentField, log);
}
