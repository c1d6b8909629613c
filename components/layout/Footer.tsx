import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { contactEmail } from '@/lib/site/contact';

/**
 * Site footer. The contact address comes from CONTACT_EMAIL at run time, not
 * at build time: an operator changes it by restarting, without rebuilding.
 */
export async function Footer() {
  await connection();
  const t = await getTranslations('Footer');
  const email = contactEmail();
  return (
    <footer className="border-t border-line text-sm text-muted">
      <div className="mx-auto max-w-4xl space-y-2 px-4 py-6 sm:px-6">
        <p data-testid="contact">
          {email
            ? t.rich('contact', {
                email,
                link: (chunks) => (
                  <a href={`mailto:${email}`} className="text-accent underline underline-offset-4">
                    {chunks}
                  </a>
                ),
              })
            : t('noContact')}
        </p>
        <p>{t('privacy')}</p>
      </div>
    </footer>
  );
}
