'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';

/**
 * Switches the language and keeps the visitor where they are: the same path,
 * the same query and — important on /check/, whose inputs live there — the
 * same #fragment.
 */
export function LocaleSwitcher({ className = '' }: { className?: string }) {
  const t = useTranslations('LocaleSwitcher');
  const current = useLocale();
  const pathname = usePathname();

  function keepQueryAndHash(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const { search, hash } = window.location;
    if (!search && !hash) return;
    event.preventDefault();
    window.location.assign(event.currentTarget.pathname + search + hash);
  }

  return (
    <nav aria-label={t('label')} className={className}>
      <ul className="flex gap-1 text-sm">
        {routing.locales.map((locale: Locale) => (
          <li key={locale}>
            <a
              href={getPathname({ href: pathname, locale })}
              hrefLang={locale}
              lang={locale}
              title={t(locale)}
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
