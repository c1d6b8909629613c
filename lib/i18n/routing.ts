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
});

export type Locale = (typeof routing.locales)[number];
