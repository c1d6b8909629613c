import type { getFormatter, getTranslations } from 'next-intl/server';
import { _createCache, _createIntlFormatters, createFormatter, createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import en from '../../messages/en.json';
import ro from '../../messages/ro.json';
import ru from '../../messages/ru.json';
import { routing, type Locale } from './routing';

/**
 * Translators and formatters for server components, kept for the life of the process.
 *
 * next-intl's `getTranslations` / `getFormatter` build them again on every request (React's
 * per-request cache), with new `Intl.DateTimeFormat` / `NumberFormat` / `PluralRules` objects:
 * on a proof page's render — rendered on every request while its proof is committed — they stood
 * out in a CPU profile. What they depend on is fixed per locale (the messages,
 * UTC as every time on the site is shown: lib/i18n/request.ts), so one per locale and namespace
 * serves every request, with the same output and the same fallback and error reporting
 * (next-intl's defaults, which request.ts does not change).
 */
const MESSAGES: Record<Locale, AbstractIntlMessages> = { ru, ro, en } as unknown as Record<Locale, AbstractIntlMessages>;
const TIME_ZONE = 'UTC';

// one Intl cache for the process: each Intl object is built once per locale and options
const cache = _createCache();
const formatters = _createIntlFormatters(cache);

export type Translator = Awaited<ReturnType<typeof getTranslations>>;
type Formatter = Awaited<ReturnType<typeof getFormatter>>;

const translators = new Map<string, Translator>();
const formatterOf = new Map<Locale, Formatter>();

function known(locale: string): Locale {
  return (routing.locales as readonly string[]).includes(locale) ? (locale as Locale) : routing.defaultLocale;
}

/** `getTranslations({ locale, namespace })`, without the per-request work. */
export function translator(locale: string, namespace?: string): Translator {
  const l = known(locale);
  const key = `${l}\0${namespace ?? ''}`;
  let t = translators.get(key);
  if (!t) {
    t = createTranslator({ locale: l, messages: MESSAGES[l], namespace, timeZone: TIME_ZONE, _cache: cache, _formatters: formatters }) as unknown as Translator;
    translators.set(key, t);
  }
  return t;
}

/** `getFormatter({ locale })`, without the per-request work (no `now`: relative times are not shown). */
export function formatter(locale: string): Formatter {
  const l = known(locale);
  let f = formatterOf.get(l);
  if (!f) {
    f = createFormatter({ locale: l, timeZone: TIME_ZONE, _cache: cache, _formatters: formatters }) as unknown as Formatter;
    formatterOf.set(l, f);
  }
  return f;
}
