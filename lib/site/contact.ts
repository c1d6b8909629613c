/**
 * CONTACT_EMAIL, read at run time, when it is shaped like an address — the
 * value ends up in a mailto: link. Null when unset or malformed.
 */
export function contactEmail(): string | null {
  const value = process.env.CONTACT_EMAIL?.trim();
  return value && /^[^\s@<>"]+@[^\s@<>"]+$/.test(value) ? value : null;
}
