'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { downloadText } from '@/components/ui/download';
import { useCopy } from '@/components/ui/useCopy';

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
  href,
  copyLink: showCopy = true,
}: {
  id: number;
  locale: string;
  /** null until the proof's document has loaded (the page's HTML does not carry it) */
  document: Record<string, unknown> | null;
  /**
   * the document's /check link, null until the verification has made it (./checkHref.ts, in its
   * worker): made in the browser, not by the server — the link carries the whole document, which
   * in the page's HTML would be a second copy of it for a button not everyone taps
   */
  href: string | null;
  copyLink?: boolean;
}) {
  const t = useTranslations('Proof');
  const [copy, copyText] = useCopy();

  // a link to the API's document, so that it downloads without JavaScript too (and before the
  // page's copy has loaded); with the copy, the same document pretty-printed, nothing requested
  const download = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!document) return;
    e.preventDefault();
    downloadText(`proof-${id}.json`, `${JSON.stringify(document, null, 2)}\n`, 'application/json');
  };

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
        <a href={`/api/v1/proofs/${id}`} download={`proof-${id}.json`} onClick={download} className={`${button} border-line bg-surface hover:bg-accent-soft`}>
          {t('download')}
        </a>
        {showCopy && (
          <button
            type="button"
            onClick={copyLink}
            data-needs-js=""
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
