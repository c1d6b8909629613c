'use client';

import { usePathname } from 'next/navigation';

type Item = { href: string; label: string };

/**
 * The main navigation; marks the section the visitor is in. Plain links (full
 * page loads, nothing prefetched): on the seed pages (CSP connect-src 'none')
 * nothing may be fetched after load, and next/link's runtime would only add
 * weight to every page. `href`s arrive with the locale prefix (see Header).
 */
export function NavLinks({ items }: { items: Item[] }) {
  const pathname = usePathname();
  return (
    <ul className="-mx-2 flex flex-wrap gap-x-1 text-[0.95rem]">
      {items.map(({ href, label }) => {
        const active = pathname === href || pathname.startsWith(`${href}/`);
        // whole-label: a phone that paints part of a word does not draw the link at the end of a
        // row and move it to the next when the word is whole (tests/e2e/phone.spec.ts)
        return (
          <li key={href}>
            <a
              href={href}
              data-label={label}
              aria-current={active ? 'page' : undefined}
              className={`whole-label block rounded-md px-2 py-1.5 hover:bg-accent-soft ${
                active ? 'text-accent font-medium' : 'text-muted hover:text-ink'
              }`}
            >
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
