// What the store announces to the rest of the process: a proof was revealed; a new commitment
// repeats earlier proofs' (their pages flag it). The server listens (server.ts: pre-rendering, the
// page cache), instead of guessing from the API's URLs and status codes. One set of listeners per
// process (process-wide.ts): the API may run in server.ts' copy of lib/db or in Next's
// (FAIR_API_DIRECT=0), and both must reach the same listeners.
import { processWide } from './process-wide.ts';

interface Events {
  /** a proof's id, once its reveal has committed */
  reveal: number;
  /** the earlier proofs whose commitment a new commit repeats */
  commitmentReused: number[];
}
type Listener<K extends keyof Events> = (value: Events[K]) => void;

const listeners = processWide('store-events', () => ({ reveal: new Set<Listener<'reveal'>>(), commitmentReused: new Set<Listener<'commitmentReused'>>() }));

function on<K extends keyof Events>(event: K, listener: Listener<K>): () => void {
  const set = listeners[event] as Set<Listener<K>>;
  set.add(listener);
  return () => set.delete(listener);
}

function announce<K extends keyof Events>(event: K, value: Events[K]): void {
  for (const listener of listeners[event] as Set<Listener<K>>) {
    try {
      listener(value);
    } catch (e) {
      console.error(`a listener of the store's ${event} event failed:`, e);
    }
  }
}

/** Calls `listener` with each proof's id once its reveal has committed; returns the unsubscribe. */
export const onReveal = (listener: Listener<'reveal'>) => on('reveal', listener);
/** The store, after a reveal's transaction committed. */
export const announceReveal = (id: number) => announce('reveal', id);

/** Calls `listener` after each commit whose commitment earlier proofs carry, with their ids. */
export const onCommitmentReused = (listener: Listener<'commitmentReused'>) => on('commitmentReused', listener);
/** The store, after a commit that repeats earlier proofs' commitment. */
export const announceCommitmentReused = (ids: number[]) => announce('commitmentReused', ids);
/** True when anyone listens for reused commitments (else the store need not look for them). */
export const reuseListened = (): boolean => listeners.commitmentReused.size > 0;
