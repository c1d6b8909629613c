import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localeAlternates } from '@/lib/i18n/alternates';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { PageHeading } from './PageHeading';

type Params = Promise<{ locale: string }>;
/** Message namespaces whose `title` and `lead` head a section page. */
type Section = 'Check' | 'Verifier' | 'Proofs';
const PATHS: Record<Section, string> = { Check: '/check', Verifier: '/verifier', Proofs: '/fair' };

/** `generateMetadata` for a section page: the section's title. */
export function sectionMetadata(section: Section) {
  return async ({ params }: { params: Params }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    if (!locale) return {};
    const t = await getTranslations({ locale, namespace: section });
    return { title: t('title'), alternates: localeAlternates(PATHS[section]) };
  };
}

/** A section page: heading, lead and the content. */
export async function SectionPage({ locale, section, children }: { locale: Locale; section: Section; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: section });
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      {children}
    </>
  );
}
