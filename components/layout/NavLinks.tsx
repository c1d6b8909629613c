'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';

type Item = { href: string; label: string; mono?: boolean };

/**
 * The main navigation; marks the section the visitor is in. No prefetching:
 * on the seed pages (CSP connect-src 'none') nothing may be fetched after load.
 */
export function NavLinks({ items }: { items: Item[] }) {
  const pathname = usePathname();
  return (
    <ul className="-mx-2 flex flex-wrap gap-x-1 text-[0.95rem]">
      {items.map(({ href, label, mono }) => {
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link
              href={href}
              prefetch={false}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-md px-2 py-1.5 hover:bg-accent-soft ${
                active ? 'text-accent font-medium' : 'text-muted hover:text-ink'
              } ${mono ? 'font-mono text-[0.9rem]' : ''}`}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
