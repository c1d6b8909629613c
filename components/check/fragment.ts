/**
 * Keeping /check/'s #fragment in step with what the visitor typed (history.replaceState, never a
 * navigation): a form's own link, or the pasted document's (its short link once it is valid).
 */
import type { Built, Doc, Fields, SchemeForm } from '@/components/forms/types';
import { currentHash, type Engine } from './engine-load';

/**
 * The fragment of the inputs: a form's, or a pasted text's as its check made it (check.ts). `valid`
 * is their document once lib/fair accepted it, else null.
 */
function fragmentOf(engine: Engine, input: { form?: SchemeForm; fields?: Fields; built?: Built; document: string }, valid: Doc | null, made?: string): string {
  const { form, fields, built, document } = input;
  if (form && fields && built) return form.fragment ? form.fragment(fields, built, valid) : engine.documentFragment(built.doc);
  return made ?? engine.documentFragmentOf(document);
}

/**
 * Write the inputs' fragment into the address bar; returns true when it is too long for a link
 * (the address bar is then cleared of it).
 */
export function writeFragment(engine: Engine, input: Parameters<typeof fragmentOf>[1], valid: Doc | null, made?: string): boolean {
  let frag = fragmentOf(engine, input, valid, made);
  const big = frag.length > engine.MAX_FRAGMENT;
  if (big) frag = '';
  if (frag !== currentHash()) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', pathname + search + frag);
  }
  return big;
}
