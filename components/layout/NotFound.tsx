import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Lookup } from '@/components/home/Lookup';
import { translator } from '@/lib/i18n/server';
import { answeredNotFound } from '@/lib/site/page-status';
import { isProofNumber } from '@/lib/site/proof-number';

/**
 * The site's 404 in the page's locale: "nothing here", the lookup box, the way home. Given the
 * `game` number a path asked for (`/<locale>/fair/9999`, app/[locale]/fair/[id]/layout.tsx), it says
 * "There is no game No. 9999." in the box holding 9999, as the box's own answer on /fair says it
 * (docs/finding-a-game.md); anything that is not a number gets the words of any other path.
 */
export function NotFoundSection({ game }: { game?: string }) {
  const t = useTranslations('NotFound');
  const tl = useTranslations('Lookup');
  const locale = useLocale();
  const number = game !== undefined && isProofNumber(game);
  return (
    <section className="space-y-6" data-testid="not-found">
      <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="text-muted">{number ? t('gameText') : t('text')}</p>
      {number ? <Lookup value={game} error={tl('unknown', { id: game })} /> : <Lookup />}
      <p>
        {/* a plain link: this boundary is part of every page, next/link would ship with each */}
        <a href={`/${locale}`} className="text-accent underline underline-offset-4">
          {t('home')}
        </a>
      </p>
    </section>
  );
}

/**
 * What a page that has nothing draws: the 404 section, its answer marked 404 (lib/site/page-status.ts,
 * docs/decisions/0020-404-drawn-in-full.md); outside the site's server, Next's notFound().
 */
export function notFoundPage(): ReactNode {
  if (!answeredNotFound()) notFound();
  return <NotFoundSection />;
}

/** A 404's metadata: its own title ("Nothing here"), not indexed. */
export const notFoundMetadata = (locale: string): Metadata => ({ title: translator(locale, 'NotFound')('title'), robots: { index: false } });
