import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';

/**
 * A link to a page of this site in the current locale (`href` without the
 * locale: `/fair/12`), as a plain `<a>`: every page is a full document load.
 * That keeps each page's own Content-Security-Policy — a client-side
 * navigation into /check or a proof page would keep the previous page's
 * `connect-src 'self'` — and ships no router link code to the browser.
 */
export async function LocaleLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const locale = await getLocale();
  return <a href={`/${locale}${href === '/' ? '' : href}`} {...rest} />;
}
