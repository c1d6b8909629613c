import type { NextConfig } from 'next';
import createMDX from '@next/mdx';
import createNextIntlPlugin from 'next-intl/plugin';
import path from 'node:path';

import { settingOr } from './lib/config.ts';
import { routing } from './lib/i18n/routing.ts';
import { csp as cspFor, siteHeaders } from './lib/site/headers.ts';

// Messages are ICU-compiled at build time (experimental in next-intl 4):
// browsers then get no ICU parser on any page with a client translation
// (docs/decisions/0011-script-splitting.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});
// The explainer pages are one MDX document per page and locale (content/).
// Plugins are named by string so that Turbopack can pass them to the loader.
const withMDX = createMDX({
  options: { remarkPlugins: [['remark-gfm', {}]], rehypePlugins: [['rehype-slug', {}]] },
});

const dev = process.env.NODE_ENV !== 'production';

const csp = (connect: string) => cspFor(connect, dev);

/**
 * The pages that handle seeds — /check (its inputs arrive in the #fragment)
 * and the proof pages — may not connect anywhere at all: `connect-src 'none'`.
 * Recomputation needs no network, and the browser now guarantees that no
 * script on them can send a seed anywhere, ours included. (Next's client-side
 * navigation fetches pages with fetch(); on these pages that is refused and
 * Next falls back to an ordinary page load, which CSP does not restrict.
 * Link prefetching is off for the same reason: nothing is requested after load.)
 * Every locale of lib/i18n/routing.ts: a new one's seed pages are held the same (tests/unit/seed-pages-csp.test.ts).
 */
const LOCALE = `:locale(${routing.locales.join('|')})`;
const SEED_PAGES = [`/${LOCALE}/check`, `/${LOCALE}/check/:path*`, `/${LOCALE}/fair/:id`];

const nextConfig: NextConfig = {
  // FAIR_DIST_DIR lets several checkouts' builds live side by side (default .next).
  distDir: settingOr('FAIR_DIST_DIR'),
  poweredByHeader: false,
  // FAIR_MAPS=1 also writes browser source maps: to attribute first-load bytes to modules
  productionBrowserSourceMaps: settingOr('FAIR_MAPS'),
  reactStrictMode: true,
  // Rendered pages are cached in this process's memory only, never from or to
  // the build directory; committed proofs and 404s are not cached (see the file).
  cacheHandler: path.resolve('lib/server/cache-handler.mjs'),
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
        headers: siteHeaders(dev),
      },
      // Later rules override earlier ones for the same header.
      ...SEED_PAGES.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: csp("'none'") }],
      })),
      // Proof pages are cached by the server (ISR), and Next would label every
      // one `s-maxage=31536000` — also a committed proof's or an unknown
      // number's, which change. A header set here is kept by Next: browsers and
      // shared caches revalidate (ETag → 304) instead.
      { source: `/${LOCALE}/fair/:id`, headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
};

export default withNextIntl(withMDX(nextConfig));
