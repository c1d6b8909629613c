// Response headers of the whole site: next.config.ts applies them to what Next
// serves, server.ts to the API answers it serves itself (the same values).

/**
 * Content Security Policy. Verification runs in the visitor's browser and
 * must never talk to anyone but this origin: `connect-src 'self'` makes that
 * a property the browser enforces, not a promise. Next's hydration needs
 * inline scripts; dev mode additionally needs eval for fast refresh.
 */
export function csp(connect: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every response's security headers (pages that handle seeds tighten the CSP: next.config.ts). */
export function siteHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: csp("'self'", dev) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'no-referrer' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ];
}
