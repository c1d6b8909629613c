import { useLocale, useTranslations } from 'next-intl';
import { Lookup } from '@/components/home/Lookup';

export default function LocaleNotFound() {
  const t = useTranslations('NotFound');
  const locale = useLocale();
  return (
    <section className="space-y-6" data-testid="not-found">
      <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="text-muted">{t('text')}</p>
      <Lookup />
      <p>
        {/* a plain link: this boundary is part of every page, next/link would ship with each */}
        <a href={`/${locale}`} className="text-accent underline underline-offset-4">
          {t('home')}
        </a>
      </p>
    </section>
  );
}
