'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating what it rendered (so both render the same), true after —
 * and at once in a tree the browser renders on its own (a root of its own, no server markup).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
