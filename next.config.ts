import type { NextConfig } from 'next';
import createMDX from '@next/mdx';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
// The explainer pages are one MDX document per page and locale (content/).
// Plugins are named by string so that Turbopack can pass them to the loader.
const withMDX = createMDX({
  options: { remarkPlugins: [['remark-gfm', {}]], rehypePlugins: [['rehype-slug', {}]] },
});

const dev = process.env.NODE_ENV !== 'production';

/**
 * Content Security Policy. Verification runs in the visitor's browser and
 * must never talk to anyone but this origin: `connect-src 'self'` makes that
 * a property the browser enforces, not a promise. Next's hydration needs
 * inline scripts; dev mode additionally needs eval for fast refresh.
 */
const csp = (connect: string) =>
  [
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

/**
 * The pages that handle seeds — /check (its inputs arrive in the #fragment)
 * and the proof pages — may not connect anywhere at all: `connect-src 'none'`.
 * Recomputation needs no network, and the browser now guarantees that no
 * script on them can send a seed anywhere, ours included. (Next's client-side
 * navigation fetches pages with fetch(); on these pages that is refused and
 * Next falls back to an ordinary page load, which CSP does not restrict.
 * Link prefetching is off for the same reason: nothing is requested after load.)
 */
const SEED_PAGES = ['/:locale(ru|ro|en)/check', '/:locale(ru|ro|en)/check/:path*', '/:locale(ru|ro|en)/fair/:id'];

const nextConfig: NextConfig = {
  // FAIR_DIST_DIR lets several checkouts' builds live side by side (default .next).
  distDir: process.env.FAIR_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` typechecks the whole project once (tsc --noEmit); the build
  // does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Native and driver packages stay outside the server bundle.
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    '@prisma/client',
    '@prisma/adapter-better-sqlite3',
    '@prisma/adapter-pg',
    '@prisma/driver-adapter-utils',
    '@prisma/schema-engine-wasm',
  ],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: csp("'self'") },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
        ],
      },
      // Later rules override earlier ones for the same header.
      ...SEED_PAGES.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: csp("'none'") }],
      })),
    ];
  },
};

export default withNextIntl(withMDX(nextConfig));
