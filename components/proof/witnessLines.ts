/**
 * The proof page's witness lines as drawn: one per witness of the policy, from the site's stored
 * view (server) or the browser's own check (lib/fair/log/witnessed.ts) — the same shape for both.
 */

/** A witness line: the checkpoint size and the time (already in the page's words) of its first cosignature covering the entry. */
export interface WitnessLine {
  name: string;
  size: number | null;
  time: string | null;
}

/** A cosignature's time (ms since the epoch) in the page's locale, in UTC: `3 декабря 2026 г., 11:20:05 UTC`. */
export function witnessTime(ms: number, locale: string): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' }).format(ms)} UTC`;
}
