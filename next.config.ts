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
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  `connect-src 'self'${dev ? ' ws:' : ''}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
          { key: 'Content-Security-Policy', value: csp },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
        ],
      },
    ];
  },
};

export default withNextIntl(withMDX(nextConfig));
