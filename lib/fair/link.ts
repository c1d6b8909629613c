/** Check links: `#v=1&s=…&c=…&p=…&r=…&g=…&n=…` (backgammon app) and `#v=1&j=<base64url JSON>` (any proof). */
import { fail, InputError } from './errors';
import { utf8, utf8Decode } from './hex';
import { parseProof } from './parse';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (RFC 4648 §5) without padding. */
export function base64urlEncode(bytes: Uint8Array): string {
  let s = '';
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 6) s += B64[(acc >> (bits -= 6)) & 63];
    acc &= 63;
  }
  return bits ? s + B64[(acc << (6 - bits)) & 63] : s;
}

/** Decode base64url (padding optional; `+` and `/` also accepted); null when malformed. */
export function base64urlDecode(text: string): Uint8Array | null {
  const s = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (/[^\w-]/.test(s) || s.length % 4 === 1) return null;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const c of s) {
    acc = (acc << 6) | B64.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      out.push((acc >> (bits -= 8)) & 255);
      acc &= (1 << bits) - 1;
    }
  }
  return Uint8Array.from(out);
}

function fragmentOf(urlOrFragment: string): string {
  const h = urlOrFragment.indexOf('#');
  if (h >= 0) return urlOrFragment.slice(h + 1);
  const t = urlOrFragment.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(t) || t.startsWith('/')) fail('link', 'expected a link with a #… part');
  return t.startsWith('?') ? t.slice(1) : t;
}

function decode(k: string, v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    fail(k, 'bad percent-encoding');
  }
}

/**
 * Read a `/check/` link (whole URL or the part after `#`) into a proof document.
 * The document is validated with {@link parseProof} before it is returned.
 * @throws InputError (`v` for an unsupported version, `j` for an unreadable embedded document, …)
 */
export function parseCheckLink(urlOrFragment: string): Record<string, unknown> {
  if (typeof urlOrFragment !== 'string') fail('link', 'expected the link text');
  const params = new Map<string, string>();
  for (const part of fragmentOf(urlOrFragment).split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const k = decode('link', eq < 0 ? part : part.slice(0, eq));
    if (!params.has(k)) params.set(k, decode(k, eq < 0 ? '' : part.slice(eq + 1)));
  }
  const v = params.get('v');
  if (v !== '1') fail('v', 'unsupported link version');
  const j = params.get('j');
  let doc: Record<string, unknown>;
  if (j !== undefined) {
    const bytes = base64urlDecode(j);
    const text = bytes && utf8Decode(bytes);
    if (text == null) fail('j', 'expected base64url JSON');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      fail('j', 'expected base64url JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail('document', 'expected a JSON object');
    doc = parsed as Record<string, unknown>;
  } else {
    const s = params.get('s');
    const p = params.get('p');
    if (!s) fail('serverSeed', 'the link needs s=');
    if (!p) fail('clientSeeds', 'the link needs p=');
    doc = { scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: s, clientSeeds: p.split(',') };
    const c = params.get('c');
    if (c) doc.commitment = c;
    const r = params.get('r');
    const n = params.get('n');
    const g = params.get('g');
    let count: number | undefined;
    if (r) {
      if (!/^[1-6]*$/.test(r) || r.length % 2 !== 0) fail('r', 'expected rolls as digit pairs 1–6');
      const rec: [number, number][] = [];
      for (let i = 0; i < r.length; i += 2) rec.push([r.charCodeAt(i) - 48, r.charCodeAt(i + 1) - 48]);
      doc.recorded = rec;
      count = rec.length;
    }
    if (n) {
      if (!/^\d{1,9}$/.test(n)) fail('n', 'expected a number');
      if (count !== undefined && Number(n) !== count) fail('n', `expected ${count} (the rolls in r=)`);
      count = Number(n);
    }
    if (g) {
      if (!/^\d{1,9}(,\d{1,9})*$/.test(g)) fail('g', 'expected numbers, comma-separated');
      doc.games = g.split(',').map(Number);
      if (count === undefined) count = (doc.games as number[]).reduce((a, b) => a + b, 0);
    }
    if (count === undefined) fail('n', 'the link needs r= or n=');
    doc.count = count;
  }
  parseProof(doc);
  return doc;
}

const SHORT_KEYS = new Set(['scheme', 'game', 'serverSeed', 'commitment', 'clientSeeds', 'count', 'recorded', 'games']);

/**
 * Build a check link fragment (starting with `#`) for a valid proof document: the short
 * backgammon form for a revealed roll_pair_v1 document with no other fields, else `#v=1&j=…`.
 * @param base - optional prefix such as `/en/check/`
 * @throws InputError when the document is not valid
 */
export function buildCheckLink(doc: unknown, base = ''): string {
  const p = parseProof(doc);
  const d = (typeof doc === 'string' ? JSON.parse(doc) : doc) as Record<string, unknown>;
  const short = p.scheme === 'roll_pair_v1' && p.serverSeed !== undefined && Object.keys(d).every((k) => SHORT_KEYS.has(k) && d[k] !== null) && (p.recorded === undefined || p.recorded.length > 0);
  if (!short) return `${base}#v=1&j=${base64urlEncode(utf8(JSON.stringify(d)))}`;
  const e = encodeURIComponent;
  let f = `#v=1&s=${e(d.serverSeed as string)}`;
  if (typeof d.commitment === 'string') f += `&c=${e(d.commitment)}`;
  f += `&p=${(d.clientSeeds as string[]).map(e).join(',')}`;
  if (p.recorded) f += `&r=${p.recorded.map((x) => `${x[0]}${x[1]}`).join('')}`;
  if (p.games) f += `&g=${p.games.join(',')}`;
  if (!p.recorded || p.recorded.length !== p.count) f += `&n=${p.count}`;
  return base + f;
}

export { InputError };
