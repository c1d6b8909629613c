import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { localeAlternates } from '@/lib/i18n/alternates';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { EntryLookup } from '@/components/log/EntryLookup';
import { LogState } from '@/components/log/LogState';
import { RecentEntries } from '@/components/log/RecentEntries';
import { Witness } from '@/components/log/Witness';
import { Witnesses } from '@/components/log/Witnesses';
import { PageHeading } from '@/components/ui/PageHeading';
import { latestCheckpoint, logEntries, verifierKey } from '@/lib/db/log';
import { witnessState } from '@/lib/db/log/witnesses';
import { parseCheckpoint } from '@/lib/fair';
import { contactEmail } from '@/lib/site/contact';

type Props = { params: Promise<{ locale: string }> };

/** How many of the newest entries the page lists. */
const RECENT = 20;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Log' });
  return { title: t('title'), description: t('metaDescription'), alternates: localeAlternates('/log') };
}

/**
 * The commitment log (log.md): the current checkpoint and verifier key, the newest entries,
 * any entry verified by number, this browser as a witness, and the independent witnesses of
 * FAIR_LOG_POLICY (what each cosigned, any alarm, the quorum). Rendered per request (the log
 * grows); the checks run in the browser with lib/fair against the log's API (CSP connect-src 'self').
 */
export default async function LogPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!locale) return null;
  await connection();
  const [checkpoint, vkey, witnesses] = await Promise.all([latestCheckpoint(), verifierKey(), witnessState()]);
  const entries = checkpoint.size > 0 ? await logEntries(Math.max(0, checkpoint.size - RECENT), checkpoint.size) : [];
  const body = parseCheckpoint(checkpoint.note);
  const origin = typeof body === 'string' ? '' : body.origin;
  const t = await getTranslations('Log');

  return (
    <ClientMessages page="log">
      <div className="space-y-10">
        <PageHeading title={t('title')} lead={t('lead')} />

        <section aria-labelledby="witness-title" className="space-y-3">
          <h2 id="witness-title" className="text-xl font-semibold">
            {t('witnessTitle')}
          </h2>
          <p className="max-w-2xl text-muted">{t('witnessLead')}</p>
          <noscript>
            {/* the browser's record needs a script: without one its "checking" could never end */}
            <style>{'[data-witness-checking]{display:none}'}</style>
            <p className="rounded-lg border border-wait/50 bg-wait/10 p-3" data-testid="log-noscript">
              {t('noscript')}
            </p>
          </noscript>
          <Witness vkey={vkey} contact={contactEmail()} />
        </section>

        <Witnesses state={witnesses} locale={locale} />

        <section aria-labelledby="lookup-title" className="space-y-3">
          <h2 id="lookup-title" className="text-xl font-semibold">
            {t('lookupTitle')}
          </h2>
          <p className="max-w-2xl text-muted">{t('lookupLead')}</p>
          <noscript>
            <p className="rounded-lg border border-wait/50 bg-wait/10 p-3" data-testid="lookup-noscript">
              {t('lookupNoscript')}
            </p>
          </noscript>
          {/* a form whose answer only a script computes: not shown without one */}
          <div data-needs-js="">
            <EntryLookup vkey={vkey} size={checkpoint.size} />
          </div>
        </section>

        <LogState checkpoint={{ note: checkpoint.note, size: checkpoint.size, root: checkpoint.root, origin }} vkey={vkey} />

        <RecentEntries entries={entries} total={checkpoint.size} locale={locale} />

        <p>
          <a href={`/${locale}/how-it-works/log`} className="text-accent underline underline-offset-4">
            {t('more')}
          </a>
        </p>
      </div>
    </ClientMessages>
  );
}
