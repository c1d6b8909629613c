// Pages without JavaScript (issue #23 item 2): never a spinner that cannot end. A proof page shows
// the verdict the site recorded (tests/e2e/proof-page.spec.ts); /check says it needs JavaScript.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const messages = Object.fromEntries(
  (['ru', 'ro', 'en'] as const).map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as { Check: Record<string, string> }]),
);
/** A message's text as shown: its rich-text tags dropped. */
const shown = (text: string) => text.replace(/<\/?\w+>/g, '');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['ru', 'ro', 'en'] as const) {
    test(`/${locale}/check says it needs JavaScript, and where to check without a browser`, async ({ page }) => {
      await page.goto(`/${locale}/check#v=1&s=00`);
      const note = page.getByTestId('check-noscript');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(shown(messages[locale]!.Check.noscript!));
      await expect(note.getByRole('link', { name: 'verifier.js' })).toHaveAttribute('href', `/${locale}/verifier`);
    });
  }
});
