import { getTranslations } from 'next-intl/server';

/**
 * Commit → mix → derive → reveal, as four linked steps: a column on a phone,
 * a row on wider screens. Plain HTML, so it reads well to screen readers.
 */
export async function CommitRevealDiagram() {
  const t = await getTranslations('Diagram');
  const steps = [
    { key: 'commit', who: t('server'), code: '3f9a…c1' },
    { key: 'mix', who: t('players'), code: 'a91c · 07be' },
    { key: 'derive', who: t('everyone'), code: `HMAC(${t('seedWord')}, …:n)` },
    { key: 'reveal', who: t('server'), code: `${t('seedWord')} → 3f9a…c1 ✓` },
  ] as const;
  return (
    <figure className="not-doc my-8" aria-labelledby="diagram-caption">
      <ol className="grid gap-3 sm:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.key} className="relative rounded-xl border border-line bg-surface p-4">
            <div className="text-xs uppercase tracking-wide text-muted">
              {i + 1} · {s.who}
            </div>
            <div className="mt-1 font-semibold">{t(`${s.key}Title`)}</div>
            <p className="mt-1 text-sm text-muted">{t(s.key)}</p>
            <code className="mt-2 block rounded [overflow-wrap:anywhere] bg-accent-soft px-2 py-1 font-mono text-xs text-accent">{s.code}</code>
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute -bottom-3 left-1/2 z-10 -translate-x-1/2 text-lg leading-none text-muted sm:-right-3 sm:bottom-auto sm:left-auto sm:top-6 sm:translate-x-0"
              >
                <span className="sm:hidden">↓</span>
                <span className="hidden sm:inline">→</span>
              </span>
            )}
          </li>
        ))}
      </ol>
      <figcaption id="diagram-caption" className="mt-3 text-sm text-muted">
        {t('caption')}
      </figcaption>
    </figure>
  );
}
