import { getFormatter, getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/LocaleLink';
import type { ProofSummary } from '@/lib/db/proofs';

/**
 * A list of proofs, newest first: number, game, status and when. A dice proof none of whose dice
 * could be compared (`unchecked`, lib/db's telegramOnly) reads "revealed", not "verified", as on its page.
 */
export async function ProofList({ items, unchecked }: { items: ProofSummary[]; unchecked: ReadonlySet<number> }) {
  const t = await getTranslations('Proofs');
  const tg = await getTranslations('Games');
  const format = await getFormatter();
  if (items.length === 0) return <p className="text-muted">{t('empty')}</p>;
  const state = (p: ProofSummary) =>
    p.verdict && !unchecked.has(p.id) ? t(`verdict_${p.verdict === 'verified' ? 'verified' : 'failed'}`) : t(`status_${p.status === 'revealed' ? 'revealed' : 'committed'}`);
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface" data-testid="proof-list">
      {items.map((p) => (
        <li key={p.id}>
          <LocaleLink
            href={`/fair/${p.id}`}
            className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 hover:bg-accent-soft"
          >
            <Part className="font-mono tabular-nums font-medium">{t('number', { id: p.id })}</Part>
            <Part>{tg.has(p.game) ? tg(p.game) : p.game}</Part>
            <Part className="text-sm text-muted">
              {state(p)}
            </Part>
            <Part as="time" className="ml-auto text-sm text-muted" dateTime={p.committedAt.toISOString()}>
              {`${format.dateTime(p.committedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`}
            </Part>
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * One part of a row that wraps, as wide as its whole words from its first tag (whole-label in
 * globals.css): drawn half-read, the date stood further right and a word at the end of a row
 * moved to the next once whole.
 */
function Part({ as: Tag = 'span', className = '', children, dateTime }: { as?: 'span' | 'time'; className?: string; children: string; dateTime?: string }) {
  return (
    <Tag className={`whole-label ${className}`} data-label={children} dateTime={dateTime}>
      {children}
    </Tag>
  );
}
