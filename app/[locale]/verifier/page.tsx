import { getFormatter, getTranslations } from 'next-intl/server';
import { SectionPage, sectionMetadata } from '@/components/ui/SectionPage';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageLocale } from '@/lib/i18n/page-locale';
import { verifierFile } from '@/lib/site/verifier-file';
import { browserSample, nodeSample } from '@/components/verifier/samples';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = sectionMetadata('Verifier');

export default async function VerifierPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!locale) return null;
  const t = await getTranslations('Verifier');
  const format = await getFormatter();
  const file = await verifierFile();
  const node = nodeSample({ report: t('codeReport'), json: t('codeJson'), stdin: t('codeStdin'), help: t('codeHelp') });
  const browser = browserSample({ read: t('codeRead'), verify: t('codeVerify'), result: t('codeResult') });
  const kb = (n: number) => format.number(n / 1024, { maximumFractionDigits: 1 });

  return (
    <SectionPage locale={locale} section="Verifier">
      <div className="max-w-2xl space-y-8">
        <section className="space-y-4 rounded-2xl border border-line bg-surface p-5">
          <a
            href="/verifier.js"
            download="verifier.js"
            className="inline-block rounded-lg bg-accent px-4 py-2.5 font-medium text-white hover:opacity-90 dark:text-page"
          >
            {t('download')}
          </a>
          {file ? (
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_1fr]">
              <dt className="text-muted">{t('size')}</dt>
              <dd data-testid="verifier-size">{t('sizeValue', { kb: kb(file.bytes), gzip: kb(file.gzipBytes) })}</dd>
              <dt className="text-muted">SHA‑256</dt>
              <dd className="hex text-[0.8rem]" data-testid="verifier-sha256">
                {file.sha256}
              </dd>
            </dl>
          ) : (
            <p className="text-bad">{t('missing')}</p>
          )}
          <p className="text-sm text-muted">{t('checkHash')}</p>
          <pre tabIndex={0} className="overflow-x-auto rounded-lg border border-line bg-page p-3 font-mono text-xs">sha256sum verifier.js</pre>
        </section>

        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{t('nodeTitle')}</h2>
          <p>{t('nodeText')}</p>
          <pre tabIndex={0} className="overflow-x-auto rounded-lg border border-line bg-surface p-3 font-mono text-xs leading-relaxed">{node}</pre>
          <p className="text-sm text-muted">{t('exitCodes')}</p>
        </section>

        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{t('browserTitle')}</h2>
          <p>{t('browserText')}</p>
          <pre tabIndex={0} className="overflow-x-auto rounded-lg border border-line bg-surface p-3 font-mono text-xs leading-relaxed">{browser}</pre>
        </section>

        <section className="space-y-3 rounded-2xl border border-line bg-accent-soft p-5">
          <h2 className="text-lg font-semibold">{t('promiseTitle')}</h2>
          <p>{t('promise')}</p>
          <p>
            <LocaleLink href="/how-it-works" className="text-accent underline underline-offset-4">
              {t('more')}
            </LocaleLink>
          </p>
        </section>
      </div>
    </SectionPage>
  );
}
