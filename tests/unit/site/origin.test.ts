import { describe, expect, it } from 'vitest';
import { siteOrigin, siteOriginWarning } from '../../../lib/site/origin';

describe('siteOrigin', () => {
  it("is FAIR_SITE_URL's origin, else localhost on PORT (3000)", () => {
    expect(siteOrigin({ FAIR_SITE_URL: 'https://fair.example.com/' })).toBe('https://fair.example.com');
    expect(siteOrigin({ FAIR_SITE_URL: ' http://fair.example.com:8080 ' })).toBe('http://fair.example.com:8080');
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ PORT: '4100' })).toBe('http://localhost:4100');
    for (const bad of ['fair.example.com', 'ftp://fair.example.com', 'https://x.com/?a=1', 'https://x.com/#f', 'javascript:alert(1)'])
      expect(siteOrigin({ FAIR_SITE_URL: bad, PORT: '3001' }), bad).toBe('http://localhost:3001');
  });

  it('warns once about a value it cannot use, never about an unset one', () => {
    expect(siteOriginWarning(undefined)).toBeNull();
    expect(siteOriginWarning('')).toBeNull();
    expect(siteOriginWarning('https://fair.example.com')).toBeNull();
    expect(siteOriginWarning('fair.example.com')).toMatch(/^warning: FAIR_SITE_URL "fair\.example\.com" is not an http\(s\) origin.*: hreflang links name http:\/\/localhost:\d+\.$/);
  });
});
