'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { downloadText } from '@/components/ui/download';
import { useCopy } from '@/components/ui/useCopy';
import { useInBrowser } from '@/components/ui/useInBrowser';
import { buildCheckLink } from '@/lib/fair/link';
import { sessionOf } from '@/lib/fair/schemes';

/**
 * Fields the store adds to a document; the checker needs none of them. The commitment log's parts
 * (`log`, a session part's `log`: `hands[k].log`) are checked on this page with the log's key, not in the link.
 */
const STORE_FIELDS = new Set(['id', 'status', 'committedAt', 'revealedAt', 'log']);

/** The /check link of a stored proof document (the app's short form for backgammon rolls), or null. */
export function checkHref(document: Record<string, unknown>, locale: string): string | null {
  try {
    const doc = Object.fromEntries(Object.entries(document).filter(([k]) => !STORE_FIELDS.has(k)));
    const parts = sessionOf(String(doc.scheme));
    if (parts && Array.isArray(doc[parts])) {
      doc[parts] = (doc[parts] as unknown[]).map((h) =>
        h !== null && typeof h === 'object' && !Array.isArray(h)
          ? Object.fromEntries(Object.entries(h as Record<string, unknown>).filter(([k]) => k !== 'log' && k !== 'committedAt'))
          : h,
      );
    }
    return buildCheckLink(doc, `/${locale}/check/`);
  } catch {
    return null;
  }
}

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium transition-colors';

/**
 * Open in /check, download the JSON, copy the page's link — unless `copyLink` is false: a failed
 * proof's contact box just above has its own button for the link to send to support.
 */
export function ProofActions({
  id,
  locale,
  document,
  copyLink: showCopy = true,
}: {
  id: number;
  locale: string;
  /** null until a long proof's document has loaded (its page's HTML does not carry it) */
  document: Record<string, unknown> | null;
  copyLink?: boolean;
}) {
  const t = useTranslations('Proof');
  // Made in the browser, not by the server: the link carries the whole document, which in the page's
  // HTML would be a second copy of it (most of a long match's page) for a button not everyone taps.
  const inBrowser = useInBrowser();
  const href = useMemo(() => (inBrowser && document ? checkHref(document, locale) : null), [inBrowser, document, locale]);
  const [copy, copyText] = useCopy();

  const download = () => document && downloadText(`proof-${id}.json`, `${JSON.stringify(document, null, 2)}\n`, 'application/json');

  const copyLink = () => void copyText(`${window.location.origin}/${locale}/fair/${id}`);

  return (
    <div className="space-y-2">
      <div role="group" aria-label={t('actionsLabel')} className="flex flex-wrap gap-2">
        {href ? (
          <a
            href={href}
            data-testid="open-check"
            className={`${button} border-accent bg-accent text-white hover:opacity-90 dark:text-page`}
          >
            {t('openCheck')}
          </a>
        ) : (
          // its room, until the link is made: the buttons beside it stay where they are (no layout shift)
          <span aria-hidden="true" data-needs-js="" className={`${button} invisible border-accent`}>
            {t('openCheck')}
          </span>
        )}
        <button type="button" onClick={download} disabled={!document} className={`${button} border-line bg-surface hover:bg-accent-soft disabled:opacity-60`}>
          {t('download')}
        </button>
        {showCopy && (
          <button
            type="button"
            onClick={copyLink}
            className={`${button} ${copy === 'copied' ? 'border-ok text-ok' : 'border-line'} bg-surface hover:bg-accent-soft`}
          >
            {copy === 'copied' ? `✓ ${t('copied')}` : t('copyLink')}
          </button>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {copy === 'failed' ? t('copyFailed') : copy === 'copied' ? <span className="sr-only">{t('copied')}</span> : null}
      </p>
    </div>
  );
}
