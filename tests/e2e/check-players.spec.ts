import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buildCheckLink } from '@/lib/fair';
import { expect, test } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';
import { vectorCase } from '../vectors';

/**
 * /check/ as players use it (#23): a seed pasted across lines, the count of rolls on the verdict
 * line, a link a messenger cut, the rules' own heading, the heading order and no layout shift while
 * an app's link is read; 360 px screenshots in light and dark.
 */

const locales = ['ru', 'ro', 'en'] as const;
type Locale = (typeof locales)[number];
type Messages = { Check: Record<string, string>; Forms: Record<string, string> };
const messages = Object.fromEntries(locales.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Messages])) as Record<Locale, Messages>;
const MATCH = vectorCase('roll_pair_v1', 'two phones, 32-byte seed, match of 3 games').proof;
const SEED = MATCH.serverSeed as string;
const RECORDED = (MATCH.recorded as number[][]).map((r) => r.join('')).join('');

const verdict = (page: Page) => page.locator('[data-verdict]');
/** The words the page says, each locale's (ICU plurals written out for the figures used here). */
const SAY = {
  ru: { rolls131: 'Сверен 131 бросок.', cut: 'Ссылка обрезана: в ней 40 бросков из 131 — столько указано в g=.' },
  ro: { rolls131: 'Au fost comparate 131 de aruncări.', cut: 'Linkul e tăiat: are 40 de aruncări din 131, câte arată g=.' },
  en: { rolls131: '131 rolls checked.', cut: 'This link was cut: it holds 40 rolls of the 131 its g= lists.' },
} as const;

for (const locale of locales) {
  const m = messages[locale];
  test.describe(`${locale}`, () => {
    test('a seed pasted with spaces and a line break inside verifies, and the form says they were removed', async ({ page }) => {
      await page.goto(`/${locale}/check`);
      const seed = page.getByLabel(m.Check.seedLabel!);
      await expect(seed).toBeVisible();
      await seed.fill(`${SEED.slice(0, 24)} ${SEED.slice(24, 40)}\n${SEED.slice(40)}`);
      await page.getByLabel(m.Check.commitmentLabel!).fill(`${(MATCH.commitment as string).slice(0, 32)}\n${(MATCH.commitment as string).slice(32)}`);
      await page.getByLabel(m.Check.phonesLabel!).fill((MATCH.clientSeeds as string[]).join('\n'));
      await page.getByLabel(m.Check.recordedLabel!).fill(RECORDED.replace(/(\d)(\d)/g, '$1-$2 '));
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
      await expect(page.getByTestId('check-seed-spaced')).toHaveText(m.Forms.spacesRemoved!);
      await expect(page.getByTestId('check-commitment-spaced')).toHaveText(m.Forms.spacesRemoved!);
      await expect(seed).toHaveAttribute('aria-describedby', /check-seed-spaced/);
      await expect(page.getByTestId('check-seed-error')).toHaveCount(0);
      await expect(page.getByTestId('rolls-checked')).toHaveText(SAY[locale].rolls131);
      // a seed typed whole has no note
      await seed.fill(SEED);
      await expect(page.getByTestId('check-seed-spaced')).toHaveCount(0);
    });

    test("the app's link: the rules' heading, the verdict line's count, headings in order, no layout shift", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await watchLayoutShift(page);
      await page.goto(`/${locale}/check/${buildCheckLink(MATCH)}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Check.titleRolls!);
      await expect(page.getByTestId('rolls-checked')).toHaveText(SAY[locale].rolls131);
      await expect(page.getByTestId('rolls-checked')).toHaveAttribute('data-count', '131');
      await expect(page.locator('[data-roll]')).toHaveCount(131);
      // no level skipped on the way down (h1 → h3 was Lighthouse's finding)
      const levels = await page.locator('main h1, main h2, main h3, main h4, main h5, main h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.forEach((l, i) => i > 0 && expect(l, `heading ${i + 1} of ${levels.join(' ')}`).toBeLessThanOrEqual(levels[i - 1]! + 1));
      await page.waitForTimeout(500);
      const cls = await layoutShift(page);
      test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
      expect(cls).toBeLessThan(0.1);
      // another scheme's form is headed with the page's own words
      await page.getByTestId('inputs').locator('summary').click();
      await page.locator('[data-mode="document"]').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Check.title!);
    });

    test('a link cut inside r= while g= says more: the page says the link was cut', async ({ page }) => {
      const cut = `#v=1&s=${SEED}&c=${MATCH.commitment as string}&p=${(MATCH.clientSeeds as string[]).join(',')}&r=${RECORDED.slice(0, 81)}&g=52,48,31`;
      await page.goto(`/${locale}/check/${cut}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'error');
      await expect(verdict(page)).toContainText(SAY[locale].cut);
      await expect(page.locator('[data-roll]')).toHaveCount(0);
    });

    test("the app's link cut at its end (g= lost with it) inside a roll or inside the seed: the page says the link was cut", async ({ page }) => {
      const app = buildCheckLink(MATCH);
      for (const [cut, param] of [[app.slice(0, app.indexOf('&r=') + 84), 'r='], [app.slice(0, app.indexOf('&s=') + 40), 's=']] as const) {
        await page.goto(`/${locale}/check/${cut}`);
        await expect(verdict(page)).toHaveAttribute('data-verdict', 'error');
        await expect(verdict(page)).toContainText(m.Check.link_stops!.replace('{param}', param).slice(0, 45));
        await expect(page.locator('[data-roll]')).toHaveCount(0);
      }
    });
  });
}

test('360 px screenshots of an app link, light and dark', async ({ page }, info) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const locale of locales) {
      await page.goto(`/${locale}/check/${buildCheckLink(MATCH)}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`${locale}-check-link-${scheme}.png`) });
    }
  }
});
