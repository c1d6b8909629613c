'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** The receipt's text field. */
export const RECEIPT_INPUT =
  'w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm placeholder:text-muted/70';

/** The receipt check's box on a poker session's page: its heading and lead, then `children`. */
export function ReceiptFrame({ testId, children, needsJs }: { testId: string; children: ReactNode; needsJs?: boolean }) {
  const t = useTranslations('Receipt');
  return (
    <section
      aria-labelledby="receipt-title"
      className="space-y-4 rounded-xl border border-line bg-surface/60 p-4"
      data-testid={testId}
      data-needs-js={needsJs ? '' : undefined}
    >
      <div className="space-y-1">
        <h2 id="receipt-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">{t('lead')}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The box as it will be, inert, while its script loads: the same boxes as ReceiptCheck's form
 * (FileDrop's field and file button) and its empty result line, so nothing below moves when the
 * form arrives. Without JavaScript it is not shown (`data-needs-js`, StoredVerdict.tsx).
 */
export function ReceiptRoom() {
  const t = useTranslations('Receipt');
  return (
    <ReceiptFrame testId="receipt-loading" needsJs>
      <div className="space-y-3" aria-hidden="true">
        <div className="font-medium">{t('label')}</div>
        <textarea rows={5} disabled tabIndex={-1} placeholder={t('placeholder')} className={RECEIPT_INPUT} />
        <div className="flex">
          <span className="rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium">{t('file')}</span>
        </div>
      </div>
      <div />
    </ReceiptFrame>
  );
}
