import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { loadStatsDoc } from '@/content';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { StatsTables } from '@/components/stats/StatsTables';
import { TelegramShare } from '@/components/stats/TelegramShare';
import { StreakCalculator } from '@/components/stats/StreakCalculator';
import { PageHeading } from '@/components/ui/PageHeading';
import { readStatsPage } from '@/lib/db/stats';
import { localeAlternates } from '@/lib/i18n/alternates';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Stats' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: localeAlternates('/stats'),
  };
}

/**
 * The fairness statistics (../shared/spec/stats.md): the nine tables as readStatsPage() gives them —
 * the served shape of GET /api/v1/stats — and the share of Telegram dice beside them, rendered per request (the counts grow with every reveal),
 * charts as server-made SVG; the explanation from content/<locale>/stats.mdx; the streak
 * calculator, the page's only browser code.
 */
export default async function StatsPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!locale) return null;
  await connection();
  const [{ body, counters }, t, { default: Explanation }] = await Promise.all([readStatsPage(), getTranslations('Stats'), loadStatsDoc(locale)]);
  return (
    <div className="space-y-10">
      <PageHeading title={t('title')} lead={t('lead')} />
      <p className="-mt-6 text-sm text-muted" data-testid="counted">
        {t('counted', { counted: body.counted, excluded: body.excluded })} {t('live')}
      </p>

      <section aria-labelledby="tables-title" className="space-y-4">
        <h2 id="tables-title" className="sr-only">
          {t('tablesTitle')}
        </h2>
        <StatsTables body={body} />
        <TelegramShare body={body} counters={counters} />
      </section>

      <article className="doc min-w-0" data-testid="stats-explanation">
        <Explanation />
      </article>

      <section aria-labelledby="calc-title" className="space-y-3">
        <h2 id="calc-title" className="text-xl font-semibold">
          {t('calcTitle')}
        </h2>
        <p className="max-w-2xl text-muted">{t('calcLead')}</p>
        <ClientMessages page="stats">
          <StreakCalculator />
        </ClientMessages>
      </section>
    </div>
  );
}
