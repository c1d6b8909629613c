/**
 * What a request's target names on this site, read before anything routes it (server.ts).
 *
 * - origin-form (`/path?query`): as it is;
 * - absolute-form (`http://host/path?query`, what proxies send): the path and query it names, on
 *   this host — the authority it carries is never used, so no answer (a redirect's Location
 *   included) can point at another host;
 * - anything else (`*`, a bare name): a bad target;
 * - a malformed %-escape anywhere in the path or query (`%ZZ`, a lone `%`, escapes that are not
 *   UTF-8), or an escaped control character in the path (`/ru/stats%00`, which the router would
 *   read as `/ru/stats`): a malformed address, answered 400 instead of reaching a router that would
 *   throw on it or serve a page at an address that is none of the site's;
 * - a target longer than MAX_TARGET: no address of the site comes near it (an app link's rolls are
 *   in its fragment, which no browser sends), and Next's redirects (a trailing slash, a missing
 *   locale) would repeat it twice in their headers and once in their body.
 */
export type Target = { ok: true; url: string; path: string } | { ok: false; reason: 'target' | Unreadable; path: string };

/** A target that is a path but cannot be served: a malformed escape, or too long. */
export type Unreadable = 'escape' | 'long';

/** The longest request target read, in characters (Node's own limit is its 16 KB of headers). */
export const MAX_TARGET = 4096;

/** C0 controls and DEL: no address of the site has one. */
const CONTROL = /[\u0000-\u001f\u007f]/;

const ABSOLUTE = /^https?:\/\/[^/?#]*/i;

export function readTarget(raw: string): Target {
  let url = raw;
  const absolute = ABSOLUTE.exec(url);
  if (absolute) {
    url = url.slice(absolute[0].length);
    if (!url.startsWith('/')) url = `/${url}`;
  }
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!url.startsWith('/')) return { ok: false, reason: 'target', path: '/' };
  if (raw.length > MAX_TARGET) return { ok: false, reason: 'long', path };
  if (!decodes(url) || CONTROL.test(decodeURIComponent(path))) return { ok: false, reason: 'escape', path };
  return { ok: true, url, path };
}

function decodes(text: string): boolean {
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
