import { useTranslations } from 'next-intl';
import { Lookup } from '@/components/home/Lookup';
import { Link } from '@/lib/i18n/navigation';

export default function LocaleNotFound() {
  const t = useTranslations('NotFound');
  return (
    <section className="space-y-6" data-testid="not-found">
      <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="text-muted">{t('text')}</p>
      <Lookup />
      <p>
        <Link href="/" className="text-accent underline underline-offset-4">
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
