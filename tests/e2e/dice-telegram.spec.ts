import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { buildCheckLink } from '../../lib/fair';
import { expect, test } from './fixtures';

/**
 * Issue #21 item 5 on the pages of the browser-test database (tests/e2e/seed.ts, the demo set):
 * how many dice were checked and how many Telegram threw (4: 4 of 40 dice; 19: all 12), the
 * verdict of a game whose every die Telegram threw, the same on /check, the proofs that share a
 * commitment (20 and 21) naming each other, and the share of Telegram dice on /stats.
 */

const locales = ['ru', 'en'] as const;
type Locale = (typeof locales)[number];
const messages = Object.fromEntries(locales.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8'))])) as Record<Locale, Record<string, Record<string, string>>>;
const t = (locale: Locale, ns: string) => createTranslator({ locale, messages: messages[locale], namespace: ns as never }) as unknown as (key: string, values?: Record<string, unknown>) => string;

const verdict = (page: Page) => page.locator('[data-verdict]');
const tally = (page: Page) => page.getByTestId('dice-tally');

test.describe.configure({ timeout: 60_000 });

/** The demo's bot chat (proof 19) as served: every die thrown by Telegram. */
async function botChat(request: import('@playwright/test').APIRequestContext) {
  const doc = (await (await request.get('/api/v1/proofs/19')).json()) as Record<string, unknown>;
  expect((doc.telegram as number[]).length).toBe(doc.count);
  const { id: _i, status: _s, committedAt: _c, revealedAt: _r, log: _l, ...proof } = doc;
  return proof;
}

for (const locale of locales) {
  test(`${locale}: a proof page says how many dice were checked and how many Telegram threw`, async ({ page }) => {
    const d = t(locale, 'DiceTally');
    await page.goto(`/${locale}/fair/4`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
    await expect(tally(page)).toHaveText(`${d('checked', { compared: 36, dice: 40, telegram: 4 })} ${d('inApp')}`);
    await expect(tally(page)).toHaveAttribute('data-compared', '36');
    // a game without Telegram dice says its count, and nothing about the app
    await page.goto(`/${locale}/fair/3`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
    await expect(tally(page)).toHaveText(d('checked', { compared: 60, dice: 60, telegram: 0 }));
    // other schemes have no dice line
    await page.goto(`/${locale}/fair/1`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
    await expect(tally(page)).toHaveCount(0);
  });

  test(`${locale}: a game whose every die Telegram threw says that no die could be checked, never "verified"`, async ({ page }) => {
    const d = t(locale, 'DiceTally');
    await page.goto(`/${locale}/fair/19`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'unchecked', { timeout: 20_000 });
    await expect(verdict(page)).toContainText(d('noneTitle'));
    await expect(verdict(page)).toContainText(d('noneDetail'));
    await expect(verdict(page).locator('p').first()).toHaveText(d('noneTitle'));
    await expect(verdict(page)).not.toContainText(t(locale, 'Verdict')('verified'));
    await expect(tally(page)).toHaveText(`${d('checked', { compared: 0, dice: 12, telegram: 12 })} ${d('inApp')}`);
    // its title says the seed is revealed, not that the game is verified
    expect(await page.title()).toContain(t(locale, 'Proof')('metaRevealed', { id: 19 }));
    // and the list of proofs says the same as the page: revealed, while its neighbour (4) is verified
    const p = t(locale, 'Proofs');
    await page.goto(`/${locale}/fair?game=dice`);
    // (the number is written with a no-break space, which the accessible name reads as a space)
    const row = (id: number) => page.getByTestId('proof-list').getByRole('link', { name: new RegExp(`^${p('number', { id }).replace(/\s/g, '\\s')} `) });
    await expect(row(19)).toContainText(p('status_revealed'));
    await expect(row(19)).not.toContainText(p('verdict_verified'));
    await expect(row(4)).toContainText(p('verdict_verified'));
  });

  test(`${locale}: /check says the same of the same documents`, async ({ page, request }) => {
    const d = t(locale, 'DiceTally');
    const all = await botChat(request);
    await page.goto(`/${locale}/check${buildCheckLink(all as never)}`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'unchecked', { timeout: 20_000 });
    await expect(verdict(page)).toContainText(d('noneTitle'));
    await expect(tally(page)).toHaveText(`${d('checked', { compared: 0, dice: 12, telegram: 12 })} ${d('inApp')}`);
    // one die recorded by the seeds: 1 of 12 checked, the verdict is "verified" again
    await page.goto(`/${locale}/check${buildCheckLink({ ...all, telegram: (all.telegram as number[]).slice(1) } as never)}`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', /verified|failed/, { timeout: 20_000 });
    await expect(tally(page)).toHaveAttribute('data-compared', '1');
  });

  test(`${locale}: proofs sharing a commitment name each other`, async ({ page }) => {
    const p = t(locale, 'Proof');
    for (const [id, other] of [[20, 21], [21, 20]] as const) {
      await page.goto(`/${locale}/fair/${id}`);
      const flag = page.getByTestId('same-commitment');
      await expect(flag).toContainText(p('sameCommitmentTitle', { count: 1 }));
      await expect(flag).toContainText(p('sameCommitmentBody', { count: 1 }));
      const link = flag.getByRole('link', { name: p('title', { id: other }) });
      await expect(link).toHaveAttribute('href', `/${locale}/fair/${other}`);
    }
    await page.goto(`/${locale}/fair/3`);
    await expect(page.getByTestId('same-commitment')).toHaveCount(0);
  });
}

test('/stats shows the share of Telegram dice among the dice counted', async ({ page }) => {
  // counted dice proofs of the demo set: 60 + 40 (4 Telegram) + 12 (all Telegram) + 24 + 18 + 36; the failed one is not counted
  const share = page.getByTestId('telegram-share');
  await page.goto('/en/stats');
  await expect(share).toHaveAttribute('data-telegram', '16');
  await expect(share).toHaveAttribute('data-dice', '190');
  await expect(share).toHaveText(t('en', 'Stats')('telegramShare', { share: '8.4%', telegram: '16', dice: '190' }));
  await page.goto('/ru/stats');
  await expect(share).toContainText('16 из 190');
});
