/**
 * A document's commitment-log rows (./logParts.ts' LogRow), made where lib/fair's parsing is at hand:
 * the server (the page's first rows) and the verification's worker (the rows of the whole document,
 * with its report) — not on the page's main thread, whose first load does not carry lib/fair's schemes.
 */
import { parseCheckpoint } from '@/lib/fair/log/checkpoint';
import { parseProof } from '@/lib/fair/parse';
import { logPartsOf } from '@/lib/fair/verify';
import type { Proof } from '@/lib/fair/core';
import type { LogRow } from './logParts';

/**
 * The log parts of a document in report order (its own, then one per poker hand); [] when it has
 * none or is invalid. Takes the document, or the proof parseProof made of it.
 */
export function logRows(document: unknown, parsed?: Proof | null): LogRow[] {
  let p: Proof;
  try {
    p = parsed ?? parseProof(document);
  } catch {
    return [];
  }
  return logPartsOf(p).map(({ at, part, n, time }) => {
    const body = parseCheckpoint(part.checkpoint);
    return {
      at, index: part.index, size: typeof body === 'string' ? null : body.size, time: time ?? '',
      ...(n === undefined ? {} : { hand: n }),
      entry: part.entry, checkpoint: part.checkpoint, inclusion: part.inclusion,
    };
  });
}
