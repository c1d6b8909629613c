import { DocPage, docMetadata } from '@/components/docs/DocPage';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  return locale ? docMetadata('how-it-works', locale) : {};
}

export default async function HowItWorksPage({ params }: Props) {
  const locale = await pageLocale(params);
  return locale ? <DocPage doc="how-it-works" locale={locale} /> : null;
}
