import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

type Props = { params: Promise<{ locale: string }> };

/** The 404's own title ("Nothing here"), not the home page's. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

// Any path under a valid locale that no page matches: the localized 404.
export default function CatchAll() {
  notFound();
}
