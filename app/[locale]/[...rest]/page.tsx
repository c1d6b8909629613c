import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { answeredNotFound } from '@/lib/site/page-status';
import LocaleNotFound from '../not-found';

type Props = { params: Promise<{ locale: string }> };

/** The 404's own title ("Nothing here"), not the home page's. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

// Any path under a valid locale that no page matches: the localized 404, drawn here in full
// (lib/site/page-status.ts; outside the site's server, notFound() and ../not-found.tsx).
export default async function CatchAll({ params }: Props) {
  setRequestLocale((await params).locale);
  if (!answeredNotFound()) notFound();
  return <LocaleNotFound />;
}
