/**
 * npm run bench:first-load [-- --chunks] — the JavaScript a first visit downloads, against the
 * framework floor. Each script is gzipped on its own (level 9); noModule polyfills (legacy
 * browsers) are not counted.
 *
 * 1. The framework floor, measured here, not assumed: the first-load JavaScript of a page with no
 *    client component at all — a bare App Router app (its own root layout and one server page)
 *    built with this checkout's Next, React and Turbopack in `.next-floor/` (rebuilt only when
 *    their versions change). It is what any page of any app on this stack loads: react-dom, the
 *    App Router runtime, Turbopack's runtime, the layout router, the built-in global error page.
 * 2. The site's pages, from its production build (built first if not current): a server on a
 *    scratch database serves each page; every script its HTML loads is fetched and summed.
 *
 * Budgets (issue #11), gzipped: /check ≤ floor + 25 KB, a proof page ≤ floor + 35 KB; each page's
 * excess over the floor is printed with "met" or "MISSED". `--chunks` lists the scripts of the pages
 * with a budget, and the ones their HTML only preloads.
 * `--verdict`: also the time from navigation to the verdict on a slow mobile network (Chromium's
 * emulation: 300 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; no cache; median of 5 loads) for
 * /ru/check with the backgammon app's link, the first demo proof's page and a poker session's page:
 * what the scripts' split costs in round trips.
 * Exit code 0 even when a budget is missed (it is a benchmark, not a test).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { buildCheckLink } from '../lib/fair/link.ts';
import { ensureBuild } from './lib/build.ts';
import { benchChromium } from './lib/browser.ts';
import { mustRun, nextBin, tsxBin } from './lib/proc.ts';
import { startSite } from './lib/site.ts';

/** The pages measured; `budget`: KB (gzipped) allowed over the framework floor. */
const PAGES: { path: string; budget?: number }[] = [
  { path: '/ru/check', budget: 25 },
  { path: '/ru/fair/1', budget: 35 },
  { path: '/ru' },
  { path: '/ru/how-it-works' },
];

interface Size {
  raw: number;
  gz: number;
}

const FLOOR_DIR = '.next-floor';
/** The bare app: a root layout and a page, both server components (no 'use client' anywhere). */
const FLOOR_FILES: Record<string, string> = {
  'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <p>The framework floor: a page with no client component.</p>;\n}\n',
  'package.json': '{ "private": true, "type": "module" }\n',
};

/** The script URLs of a page's HTML that a modern browser runs (noModule polyfills excluded), in order. */
function scriptSrcs(html: string): string[] {
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '').filter((a) => !/nomodule/i.test(a));
  return [...new Set(tags.flatMap((a) => /src="([^"]+)"/.exec(a)?.[1] ?? []))];
}

/** Scripts a page's HTML preloads (`<link rel="preload" as="script">`) without running them. */
function scriptPreloads(html: string): string[] {
  const links = [...html.matchAll(/<link([^>]*)>/g)].map((m) => m[1] ?? '').filter((a) => /rel="preload"/.test(a) && /as="script"/.test(a));
  return [...new Set(links.flatMap((a) => /href="([^"]+)"/.exec(a)?.[1] ?? []))];
}

const sizeOf = (body: Uint8Array): Size => ({ raw: body.length, gz: gzipSync(body, { level: 9 }).length });

/** The deepest directory containing both paths. */
function commonAncestor(a: string, b: string): string {
  const x = a.split(path.sep);
  const y = b.split(path.sep);
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return x.slice(0, i).join(path.sep) || path.sep;
}

/**
 * Build (when its inputs changed) and measure the bare app: the scripts its page loads.
 * Turbopack compiles only files under its root; the root is set to contain this checkout's
 * node_modules wherever it really lives (a symlinked one included).
 */
async function measureFloor(): Promise<{ scripts: number; size: Size }> {
  const dir = path.resolve(FLOOR_DIR);
  const modules = realpathSync('node_modules');
  const version = (pkg: string) => (JSON.parse(readFileSync(path.join(modules, pkg, 'package.json'), 'utf8')) as { version: string }).version;
  const config = `export default {\n  poweredByHeader: false,\n  reactStrictMode: true,\n  turbopack: { root: ${JSON.stringify(commonAncestor(dir, modules))} },\n};\n`;
  const files = { ...FLOOR_FILES, 'next.config.mjs': config };
  const stamp = createHash('sha256')
    .update(JSON.stringify([files, version('next'), version('react'), version('react-dom')]))
    .digest('hex');
  const stampFile = path.join(dir, '.next', 'fair-floor-stamp');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    console.log(`… building the framework floor's bare app in ${FLOOR_DIR}/ (next build)`);
    rmSync(dir, { recursive: true, force: true });
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
    // its own next.config.mjs: FAIR_DIST_DIR is the site's setting, not read there
    const env = { ...process.env, NODE_ENV: 'production' as const };
    await mustRun(process.execPath, [path.resolve(nextBin), 'build'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
    writeFileSync(stampFile, stamp);
  }
  // the page is static: its HTML and scripts are files of the build
  const html = readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8');
  const srcs = scriptSrcs(html);
  if (srcs.length === 0) throw new Error(`the bare app's page loads no script (${FLOOR_DIR}/.next/server/app/index.html)`);
  const size = { raw: 0, gz: 0 };
  for (const src of srcs) {
    const file = path.join(dir, '.next', decodeURIComponent(src.replace(/^\/_next\//, '').replace(/[?#].*$/, '')));
    const s = sizeOf(readFileSync(file));
    size.raw += s.raw;
    size.gz += s.gz;
  }
  return { scripts: srcs.length, size };
}

const LOADS = 5;

/** Median ms from navigation start to `[data-verdict]` on an emulated slow mobile network (see the header). */
async function timeToVerdict(base: string): Promise<void> {
  const list = (await (await fetch(`${base}/api/v1/proofs?limit=100`)).json()) as { items?: { id: number; scheme: string; status: string }[] };
  const proofs = list.items ?? [];
  const first = proofs.find((p) => p.scheme === 'roll_pair_v1' && p.status === 'revealed');
  const poker = proofs.find((p) => p.scheme === 'poker_hmac_v1' && p.status === 'revealed');
  if (!first || !poker) throw new Error('the demo set has no revealed backgammon or poker proof');
  const served = (await (await fetch(`${base}/api/v1/proofs/${first.id}`)).json()) as Record<string, unknown>;
  // the app's link: the short form, the game's own fields only (no number, times or log parts)
  const doc = Object.fromEntries(Object.entries(served).filter(([k]) => !['id', 'status', 'committedAt', 'revealedAt', 'log'].includes(k)));
  if (!buildCheckLink(doc).startsWith('#v=1&s=')) throw new Error(`proof ${first.id} does not make a short backgammon link`);
  const targets = [
    { name: "/ru/check, the app's link", url: `${base}/ru/check${buildCheckLink(doc)}` },
    { name: `/ru/fair/${first.id} (backgammon)`, url: `${base}/ru/fair/${first.id}` },
    { name: `/ru/fair/${poker.id} (poker session)`, url: `${base}/ru/fair/${poker.id}` },
  ];
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: benchChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`\ntime to verdict, 300 ms RTT, 1.6 Mbit/s (median of ${LOADS} loads, no cache):`);
    for (const t of targets) await browser.newPage().then((p) => p.goto(t.url, { waitUntil: 'load' }).then(() => p.close())); // the server's caches
    for (const t of targets) {
      const ms: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext();
        // the moment the verdict is in the document, seen from inside the page
        await context.addInitScript(() => {
          const w = window as unknown as { __verdictAt?: number };
          new MutationObserver((_, o) => {
            if (document.querySelector('[data-verdict]')) {
              w.__verdictAt = performance.now();
              o.disconnect();
            }
          }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-verdict'] });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 200_000, uploadThroughput: 93_750 });
        await page.goto(t.url, { waitUntil: 'commit' });
        await page.waitForSelector('[data-verdict]', { timeout: 60_000 });
        ms.push(await page.evaluate(() => (window as unknown as { __verdictAt?: number }).__verdictAt ?? performance.now()));
        await context.close();
      }
      ms.sort((a, b) => a - b);
      console.log(`  ${t.name.padEnd(34)} ${(ms[(LOADS - 1) / 2]! / 1000).toFixed(2)} s  (${ms.map((x) => (x / 1000).toFixed(2)).join(' ')})`);
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  benchChromium(); // before minutes of building, not after
  const floor = await measureFloor();
  const floorKb = floor.size.gz / 1024;
  const floorLine = `framework floor: ${floorKb.toFixed(1)} KB gzipped (${(floor.size.raw / 1024).toFixed(1)} KB raw, ${floor.scripts} scripts) — a page with no client component, this Next/React/Turbopack`;
  console.log(floorLine);
  await ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'fair-first-load-'));
  const env = { ...process.env, DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}`, NODE_ENV: 'production' as const };
  await mustRun(process.execPath, [tsxBin, 'scripts/db/seed.ts'], { env, stdio: 'ignore' });
  const server = await startSite({ env: { DATABASE_URL: env.DATABASE_URL }, ready: '/ru' });
  const base = server.url;
  try {
    const sizes = new Map<string, Size>();
    const pageScripts = new Map<string, string[]>();
    const preloaded = new Map<string, string[]>();
    for (const { path: page } of PAGES) {
      const res = await fetch(base + page);
      if (!res.ok) throw new Error(`${page} answered ${res.status}`);
      const html = await res.text();
      const srcs = scriptSrcs(html);
      preloaded.set(page, scriptPreloads(html).filter((src) => !srcs.includes(src)));
      for (const src of srcs) {
        if (!sizes.has(src)) sizes.set(src, sizeOf(new Uint8Array(await (await fetch(new URL(src, base))).arrayBuffer())));
      }
      pageScripts.set(page, srcs);
    }
    const sum = (srcs: Iterable<string>, k: keyof Size) => [...srcs].reduce((a, s) => a + (sizes.get(s)?.[k] ?? 0), 0) / 1024;
    const all = [...pageScripts.values()];
    const shared = all[0]!.filter((s) => all.every((srcs) => srcs.includes(s)));
    const kb = (n: number, w: number) => n.toFixed(1).padStart(w);
    const signed = (n: number, w: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(1)}`.padStart(w);

    console.log(`\n${floorLine}`);
    console.log('\npage                 scripts   raw KB   gzip KB   over floor   budget over floor');
    const missed: string[] = [];
    for (const { path: page, budget } of PAGES) {
      const srcs = pageScripts.get(page)!;
      const gz = sum(srcs, 'gz');
      const over = gz - floorKb;
      let verdict = '—';
      if (budget !== undefined) {
        verdict = `≤ +${budget.toFixed(1)}  ${over <= budget ? 'met' : 'MISSED'}`;
        if (over > budget) missed.push(`${page}: ${over.toFixed(1)} KB over the floor, budget ${budget} KB (${(over - budget).toFixed(1)} KB too many)`);
      }
      console.log(`${page.padEnd(20)} ${String(srcs.length).padStart(7)} ${kb(sum(srcs, 'raw'), 8)} ${kb(gz, 9)} ${signed(over, 12)}   ${verdict}`);
    }
    const sharedGz = sum(shared, 'gz');
    console.log(`${'shared by all pages'.padEnd(20)} ${String(shared.length).padStart(7)} ${kb(sum(shared, 'raw'), 8)} ${kb(sharedGz, 9)} ${signed(sharedGz - floorKb, 12)}   (the layout's client leaves and i18n runtime)`);
    console.log(missed.length ? `\nbudgets missed:\n  ${missed.join('\n  ')}` : '\nall budgets met');
    if (process.argv.includes('--verdict')) await timeToVerdict(base);
    if (process.argv.includes('--chunks')) {
      for (const { path: page, budget } of PAGES) {
        if (budget === undefined) continue;
        console.log(`\n${page} scripts (gzip KB, * = shared by all pages):`);
        for (const src of pageScripts.get(page)!) console.log(`${kb((sizes.get(src)?.gz ?? 0) / 1024, 7)} ${shared.includes(src) ? '*' : ' '} ${src}`);
        const preloads = preloaded.get(page)!;
        if (preloads.length === 0) continue;
        console.log(`  preloaded by its HTML, run once needed (next/dynamic; not counted above):`);
        for (const src of preloads) {
          const s = sizeOf(new Uint8Array(await (await fetch(new URL(src, base))).arrayBuffer()));
          console.log(`${kb(s.gz / 1024, 7)}   ${src}`);
        }
      }
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(`bench:first-load: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
