import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing, type Locale } from './routing';

/**
 * The locale of a page's path, set for the request's translations — or null when the path's first
 * segment is no locale: the paths the proxy leaves alone (`/_next/stats`, `/_vercel/fair/1`,
 * `/apis/log`, `/nope.php`) come to app/[locale] as they are. The locale layout then draws the
 * default locale's 404 in place of the page, but Next renders the page all the same, into the
 * answer's script data ([0020](../../docs/decisions/0020-404-drawn-in-full.md)): given null, a page
 * or its metadata does nothing — no database read, no document of a locale the site does not have.
 * Every page, layout and `generateMetadata` under app/[locale] reads its locale here
 * (tests/unit/page-locale.test.ts).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale | null> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return null;
  setRequestLocale(locale);
  return locale;
}
