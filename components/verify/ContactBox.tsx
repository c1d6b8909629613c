'use client';

import { useCopy } from '@/components/ui/useCopy';
import { ContactCard, type ContactBoxProps } from './ContactCard';

export type { ContactBoxProps } from './ContactCard';

/** The contact box (./ContactCard.tsx) with its state: the mail carries the page's address, the button copies it. */
export function ContactBox(props: ContactBoxProps) {
  const [copyState, copy] = useCopy(2500);
  return (
    <ContactCard
      {...props}
      mailBody={typeof window === 'undefined' ? '' : window.location.href}
      copied={copyState === 'copied'}
      onCopyLink={() => void copy(window.location.href)}
    />
  );
}
