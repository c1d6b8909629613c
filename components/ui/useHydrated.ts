'use client';

import { useSyncExternalStore } from 'react';

/** For useSyncExternalStore with a value that never changes once in the browser: nothing to subscribe to. */
export const noChange = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while React hydrates the server's markup, true after: what may differ
 * from that markup waits for it (React renders again with true once hydrated, no effect needed).
 */
export const useHydrated = (): boolean => useSyncExternalStore(noChange, inBrowser, onServer);
