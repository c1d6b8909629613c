import { useTranslations } from 'next-intl';
import { CopyText } from '@/components/ui/CopyText';
import { EmailAddress } from '@/components/ui/EmailAddress';

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
  /** the diagnosis above names a typing mistake whose fix verifies: write only if that fix does not help */
  afterFix?: boolean;
  testId?: string;
}

/**
 * The contact box as drawn (./ContactBox.tsx gives it its state): hook-free beyond its words, so the
 * server can draw it too — a failed proof page's held room for it (components/proof/FailedRoom.tsx),
 * without the box's script in every proof page's first load.
 */
export function ContactCard({
  contact,
  proofId,
  receipt = false,
  afterFix = false,
  testId,
  mailBody,
  copied,
  onCopyLink,
}: ContactBoxProps & {
  /** the page's address, put in the mail (empty on the server) */
  mailBody: string;
  /** the link was just copied */
  copied: boolean;
  onCopyLink?: () => void;
}) {
  const t = useTranslations('Contact');
  const subject = proofId === undefined ? t('mailSubjectCheck') : t('mailSubjectProof', { id: proofId });
  const mailto = (email: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}${mailBody ? `&body=${encodeURIComponent(mailBody)}` : ''}`;
  return (
    <aside className="rounded-xl border border-bad/50 bg-surface p-4 text-sm" data-contact={contact ?? ''} data-testid={testId}>
      <p>
        {contact
          ? t.rich(afterFix ? 'withEmailAfterFix' : 'withEmail', {
              email: contact,
              link: () => (
                <a href={mailto(contact)} className="font-medium text-accent underline underline-offset-4">
                  <EmailAddress email={contact} />
                </a>
              ),
            })
          : t(afterFix ? 'noEmailAfterFix' : 'noEmail')}
      </p>
      <ul className="mt-2 list-disc space-y-0.5 ps-5">
        <li>{t('sendLink')}</li>
        {proofId !== undefined && <li>{t('sendProof', { id: proofId })}</li>}
        {receipt && <li>{t('sendReceipt')}</li>}
      </ul>
      <button type="button" onClick={onCopyLink} className="mt-3 rounded-lg border border-line bg-surface px-3 py-2 font-medium hover:border-accent">
        {copied ? t('linkCopied') : t('copyLink')}
      </button>
      {contact && <CopyText text={contact} labels={{ copy: t('copy'), name: t('copyAddress'), copied: t('copied'), failed: t('copyFailed') }} />}
    </aside>
  );
}
