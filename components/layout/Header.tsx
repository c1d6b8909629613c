import { useLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/server';
import { LocaleSwitcher } from './LocaleSwitcher';
import { NavLinks } from './NavLinks';

/**
 * The site header, translated here on the server. Its links are plain <a>
 * (full page loads, nothing prefetched); the two client leaves get their
 * strings as props, so no i18n or router-link runtime ships for the header.
 */
// A phone may paint the header before it has read all of it, so nothing in it may stand where
// what comes later would move it (a layout shift; tests/e2e/phone.spec.ts cuts the header anywhere):
// the logo and the language links are as tall as the row they share, and the menu has a row of its
// own at every width — beside them, a longer menu (ru) pushed the language links to a row of
// their own once it arrived.
export function Header() {
  const locale = useLocale();
  const t = translator(locale);
  const names = Object.fromEntries(routing.locales.map((l) => [l, t(`LocaleSwitcher.${l}`)]));
  return (
    <header className="border-b border-line bg-surface/80 backdrop-blur">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <a
          href={`/${locale}`}
          aria-label={t('Header.home')}
          className="flex items-center gap-2 text-lg font-semibold tracking-tight"
        >
          <Logo />
          <span>{t('Metadata.siteName')}</span>
        </a>
        <LocaleSwitcher
          locales={routing.locales}
          current={locale}
          label={t('LocaleSwitcher.label')}
          names={names}
          className="ml-auto min-h-7"
        />
        <nav aria-label={t('Header.menu')} className="w-full">
          <NavLinks
            items={[
              { href: `/${locale}/how-it-works`, label: t('Nav.howItWorks') },
              { href: `/${locale}/check`, label: t('Nav.check') },
              { href: `/${locale}/fair`, label: t('Nav.proofs') },
              { href: `/${locale}/stats`, label: t('Nav.stats') },
              { href: `/${locale}/log`, label: t('Nav.log') },
            ]}
          />
        </nav>
      </div>
    </header>
  );
}

/** The first stop of the keyboard: straight to the page's content. */
export function SkipLink() {
  const t = translator(useLocale(), 'Header');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3 dark:text-page"
    >
      {t('skip')}
    </a>
  );
}

function Logo() {
  // A die face whose pips form a check mark: rolls you can verify.
  return (
    <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" className="text-accent">
      <rect x="1.5" y="1.5" width="23" height="23" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="7.5" cy="13" r="2" fill="currentColor" />
      <circle cx="11.5" cy="17" r="2" fill="currentColor" />
      <circle cx="18.5" cy="8.5" r="2" fill="currentColor" />
    </svg>
  );
}
