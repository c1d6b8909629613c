import { buildCheckLink } from '../../lib/fair';
import { expect, test } from './fixtures';
import { vectorCases } from '../vectors';

/**
 * A first visit, as a player's browser makes it: no console error or warning (a failed request,
 * the favicon's included; a hydration mismatch; React's warnings), no uncaught error and no answer
 * ≥ 400. Proof 1 of the e2e database is a backgammon match, 13 a poker session, 16 a proof that
 * fails its check, 17 a committed bridge match.
 */
const rolls = vectorCases('roll_pair_v1').find(
  (c) => c.expect.ok && c.proof.commitment,
)!;

const PAGES = [
  ['the home page', '/ru', null],
  ['how it works', '/ro/how-it-works', null],
  ["/check with the app's link", `/ru/check${buildCheckLink(rolls.proof)}`, 'verified'],
  ['a backgammon proof', '/ru/fair/1', 'verified'],
  ['a poker session', '/ro/fair/13', 'verified'],
  ['a proof that fails', '/en/fair/16', 'failed'],
  ['a committed proof', '/ru/fair/17', 'committed'],
] as const;

test.describe('a first visit logs nothing and fetches nothing that fails', () => {
  for (const [name, path, verdict] of PAGES) {
    test(name, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
      });
      page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
      await page.goto(path);
      if (verdict) await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', verdict, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test('every page names an icon that answers (no /favicon.ico 404 in the console)', async ({ page, request }) => {
  for (const path of ['/ru', '/en/check', '/ro/fair/1']) {
    await page.goto(path);
    const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect(href, path).toBeTruthy();
    const icon = await request.get(href!);
    expect(icon.status(), href!).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/');
  }
});
