/**
 * The single error type of the verifier: an input that is not a valid proof
 * document (or link, or pasted roll list). Never used for failed verification.
 */
export class InputError extends Error {
  /**
   * Path of the first bad field, e.g. `clientSeeds[1]`, `hands[2].cards[0].path`, or `document`.
   * (`declare`: set by the constructor only, no class-field definition — verifier.js's budget,
   * docs/decisions/0009-verifier-budget.md.)
   */
  declare readonly field: string;
  /** What is expected there (human-readable English). */
  constructor(field: string, message: string) {
    super(message);
    // field first: the own enumerable properties keep their order (field, name)
    this.field = field;
    this.name = 'InputError';
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

/**
 * Argument check of an exported function (as noble-hashes' `abytes`/`anumber`): an
 * {@link InputError} naming the argument, `expected <what>`, unless `ok`. One call shape everywhere
 * (verifier.js's gzip budget: repeated shapes cost little).
 */
export function need(ok: unknown, field: string, what: string): asserts ok {
  if (!ok) fail(field, `expected ${what}`);
}

/** True for bytes (of `length` bytes when given). */
export const isBytes = (v: unknown, length?: number): v is Uint8Array => v instanceof Uint8Array && (length === undefined || v.length === length);

/** True for a safe integer ≥ `min` (and ≤ `max` when given). */
export const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/** True for an array of strings. */
export const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
