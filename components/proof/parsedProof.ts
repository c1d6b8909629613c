import { cache } from 'react';
import { parseProof } from '@/lib/fair/parse';
import type { Proof } from '@/lib/fair/schemes';

/**
 * A stored document parsed once per render of its page — the preview, the session's notices and
 * "how unusual" share it (a long match's parse is the page's largest cost); null when it is invalid:
 * the page's own verification says what is wrong with it.
 */
export const parsedProof = cache((document: Record<string, unknown>): Proof | null => {
  try {
    return parseProof(document);
  } catch {
    return null;
  }
});

/** Lets the server answer others between the steps of a long proof's render (a turn of the event loop). */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
