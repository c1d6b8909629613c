import type { Metadata } from 'next';
import { notFoundMetadata, notFoundPage } from '@/components/layout/NotFound';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

/** The 404's own title ("Nothing here"), not the home page's. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return locale ? notFoundMetadata(locale) : {};
}

// Any path under a valid locale that no page matches: the localized 404, drawn here in full.
export default async function CatchAll({ params }: Props) {
  return (await pageLocale(params)) ? notFoundPage() : null;
}
