import type { Metadata } from 'next';
import { siteOrigin } from '../site/origin.ts';
import { routing } from './routing.ts';

/**
 * A page's `alternates` for its metadata: the same page in every locale, absolute URLs (hreflang
 * must name them so), `x-default` the default locale's. `path`: the page's path after the locale,
 * '' for home, e.g. '/fair/12'.
 */
export function localeAlternates(path: string): NonNullable<Metadata['alternates']> {
  const origin = siteOrigin();
  const url = (locale: string) => `${origin}/${locale}${path}`;
  return {
    languages: {
      ...Object.fromEntries(routing.locales.map((l) => [l, url(l)])),
      'x-default': url(routing.defaultLocale),
    },
  };
}
