/** Check links: `#v=1&s=…&c=…&p=…&r=…&g=…&n=…` (backgammon app) and `#v=1&j=<base64url JSON>` (any proof). */
import { base64urlDecode, base64urlEncode, decode64url } from './base64';
import { fail, InputError, need, type InputParams } from './errors';
import { utf8, utf8Decode } from './hex';
import { parseProof } from './parse';
import { rollPair, rollPairFromLink, rollPairToLink } from './schemes/roll-pair';

/** What `j=` must be. */
const B64: InputParams = { expected: 'base64url' };

function fragmentOf(urlOrFragment: string): string {
  const h = urlOrFragment.indexOf('#');
  if (h >= 0) return urlOrFragment.slice(h + 1);
  const t = urlOrFragment.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(t) || t.startsWith('/')) fail('link', 'expected', { expected: 'linkFragment' });
  return t.startsWith('?') ? t.slice(1) : t;
}

function decode(k: string, v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    fail(k, 'bad_encoding');
  }
}

/**
 * Read a `/check/` link (whole URL or the part after `#`) into a proof document.
 * The document is validated with {@link parseProof} before it is returned.
 * @throws InputError (`v` for an unsupported version, `j` for an unreadable embedded document, …)
 */
export function parseCheckLink(urlOrFragment: string): Record<string, unknown> {
  if (typeof urlOrFragment !== 'string') fail('link', 'expected', { expected: 'linkText' });
  const params = new Map<string, string>();
  for (const part of fragmentOf(urlOrFragment).split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const k = decode('link', eq < 0 ? part : part.slice(0, eq));
    if (!params.has(k)) params.set(k, decode(k, eq < 0 ? '' : part.slice(eq + 1)));
  }
  const v = params.get('v');
  // no v at all is a link that lost its start, not one of another version
  if (v === undefined) fail('v', 'link_needs', { list: ['v=1'] });
  if (v !== '1') fail('v', 'link_version');
  const j = params.get('j');
  let doc: Record<string, unknown>;
  if (j !== undefined) {
    const bytes = decode64url(j);
    const text = bytes && utf8Decode(bytes);
    if (text == null) fail('j', 'expected', B64);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      fail('j', 'expected', B64);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail('document', 'expected', { expected: 'jsonObject' });
    doc = parsed as Record<string, unknown>;
  } else {
    doc = rollPairFromLink(params);
  }
  parseProof(doc);
  return doc;
}

/**
 * Build a check link fragment (starting with `#`) for a valid proof document: the short
 * backgammon form for a revealed backgammon-app document with no other fields, else `#v=1&j=…`.
 * @param base - optional prefix such as `/en/check/`
 * @throws InputError when the document is not valid (field as parseProof's), or base is not a string
 */
export function buildCheckLink(doc: unknown, base = ''): string {
  need(typeof base === 'string', 'base', 'a string');
  const p = parseProof(doc);
  const d = (typeof doc === 'string' ? JSON.parse(doc) : doc) as Record<string, unknown>;
  const short = p.scheme === rollPair.id ? rollPairToLink(p, d) : null;
  return base + (short === null ? `#v=1&j=${base64urlEncode(utf8(JSON.stringify(d)))}` : `#v=1${short}`);
}

export { base64urlDecode, base64urlEncode, InputError };
