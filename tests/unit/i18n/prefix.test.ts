import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foreignLocaleTarget } from '../../../lib/i18n/prefix';
import { routing } from '../../../lib/i18n/routing';

describe('foreignLocaleTarget', () => {
  it('serves a path under a locale the site lacks in the default locale', () => {
    expect(foreignLocaleTarget('/de/fair/2')).toBe('/ru/fair/2');
    expect(foreignLocaleTarget('/de')).toBe('/ru');
    expect(foreignLocaleTarget('/pt-BR/stats')).toBe('/ru/stats');
    expect(foreignLocaleTarget('/zh_Hans/how-it-works/faq')).toBe('/ru/how-it-works/faq');
  });

  it('reads a locale the site has, spelled otherwise, as that locale', () => {
    expect(foreignLocaleTarget('/EN/fair/2')).toBe('/en/fair/2');
    expect(foreignLocaleTarget('/en-US/check')).toBe('/en/check');
    expect(foreignLocaleTarget('/ro-RO')).toBe('/ro');
  });

  it("leaves the site's locales, its pages and anything not shaped like a language tag to next-intl", () => {
    for (const locale of routing.locales) expect(foreignLocaleTarget(`/${locale}/fair/2`)).toBeNull();
    // every page folder, so a new short one ("faq") is never read as a language
    const pages = readdirSync(new URL('../../../app/[locale]', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('['))
      .map((d) => d.name);
    expect(pages.length).toBeGreaterThan(4);
    for (const page of pages) expect(foreignLocaleTarget(`/${page}`), page).toBeNull();
    for (const path of ['/', '', '/x', '/12/fair', '/deutsch/fair/2', '/de-/x']) expect(foreignLocaleTarget(path), path).toBeNull();
  });
});
