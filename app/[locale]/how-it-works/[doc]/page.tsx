import { DOCS, isDoc } from '@/content';
import { DocPage, docMetadata } from '@/components/docs/DocPage';
import { notFoundMetadata, notFoundPage } from '@/components/layout/NotFound';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string; doc: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => DOCS.filter((d) => d !== 'how-it-works').map((doc) => ({ locale, doc })));
}

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  if (!locale) return {};
  const { doc } = await params;
  if (!isDoc(doc) || doc === 'how-it-works') return notFoundMetadata(locale);
  return docMetadata(doc, locale);
}

export default async function ExplainerPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!locale) return null;
  const { doc } = await params;
  if (!isDoc(doc) || doc === 'how-it-works') return notFoundPage();
  return <DocPage doc={doc} locale={locale} />;
}
