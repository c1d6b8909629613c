/**
 * Everything /check/ does with lib/fair, in one script the page fetches with a dynamic import() as
 * soon as its own script runs, beside hydration (engine-load.ts): reading the #fragment, the forms
 * (the backgammon app's with it, the others each in a script of their own), verification, the
 * outcome renderers (the rolls with it) and the texts of compared values. The page's first load is
 * then its shell only: lib/fair's five schemes and @noble/hashes arrive once there is something to
 * check — which, as the empty page shows the backgammon form, is every visit, but after the page.
 * The page's other modules (CheckClient.tsx, its hooks and views) import nothing else that reaches
 * lib/fair (types aside): Turbopack keeps a module and everything it imports in the first load as
 * soon as one export of it is imported statically.
 */
import { FORM_SCHEMES, FORMS, SHORT_LINK_FORM } from '@/components/forms';
import { loadOutcomes } from '@/components/outcomes/LazyOutcomes';
import { isScheme } from '@/lib/fair/core';
import { readHash } from './compute';

export { documentFragmentOf, looksHeavy, MAX_FRAGMENT, readHash } from './compute';
export { FORM_SCHEMES, FORMS, SHORT_LINK_FORM } from '@/components/forms';
export { documentFragment } from '@/components/forms/types';
export { LazyOutcomes, loadOutcomes } from '@/components/outcomes/LazyOutcomes';
export { isScheme } from '@/lib/fair/core';
export { isSessionProof } from '@/lib/fair/schemes';
export { valueText } from './valueText';
export { eventName } from '@/components/proof/eventName';

/** Start fetching the form and the outcome renderer a link needs (they come in scripts of their own). */
export function prefetchFor(hash: string): void {
  const h = readHash(hash);
  const m = h?.mode ?? SHORT_LINK_FORM;
  if (m !== 'document') FORMS[m]().catch(() => undefined);
  if (isScheme(h?.scheme)) loadOutcomes(h.scheme).catch(() => undefined);
}

/** The page's modes: each scheme's form, then the JSON box. */
export const MODES = [...FORM_SCHEMES, 'document'] as const;
