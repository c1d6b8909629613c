/**
 * The outcome renderers in the browser (package.json `imports`, `#outcome-renderers`, browser
 * condition): each scheme's renderer (`by-scheme/<scheme>.tsx`, its default export) in a script of
 * its own, fetched when a proof of that scheme is shown, so a backgammon proof's page does not
 * download the cards, tiles and poker hands: one template-literal `import()` finds each, and the
 * bundler makes a script per file of the folder (docs/adding-a-scheme.md). Same exports as
 * renderers.ts (the server's, which imports them all). Each comes inside its "show me the math"
 * scope (components/math/scope.tsx), a script fetched beside the first one, so the page's first
 * load does not carry it.
 */
import type { Scheme } from '@/lib/fair/core';
import { hasSchemeIdShape } from '@/lib/fair/scheme-id';
import type { Renderer } from './renderer';

/** `scheme`'s renderer in its scope: only an id's shape goes into the import's path (lib/fair/scheme-id.ts). */
function fetchRenderer(scheme: Scheme): Promise<Renderer> {
  if (!hasSchemeIdShape(scheme)) return Promise.reject(new Error(`no renderer for scheme ${JSON.stringify(scheme)}`));
  const file: Promise<{ default: Renderer }> = import(`./by-scheme/${scheme}.tsx`).catch((e: unknown) => {
    throw new Error(`no renderer for scheme ${JSON.stringify(scheme)}`, { cause: e });
  });
  return Promise.all([file, import('@/components/math/scope')]).then(([r, math]) => math.withMath(r.default));
}

/** The renderers whose script has arrived, by scheme (filled by {@link loadRenderer}; no prototype: `__proto__` finds nothing). */
export const renderers: Partial<Record<Scheme, Renderer>> = Object.create(null);
/** The fetch under way per scheme: one fetch however many callers. */
const loading: Partial<Record<Scheme, Promise<Renderer>>> = Object.create(null);

/** The renderer of `scheme`: its script is fetched on the first call unless it is here (a failed fetch is tried again on the next call). */
export function loadRenderer(scheme: Scheme): Promise<Renderer> {
  const here = renderers[scheme];
  if (here) return Promise.resolve(here);
  return (loading[scheme] ??= fetchRenderer(scheme).then(
    (r) => (renderers[scheme] = r),
    (e: unknown) => {
      delete loading[scheme];
      throw e;
    },
  ));
}
