/**
 * The /check/ page's logic without React: reading the #fragment, verifying a form's document or a
 * pasted one with lib/fair, and the fragment of a pasted document. What each scheme's form knows
 * lives in components/forms/ (one module per scheme); nothing here names a scheme. Everything here
 * is synchronous and runs in the visitor's browser only.
 */
import {
  base64urlDecode,
  diagnose,
  SCHEMES,
  isInputError,
  parseCheckLink,
  parseProof,
  verdictOf,
  verifyProof,
  type Hint,
  type Proof,
  type Report,
  type SignatureCheck,
} from '@/lib/fair/core';
import type { EventList } from '@/lib/fair/schemes/scheme';
import { linkCut } from '@/lib/fair/schemes/roll-pair';
import { diceTally, onlyTelegramDice, type DiceTally } from '@/lib/fair/schemes/die-round';
import { hasForm, SHORT_LINK_FORM, type FormScheme } from '@/components/forms';
import type { Built, Doc, FormError } from '@/components/forms/types';
import { problemOf } from '@/components/verify/inputError';
import { isObject, readDocument } from './document-text';

export { documentFragmentOf, readDocument } from './document-text';

/** What the page edits: a scheme's form, or a pasted proof document. */
export type Mode = FormScheme | 'document';

/** What the page shows: nothing yet, an input error at a control, or a report. */
export type Outcome =
  | { kind: 'idle' }
  | (FormError & { kind: 'error'; hints: Hint[] })
  | {
      kind: 'report';
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
 * An error of the link itself, shown instead of a verdict (Check.link_<code>, with its values): an
 * unsupported version, a j= that is not base64url (UTF-8) text, or a short link cut short (fewer
 * rolls in r= than its g= or n= say: `values` the rolls it has and those it should).
 */
export type LinkError = { code: 'version' | 'unreadable' | 'cut'; values?: Record<string, number | string> };

export interface FromHash {
  mode: Mode;
  /** the pasted document's text (mode `document`) */
  document: string;
  /** a form's link: its document, not yet validated (`#v=1&j=…&f=1`) */
  doc?: Doc;
  /** the backgammon app's short link: its parameters, percent-decoded where they can be */
  params?: ReadonlyMap<string, string>;
  /** an error in the link itself */
  linkError?: LinkError;
  /** the scheme of the link's document, when it says (its outcomes can be loaded while the rest is read) */
  scheme?: unknown;
}

function rawParams(hash: string): Map<string, string> {
  const params = new Map<string, string>();
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    let k = eq < 0 ? part : part.slice(0, eq);
    let v = eq < 0 ? '' : part.slice(eq + 1);
    try {
      k = decodeURIComponent(k);
      v = decodeURIComponent(v);
    } catch {
      /* keep the raw text: the field then shows what cannot be read */
    }
    if (!params.has(k)) params.set(k, v);
  }
  return params;
}

/** The text of a base64url JSON value, or null when it is not UTF-8. */
function decodedText(j: string): string | null {
  const bytes = base64urlDecode(j);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}


/**
 * Read a `#v=1&…` fragment. Unlike parseCheckLink this never throws: a bad value lands in its
 * field, where verification reports it. Returns null for an empty fragment.
 */
export function readHash(hash: string): FromHash | null {
  const params = rawParams(hash);
  if (params.size === 0) return null;
  const v = params.get('v');
  const j = params.get('j');
  if (v !== '1') {
    return { mode: j !== undefined ? 'document' : SHORT_LINK_FORM, document: '', linkError: { code: 'version' } };
  }
  if (j === undefined) {
    const cut = linkCut(params);
    const linkError: LinkError | undefined = cut ? { code: 'cut', values: { rolls: cut.rolls, count: cut.expected, param: `${cut.param}=` } } : undefined;
    return { mode: SHORT_LINK_FORM, document: '', params, scheme: SHORT_LINK_FORM, ...(linkError ? { linkError } : {}) };
  }
  if (params.get('f') === '1') {
    // a form's link: its document as the form left it (maybe not valid yet)
    const text = decodedText(j);
    let doc: unknown = null;
    try {
      doc = text === null ? null : JSON.parse(text);
    } catch {
      doc = null;
    }
    if (isObject(doc) && hasForm(doc.scheme)) return { mode: doc.scheme, document: JSON.stringify(doc, null, 2), doc, scheme: doc.scheme };
  }
  try {
    const doc = parseCheckLink(hash);
    return { mode: 'document', document: JSON.stringify(doc, null, 2), scheme: doc.scheme };
  } catch {
    // Show what could be decoded; verification of the text then names the bad field.
    let text = decodedText(j);
    if (text !== null) {
      try {
        text = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        /* not JSON: shown as is */
      }
      return { mode: 'document', document: text };
    }
    return { mode: 'document', document: '', linkError: { code: 'unreadable' } };
  }
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

/**
 * Verify what a form built.
 * @param fieldOf - the form's control for a document path
 */
export function checkBuilt(built: Built, fieldOf: (path: string) => string, log?: LogCheck): Outcome {
  if (built.error) return { kind: 'error', ...built.error, hints: [] };
  if (built.doc === null) return { kind: 'idle' };
  return report(built.doc, fieldOf, log);
}

/** The site's commitment-log verifier key and the Ed25519 check its signatures need. */
export type LogCheck = { vkey: string; signatures: SignatureCheck };

/** True when a pasted text may carry log parts (then the Ed25519 check is loaded before checking it). */
export const mayHaveLogParts = (text: string): boolean => /"log"\s*:/.test(text);

const documentField = (field: string) => (field === 'link' || field === 'v' || field === 'j' ? 'link' : 'document');

/**
 * Verify a pasted proof document (JSON text, or a check link).
 * @param log - the site's verifier key with the signature check: a document's `log` parts are checked with it
 */
export function checkDocument(text: string, log?: LogCheck): Outcome {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'idle' };
  if (!trimmed.startsWith('{') && /(^|[#?&])v=/.test(trimmed)) {
    // a check link pasted instead of a document
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

/** Longest fragment written into the address bar; a bigger document is not put in the link. */
export const MAX_FRAGMENT = 256_000;

/** A rough cost of verifying a pasted document, to decide whether to show progress first. */
export function looksHeavy(document: string): boolean {
  // a revealed poker session costs ~250 hashes per hand; rolls and dice one HMAC each
  const hands = document.match(/"handCommitment"/g)?.length ?? 0;
  return document.length > 150_000 || (hands > 30 && /"serverSeed"/.test(document)) || /"count"\s*:\s*\d{5,}/.test(document);
}
