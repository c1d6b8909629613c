/**
 * The pages that handle seeds (/check and the proof pages) may connect nowhere, in every locale
 * the site has (next.config.ts): a locale listed by hand there would have left a new one's seed
 * pages with the site's ordinary `connect-src 'self'`.
 */
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { routing } from '../../lib/i18n/routing';

type Rule = { source: string; headers: { key: string; value: string }[] };

/** The headers a path gets: later rules override earlier ones, as Next applies them. */
function headersFor(rules: Rule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = rule.source
      .replace(/:(\w+)\(([^)]+)\)/g, '($2)')
      .replace(/:\w+\*/g, '.*')
      .replace(/:\w+/g, '[^/]+');
    if (new RegExp(`^${pattern}$`).test(path)) for (const h of rule.headers) out[h.key] = h.value;
  }
  return out;
}

describe("seed pages' CSP", () => {
  it("every locale's /check and proof pages connect nowhere; other pages keep 'self'", async () => {
    const rules = (await nextConfig.headers!()) as Rule[];
    for (const locale of routing.locales) {
      for (const path of [`/${locale}/check`, `/${locale}/check/x`, `/${locale}/fair/12`]) {
        expect(headersFor(rules, path)['Content-Security-Policy'], path).toMatch(/connect-src 'none'/);
      }
      expect(headersFor(rules, `/${locale}/fair/12`)['Cache-Control']).toBe('no-cache');
      expect(headersFor(rules, `/${locale}/stats`)['Content-Security-Policy'], `/${locale}/stats`).toMatch(/connect-src 'self'/);
    }
  });
});
