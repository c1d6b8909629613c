import { Lookup } from '@/components/home/Lookup';
import { translator } from '@/lib/i18n/server';
import { isProofNumber } from '@/lib/site/proof-number';

/**
 * What `/<locale>/fair/<id>` shows when no proof has that number (app/[locale]/fair/[id]/layout.tsx),
 * in the path's locale: "There is no game No. 9999." in the lookup box holding 9999, as the box's
 * own answer on /fair says it (docs/finding-a-game.md). Anything that is not a number gets the
 * site's "nothing here" words and an empty box.
 */
export function MissingGame({ id, locale }: { id: string; locale: string }) {
  const t = translator(locale, 'NotFound');
  const tl = translator(locale, 'Lookup');
  const number = isProofNumber(id);
  return (
    <section className="space-y-6" data-testid="not-found">
      <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="text-muted">{number ? t('gameText') : t('text')}</p>
      {number ? <Lookup value={id} error={tl('unknown', { id })} /> : <Lookup />}
      <p>
        <a href={`/${locale}`} className="text-accent underline underline-offset-4">
          {t('home')}
        </a>
      </p>
    </section>
  );
}
