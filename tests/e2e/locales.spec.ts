import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { E2E_CONTACT } from './global-setup';

const locales = ['ru', 'ro', 'en'] as const;
type Messages = {
  Home: { title: string };
  Nav: { check: string; howItWorks: string };
  NotFound: { title: string };
  Verifier: Record<string, string>;
};
const messages = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Messages]),
) as Record<(typeof locales)[number], Messages>;

test.describe('locale negotiation', () => {
  for (const [acceptLanguage, expected] of [
    ['ro-RO,ro;q=0.9,en;q=0.5', 'ro'],
    ['en-US,en;q=0.9', 'en'],
    ['ru', 'ru'],
    ['de-DE,de;q=0.9', 'ru'],
  ] as const) {
    test(`/ with Accept-Language "${acceptLanguage}" goes to /${expected}`, async ({ request }) => {
      const res = await request.get('/', { headers: { 'Accept-Language': acceptLanguage }, maxRedirects: 0 });
      expect([302, 303, 307, 308]).toContain(res.status());
      expect(new URL(res.headers().location ?? '', 'http://x').pathname).toBe(`/${expected}`);
    });
  }

  test('an unknown page is a 404, never a 500; under an unknown locale, the default locale answers', async ({ request, page }) => {
    for (const path of ['/ru/no-such-page', '/en/fair/not-a-number/extra', '/de/no-such-page']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
    // a locale the site does not have is not a page of the default one (/ru/de/check): its page is (lib/i18n/prefix.ts)
    for (const [path, to] of [['/xx', '/ru'], ['/de/check', '/ru/check']] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(new URL(res.url()).pathname, path).toBe(to);
    }
    const res = await page.goto('/ro/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ro.NotFound.title);
    await expect(page.getByRole('search')).toBeVisible();
  });
});

for (const locale of locales) {
  test.describe(`/${locale}`, () => {
    test('is translated, has the right lang, and looks right at 360 px and on desktop', async ({ page }, info) => {
      const t = messages[locale];
      for (const [name, viewport] of [
        ['phone', { width: 360, height: 780 }],
        ['desktop', { width: 1280, height: 860 }],
      ] as const) {
        await page.setViewportSize(viewport);
        const res = await page.goto(`/${locale}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Home.title);
        await expect(page.getByRole('link', { name: t.Nav.check, exact: true })).toBeVisible();
        await expect(page.getByTestId('contact')).toContainText(E2E_CONTACT);
        // Nothing may widen the page beyond the screen (long words, hex).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        const shot = await page.screenshot({ fullPage: true, path: info.outputPath(`${locale}-${name}.png`) });
        await info.attach(`${locale}-${name}`, { body: shot, contentType: 'image/png' });
      }
    });
  });
}

test('dark mode follows the system setting', async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en');
  const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(dark).not.toBe(light);
  await page.screenshot({ fullPage: true, path: info.outputPath('en-dark.png') });
});

test('the locale switcher keeps the path and the #fragment', async ({ page }) => {
  await page.goto('/ru/check#v=1&s=00ff&p=a,b');
  await page.getByRole('link', { name: 'en', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/check#v=1&s=00ff&p=a,b$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: messages.en.Nav.howItWorks }).click();
  await expect(page).toHaveURL(/\/en\/how-it-works$/);
  await page.getByRole('link', { name: 'ro', exact: true }).click();
  await expect(page).toHaveURL(/\/ro\/how-it-works$/);
});

test('/verifier: the code samples\' comments are in the page\'s language, the code is the same in all', async ({ page }) => {
  const samples: Record<string, string[]> = {};
  for (const locale of locales) {
    const v = messages[locale].Verifier;
    await page.goto(`/${locale}/verifier`);
    const code = await page.locator('pre').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    const [node, browser] = [code.find((c) => c.includes('node verifier.js'))!, code.find((c) => c.includes('<script'))!];
    for (const key of ['codeReport', 'codeJson', 'codeStdin', 'codeHelp']) expect(node, `${locale} ${key}`).toContain(`# ${v[key]}`);
    for (const key of ['codeRead', 'codeVerify', 'codeResult']) expect(browser, `${locale} ${key}`).toContain(`// ${v[key]}`);
    // each comment on its own line above its command: nothing begins past a phone's screen
    expect(node.split('\n').map((l) => l.startsWith('# '))).toEqual([true, false, true, false, true, false, true, false]);
    samples[locale] = [node, browser].map((c) => c.replace(/^ *(#|\/\/) .*\n/gm, ''));
  }
  expect(samples.ru).toEqual(samples.en);
  expect(samples.ro).toEqual(samples.en);
  // a comment of one language is never on another's page
  await page.goto('/ru/verifier');
  await expect(page.locator('pre').filter({ hasText: 'node verifier.js' })).not.toContainText(messages.en.Verifier.codeReport!);
});
