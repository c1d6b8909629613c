'use client';

import { Fragment, createElement, startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** Calls `then` once the tree it is in has committed (hydrated, for a hydrated root). */
function Committed({ then }: { then: () => void }): null {
  useEffect(then, [then]);
  return null;
}

/** What the root renders: `content`, and beside it the mark of its commit (the same shape every time, so an update after a hydration changes only what differs). */
const tree = (content: ReactNode, then: () => void): ReactNode => createElement(Fragment, null, content, createElement(Committed, { then }));

/** Whether `content` may be rendered into the root yet: only after a hydration has committed (an earlier update would make React throw the server's markup away). */
function useRootReady(): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  const [markReady] = useState(() => () => setReady(true));
  return [ready, markReady];
}

/**
 * Draws `content` into the element of `ref` as a React root of its own, from the first non-null
 * `content` on (until then the element keeps the markup it has: the server's). Renders are
 * transitions: they yield to the browser every few milliseconds.
 *
 * `server`, when given, is the element's server markup as React drew it: the root first hydrates it
 * (attaches to the nodes already there, creating none), then `content` changes only what differs
 * (the report's marks). Without it, or when the element is empty, the root's first commit adds the
 * drawn tree in one call.
 *
 * Why a root of its own (docs/decisions/0017-outcomes-own-root.md): each DOM change made from a
 * deep JavaScript stack costs the browser time in proportion to that stack when a trace records
 * stacks (Lighthouse's does) — React's commit recurses once per level of its tree, and the page's
 * tree is deep. Here the outcomes change at the depth of their own small tree; and hydrating them
 * (docs/decisions/0018-outcomes-hydrated.md) spares the phone creating thousands of nodes in one commit.
 */
export function useOwnRoot(ref: RefObject<HTMLElement | null>, content: ReactNode | null, server?: ReactNode | null): void {
  const root = useRef<Root | null>(null);
  const [ready, markReady] = useRootReady();
  useEffect(() => {
    const element = ref.current;
    if (!element || root.current || !server || !element.firstChild) return;
    // hydrated in a transition, as Next hydrates the page: in slices, between which the browser answers
    startTransition(() => {
      root.current = hydrateRoot(element, tree(server, markReady));
    });
  }, [ref, server, markReady]);
  useEffect(() => {
    const element = ref.current;
    if (!element || content === null) return;
    if (root.current && !ready) return; // hydrating: drawn once that has committed
    const r = (root.current ??= createRoot(element));
    startTransition(() => r.render(tree(content, markReady)));
  }, [ref, content, ready, markReady]);
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
