'use client';

import { useTranslations } from 'next-intl';
import { CopyText } from '@/components/ui/CopyText';
import { EmailAddress } from '@/components/ui/EmailAddress';
import { useCopy } from '@/components/ui/useCopy';
import { useInBrowser } from '@/components/ui/useInBrowser';

/**
 * Beside every failed verdict (proof pages, /check, a receipt on a session page): whom to tell and
 * what to send — the link (it holds everything needed to check again), on a proof page its number,
 * with a receipt the receipt. `contact` is CONTACT_EMAIL read by the server at run time
 * (lib/site/contact.ts); without it the player is sent to the game's in-app support.
 * `data-contact` holds the address ("" when none is set).
 */
export interface ContactBoxProps {
  contact: string | null;
  /** the proof's public number, on a proof page */
  proofId?: number;
  /** a receipt was checked: send it too */
  receipt?: boolean;
  testId?: string;
}

export function ContactBox({ contact, proofId, receipt = false, testId }: ContactBoxProps) {
  const t = useTranslations('Contact');
  const [copyState, copy] = useCopy(2500);
  // the page's address goes in the mail once in the browser: the server (a failed page's held room,
  // components/proof/FailedRoom.tsx) and the hydration render the same link
  const inBrowser = useInBrowser();
  const subject = proofId === undefined ? t('mailSubjectCheck') : t('mailSubjectProof', { id: proofId });
  const mailto = (email: string) => {
    const body = inBrowser ? window.location.href : '';
    return `mailto:${email}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;
  };
  return (
    <aside className="rounded-xl border border-bad/50 bg-surface p-4 text-sm" data-contact={contact ?? ''} data-testid={testId}>
      <p>
        {contact
          ? t.rich('withEmail', {
              email: contact,
              link: () => (
                <a href={mailto(contact)} className="font-medium text-accent underline underline-offset-4">
                  <EmailAddress email={contact} />
                </a>
              ),
            })
          : t('noEmail')}
      </p>
      <ul className="mt-2 list-disc space-y-0.5 ps-5">
        <li>{t('sendLink')}</li>
        {proofId !== undefined && <li>{t('sendProof', { id: proofId })}</li>}
        {receipt && <li>{t('sendReceipt')}</li>}
      </ul>
      <button
        type="button"
        onClick={() => void copy(window.location.href)}
        className="mt-3 rounded-lg border border-line bg-surface px-3 py-2 font-medium hover:border-accent"
      >
        {copyState === 'copied' ? t('linkCopied') : t('copyLink')}
      </button>
      {contact && <CopyText text={contact} labels={{ copy: t('copy'), name: t('copyAddress'), copied: t('copied'), failed: t('copyFailed') }} />}
    </aside>
  );
}
