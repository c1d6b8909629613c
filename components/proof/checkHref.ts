/**
 * A stored proof's /check link, made where lib/fair's parsing is at hand: the proof page's
 * verification worker (components/verify/verify.worker.ts), not the page's main thread.
 */
import { buildCheckLink } from '@/lib/fair/link';
import { sessionOf } from '@/lib/fair/schemes';

/**
 * Fields the store adds to a document; the checker needs none of them. The commitment log's parts
 * (`log`, a session part's `log`: `hands[k].log`) are checked on this page with the log's key, not in the link.
 */
const STORE_FIELDS = new Set(['id', 'status', 'committedAt', 'revealedAt', 'log']);

/** The /check link of a stored proof document (the app's short form for backgammon rolls), or null. */
export function checkHref(document: Record<string, unknown>, locale: string): string | null {
  try {
    const doc = Object.fromEntries(Object.entries(document).filter(([k]) => !STORE_FIELDS.has(k)));
    const parts = sessionOf(String(doc.scheme));
    if (parts && Array.isArray(doc[parts])) {
      doc[parts] = (doc[parts] as unknown[]).map((h) =>
        h !== null && typeof h === 'object' && !Array.isArray(h)
          ? Object.fromEntries(Object.entries(h as Record<string, unknown>).filter(([k]) => k !== 'log' && k !== 'committedAt'))
          : h,
      );
    }
    return buildCheckLink(doc, `/${locale}/check/`);
  } catch {
    return null;
  }
}
