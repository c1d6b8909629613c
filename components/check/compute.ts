/**
 * The /check/ page's logic without React: reading the #fragment into form
 * fields, turning the fields into a proof document, verifying it with lib/fair
 * and writing the fragment back. Everything here is synchronous and runs in the
 * visitor's browser only.
 */
import {
  base64urlDecode,
  base64urlEncode,
  buildCheckLink,
  diagnose,
  isInputError,
  parseCheckLink,
  parseProof,
  parseRecordedRolls,
  verdictOf,
  verifyProof,
  type Hint,
  type Pair,
  type Proof,
  type Report,
  type SignatureCheck,
} from '@/lib/fair/core';

/** The backgammon app's form, as typed (never normalised while the visitor edits). */
export interface RollFields {
  seed: string;
  commitment: string;
  phones: string;
  count: string;
  games: string;
  recorded: string;
}

export type FieldName = keyof RollFields | 'document' | 'link';

export const EMPTY_FIELDS: RollFields = { seed: '', commitment: '', phones: '', count: '', games: '', recorded: '' };

export type Mode = 'rolls' | 'document';

/** What the page shows: nothing yet, an input error at a field, or a report. */
export type Outcome =
  | { kind: 'idle' }
  | {
      kind: 'error';
      field: FieldName;
      /** a message key of the Check namespace, or null: show `detail` (lib/fair's English text) after a generic prefix */
      key: 'seedRequired' | 'phonesRequired' | 'countRequired' | 'countInvalid' | 'gamesInvalid' | 'docInvalidJson' | null;
      detail: string;
      hints: Hint[];
    }
  | {
      kind: 'report';
      doc: Record<string, unknown>;
      /** the document as lib/fair's parseProof reads it */
      proof: Proof;
      report: Report;
      verdict: 'verified' | 'failed' | 'committed' | 'computed';
      hints: Hint[];
    };

export interface FromHash {
  mode: Mode;
  fields: RollFields;
  document: string;
  /** an error in the link itself (unsupported version, unreadable j=) */
  linkError?: string;
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

/** Rolls as the recorded field shows them: `6-3 4-4 1-5 …` (the link's `6344…` made readable). */
export function rollsText(rolls: readonly Pair[]): string {
  return rolls.map((r) => `${r[0]}-${r[1]}`).join(' ');
}

/**
 * Read a `#v=1&…` fragment into the form. Unlike parseCheckLink this never
 * throws: a bad value lands in its field, where verification reports it.
 * Returns null for an empty fragment.
 */
export function readHash(hash: string): FromHash | null {
  const params = rawParams(hash);
  if (params.size === 0) return null;
  const v = params.get('v');
  const j = params.get('j');
  if (v !== '1') {
    return { mode: j !== undefined ? 'document' : 'rolls', fields: EMPTY_FIELDS, document: '', linkError: 'unsupported link version' };
  }
  if (j !== undefined) {
    try {
      const doc = parseCheckLink(hash);
      return { mode: 'document', fields: EMPTY_FIELDS, document: JSON.stringify(doc, null, 2) };
    } catch (e) {
      // Show what could be decoded; verification of the text then names the bad field.
      const bytes = base64urlDecode(j);
      let text: string | null = null;
      if (bytes) {
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          text = null;
        }
      }
      if (text !== null) {
        try {
          text = JSON.stringify(JSON.parse(text), null, 2);
        } catch {
          /* not JSON: shown as is */
        }
        return { mode: 'document', fields: EMPTY_FIELDS, document: text };
      }
      return { mode: 'document', fields: EMPTY_FIELDS, document: '', linkError: isInputError(e) ? e.message : 'expected base64url JSON' };
    }
  }
  const r = params.get('r') ?? '';
  let recorded = r;
  if (/^([1-6]{2})+$/.test(r)) {
    const pairs: Pair[] = [];
    for (let i = 0; i < r.length; i += 2) pairs.push([Number(r[i]), Number(r[i + 1])]);
    recorded = rollsText(pairs);
  }
  const n = params.get('n') ?? '';
  return {
    mode: 'rolls',
    document: '',
    fields: {
      seed: params.get('s') ?? '',
      commitment: params.get('c') ?? '',
      phones: (params.get('p') ?? '').split(',').filter(Boolean).join('\n'),
      // like buildCheckLink: n only when the recorded rolls do not give the count
      count: r && n === String(recorded ? parseRecordedCount(recorded) : '') ? '' : n,
      games: (params.get('g') ?? '').split(',').filter(Boolean).join(', '),
      recorded,
    },
  };
}

function parseRecordedCount(text: string): number | '' {
  try {
    return parseRecordedRolls(text).length;
  } catch {
    return '';
  }
}

export function isEmpty(f: RollFields): boolean {
  return Object.values(f).every((v) => v.trim() === '');
}

/** Phone seeds: one per line (commas and spaces also separate them: a seed never contains one). */
export function phoneList(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

type Built = { doc: Record<string, unknown> } | Extract<Outcome, { kind: 'error' }>;

function fieldError(field: FieldName, key: Extract<Outcome, { kind: 'error' }>['key'], detail = ''): Extract<Outcome, { kind: 'error' }> {
  return { kind: 'error', field, key, detail, hints: [] };
}

/** The roll_pair_v1 document the form describes (not yet validated by lib/fair). */
export function documentOf(f: RollFields): Built {
  const seed = f.seed.trim();
  const phones = phoneList(f.phones);
  if (!seed) return fieldError('seed', 'seedRequired');
  if (phones.length === 0) return fieldError('phones', 'phonesRequired');
  const doc: Record<string, unknown> = { scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: seed };
  const commitment = f.commitment.trim();
  if (commitment) doc.commitment = commitment;
  doc.clientSeeds = phones;
  let recorded: Pair[] | undefined;
  if (f.recorded.trim()) {
    try {
      recorded = parseRecordedRolls(f.recorded);
    } catch (e) {
      if (isInputError(e)) return fieldError('recorded', null, e.message);
      throw e;
    }
    if (recorded.length === 0) recorded = undefined;
  }
  let games: number[] | undefined;
  if (f.games.trim()) {
    const parts = f.games.split(/[\s,;+]+/).filter(Boolean);
    if (!parts.every((p) => /^\d{1,6}$/.test(p))) return fieldError('games', 'gamesInvalid');
    games = parts.map(Number);
  }
  let count: number | undefined;
  const c = f.count.trim();
  if (c) {
    if (!/^\d{1,9}$/.test(c)) return fieldError('count', 'countInvalid');
    count = Number(c);
  } else if (recorded) count = recorded.length;
  else if (games) count = games.reduce((a, b) => a + b, 0);
  else return fieldError('count', 'countRequired');
  doc.count = count;
  if (recorded) doc.recorded = recorded;
  if (games) doc.games = games;
  return { doc };
}

/** The form control that shows an error of lib/fair's field path. */
export function controlOf(field: string, mode: Mode): FieldName {
  if (mode === 'document') return field === 'link' || field === 'v' || field === 'j' ? 'link' : 'document';
  const head = field.replace(/[[.].*$/, '');
  switch (head) {
    case 's':
    case 'serverSeed':
      return 'seed';
    case 'c':
    case 'commitment':
      return 'commitment';
    case 'p':
    case 'clientSeeds':
      return 'phones';
    case 'n':
    case 'count':
      return 'count';
    case 'g':
    case 'games':
      return 'games';
    case 'r':
    case 'recorded':
      return 'recorded';
    default:
      return 'link';
  }
}

function report(doc: Record<string, unknown>, mode: Mode, log?: LogCheck): Outcome {
  let proof: Proof;
  let r: Report;
  try {
    proof = parseProof(doc);
    r = verifyProof(proof, log);
  } catch (e) {
    if (!isInputError(e)) throw e;
    return { kind: 'error', field: controlOf(e.field, mode), key: null, detail: mode === 'document' ? `${e.field}: ${e.message}` : e.message, hints: diagnose(doc) };
  }
  const v = verdictOf(r);
  const verdict = v === 'pending' ? 'committed' : v;
  const hints = verdict === 'failed' ? diagnose(doc, r) : [];
  return { kind: 'report', doc, proof, report: r, verdict, hints };
}

/** Verify the backgammon form. */
export function checkRolls(f: RollFields): Outcome {
  if (isEmpty(f)) return { kind: 'idle' };
  const built = documentOf(f);
  if ('kind' in built) return built;
  return report(built.doc, 'rolls');
}

/** The site's commitment-log verifier key and the Ed25519 check its signatures need. */
export type LogCheck = { vkey: string; signatures: SignatureCheck };

/** True when a pasted text may carry log parts (then the Ed25519 check is loaded before checking it). */
export const mayHaveLogParts = (text: string): boolean => /"log"\s*:/.test(text);

/**
 * Verify a pasted proof document (JSON text).
 * @param log - the site's verifier key with the signature check: a document's `log` parts are checked with it
 */
export function checkDocument(text: string, log?: LogCheck): Outcome {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'idle' };
  if (!trimmed.startsWith('{') && /(^|[#?&])v=/.test(trimmed)) {
    // a check link pasted instead of a document
    try {
      return report(parseCheckLink(trimmed), 'document');
    } catch (e) {
      if (!isInputError(e)) throw e;
      return { kind: 'error', field: 'document', key: null, detail: `${e.field}: ${e.message}`, hints: [] };
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return fieldError('document', 'docInvalidJson', e instanceof Error ? e.message : '');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ...fieldError('document', null, 'document: expected a JSON object'), hints: [] };
  }
  return report(parsed as Record<string, unknown>, 'document', log);
}

/** Longest fragment written into the address bar; a bigger document is not put in the link. */
export const MAX_FRAGMENT = 256_000;

const enc = encodeURIComponent;

/**
 * The fragment for the current input: lib/fair's buildCheckLink for a valid
 * document, else the fields as typed (so that reloading shows the same error).
 */
export function fragmentOf(mode: Mode, fields: RollFields, document: string, outcome: Outcome): string {
  if (outcome.kind === 'report') {
    try {
      return buildCheckLink(outcome.doc);
    } catch {
      /* fall through to the raw form */
    }
  }
  if (mode === 'document') {
    if (!document.trim()) return '';
    let json = document;
    try {
      json = JSON.stringify(JSON.parse(document));
    } catch {
      /* keep the text as typed */
    }
    return `#v=1&j=${base64urlEncode(new TextEncoder().encode(json))}`;
  }
  if (isEmpty(fields)) return '';
  let f = `#v=1&s=${enc(fields.seed.trim())}`;
  if (fields.commitment.trim()) f += `&c=${enc(fields.commitment.trim())}`;
  f += `&p=${phoneList(fields.phones).map(enc).join(',')}`;
  if (fields.recorded.trim()) {
    let r: string;
    try {
      r = parseRecordedRolls(fields.recorded)
        .map((x) => `${x[0]}${x[1]}`)
        .join('');
    } catch {
      r = enc(fields.recorded.trim());
    }
    if (r) f += `&r=${r}`;
  }
  if (fields.games.trim()) f += `&g=${enc(fields.games.trim().split(/[\s,;+]+/).join(','))}`;
  if (fields.count.trim()) f += `&n=${enc(fields.count.trim())}`;
  return f;
}

/** A rough cost of verifying, to decide whether to show progress first. */
export function looksHeavy(mode: Mode, fields: RollFields, document: string): boolean {
  if (mode === 'document') {
    // a revealed poker session costs ~250 hashes per hand; rolls and dice one HMAC each
    const hands = document.match(/"handCommitment"/g)?.length ?? 0;
    return document.length > 150_000 || (hands > 30 && /"serverSeed"/.test(document)) || /"count"\s*:\s*\d{5,}/.test(document);
  }
  return Number(fields.count) > 20_000 || fields.recorded.length > 100_000;
}
