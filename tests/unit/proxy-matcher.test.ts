import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routing } from '../../lib/i18n/routing';

// The proxy's matcher is a literal (Next reads it at build time): its list of
// locales must follow lib/i18n/routing.ts. Read from the source (importing
// proxy.ts would load next-intl's middleware); Next anchors it at both ends.
const source = readFileSync(new URL('../../proxy.ts', import.meta.url), 'utf8');
const literal = /matcher:\s*\[\s*'((?:[^'\\]|\\.)+)'\s*\]/.exec(source)?.[1];
const matcher = new RegExp(`^${(literal ?? '(?!)').replace(/\\\\/g, '\\')}$`);
const matches = (path: string) => matcher.test(path);

describe('proxy matcher', () => {
  it('skips the API, Next internals, files and the proof pages of every locale', () => {
    for (const path of ['/api/v1/proofs/1', '/_next/static/x.js', '/verifier.js', '/favicon.ico', '/demo/proof.json', '/fair-documents/12.js', '/ru/x.y']) {
      expect(matches(path), path).toBe(false);
    }
    for (const locale of routing.locales) expect(matches(`/${locale}/fair/123`), `/${locale}/fair/123`).toBe(false);
  });

  it('runs for everything else, so locale negotiation still happens', () => {
    // a dot before the last segment is no file: such a path goes to the default locale too
    for (const path of ['/', '/fair/12', '/check', '/de/fair/12', '/EN/fair/12', '/x.y/fair/1', '/v1.2/check']) expect(matches(path), path).toBe(true);
    for (const locale of routing.locales) {
      for (const rest of ['', '/fair', '/check', '/how-it-works/faq', '/fair/12/x']) expect(matches(`/${locale}${rest}`), `/${locale}${rest}`).toBe(true);
    }
  });
});
