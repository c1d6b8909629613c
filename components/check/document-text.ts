/**
 * A pasted proof document as text: its JSON object, and the /check fragment that carries it. Apart
 * from compute.ts because the forms use it too (the poker form), and compute.ts uses the forms: one module
 * each way made an import cycle.
 */
import { base64urlEncode } from '@/lib/fair/core';
import type { Doc, FormError } from '@/components/forms/types';

/** True for a JSON object (not null, not an array). */
export const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON object of a pasted text, or the error at the `document` control. */
export function readDocument(text: string): { doc: Doc } | { error: FormError } | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { error: { field: 'document', key: 'Check.docInvalidJson', values: { detail: e instanceof Error ? e.message : '' } } };
  }
  if (!isObject(parsed)) return { error: { field: 'document', key: null, input: { field: 'document', code: 'expected', params: { expected: 'jsonObject' } } } };
  return { doc: parsed };
}

/** The fragment of a pasted document: `#v=1&j=…` of its compact JSON (of the text as typed when it is not JSON). */
export function documentFragmentOf(document: string): string {
  if (!document.trim()) return '';
  let json = document;
  try {
    json = JSON.stringify(JSON.parse(document));
  } catch {
    /* keep the text as typed */
  }
  return `#v=1&j=${base64urlEncode(new TextEncoder().encode(json))}`;
}
