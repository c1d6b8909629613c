// The store's refusals (lib/db/store.ts), in a module of their own: the reveal's check
// (lib/db/reveal-check.ts) raises them too, in the server's thread or in the reveal worker's.

export type StoreErrorCode =
  | 'invalid_input'
  | 'not_found'
  | 'ref_conflict'
  | 'already_revealed'
  | 'conflict'
  | 'commitment_mismatch'
  | 'hand_exists'
  | 'unavailable';

/** A refusal of the store, with the API's machine code and, when one field is at fault, its path. */
export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export const invalid = (field: string, message: string) => new StoreError('invalid_input', message, field);
