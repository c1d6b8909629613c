import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type ClientPage } from '@/lib/i18n/client';

/** Gives the browser code inside it the messages of `page` (lib/i18n/client.ts), and only those. */
export async function ClientMessages({ page, children }: { page: ClientPage; children: ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages(await getMessages(), page)}>{children}</NextIntlClientProvider>;
}
