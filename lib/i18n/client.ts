import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces each page's browser code translates (useTranslations
 * in 'use client' components and what they import). Only these reach the
 * browser, and only on that page (components/i18n/ClientMessages.tsx): the
 * rest stay on the server instead of riding along in the page's HTML — the
 * /log page's Log strings are not on every proof page.
 * tests/unit/client-messages.test.ts follows each page's imports and checks
 * this table against the code.
 */
export const PAGE_NAMESPACES = {
  check: ['Check', 'Contact', 'DiceTally', 'Diagnosis', 'Forms', 'Games', 'Input', 'Math', 'Outcomes', 'ReceiptAlone', 'Tiles'],
  proof: ['Contact', 'DiceTally', 'Diagnosis', 'Games', 'Input', 'Math', 'Outcomes', 'Proof', 'ProofLog', 'Receipt', 'Tiles', 'Verdict'],
  log: ['Log'],
  stats: ['Streaks'],
} as const satisfies Record<string, readonly string[]>;

export type ClientPage = keyof typeof PAGE_NAMESPACES;

/** The messages `page`'s browser code needs. */
export function clientMessages(messages: AbstractIntlMessages, page: ClientPage): AbstractIntlMessages {
  return Object.fromEntries(PAGE_NAMESPACES[page].flatMap((ns) => (ns in messages ? [[ns, messages[ns]!]] : [])));
}
