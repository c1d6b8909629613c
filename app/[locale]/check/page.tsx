import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { CheckClient } from '@/components/check/CheckClient';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { sectionMetadata } from '@/components/ui/SectionPage';
import { verifierKey } from '@/lib/db/log';
import { listProofs } from '@/lib/db/proofs';
import { pageLocale } from '@/lib/i18n/page-locale';
import { contactEmail } from '@/lib/site/contact';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = sectionMetadata('Check');

/** The dice form's hint cites a dice game that exists here: the newest verified one, or none. */
async function hintExamples(): Promise<Record<string, number>> {
  const [newest] = (await listProofs({ game: 'dice', verdict: 'verified', limit: 1 })).items;
  return newest ? { [newest.scheme]: newest.id } : {};
}

/**
 * /check/: the backgammon app's links (`#v=1&s=…&p=…&r=…`) and any proof
 * document, recomputed in the visitor's browser. The #fragment never reaches
 * this server: the page is the same for every visitor, and the client leaf
 * reads the fragment.
 */
export default async function CheckPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!locale) return null;
  // The contact address and the log's verifier key (a pasted document's `log`
  // parts are checked with it) are read at run time.
  await connection();
  const t = await getTranslations({ locale, namespace: 'Check' });
  return (
    <ClientMessages page="check">
      <CheckClient
        intro={
          <>
            <p className="max-w-2xl text-muted sm:text-lg">{t('lead')}</p>
            <noscript>
              <p className="rounded-lg border border-wait/50 bg-wait/10 p-3" data-testid="check-noscript">
                {t.rich('noscript', {
                  link: (chunks) => (
                    <a className="font-medium underline" href={`/${locale}/verifier`}>
                      {chunks}
                    </a>
                  ),
                })}
              </p>
            </noscript>
          </>
        }
        contactEmail={contactEmail()}
        vkey={await verifierKey()}
        examples={await hintExamples()}
      />
      <p className="mt-10 text-sm text-muted">{t('nothingLeaves')}</p>
    </ClientMessages>
  );
}
