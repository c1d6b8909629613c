'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

/**
 * The first `limit` items and those past it that `keep` names (the failed ones: a mismatch is never
 * hidden behind the button), then a button that shows them all.
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
  const shown = all || items.length <= limit ? items : [...items.slice(0, limit), ...(keep ? items.slice(limit).filter(keep) : [])];
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
