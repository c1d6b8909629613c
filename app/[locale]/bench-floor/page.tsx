import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

/**
 * The framework's floor for `npm run bench:http` and `bench:lighthouse` (docs/benchmarks.md): a
 * dynamic page of the same build, in the same layout as a proof page, with nothing of its own —
 * rendered on every request, no database read, no client component. The cold proof page's server
 * CPU, and every page's blocking time in the browser, are measured against it. Not linked from
 * anywhere and not indexed.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'floor', robots: { index: false } };

export default async function BenchFloor({ params }: Props) {
  return (await pageLocale(params)) ? <p>floor</p> : null;
}
