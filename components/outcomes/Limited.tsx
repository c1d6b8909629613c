'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

/**
 * The first `limit` items and up to `limit` more past them that `keep` names (the failed ones: a
 * mismatch is not hidden behind the button unless more than `limit` come past the first), then a
 * button that shows them all. Bounded both ways: a long proof whose every item failed draws twice
 * the limit, not the whole proof.
 */
export function Limited<T>({
  items,
  limit,
  keep,
  children,
}: {
  items: readonly T[];
  limit: number;
  keep?: (item: T) => boolean;
  children: (shown: readonly T[]) => ReactNode;
}) {
  const t = useTranslations('Outcomes');
  const [all, setAll] = useState(false);
  const shown = all || items.length <= limit ? items : [...items.slice(0, limit), ...(keep ? kept(items, limit, keep) : [])];
  return (
    <>
      {children(shown)}
      {shown.length < items.length && (
        <button
          type="button"
          onClick={() => setAll(true)}
          className="rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium hover:border-accent"
        >
          {t('showAll', { count: items.length })}
        </button>
      )}
    </>
  );
}

/** Up to `limit` of the items past the first `limit` that `keep` names, in order. */
function kept<T>(items: readonly T[], limit: number, keep: (item: T) => boolean): T[] {
  const out: T[] = [];
  for (let i = limit; i < items.length && out.length < limit; i++) if (keep(items[i]!)) out.push(items[i]!);
  return out;
}
