import { getTranslations } from 'next-intl/server';
import { Lookup } from '@/components/home/Lookup';
import { ProofList } from '@/components/proofs/ProofList';
import { SectionPage, sectionMetadata } from '@/components/ui/SectionPage';
import { listProofs } from '@/lib/db/proofs';
import { GAMES } from '@/lib/api/views';
import { redirect } from '@/lib/i18n/navigation';
import { LocaleLink } from '@/components/ui/LocaleLink';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ id?: string | string[]; before?: string | string[]; game?: string | string[] }>;
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
  const game = typeof query.game === 'string' && GAMES.includes(query.game) ? query.game : undefined;
  const page = await listProofs({ limit: 20, before, game });
  const t = await getTranslations({ locale, namespace: 'Proofs' });
  const tg = await getTranslations({ locale, namespace: 'Games' });
  const listHref = (params: { before?: number; game?: string }) => {
    const q = new URLSearchParams();
    if (params.game) q.set('game', params.game);
    if (params.before) q.set('before', String(params.before));
    return q.size ? `/fair?${q}` : '/fair';
  };

  return (
    <SectionPage params={params} section="Proofs">
      <div className="space-y-8">
        <Lookup error={badLookup} example={page.items[0]?.id} />
        <nav aria-label={t('filter')}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {[undefined, ...GAMES].map((g) => (
              <li key={g ?? 'all'}>
                <LocaleLink
                  href={listHref({ game: g })}
                  aria-current={g === game ? 'page' : undefined}
                  className={`block rounded-full border px-3 py-1 ${
                    g === game ? 'border-accent bg-accent-soft font-medium text-accent' : 'border-line bg-surface text-muted hover:text-ink'
                  }`}
                >
                  {g ? tg(g) : t('filterAll')}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <ProofList items={page.items} />
        <nav className="flex gap-4">
          {before !== undefined && (
            <LocaleLink href={listHref({ game })} className="text-accent underline underline-offset-4">
              {t('newest')}
            </LocaleLink>
          )}
          {page.nextBefore !== null && (
            <LocaleLink
              href={listHref({ game, before: page.nextBefore })}
              className="text-accent underline underline-offset-4"
              rel="next"
            >
              {t('older')}
            </LocaleLink>
          )}
        </nav>
      </div>
    </SectionPage>
  );
}
