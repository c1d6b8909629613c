import { useTranslations } from 'next-intl';

/** Marks a section whose content is still to come. */
export function Placeholder() {
  const t = useTranslations('Placeholder');
  return (
    <p className="rounded-xl border border-dashed border-line bg-surface p-6 text-muted" data-testid="placeholder">
      {t('soon')}
    </p>
  );
}
