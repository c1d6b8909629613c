import { getTranslations } from 'next-intl/server';
import { utcText } from '@/components/proof/logParts';
import { entryRef } from './checks';

/** A value line of an entry text (`key value`), or undefined. */
function field(entry: string, key: string): string | undefined {
  const m = new RegExp(`\\n${key} ([^\\s]+)\\n`).exec(entry);
  return m?.[1];
}

/** The newest entries of the log, newest first, each with a link to its proof (server-rendered). */
export async function RecentEntries({ entries, total, locale }: { entries: { index: number; entry: string }[]; total: number; locale: string }) {
  const t = await getTranslations('Log');
  const tg = await getTranslations('Games');
  return (
    <section aria-labelledby="recent-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="recent-title" className="text-xl font-semibold">
          {t('recentTitle')}
        </h2>
        {entries.length > 0 && <span className="text-sm text-muted">{t('recentOf', { count: entries.length, total })}</span>}
      </div>
      {entries.length === 0 ? (
        <p className="text-muted">{t('recentEmpty')}</p>
      ) : (
        <ol className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface" data-testid="recent-entries">
          {[...entries].reverse().map(({ index, entry }) => {
            const ref = entryRef(entry);
            const game = field(entry, 'game');
            const time = field(entry, 'time');
            return (
              <li key={index} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-2.5" data-entry={index}>
                <span className="font-medium tabular-nums">{t('recentEntry', { index })}</span>
                {game && <span className="text-sm">{tg.has(game) ? tg(game) : game}</span>}
                {ref && (
                  <a href={`/${locale}/fair/${ref.proof}`} className="text-sm text-accent underline underline-offset-4">
                    {ref.hand === undefined ? t('recentProof', { proof: ref.proof }) : t('recentHand', { proof: ref.proof, hand: ref.hand })}
                  </a>
                )}
                {time && (
                  <time dateTime={time} className="w-full text-xs text-muted">
                    {utcText(time)}
                  </time>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
