/**
 * The page answering a malformed or overlong address (lib/server/request-target.ts) outside the
 * API: a few lines in the path's locale (its first segment; otherwise the default), a link home.
 * The server writes it itself (server.ts): Next would throw on a malformed address and answer a
 * bare 500, and would repeat a long one in a redirect's headers.
 *
 * The words are the `BadAddress` messages (`longTitle`, `longText` for a long one, its `{max}` the
 * limit in the locale's digits). Only that namespace is imported from each file (the
 * bundler drops the rest); `Record<Locale, …>` makes a new locale in lib/i18n/routing.ts a type
 * error here until its messages are added.
 */
import { BadAddress as en } from '../../messages/en.json';
import { BadAddress as ro } from '../../messages/ro.json';
import { BadAddress as ru } from '../../messages/ru.json';
import { routing, type Locale } from '../i18n/routing.ts';
import { MAX_TARGET, type Unreadable } from './request-target.ts';

interface Words {
  title: string;
  text: string;
  longTitle: string;
  longText: string;
  home: string;
}

const WORDS: Record<Locale, Words> = { ru, ro, en };

/** The locale a path is in: its first segment when that is one, else the site's default. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1] ?? '';
  return (routing.locales as readonly string[]).includes(first) ? (first as Locale) : routing.defaultLocale;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's HTML for a malformed or long `path` (the path is never echoed: it is what could not be read). */
export function badAddressPage(path: string, reason: Unreadable = 'escape'): { locale: Locale; html: string } {
  const locale = localeOfPath(path);
  const w = WORDS[locale];
  const title = reason === 'long' ? w.longTitle : w.title;
  const text = reason === 'long' ? w.longText.replace('{max}', new Intl.NumberFormat(locale).format(MAX_TARGET)) : w.text;
  const html =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>' +
    `</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
    `<p><a href="/${locale}">${escapeHtml(w.home)}</a></p></main></body></html>`;
  return { locale, html };
}
