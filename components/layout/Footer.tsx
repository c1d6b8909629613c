import { CopyText } from '@/components/ui/CopyText';
import { EmailAddress } from '@/components/ui/EmailAddress';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { translator } from '@/lib/i18n/server';
import { contactEmail } from '@/lib/site/contact';

/**
 * Site footer. The contact address comes from CONTACT_EMAIL at run time, not
 * at build time: an operator changes it by restarting, without rebuilding.
 * That needs no per-request rendering: the server renders each page on its
 * first request and keeps it in memory (lib/server/cache-handler.mjs ignores
 * the pages rendered by `next build`), so a page is rendered once per process.
 */
export function Footer({ locale }: { locale: string }) {
  const t = translator(locale, 'Footer');
  const nav = translator(locale, 'Nav');
  const tc = translator(locale, 'Copy');
  const email = contactEmail();
  return (
    <footer className="border-t border-line text-sm text-muted">
      <div className="mx-auto max-w-4xl space-y-2 px-4 py-6 sm:px-6">
        <p data-testid="contact">
          {email
            ? t.rich('contact', {
                email,
                link: () => (
                  <a href={`mailto:${email}`} className="text-accent underline underline-offset-4">
                    <EmailAddress email={email} />
                  </a>
                ),
              })
            : t('noContact')}
          {email && <CopyText text={email} labels={{ copy: tc('copy'), name: t('copyAddress'), copied: tc('copied'), failed: tc('failed') }} />}
        </p>
        <p>{t('privacy')}</p>
        {/* the offline verifier: in the footer, so that the header's links fit two lines on a phone */}
        <p>
          <LocaleLink href="/verifier" className="font-mono text-accent underline underline-offset-4">
            {nav('verifier')}
          </LocaleLink>
        </p>
      </div>
    </footer>
  );
}
