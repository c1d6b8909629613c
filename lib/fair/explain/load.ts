/**
 * Each scheme's explanation is `by-scheme/<scheme>.ts` (its `explain`), found by that name: a
 * template-literal `import()`, for which bundlers make one script per file of the folder, so the
 * math panel fetches its scheme's derivation only and a new scheme edits no list
 * (docs/adding-a-scheme.md). Only an id's shape goes into the import's path (../scheme-id.ts: the
 * registry would bring every scheme's computation into the proof page's first load).
 */
import { hasSchemeIdShape } from '../scheme-id';
import type { Proof, Scheme } from '../schemes';
import type { EventRef, Explanation } from './types';

/** A scheme's explanation, typed loosely: it is given only its own scheme's proofs. */
export type Explainer = (proof: Proof, ev: EventRef) => Explanation;

/** The explanations whose script has arrived (no prototype: `__proto__` finds nothing). */
const loaded: Partial<Record<Scheme, Promise<Explainer>>> = Object.create(null);

/** The explanation of `scheme`'s events: its script is fetched on the first call (a failed fetch is tried again on the next). */
export function loadExplainer(scheme: Scheme): Promise<Explainer> {
  const refused = () => new Error(`no explanation for scheme ${JSON.stringify(scheme)}`);
  if (!hasSchemeIdShape(scheme)) return Promise.reject(refused());
  return (loaded[scheme] ??= (import(`./by-scheme/${scheme}.ts`) as Promise<{ explain: Explainer }>).then(
    (m) => m.explain,
    (e: unknown) => {
      delete loaded[scheme];
      throw new Error(refused().message, { cause: e });
    },
  ));
}
