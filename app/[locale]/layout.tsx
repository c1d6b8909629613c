import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { DieFaces } from '@/components/outcomes/Die';
import { Header, SkipLink } from '@/components/layout/Header';
import { routing } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/server';
import { siteOrigin } from '@/lib/site/origin';
import { answeredNotFound } from '@/lib/site/page-status';
import { NotFoundSection } from '@/components/layout/NotFound';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8f6f1' },
    { media: '(prefers-color-scheme: dark)', color: '#12151a' },
  ],
};

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale: first } = await params;
  if (!hasLocale(routing.locales, first)) {
    // the default locale's 404 (below): a template without %s is every page's title under it
    const title = `${translator(routing.defaultLocale, 'NotFound')('title')} · ${translator(routing.defaultLocale, 'Metadata')('siteName')}`;
    return { title: { default: title, template: title }, robots: { index: false } };
  }
  const t = translator(first, 'Metadata');
  return {
    title: { default: t('title'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    // absolute URLs for what Next resolves (Open Graph); each page names its own alternates
    metadataBase: new URL(siteOrigin()),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale: first } = await params;
  const known = hasLocale(routing.locales, first);
  // a first segment that is no locale (`/nope.php`: the proxy leaves files alone, a last segment
  // with a dot) is answered with the default locale's 404, drawn in full (lib/site/page-status.ts)
  if (!known && !answeredNotFound()) notFound();
  const locale = known ? first : routing.defaultLocale;
  setRequestLocale(locale);

  return (
    <html lang={locale}>
      <body className="antialiased">
        {/* without JavaScript, what only a script makes work (copy buttons) or fills (room kept for
            it) is not shown: every such element carries data-needs-js. First, so that nothing is
            drawn and then taken away while the page is still arriving */}
        <noscript>
          <style>{'[data-needs-js]{display:none}'}</style>
        </noscript>
        {/* the locale for client components; each page that translates in the browser adds its
            own messages (components/i18n/ClientMessages.tsx) */}
        <NextIntlClientProvider messages={{}}>
          {/* The footer starts below the first screen of a short page instead of at its foot: kept
              at the foot, it grew upwards as a phone read it, moving what was drawn (a layout shift) */}
          <div className="flex min-h-svh flex-col">
            <SkipLink />
            <Header />
            <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
              {known ? children : <NotFoundSection />}
            </main>
          </div>
          <Footer locale={locale} />
        </NextIntlClientProvider>
        <DieFaces />
      </body>
    </html>
  );
}
