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
        // The link is as wide as its whole label from its first tag (an invisible copy of the label
        // from an attribute): a phone that paints a part of the word does not draw it at the end of
        // a row and move it to the next when the word is whole (tests/e2e/phone.spec.ts)
        return (
          <li key={href}>
            <a
              href={href}
              data-label={label}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-md px-2 py-1.5 after:invisible after:block after:h-0 after:overflow-hidden after:content-[attr(data-label)] hover:bg-accent-soft ${
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
