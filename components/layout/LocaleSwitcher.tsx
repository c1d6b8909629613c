'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';

type Props = {
  /** the locale codes, in display order */
  locales: readonly string[];
  current: string;
  /** the navigation's accessible name */
  label: string;
  /** each locale's own name (the link's title) */
  names: Record<string, string>;
  className?: string;
};

/** `pathname` in `locale`: the first segment is the locale (routing: localePrefix 'always'). */
export function localizedPath(pathname: string, locale: string, locales: readonly string[]): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = locales.includes(first) ? rest : first ? [first, ...rest] : rest;
  const path = tail.join('/');
  return path ? `/${locale}/${path}` : `/${locale}`;
}

/**
 * Switches the language and keeps the visitor where they are: the same path,
 * the same query and — important on /check/, whose inputs live there — the
 * same #fragment. Translated by the server (Header): no i18n runtime here.
 */
export function LocaleSwitcher({ locales, current, label, names, className = '' }: Props) {
  const pathname = usePathname();

  function keepQueryAndHash(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const { search, hash } = window.location;
    if (!search && !hash) return;
    event.preventDefault();
    window.location.assign(event.currentTarget.pathname + search + hash);
  }

  // As wide as its locales from its first tag, each link in a cell of its own and its code
  // left-aligned: a phone that paints the header before reading it all does not draw the list
  // narrower, further right or on the logo's row, and then move it (tests/e2e/phone.spec.ts)
  return (
    <nav aria-label={label} className={className}>
      <ul className="grid gap-1 text-sm" style={{ gridTemplateColumns: `repeat(${locales.length}, 2.5rem)` }}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(pathname, locale, locales)}
              hrefLang={locale}
              lang={locale}
              title={names[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={keepQueryAndHash}
              className={`block rounded-md px-2 py-1 uppercase tracking-wide ${
                locale === current
                  ? 'bg-accent-soft font-semibold text-accent'
                  : 'text-muted hover:bg-accent-soft hover:text-ink'
              }`}
            >
              {locale}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
