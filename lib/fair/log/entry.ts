/** The text of a commitment log entry, rebuilt from a proof document's own fields (log.md, "Entries"). */
import { fail } from '../errors';
import { parseProof } from '../parse';
import type { PokerHand, Proof } from '../types';

/** First line of every entry. */
export const ENTRY_HEADER = 'fair-proofs/log/v1';

function lines(p: Proof, commitLines: string[], time: string | undefined, timeField: string): string {
  if (p.id === undefined) fail('id', 'required to build a log entry (the public proof number)');
  if (time === undefined) fail(timeField, 'required to build a log entry (ISO 8601 UTC with ms)');
  return [ENTRY_HEADER, `proof ${p.id}`, `scheme ${p.scheme}`, `game ${p.game}`, ...commitLines, `time ${time}`, ''].join('\n');
}

/**
 * The entry of an already parsed proof: the proof's own entry, or (poker) the entry of `hand`.
 * @throws InputError when a field the entry needs is missing (`id`, `committedAt`, `commitment`)
 */
export function entryOfProof(p: Proof, hand?: { h: PokerHand; i: number }): string {
  if (hand) {
    const { h, i } = hand;
    return lines(p, [`hand ${h.n}`, `handCommitment ${h.handCommitment}`, `root ${h.root}`], h.committedAt, `hands[${i}].committedAt`);
  }
  if (p.scheme === 'chess_colour_v1') {
    return lines(p, [`commitA ${p.commitA}`, `commitB ${p.commitB ?? '-'}`], p.committedAt, 'committedAt');
  }
  if (p.commitment === undefined) fail('commitment', 'required to build a log entry');
  return lines(p, [`commitment ${p.commitment}`], p.committedAt, 'committedAt');
}

/**
 * The exact entry text log.md defines for a proof document (validated with parseProof first):
 * its own entry, or for a poker session with `hand` given, the entry of the hand numbered `hand`.
 * @throws InputError for an invalid document, a missing `id` / `committedAt`, or an unknown hand
 */
export function entryFor(document: unknown, hand?: number): string {
  const p = parseProof(document);
  if (hand === undefined) return entryOfProof(p);
  if (typeof hand !== 'number' || !Number.isSafeInteger(hand) || hand < 1) fail('hand', 'expected a hand number (integer ≥ 1)');
  if (p.scheme !== 'poker_hmac_v1') fail('hand', 'only a poker session has hands');
  const i = p.hands.findIndex((h) => h.n === hand);
  if (i < 0) fail('hand', `no hand ${hand} in this session`);
  return entryOfProof(p, { h: p.hands[i]!, i });
}
