import type { ProofPageData } from '@/lib/db/proof-page';
import { translator } from '@/lib/i18n/server';

/**
 * The flag on a proof page whose commitment — so its server seed — was published in other proofs
 * too (issue #21), naming them with links — `same`, read with the page's proof. Rendered by the
 * server; nothing when the commitment is this proof's alone.
 */
export function SameCommitment({ same, locale }: { same: ProofPageData['same']; locale: string }) {
  const { ids, total } = same;
  if (total === 0) return null;
  const t = translator(locale, 'Proof');
  return (
    <aside className="rounded-xl border-2 border-bad/60 bg-bad/10 p-4 text-sm" data-testid="same-commitment" data-total={total} role="note">
      <h2 className="font-semibold">{t('sameCommitmentTitle', { count: total })}</h2>
      <p className="mt-1">{t('sameCommitmentBody', { count: total })}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {ids.map((other) => (
          <li key={other}>
            <a className="font-medium text-accent underline" href={`/${locale}/fair/${other}`} data-proof-link={other}>
              {t('title', { id: other })}
            </a>
          </li>
        ))}
        {total > ids.length && <li className="text-muted">{t('sameCommitmentMore', { count: total - ids.length })}</li>}
      </ul>
    </aside>
  );
}
