'use client';

import { startTransition, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Draws `content` into the element of `ref` as a React root of its own, from the first non-null
 * `content` on (until then the element keeps the markup it has: the server's). The root's first
 * commit empties the element in one call and adds the new tree in one more; later ones change only
 * what differs. Renders are transitions: they yield to the browser every few milliseconds.
 *
 * Why a root of its own (docs/decisions/0017-outcomes-own-root.md): each DOM change made from a
 * deep JavaScript stack costs the browser time in proportion to that stack when a trace records
 * stacks (Lighthouse's does) — React's commit recurses once per level of its tree, and the page's
 * tree is deep. Here the outcomes' thousands of nodes change at the depth of their own small tree.
 */
export function useOwnRoot(ref: RefObject<HTMLElement | null>, content: ReactNode | null): void {
  const root = useRef<Root | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || content === null) return;
    const r = (root.current ??= createRoot(element));
    startTransition(() => r.render(content));
  }, [ref, content]);
  // a root cannot be unmounted while React renders: after this commit
  useEffect(
    () => () => {
      const r = root.current;
      root.current = null;
      if (r) setTimeout(() => r.unmount(), 0);
    },
    [],
  );
}
