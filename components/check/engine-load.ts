/**
 * /check/'s engine (./engine.ts: lib/fair, the forms, the outcome renderers), fetched with a dynamic
 * import: not part of the page's first load. As soon as this module runs — before the page hydrates —
 * the fetch starts, then the form and the outcome renderer the link needs: they arrive beside
 * hydration rather than after it.
 */

import { startChecker } from '@/components/verify/verifyOffThread';

/** lib/fair with the forms and the outcome renderers (./engine.ts). */
export type Engine = typeof import('./engine');

let engineLoad: Promise<Engine> | null = null;

/** The engine, fetched once (a fetch that failed is tried again by the next call). */
export function loadEngine(): Promise<Engine> {
  if (!engineLoad) {
    const p = import('./engine');
    engineLoad = p;
    p.catch(() => {
      if (engineLoad === p) engineLoad = null;
    });
  }
  return engineLoad;
}

if (typeof window !== 'undefined') {
  loadEngine().then((e) => e.prefetchFor(window.location.hash), () => undefined);
  // the verification's worker loads beside the engine: a link's check does not wait for it
  startChecker();
}

/** The page's fragment (the server never sees it). */
export const currentHash = (): string => window.location.hash;
