import { routing, type Locale } from './routing.ts';

/** The first path segments of the site's own pages (app/[locale]/…): never read as a locale. */
const PAGES = new Set(['fair', 'check', 'stats', 'log', 'verifier', 'how-it-works']);
/** A language tag as people put one in a path: "de", "de-DE", "pt_br", "zh-Hans", "RU". */
const TAG = /^([a-z]{2,3})(?:[-_][a-z0-9]{2,8})*$/i;

/**
 * Where a path whose first segment is a locale this site does not have (or one it has, spelled
 * otherwise: "RU", "en-US") goes: the same page in that language when the site has it, else in the
 * default locale — `/de/fair/2` → `/ru/fair/2`, `/en-US/stats` → `/en/stats`. Null for any other
 * path, which next-intl's negotiation handles (without this, `/de/fair/2` went to `/ru/de/fair/2`,
 * a 404).
 */
export function foreignLocaleTarget(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if ((routing.locales as readonly string[]).includes(first) || PAGES.has(first)) return null;
  const tag = TAG.exec(first);
  if (!tag) return null;
  const language = tag[1]!.toLowerCase();
  const locale: Locale = (routing.locales as readonly string[]).includes(language) ? (language as Locale) : routing.defaultLocale;
  return `/${[locale, ...rest].join('/')}`;
}
