/** The draws of the 52-bit stream worded as steps: `int(n)`'s modulo and a shuffled card's position (schemes.md). */
import type { IntCall } from './trace';
import type { MathStep, WordRow } from './types';

/** The 52 card ids in order: what a deal and a poker hand shuffle. */
export const DECK52: readonly number[] = Array.from({ length: 52 }, (_, i) => i);

/** `w mod n = r` over the word the call used. */
export function modStep(words: readonly WordRow[], call: IntCall): MathStep {
  return { op: 'mod', a: words[words.length - 1]!.value, m: call.n, r: call.r };
}

/**
 * The call of a Fisher–Yates shuffle of `size` (its calls from `first`, steps i = size − 1 … 1)
 * that puts the card at `position`, and the steps after its modulo: step i = position moves the
 * card at j to position i for good; position 0 is what the last step (i = 1) leaves there.
 */
export function shuffled(calls: readonly IntCall[], first: number, size: number, position: number, deck: readonly number[]): { call: IntCall; steps: MathStep[] } {
  const i = Math.max(position, 1);
  const call = calls[first + (size - 1 - i)]!;
  const steps: MathStep[] = [{ op: 'swap', i, j: call.r, card: deck[i]!, size }];
  if (position === 0) steps.push({ op: 'left', card: deck[0]! });
  return { call, steps };
}
