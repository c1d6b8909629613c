import { defineRouting } from 'next-intl/routing';

/**
 * The site's locales. To add one: append its code here, add
 * `messages/<code>.json` with every key of `messages/en.json`, and add the
 * explainer documents under `content/<code>/` (see docs/adding-a-locale.md).
 */
export const routing = defineRouting({
  locales: ['ru', 'ro', 'en'],
  defaultLocale: 'ru',
  localePrefix: 'always',
  // The locale is always in the path; no cookie is needed to remember it.
  localeCookie: false,
  // No `Link` header of alternates: each page names its own in its <head> (lib/i18n/alternates.ts),
  // and the proxy's header repeated any path it was given four times — a 404 for a 7 KB path
  // answered 12 KB of it, past what proxies and clients take (undici refuses 16 KB of headers)
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
