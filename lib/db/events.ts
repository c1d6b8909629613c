// What the store announces to the rest of the process: a proof was revealed. The server's
// pre-rendering listens (server.ts → lib/site/prerender.ts), instead of guessing reveals from the
// API's URLs and status codes. One set of listeners per process (process-wide.ts): the API may run
// in server.ts' copy of lib/db or in Next's (FAIR_API_DIRECT=0), and both must reach the listener.
import { processWide } from './process-wide.ts';

export type RevealListener = (id: number) => void;

const listeners = processWide('reveal-listeners', () => new Set<RevealListener>());

/** Calls `listener` with each proof's id once its reveal has committed; returns the unsubscribe. */
export function onReveal(listener: RevealListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store, after a reveal's transaction committed: tells every listener (a listener's error is its own). */
export function announceReveal(id: number): void {
  for (const listener of listeners) {
    try {
      listener(id);
    } catch (e) {
      console.error(`a listener of reveals failed for proof ${id}:`, e);
    }
  }
}
