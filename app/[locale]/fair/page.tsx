import { getTranslations } from 'next-intl/server';
import { Lookup } from '@/components/home/Lookup';
import { ProofList } from '@/components/proofs/ProofList';
import { SectionPage, sectionMetadata } from '@/components/ui/SectionPage';
import { listProofs, proofExists, proofsNamedByHex, telegramOnly, type ProofSummary, type ProofVerdict } from '@/lib/db/proofs';
import { GAMES } from '@/lib/api/views';
import { redirect } from '@/lib/i18n/navigation';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageLocale } from '@/lib/i18n/page-locale';
import { parseLookup } from '@/lib/site/lookup';

type Query = string | string[] | undefined;
type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ id?: Query; before?: Query; game?: Query; verdict?: Query }>;
};

export const generateMetadata = sectionMetadata('Proofs');

const VERDICTS: ProofVerdict[] = ['verified', 'failed'];

/** A positive whole number from a query value, or null. */
function positiveInt(value: Query): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,15}\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** What the page says about the lookup box's text, or null when there is nothing to say. */
type Answer = { value: string; error?: string; sealed?: ProofSummary[] };

/**
 * The lookup box submits here (?id=…) so that it works without JavaScript: a number that exists,
 * or a seal of exactly one proof, opens the proof, a pasted link where it leads; anything else is
 * answered on this page, the box filled in with what was typed.
 */
async function answerLookup(raw: Query, locale: string): Promise<Answer | null> {
  if (raw === undefined) return null;
  const value = typeof raw === 'string' ? raw : (raw[0] ?? '');
  const t = await getTranslations({ locale, namespace: 'Lookup' });
  const lookup = parseLookup(value);
  if (lookup.kind === 'number') {
    if (await proofExists(lookup.id)) redirect({ href: `/fair/${lookup.id}`, locale });
    return { value, error: t('unknown', { id: lookup.id }) };
  }
  if (lookup.kind === 'beyond') return { value, error: t('unknown', { id: lookup.number }) };
  if (lookup.kind === 'commitment') {
    const items = await proofsNamedByHex(lookup.commitment);
    if (items.length === 1) redirect({ href: `/fair/${items[0]!.id}`, locale });
    return items.length ? { value, sealed: items } : { value, error: t('unknownSeal') };
  }
  // without JavaScript a pasted link comes here (the box's script opens it in the browser, components/home/LookupForm.tsx)
  if (lookup.kind === 'link') redirect({ href: lookup.path, locale });
  return lookup.kind === 'empty' ? null : { value, error: t('invalid') };
}

export default async function ProofsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  if (!locale) return null;
  const query = await searchParams;
  const answer = await answerLookup(query.id, locale);

  const before = positiveInt(query.before) ?? undefined;
  const game = typeof query.game === 'string' && GAMES.includes(query.game) ? query.game : undefined;
  const verdict = VERDICTS.find((v) => v === query.verdict);
  const page = await listProofs({ limit: 20, before, game, verdict });
  const unchecked = await telegramOnly([...page.items, ...(answer?.sealed ?? [])]);
  const t = await getTranslations({ locale, namespace: 'Proofs' });
  const tl = await getTranslations({ locale, namespace: 'Lookup' });
  const tg = await getTranslations({ locale, namespace: 'Games' });
  const listHref = (params: { before?: number; game?: string; verdict?: string }) => {
    const q = new URLSearchParams();
    if (params.game) q.set('game', params.game);
    if (params.verdict) q.set('verdict', params.verdict);
    if (params.before) q.set('before', String(params.before));
    return q.size ? `/fair?${q}` : '/fair';
  };
  // whole-label: a chip drawn half-read at the end of a row would move to the next (globals.css)
  const chip = (href: string, current: boolean, label: string) => (
    <LocaleLink
      href={href}
      aria-current={current ? 'page' : undefined}
      data-label={label}
      className={`whole-label block rounded-full border px-3 py-1 ${current ? 'border-accent bg-accent-soft font-medium text-accent' : 'border-line bg-surface text-muted hover:text-ink'}`}
    >
      {label}
    </LocaleLink>
  );

  return (
    <SectionPage locale={locale} section="Proofs">
      <div className="space-y-8">
        <Lookup error={answer?.error} value={answer?.value} example={page.items[0]?.id} />
        {answer?.sealed && (
          <section className="space-y-3" data-testid="sealed">
            <p>{tl('sealed', { count: answer.sealed.length })}</p>
            <ProofList items={answer.sealed} unchecked={unchecked} />
          </section>
        )}
        <div className="space-y-3">
          <nav aria-label={t('filter')}>
            <ul className="flex flex-wrap gap-2 text-sm">
              {[undefined, ...GAMES].map((g) => (
                <li key={g ?? 'all'}>{chip(listHref({ game: g, verdict }), g === game, g ? tg(g) : t('filterAll'))}</li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('verdictFilter')}>
            <ul className="flex flex-wrap gap-2 text-sm">
              {[undefined, ...VERDICTS].map((v) => (
                <li key={v ?? 'all'}>{chip(listHref({ game, verdict: v }), v === verdict, v ? t(`verdictOnly_${v}`) : t('verdictAll'))}</li>
              ))}
            </ul>
          </nav>
        </div>
        <ProofList items={page.items} unchecked={unchecked} />
        <nav className="flex gap-4">
          {before !== undefined && (
            <LocaleLink href={listHref({ game, verdict })} className="text-accent underline underline-offset-4">
              {t('newest')}
            </LocaleLink>
          )}
          {page.nextBefore !== null && (
            <LocaleLink
              href={listHref({ game, verdict, before: page.nextBefore })}
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
