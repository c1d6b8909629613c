/**
 * CONTACT_EMAIL, read at run time, when it is shaped like an address — the
 * value ends up in a mailto: link. Null when unset or malformed. Pages that
 * show it may still be cached: the server's page cache lives in memory and
 * never serves what `next build` rendered (lib/site/cache-handler.mjs), so a
 * restart shows a new value.
 */
export function contactEmail(): string | null {
  const value = process.env.CONTACT_EMAIL?.trim();
  return value && /^[^\s@<>"]+@[^\s@<>"]+$/.test(value) ? value : null;
}
