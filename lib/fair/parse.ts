/** parseProof: strict validation of a proof document into a typed {@link Proof}, through its scheme's module. */
import { fail, InputError } from './errors';
import { get, isObj, seen } from './fields';
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
      fail('document', 'bad_json');
    }
  }
  if (!isObj(doc)) fail('document', 'expected', { expected: 'jsonObject', ...seen(doc) });
  const scheme = get(doc, 'scheme');
  if (typeof scheme === 'string' && UNSUPPORTED.includes(scheme)) fail('scheme', 'unsupported');
  if (!isScheme(scheme)) fail('scheme', 'unknown_scheme', seen(scheme));
  const m = moduleOf(scheme);
  const game = get(doc, 'game');
  if (typeof game !== 'string' || !m.games.includes(game)) fail('game', 'one_of', { list: m.games, ...seen(game) });
  try {
    return m.parse(doc, game) as Proof;
  } catch (e) {
    if (e instanceof InputError) throw e;
    /* c8 ignore next */
    throw new InputError('document', 'expected', { expected: 'jsonObject' });
  }
}
