import { useLocale, useTranslations } from 'next-intl';

/**
 * "Enter the game number". A plain GET form: it works without JavaScript;
 * /[locale]/fair?id=N redirects to the proof page. `example`: a number that exists (on the home
 * page the newest verified proof's, see proofTotals), shown as the placeholder.
 */
export function Lookup({ error = false, example }: { error?: boolean; example?: number }) {
  const t = useTranslations('Lookup');
  const locale = useLocale();
  return (
    <form action={`/${locale}/fair`} method="get" role="search" className="max-w-sm">
      <label htmlFor="lookup-id" className="mb-1.5 block text-sm font-medium">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input
          id="lookup-id"
          name="id"
          type="text"
          inputMode="numeric"
          pattern="[0-9]{1,15}"
          required
          autoComplete="off"
          placeholder={example === undefined ? t('placeholderAny') : t('placeholder', { n: example })}
          title={t('invalid')}
          aria-invalid={error || undefined}
          aria-describedby={error ? 'lookup-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-base tabular-nums placeholder:text-muted/70"
        />
        <button
          type="submit"
          className="rounded-lg bg-accent px-4 py-2 font-medium text-white hover:opacity-90 dark:text-page"
        >
          {t('submit')}
        </button>
      </div>
      {error && (
        <p id="lookup-error" role="alert" className="mt-2 text-sm text-bad">
          {t('invalid')}
        </p>
      )}
    </form>
  );
}
