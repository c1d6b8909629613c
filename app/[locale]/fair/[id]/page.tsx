import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageHeading } from '@/components/ui/PageHeading';
import { getPublicProof } from '@/lib/db/proofs';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The proof with this public number, read once per request; 404 otherwise. */
const loadProof = cache(async (id: string) => {
  if (!/^[1-9]\d{0,14}$/.test(id)) return null;
  return getPublicProof(Number(id));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const proof = await loadProof(id);
  if (!proof) return {};
  const t = await getTranslations({ locale, namespace: 'Proof' });
  return { title: t('title', { id: proof.id }) };
}

export default async function ProofPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const proof = await loadProof(id);
  if (!proof) notFound();

  const t = await getTranslations('Proof');
  const tg = await getTranslations('Games');
  const tp = await getTranslations('Proofs');
  const format = await getFormatter();
  const rows: [string, React.ReactNode][] = [
    [t('game'), tg.has(proof.game) ? tg(proof.game) : proof.game],
    [t('scheme'), <code key="s">{proof.scheme}</code>],
    [t('status'), tp(`status_${proof.status === 'revealed' ? 'revealed' : 'committed'}`)],
    [t('commitment'), <code key="c" className="hex">{String(proof.document.commitment ?? proof.document.commitA)}</code>],
    [
      t('committedAt'),
      <time key="t" dateTime={proof.committedAt.toISOString()}>
        {format.dateTime(proof.committedAt, { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' })} UTC
      </time>,
    ],
  ];

  return (
    <>
      <PageHeading title={t('title', { id: proof.id })} />
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-line bg-surface p-5 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-muted sm:text-base">{term}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
