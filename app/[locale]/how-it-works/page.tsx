import { DocPage, docMetadata } from '@/components/docs/DocPage';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return docMetadata('how-it-works', (await params).locale as Locale);
}

export default async function HowItWorksPage({ params }: Props) {
  return <DocPage doc="how-it-works" locale={(await params).locale as Locale} />;
}
