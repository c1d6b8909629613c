import { rawSetting } from '../config.ts';

/**
 * CONTACT_EMAIL, read at run time, when it is shaped like an address — the
 * value ends up in a mailto: link. Null when unset or malformed. Pages that
 * show it may still be cached: the server's page cache lives in memory and
 * never serves what `next build` rendered (lib/server/cache-handler.mjs), so a
 * restart shows a new value.
 */
export function contactEmail(): string | null {
  const value = rawSetting('CONTACT_EMAIL');
  return value && ADDRESS.test(value) ? value : null;
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/**
 * What `npm start` (server.ts, once, in the primary process) says about CONTACT_EMAIL when the pages
 * cannot show it — unset, or not shaped like an address — or null when it is fine.
 */
export function contactWarning(value: string | undefined = rawSetting('CONTACT_EMAIL')): string | null {
  const v = value?.trim();
  if (!v) {
    return "warning: CONTACT_EMAIL is not set: a failed verdict tells players to use the game's in-app support. Set CONTACT_EMAIL=<address> to show yours beside it.";
  }
  if (!ADDRESS.test(v)) {
    return `warning: CONTACT_EMAIL ${JSON.stringify(v)} is not an e-mail address and is ignored: a failed verdict tells players to use the game's in-app support.`;
  }
  return null;
}
