import { useLocale, useTranslations } from 'next-intl';
import { LookupForm } from './LookupForm';

/**
 * "Enter the game number or its seal". A plain GET form: it works without JavaScript;
 * /[locale]/fair?id=… reads it (lib/site/lookup.ts: "148", "№148", "#148", a 64-hex seal) and
 * opens the proof or says why not; a pasted link is opened by the form's script (./LookupForm.tsx).
 * No `pattern` and no numeric keyboard: the browser must not refuse "№148" or a seal with its own
 * bubble. `example`: a number that exists (on the home page
 * the newest verified proof's, see proofTotals), shown as the placeholder. `value` and `error`:
 * what the player typed and the page's answer to it.
 */
export function Lookup({ error, example, value }: { error?: string; example?: number; value?: string }) {
  const t = useTranslations('Lookup');
  const locale = useLocale();
  return (
    <LookupForm locale={locale} className="max-w-md">
      <label htmlFor="lookup-id" className="mb-1.5 block text-sm font-medium">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input
          id="lookup-id"
          name="id"
          type="text"
          required
          defaultValue={value}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={example === undefined ? t('placeholderAny') : t('placeholder', { n: example })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'lookup-error lookup-hint' : 'lookup-hint'}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-base tabular-nums placeholder:text-muted/70"
        />
        <button
          type="submit"
          data-label={t('submit')}
          className="whole-label rounded-lg bg-accent px-4 py-2 font-medium text-white hover:opacity-90 dark:text-page"
        >
          {t('submit')}
        </button>
      </div>
      {error && (
        <p id="lookup-error" role="alert" className="mt-2 text-sm text-bad">
          {error}
        </p>
      )}
      <p id="lookup-hint" className="mt-1.5 text-sm text-muted">
        {t('hint')}
      </p>
    </LookupForm>
  );
}
