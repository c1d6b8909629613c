import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { foreignLocaleTarget } from './lib/i18n/prefix';
import { routing } from './lib/i18n/routing';

const negotiate = createMiddleware(routing);

/**
 * Locale negotiation: `/` and any path without a locale prefix redirect to the
 * best match of Accept-Language (default ru). Paths with a locale pass through.
 * A path under a locale the site does not have (`/de/fair/2`) goes to the same
 * page in the default locale (lib/i18n/prefix.ts), not under it.
 */
export default function proxy(request: NextRequest) {
  const target = foreignLocaleTarget(request.nextUrl.pathname);
  if (target === null) return negotiate(request);
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url);
}
export const config = {
  // Everything except the API, Next internals, files (a last segment with an
  // extension: verifier.js, favicon.ico, robots.txt, …) and the proof pages
  // /<locale>/fair/<id>: their locale is already in the path, and they are
  // served from the page cache, where running the proxy (for an hreflang Link
  // header the page's <head> carries anyway) cost more than the cache's own answer
  // (docs/decisions/0007-page-cache.md). Keep the locales in step with
  // lib/i18n/routing.ts (a matcher must be a literal; tests/unit/proxy-matcher).
  // A dot before the last segment is no file: `/x.y/fair/1` is redirected to
  // the default locale like any path without one (docs/decisions/0020-404-drawn-in-full.md).
  matcher: ['/((?!api|_next|_vercel|.*\\.[^/]*$|(?:ru|ro|en)/fair/[^/]+$).*)'],
};
