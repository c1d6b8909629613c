import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

/**
 * Locale negotiation: `/` and any path without a locale prefix redirect to the
 * best match of Accept-Language (default ru). Paths with a locale pass through.
 */
export default createMiddleware(routing);

export const config = {
  // Everything except the API, Next internals and files with an extension
  // (verifier.js, favicon.ico, robots.txt, …).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
