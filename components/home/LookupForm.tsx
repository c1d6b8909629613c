'use client';

import type { FormEvent, ReactNode } from 'react';
import { parseLookup } from '@/lib/site/lookup';

/**
 * The lookup box's form. A pasted link (a check link's seeds, a receipt's cards) is opened here, in
 * the browser, so that what it carries never travels in the form's query to the server; numbers and
 * seals are submitted, and without JavaScript everything is (the /fair page opens links too).
 */
export function LookupForm({ locale, className, children }: { locale: string; className?: string; children: ReactNode }) {
  const open = (event: FormEvent<HTMLFormElement>) => {
    const box = event.currentTarget.elements.namedItem('id');
    const lookup = box instanceof HTMLInputElement ? parseLookup(box.value) : null;
    if (lookup?.kind !== 'link') return;
    event.preventDefault();
    // a full page load, as every link of the site is (lib/i18n/navigation.ts): each page keeps its own CSP
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/${locale}${lookup.path}`);
  };
  return (
    <form action={`/${locale}/fair`} method="get" role="search" className={className} onSubmit={open}>
      {children}
    </form>
  );
}
