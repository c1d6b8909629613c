import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFoundMetadata, notFoundPage } from '@/components/layout/NotFound';

type Props = { params: Promise<{ locale: string }> };

/** The 404's own title ("Nothing here"), not the home page's. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

// Any path under a valid locale that no page matches: the localized 404, drawn here in full.
export default async function CatchAll({ params }: Props) {
  setRequestLocale((await params).locale);
  return notFoundPage();
}
