import { createTranslator } from 'next-intl';

/** A message with its values, formatted as the pages format it (ICU plurals and numbers, as `en` writes them). */
export const fill = (message: string | undefined, values: Record<string, string | number>): string =>
  createTranslator({ locale: 'en', messages: { m: message ?? '' } })('m', values);
