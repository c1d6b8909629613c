/**
 * What a request's target names on this site, read before anything routes it (server.ts).
 *
 * - origin-form (`/path?query`): as it is;
 * - absolute-form (`http://host/path?query`, what proxies send): the path and query it names, on
 *   this host — the authority it carries is never used, so no answer (a redirect's Location
 *   included) can point at another host;
 * - anything else (`*`, a bare name): a bad target;
 * - a malformed %-escape anywhere in the path or query (`%ZZ`, a lone `%`, escapes that are not
 *   UTF-8): a malformed address, answered 400 instead of reaching a router that would throw on it.
 */
export type Target = { ok: true; url: string; path: string } | { ok: false; reason: 'target' | 'escape'; path: string };

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
  if (!decodes(url)) return { ok: false, reason: 'escape', path };
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
