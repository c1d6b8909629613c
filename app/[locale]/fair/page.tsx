import { getTranslations } from 'next-intl/server';
import { Lookup } from '@/components/home/Lookup';
import { ProofList } from '@/components/proofs/ProofList';
import { SectionPage, sectionMetadata } from '@/components/ui/SectionPage';
import { listProofs } from '@/lib/db/proofs';
import { Link, redirect } from '@/lib/i18n/navigation';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ id?: string | string[]; before?: string | string[] }>;
};

export const generateMetadata = sectionMetadata('Proofs');

/** A positive whole number from a query value, or null. */
function positiveInt(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,15}\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

export default async function ProofsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;

  // The lookup box submits here (?id=N) so that it works without JavaScript.
  const id = positiveInt(query.id);
  if (id !== null) redirect({ href: `/fair/${id}`, locale });
  const badLookup = query.id !== undefined;

  const before = positiveInt(query.before) ?? undefined;
  const page = await listProofs({ limit: 20, before });
  const t = await getTranslations({ locale, namespace: 'Proofs' });

  return (
    <SectionPage params={params} section="Proofs">
      <div className="space-y-8">
        <Lookup error={badLookup} />
        <ProofList items={page.items} />
        <nav className="flex gap-4">
          {before !== undefined && (
            <Link href="/fair" className="text-accent underline underline-offset-4">
              {t('newest')}
            </Link>
          )}
          {page.nextBefore !== null && (
            <Link href={`/fair?before=${page.nextBefore}`} className="text-accent underline underline-offset-4" rel="next">
              {t('older')}
            </Link>
          )}
        </nav>
      </div>
    </SectionPage>
  );
}
