/**
 * What /check/ knows about a scheme's form, whatever the scheme: the form's fields (text as typed),
 * how they map to the proof document and back, and which control shows an error of lib/fair at a
 * document path. One module per scheme (`by-scheme/<scheme>.tsx`), loaded on demand through ./index.ts:
 * the page itself never names a scheme.
 */
import type { ComponentType } from 'react';
import { base64urlEncode, pastedHex, type Report } from '@/lib/fair/core';
import type { InputProblem } from '@/components/verify/inputError';

/** A form's state: every control's value as typed ('' = empty); a checkbox is '1' or ''. */
export type Fields = Readonly<Record<string, string>>;

/** A document as a form builds it: not yet validated by lib/fair. */
export type Doc = Record<string, unknown>;

/**
 * An error at one control: a message key of the form's namespace (`Check` or `Forms`, written
 * `Forms.commitmentRequired`) with its values, or `key: null` with lib/fair's `input` error (its
 * code and params, worded in the page's language by components/verify/inputError.ts).
 */
export interface FormError {
  field: string;
  key: string | null;
  values?: Record<string, string | number>;
  input?: InputProblem;
}

/**
 * What the fields give: nothing (an empty form), an error the form found reading its own text, or
 * the document (`error` then absent). Forms whose fragment is the document keep every value in it,
 * as typed where it cannot be read, so a link reopens the same form with the same error.
 */
export type Built = { doc: Doc | null; error?: FormError };

/** What a form needs of its scheme's module (lib/fair/schemes): its id and game(s), given by ./index.ts. */
export interface SchemeInfo {
  readonly id: string;
  readonly games: readonly string[];
}

export interface FormProps {
  /** the form's scheme id */
  scheme: string;
  fields: Fields;
  /** Change one control's value. */
  set(name: string, value: string): void;
  /** The error message shown at a control, translated. */
  errorAt(name: string): string | undefined;
  /** The last report of these fields (e.g. a count to suggest), null before one. */
  report: Report | null;
  /** The number of a published proof of this scheme (the newest verified one) for the hints to cite; none when there is none. */
  example?: number;
}

export interface SchemeForm {
  readonly empty: Fields;
  /** The fields showing a document (a link's), or null when the form cannot show all of it: the JSON path opens instead. */
  fromDocument(doc: Doc): Fields | null;
  /** The fields of a short link's parameters (only the backgammon app's form has a short link). */
  fromLink?(params: ReadonlyMap<string, string>): Fields;
  /** The document the fields describe. */
  toDocument(f: Fields): Built;
  /**
   * The fragment for the fields: `valid` is their document once lib/fair accepted it, else null.
   * Default: the document the fields built, valid or not (`documentFragment`).
   */
  fragment?(f: Fields, built: Built, valid: Doc | null): string;
  /** The control showing lib/fair's error at a document path (`count`, `recorded[3]`, `clientSeeds[1]`, …). */
  fieldOf(path: string): string;
  /** What the form calls the client seeds, when not the players' (the backgammon app's rules: its phones'). */
  readonly clientSeeds?: 'phones';
  /** True when the fields may take long to verify (the progress banner shows first). */
  heavy?(f: Fields): boolean;
  Form: ComponentType<FormProps>;
}

/** The marker of a form's link: `#v=1&j=<document>&f=1` reopens the form rather than the JSON text (parseCheckLink ignores it). */
export const FORM_MARK = '&f=1';

/** `#v=1&j=<base64url of the document's JSON>&f=1`: a form's fragment, valid document or not (empty form: ''). */
export function documentFragment(doc: Doc | null): string {
  if (doc === null) return '';
  return `#v=1&j=${base64urlEncode(new TextEncoder().encode(JSON.stringify(doc)))}${FORM_MARK}`;
}

/** True when every field is empty. */
export const isEmpty = (f: Fields): boolean => Object.values(f).every((v) => v.trim() === '');

/** The head of a document path: `recorded` of `recorded.dice[3]`, `clientSeeds` of `clientSeeds[1]`. */
export const pathHead = (path: string): string => path.replace(/[[.].*$/, '');

/** Seeds as typed: one per line (commas, spaces and `:` also separate them — a seed never contains one). */
export const seedList = (text: string): string[] => text.split(/[\s,;:]+/).filter(Boolean);

/** A seed's or a commitment's text as read: spaces and line breaks inside a pasted hex value removed (lib/fair's pastedHex; the form says so, ./parts.tsx hexAreaFor). */
export const hexText = (text: string | undefined): string => pastedHex(text ?? '').value;

/** A whole number as typed, or the text itself when it is not one (lib/fair then names what is expected). */
export function numberOrText(text: string): number | string {
  const t = text.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : t;
}

/** A document's value back as text: strings as they are, numbers as digits, absent as ''. */
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
