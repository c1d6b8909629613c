// Where verifier.js keeps the commitment log's verifier key, as text: one string
// literal (or a few, as the minifier chose) holding the key. scripts/build-verifier.ts
// minifies the file once with VKEY_SLOT there and writes the key in its place;
// the server (lib/site/verifier-file.ts) swaps the key the same way, so what it
// serves is byte for byte what `npm run build:verifier` writes for its key.

/** The placeholder key minified into verifier.js before the real key is written in. */
export const VKEY_SLOT = 'fair-proofs:verifier-key-slot';

/** The string literal of a key in the file: JSON's quoting is valid JavaScript, and keys are ASCII. */
const literal = (key: string): string => JSON.stringify(key);

const count = (text: string, part: string): number => text.split(part).length - 1;

/** `text` with every literal of key `from` replaced by one of `to` (no `$` patterns, unlike replaceAll). */
function replaceLiteral(text: string, from: string, to: string): string {
  return text.split(literal(from)).join(literal(to));
}

/**
 * The minified template with `vkey` in its slot.
 * @throws when the slot is missing or the minifier merged it into other text
 */
export function fillKeySlot(template: string, vkey: string): string {
  const whole = count(template, literal(VKEY_SLOT));
  const all = count(template, VKEY_SLOT);
  if (whole === 0 || whole !== all) {
    throw new Error(`verifier.js: the verifier key's placeholder is ${all === 0 ? 'missing' : 'merged into other text'} after minification`);
  }
  return replaceLiteral(template, VKEY_SLOT, vkey);
}

/**
 * A verifier.js built with key `from` (by fillKeySlot), rewritten to carry `to`.
 * @throws when the file holds no literal of `from`
 */
export function swapKey(text: string, from: string, to: string): string {
  if (count(text, literal(from)) === 0) throw new Error('the verifier key it was built with is not where the build writes it');
  return replaceLiteral(text, from, to);
}
