/** parseProof: strict validation of a proof document into a typed {@link Proof}, through its scheme's module. */
import { fail, InputError } from './errors';
import { describe, get, isObj } from './fields';
import { isScheme, moduleOf, UNSUPPORTED, type Proof } from './schemes';

/**
 * Validate a proof document exactly as proof-format.md says and return it typed
 * (digests lowercased, the backgammon app's hex seed lowercased, poker seats sorted).
 * @param input - the parsed JSON value, or its JSON text
 * @throws InputError with the path of the first bad field (`document` when not a JSON object)
 */
export function parseProof(input: unknown): Proof {
  let doc = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input);
    } catch {
      fail('document', 'expected a JSON object, got invalid JSON');
    }
  }
  if (!isObj(doc)) fail('document', `expected a JSON object, got ${describe(doc)}`);
  const scheme = get(doc, 'scheme');
  if (typeof scheme === 'string' && UNSUPPORTED.includes(scheme)) fail('scheme', 'this scheme is not supported yet');
  if (!isScheme(scheme)) fail('scheme', `expected a known scheme, got ${describe(scheme)}`);
  const m = moduleOf(scheme);
  const game = get(doc, 'game');
  if (typeof game !== 'string' || !m.games.includes(game)) fail('game', `expected ${m.games.join(', ')}, got ${describe(game)}`);
  try {
    return m.parse(doc, game) as Proof;
  } catch (e) {
    if (e instanceof InputError) throw e;
    /* c8 ignore next */
    throw new InputError('document', 'unreadable document');
  }
}
