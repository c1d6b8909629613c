'use client';

import { Lazy } from '@/components/ui/Lazy';
import type { ContactBoxProps } from './ContactBox';

const load = () => import('./ContactBox').then((m) => m.ContactBox);

/** The contact box (./ContactBox.tsx), loaded when a failed verdict shows it: not in the page's first load. */
export function ContactSlot(props: ContactBoxProps) {
  return <Lazy load={load} props={props} />;
}
