/** The text of a commitment log entry, rebuilt from a proof document's own fields (log.md, "Entries"). */
import { fail, type InputParams } from '../errors';
import { parseProof } from '../parse';
import { moduleOf, type Proof } from '../schemes';
import type { LoggedPart } from '../schemes/scheme';

const ENTRY: InputParams = { with: 'entry' };

/** First line of every entry. */
export const ENTRY_HEADER = 'fair-proofs/log/v1';

function lines(p: Proof, commitLines: string[], time: string | undefined, timeField: string): string {
  if (p.id === undefined) fail('id', 'required', ENTRY);
  if (time === undefined) fail(timeField, 'required', ENTRY);
  return [ENTRY_HEADER, `proof ${p.id}`, `scheme ${p.scheme}`, `game ${p.game}`, ...commitLines, `time ${time}`, ''].join('\n');
}

/**
 * The entry of an already parsed proof: the proof's own entry, or the entry of one of its parts
 * logged on their own (a poker hand: `SchemeModule.logged`).
 * @throws InputError when a field the entry needs is missing (`id`, `committedAt`, `commitment`)
 */
export function entryOfProof(p: Proof, part?: LoggedPart): string {
  if (part) return lines(p, part.lines, part.committedAt, `${part.at}.committedAt`);
  return lines(p, moduleOf(p.scheme).entryLines(p), p.committedAt, 'committedAt');
}

/** The parts of a parsed proof logged with entries of their own (a poker session's hands), in document order. */
export const loggedParts = (p: Proof): LoggedPart[] => moduleOf(p.scheme).logged?.(p) ?? [];

/**
 * The exact entry text log.md defines for a proof document (validated with parseProof first):
 * its own entry, or for a poker session with `hand` given, the entry of the hand numbered `hand`.
 * @throws InputError for an invalid document, a missing `id` / `committedAt`, or an unknown hand
 */
export function entryFor(document: unknown, hand?: number): string {
  const p = parseProof(document);
  if (hand === undefined) return entryOfProof(p);
  if (typeof hand !== 'number' || !Number.isSafeInteger(hand) || hand < 1) fail('hand', 'expected', { expected: 'handNumber' });
  const parts = moduleOf(p.scheme).logged?.(p);
  if (!parts) fail('hand', 'no_hands');
  const part = parts.find((x) => x.n === hand);
  if (!part) fail('hand', 'no_hand', { item: hand });
  return entryOfProof(p, part);
}
