/**
 * The single error type of the verifier: an input that is not a valid proof
 * document (or link, or pasted roll list). Never used for failed verification.
 */
export class InputError extends Error {
  /** Path of the first bad field, e.g. `clientSeeds[1]`, `hands[2].cards[0].path`, or `document`. */
  readonly field: string;
  /** What is expected there (human-readable English). */
  constructor(field: string, message: string) {
    super(message);
    this.name = 'InputError';
    this.field = field;
  }
}

/** Throw an {@link InputError} for `field`. */
export function fail(field: string, message: string): never {
  throw new InputError(field, message);
}

/** True when `e` is an {@link InputError} (also across bundle copies). */
export function isInputError(e: unknown): e is InputError {
  return e instanceof InputError || (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'InputError' && typeof (e as { field?: unknown }).field === 'string');
}
