import { notFound } from 'next/navigation';
import { DOCS, isDoc } from '@/content';
import { DocPage, docMetadata } from '@/components/docs/DocPage';
import { routing, type Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/server';
import { answeredNotFound } from '@/lib/site/page-status';
import LocaleNotFound from '../../not-found';

type Props = { params: Promise<{ locale: string; doc: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => DOCS.filter((d) => d !== 'how-it-works').map((doc) => ({ locale, doc })));
}

export async function generateMetadata({ params }: Props) {
  const { locale, doc } = await params;
  if (!isDoc(doc) || doc === 'how-it-works') return { title: translator(locale, 'NotFound')('title'), robots: { index: false } };
  return docMetadata(doc, locale as Locale);
}

export default async function ExplainerPage({ params }: Props) {
  const { locale, doc } = await params;
  if (!isDoc(doc) || doc === 'how-it-works') {
    if (!answeredNotFound()) notFound();
    return <LocaleNotFound />;
  }
  return <DocPage doc={doc} locale={locale as Locale} />;
}
