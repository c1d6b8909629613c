import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces that code running in the browser translates
 * (useTranslations in 'use client' components and what they import).
 * Only these reach the client (app/[locale]/layout.tsx): the rest of the
 * messages stay on the server instead of riding along in every page's HTML.
 * tests/unit/client-messages.test.ts checks this list against the code.
 */
export const CLIENT_NAMESPACES = ['Check', 'Games', 'Diagnosis', 'Log', 'Outcomes', 'Proof', 'ProofLog', 'Verdict'] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.flatMap((ns) => (ns in messages ? [[ns, messages[ns]!]] : [])));
}
