import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { Lookup } from '@/components/home/Lookup';
import { proofTotals } from '@/lib/db/proofs';
import { localeAlternates } from '@/lib/i18n/alternates';
import { pageLocale } from '@/lib/i18n/page-locale';
import { LocaleLink } from '@/components/ui/LocaleLink';

type Props = { params: Promise<{ locale: string }> };

/** The layout's title and description; the home page in every locale. */
export function generateMetadata(): Metadata {
  return { alternates: localeAlternates('') };
}

export default async function HomePage({ params }: Props) {
  if (!(await pageLocale(params))) return null;
  const t = await getTranslations('Home');
  // Rendered per request (the count changes); never read the database at build time.
  await connection();
  const { count: published, example } = await proofTotals();
  const steps = [1, 2, 3, 4] as const;

  return (
    <div className="space-y-12">
      <section className="space-y-5">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-muted">{t('lead')}</p>
        <div className="flex flex-wrap gap-3">
          <LocaleLink
            href="/check"
            className="rounded-lg bg-accent px-4 py-2.5 font-medium text-white hover:opacity-90 dark:text-page"
          >
            {t('checkCta')}
          </LocaleLink>
          <LocaleLink
            href="/how-it-works"
            className="rounded-lg border border-line bg-surface px-4 py-2.5 font-medium hover:border-accent"
          >
            {t('learnCta')}
          </LocaleLink>
        </div>
      </section>

      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <Lookup example={example ?? undefined} />
        <p className="text-sm">
          <LocaleLink href="/fair" className="text-accent underline underline-offset-4" data-testid="published">
            {t('published', { count: published })}
          </LocaleLink>
        </p>
      </section>

      <section className="space-y-5">
        <h2 className="text-xl font-semibold">{t('stepsTitle')}</h2>
        <ol className="grid gap-4 sm:grid-cols-2">
          {steps.map((n) => (
            <li key={n} className="rounded-xl border border-line bg-surface p-4">
              <div className="mb-1 flex items-center gap-2 font-medium">
                <span className="grid size-7 place-items-center rounded-full bg-accent-soft text-sm text-accent">
                  {n}
                </span>
                {t(`step${n}Title`)}
              </div>
              <p className="text-muted">{t(`step${n}`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
