'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Mark } from '@/components/outcomes/marks';
import type { Proof, Report } from '@/lib/fair/core';
import { receiptHands, takesReceipts } from '@/lib/fair/schemes/receipts';

/**
 * /check on a player's receipt (a poker document whose hands carry `cards`), away from its
 * session's page: says plainly that its cards were checked only against the roots the receipt
 * itself states, shows each hand's root, and where to compare them — the session's page
 * (`/fair/<id>`, linked when the receipt carries its `id`; else how to find it). /check cannot
 * look the session up: the page may not connect anywhere (connect-src 'none').
 */
export function ReceiptAloneView({ proof, report }: { proof: Proof; report: Report }) {
  const t = useTranslations('ReceiptAlone');
  const locale = useLocale();
  if (!takesReceipts(proof) || report.scheme !== proof.scheme) return null;
  const hands = receiptHands(proof);
  if (hands.length === 0) return null;
  const cards = report.cards ?? [];
  const link = (href: string) =>
    function Link(chunks: ReactNode) {
      return (
        <a href={href} className="font-medium text-accent underline underline-offset-4">
          {chunks}
        </a>
      );
    };
  return (
    <section aria-labelledby="receipt-alone-title" className="space-y-3 rounded-xl border-2 border-wait/60 bg-wait/10 p-4" data-testid="receipt-alone">
      <h2 id="receipt-alone-title" className="font-semibold">
        {report.ok ? t('title') : t('titleFailed')}
      </h2>
      <p className="text-sm">{t('body')}</p>
      <p className="text-sm" data-testid="receipt-alone-where">
        {proof.id !== undefined
          ? t.rich('where', { id: proof.id, link: link(`/${locale}/fair/${proof.id}`) })
          : t.rich('whereUnknown', { table: proof.table, session: proof.session, link: link(`/${locale}/fair?game=${proof.game}`) })}
      </p>
      <ul className="space-y-2 text-sm">
        {hands.map((h) => {
          const ok = cards.filter((c) => c.n === h.n).every((c) => c.ok);
          return (
            <li key={h.n} data-receipt-root={h.n}>
              <span className="text-muted">{t('handRoot', { n: h.n })}</span>{' '}
              <span className="inline-flex items-center gap-1">
                <Mark status={ok ? 'ok' : 'bad'} /> {ok ? t('fits') : t('fitsNot')}
              </span>
              <span className="hex block">{h.root}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
