/**
 * The /check/ page's logic without React: reading the #fragment (what is read is verified by
 * ./check.ts, in the verification worker) and the fragment of a pasted document. What each scheme's
 * form knows lives in components/forms/ (one module per scheme); nothing here names a scheme.
 * Everything here runs in the visitor's browser only.
 */
import { base64urlDecode, isInputError, parseCheckLink } from '@/lib/fair/core';
import { linkCut, linkStopsAt } from '@/lib/fair/schemes/roll-pair';
import { hasForm, SHORT_LINK_FORM, type FormScheme } from '@/components/forms';
import type { Doc } from '@/components/forms/types';
import { problemOf, type InputProblem } from '@/components/verify/inputError';
import { isObject } from './document-text';

export { documentFragmentOf } from './document-text';

/** What the page edits: a scheme's form, or a pasted proof document. */
export type Mode = FormScheme | 'document';

/**
 * An error of the link itself, shown instead of a verdict (Check.link_<code>, with its values): an
 * unsupported version, a j= that is not base64url (UTF-8) text, or a short link cut short (fewer
 * rolls in r= than its g= or n= say: `values` the rolls it has and those it should); or (`input`)
 * any other error parseCheckLink raises for a short link, shown at the form's field for it.
 */
export type LinkError =
  | { code: 'version' | 'noVersion' | 'unreadable' | 'cut' | 'stops'; values?: Record<string, number | string> }
  | { code: 'input'; input: InputProblem };

/**
 * The error parseCheckLink raises for a link, if any. The forms and the JSON box read what a player
 * types leniently (`a:b` in the phones' box is two seeds; a text's byte-order mark is dropped); a
 * link is read exactly, as verifier.js reads it, so `p=a%3Ab` is one seed that is refused, never two
 * that verify, and a `j=` verifier.js cannot read is not verified either.
 */
function linkInputError(hash: string): LinkError | undefined {
  try {
    parseCheckLink(hash);
    return undefined;
  } catch (e) {
    return isInputError(e) ? { code: 'input', input: problemOf(e) } : undefined;
  }
}

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
    // no v at all: not another version, a link that lost its start (or no check link)
    return { mode: j !== undefined ? 'document' : SHORT_LINK_FORM, document: '', linkError: { code: v === undefined ? 'noVersion' : 'version' } };
  }
  if (j === undefined) {
    const cut = linkCut(params);
    const stop = linkStopsAt(params);
    const linkError: LinkError | undefined = stop
      ? { code: 'stops', values: { param: `${stop}=` } }
      : cut ? { code: 'cut', values: { rolls: cut.rolls, count: cut.expected, param: `${cut.param}=` } } : linkInputError(hash);
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
    if (isObject(doc) && hasForm(doc.scheme)) {
      const linkError = linkInputError(hash);
      return { mode: doc.scheme, document: JSON.stringify(doc, null, 2), doc, scheme: doc.scheme, ...(linkError ? { linkError } : {}) };
    }
  }
  try {
    const doc = parseCheckLink(hash);
    return { mode: 'document', document: JSON.stringify(doc, null, 2), scheme: doc.scheme };
  } catch (e) {
    // Show what could be decoded, as it is (re-encoded, a 1e999 would read null), and the link's error
    const text = decodedText(j);
    if (text !== null && text.trim() !== '' && isInputError(e)) {
      return { mode: 'document', document: text, linkError: { code: 'input', input: problemOf(e) } };
    }
    return { mode: 'document', document: '', linkError: { code: 'unreadable' } };
  }
}

/** Longest fragment written into the address bar; a bigger document is not put in the link. */
export const MAX_FRAGMENT = 256_000;

/** A rough cost of verifying a pasted document, to decide whether to show progress first. */
export function looksHeavy(document: string): boolean {
  // a revealed poker session costs ~250 hashes per hand; rolls and dice one HMAC each
  const hands = document.match(/"handCommitment"/g)?.length ?? 0;
  return document.length > 150_000 || (hands > 30 && /"serverSeed"/.test(document)) || /"count"\s*:\s*\d{5,}/.test(document);
}
