import type { MDXContent } from 'mdx/types';
import type { Locale } from '@/lib/i18n/routing';

/** The explainer documents, in reading order; `how-it-works` is the section's first page. */
export const DOCS = ['how-it-works', 'why-252', 'games', 'log', 'faq'] as const;
export type Doc = (typeof DOCS)[number];

type Loader = () => Promise<{ default: MDXContent }>;

// Static imports per page and locale, so the bundler sees every document.
const loaders: Record<Doc, Record<Locale, Loader>> = {
  'how-it-works': {
    ru: () => import('./ru/how-it-works.mdx'),
    ro: () => import('./ro/how-it-works.mdx'),
    en: () => import('./en/how-it-works.mdx'),
  },
  'why-252': {
    ru: () => import('./ru/why-252.mdx'),
    ro: () => import('./ro/why-252.mdx'),
    en: () => import('./en/why-252.mdx'),
  },
  games: {
    ru: () => import('./ru/games.mdx'),
    ro: () => import('./ro/games.mdx'),
    en: () => import('./en/games.mdx'),
  },
  log: {
    ru: () => import('./ru/log.mdx'),
    ro: () => import('./ro/log.mdx'),
    en: () => import('./en/log.mdx'),
  },
  faq: {
    ru: () => import('./ru/faq.mdx'),
    ro: () => import('./ro/faq.mdx'),
    en: () => import('./en/faq.mdx'),
  },
};

export function loadDoc(doc: Doc, locale: Locale): Promise<{ default: MDXContent }> {
  return loaders[doc][locale]();
}

export const isDoc = (value: string): value is Doc => (DOCS as readonly string[]).includes(value);

/** The stats page's explanation (what p means, what the tables can and cannot show): one document per locale, rendered inside /stats. */
const statsLoaders: Record<Locale, Loader> = {
  ru: () => import('./ru/stats.mdx'),
  ro: () => import('./ro/stats.mdx'),
  en: () => import('./en/stats.mdx'),
};

export function loadStatsDoc(locale: Locale): Promise<{ default: MDXContent }> {
  return statsLoaders[locale]();
}
