import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { routing } from '../../../lib/i18n/routing';
import { badAddressPage, localeOfPath } from '../../../lib/server/bad-address';
import { MAX_TARGET } from '../../../lib/server/request-target';

const words = (locale: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '../../../messages', `${locale}.json`), 'utf8')) as { BadAddress: Record<'title' | 'text' | 'longTitle' | 'longText' | 'home', string> }).BadAddress;

describe('the malformed address page', () => {
  it("is in the path's locale, else the default", () => {
    expect(localeOfPath('/en/fair/%ZZ')).toBe('en');
    expect(localeOfPath('/ro')).toBe('ro');
    expect(localeOfPath('/%ZZ')).toBe(routing.defaultLocale);
    expect(localeOfPath('/')).toBe(routing.defaultLocale);
    expect(localeOfPath('/de/x')).toBe(routing.defaultLocale);
    expect(localeOfPath('/english/x')).toBe(routing.defaultLocale);
  });

  it.each(routing.locales)('%s: says so in its words, links home, and never echoes the address', (locale) => {
    const { locale: got, html } = badAddressPage(`/${locale}/<script>%ZZ`);
    const w = words(locale);
    expect(got).toBe(locale);
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}">`));
    expect(html).toContain(`<title>${w.title}</title>`);
    expect(html).toContain(`<h1>${w.title}</h1>`);
    expect(html).toContain(`<p>${w.text}</p>`);
    expect(html).toContain(`<a href="/${locale}">${w.home}</a>`);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('%ZZ');
  });

  it.each(routing.locales)('%s: says that a long address is too long, with the limit in its digits', (locale) => {
    const { html } = badAddressPage(`/${locale}/${'x'.repeat(50)}`, 'long');
    const w = words(locale);
    const limit = new Intl.NumberFormat(locale).format(MAX_TARGET);
    expect(w.longText).toContain('{max}');
    expect(html).toContain(`<title>${w.longTitle}</title>`);
    expect(html).toContain(`<p>${w.longText.replace('{max}', limit)}</p>`);
    expect(html).toContain(`<a href="/${locale}">${w.home}</a>`);
    expect(html).not.toContain('xxxxx');
  });
});
