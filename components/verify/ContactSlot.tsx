'use client';

import type { ReactNode } from 'react';
import { Lazy } from '@/components/ui/Lazy';
import type { ContactBoxProps } from './ContactBox';

const load = () => import('./ContactBox').then((m) => m.ContactBox);

/**
 * The contact box (./ContactBox.tsx), loaded when a failed verdict shows it: not in the page's first
 * load. `fallback` until it is here (a failed proof page's held room for it: components/proof/FailedRoom.tsx).
 */
export function ContactSlot({ fallback, ...props }: ContactBoxProps & { fallback?: ReactNode }) {
  return <Lazy load={load} props={props} fallback={fallback} />;
}
