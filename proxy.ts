import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

/**
 * Locale negotiation: `/` and any path without a locale prefix redirect to the
 * best match of Accept-Language (default ru). Paths with a locale pass through.
 */
export default createMiddleware(routing);

export const config = {
  // Everything except the API, Next internals, files with an extension
  // (verifier.js, favicon.ico, robots.txt, …) and the proof pages
  // /<locale>/fair/<id>: their locale is already in the path, and they are
  // served from the page cache, where running the proxy (for an hreflang Link
  // header the page's <head> carries anyway) cost more than the cache's own answer
  // (docs/decisions/0007-page-cache.md). Keep the locales in step with
  // lib/i18n/routing.ts (a matcher must be a literal; tests/unit/proxy-matcher).
  matcher: ['/((?!api|_next|_vercel|.*\\..*|(?:ru|ro|en)/fair/[^/]+$).*)'],
};
