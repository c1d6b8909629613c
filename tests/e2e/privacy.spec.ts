import type { Request } from '@playwright/test';
import { buildCheckLink } from '../../lib/fair';
import { horizontalOverflow, seriousViolations } from './a11y';
import { expect, test } from './fixtures';
import { buildReceipt, COMMITTED, fragmentOf } from './poker-sessions';
import { APP_MATCH } from '../vectors';

const SEED = String(APP_MATCH.proof.serverSeed);
const CHECK_LINK = buildCheckLink(APP_MATCH.proof);
/** Proof 1 of the e2e database is the demo backgammon match (revealed); 17 a committed bridge match. */
const PROOF_PAGES = ['/fair/1', '/fair/13', '/fair/17'] as const;

function carriesSeed(req: Request, seed: string): boolean {
  const text = [req.url(), JSON.stringify(req.headers()), req.postData() ?? ''].join('\n').toLowerCase();
  return text.includes(seed.toLowerCase());
}

test.describe('no data leaves the browser', () => {
  test('/check and proof pages send a CSP that allows no connection', async ({ request }) => {
    for (const path of ['/ru/check', '/en/check/', ...PROOF_PAGES.map((p) => `/ro${p}`)]) {
      const csp = (await request.get(path)).headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain("connect-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
    const home = await request.get('/en');
    expect(home.headers()['content-security-policy']).toContain("connect-src 'self'");
    expect(home.headers()['referrer-policy']).toBe('no-referrer');
    expect(home.headers()['x-content-type-options']).toBe('nosniff');
  });

  for (const [name, path] of [
    ['/check with the app link', `/ru/check/${CHECK_LINK}`],
    ['a revealed proof page', `/en${PROOF_PAGES[0]}`],
    ['a poker session page', `/ro${PROOF_PAGES[1]}`],
  ] as const) {
    test(`${name}: no request after load, and no request ever carries a seed`, async ({ page }) => {
      const all: Request[] = [];
      let loaded = false;
      const afterLoad: string[] = [];
      page.on('request', (req) => {
        all.push(req);
        // the site's own files fetched late are not data leaving: code loaded on demand (a poker
        // page's receipt check: a GET of a static chunk, no query) and the icon the browser asks
        // for when it paints the tab (its query is the build's cache key); anything else after load is
        const url = new URL(req.url());
        const ownChunk = /^\/_next\/static\/chunks\/[\w.-]+\.js$/.test(url.pathname) && !url.search;
        const ownIcon = url.pathname === '/icon.svg' && /^\?icon\.[\w]+\.svg$/.test(url.search);
        if (loaded && !(req.method() === 'GET' && url.origin === new URL(page.url()).origin && (ownChunk || ownIcon))) afterLoad.push(req.url());
      });
      await page.goto(path, { waitUntil: 'load' });
      loaded = true;
      // a poker session verifies 20 hands and their log parts: seconds on a loaded machine
      await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', /verified|failed|computed|committed/, { timeout: 30_000 });
      // Time for anything late: prefetches, analytics, retries.
      await page.waitForTimeout(1500);
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(500);
      expect(afterLoad).toEqual([]);
      expect(all.filter((r) => carriesSeed(r, SEED)).map((r) => r.url())).toEqual([]);
      if (path.includes('/fair/1')) {
        const doc = (await (await page.request.get('/api/v1/proofs/1')).json()) as { serverSeed: string };
        expect(all.filter((r) => carriesSeed(r, doc.serverSeed)).map((r) => r.url())).toEqual([]);
      }
    });
  }
});

test("a player's receipt in a session page's #receipt=: checked in the browser, never sent", async ({ page }) => {
  const receipt = buildReceipt({ session: COMMITTED.session, seed: COMMITTED.seed, ref: 'poker-live', hands: [1, 2] });
  const frag = fragmentOf(receipt);
  const cards = (receipt.hands as { cards: { salt: string; path: string[] }[] }[]).flatMap((h) => h.cards);
  // what only the receipt holds: its salts, its paths' first hashes, its base64url text
  const secrets = [...cards.map((c) => c.salt), ...cards.map((c) => c.path[0]!), frag.slice('#receipt='.length, 80)];
  const all: Request[] = [];
  page.on('request', (req) => all.push(req));
  await page.goto(`/en/fair/${COMMITTED.id}${frag}`, { waitUntil: 'load' });
  await expect(page.locator('[data-receipt-verdict]')).toHaveAttribute('data-receipt-verdict', 'verified', { timeout: 30_000 });
  await page.waitForTimeout(1000);
  expect(all.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(all.filter((r) => carriesSeed(r, secret)).map((r) => r.url()), secret).toEqual([]);
});

test.describe('accessible in every locale', () => {
  for (const locale of ['ru', 'ro', 'en']) {
    for (const [name, path] of [
      ['home', ''],
      ['check (app link)', `/check/${CHECK_LINK}`],
      ['check (empty form)', '/check'],
      ['proof page', PROOF_PAGES[0]],
      ['how it works', '/how-it-works'],
      ['proof list', '/fair'],
      ['verifier.js', '/verifier'],
    ] as const) {
      test(`${locale} ${name}: no serious or critical axe violation, light and dark, 360 px`, async ({ page }) => {
        // two axe runs over a long page (#1: 137 rolls): 26–39 s measured on a 2-core VM, past the default 30 s
        test.slow();
        await page.setViewportSize({ width: 360, height: 800 });
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(`/${locale}${path}`);
          if (path.startsWith('/check/') || path.startsWith('/fair/')) {
            await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', /./);
          }
          expect(await seriousViolations(page), `${scheme}`).toEqual([]);
          expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
        }
      });
    }
  }
});

test('keyboard: the skip to content, the lookup box and the language switcher are reachable', async ({ page }) => {
  await page.goto('/en');
  const seen: string[] = [];
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    seen.push(await page.evaluate(() => (document.activeElement?.getAttribute('href') ?? document.activeElement?.id ?? '') as string));
  }
  expect(seen[0]).toBe('#main');
  expect(seen).toContain('lookup-id');
  expect(seen.some((h) => h.startsWith('/ru'))).toBe(true);
  await page.locator('#lookup-id').focus();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/fair\/3$/);
});
