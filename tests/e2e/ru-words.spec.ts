/**
 * Rendered Russian pages use the app's words (issue #12): no «сид», no
 * «коммитмент» in any case form — in the visible text, the title and the
 * description, also after the browser has verified (verdicts, diagnoses,
 * marks) and on /check with the app's link and with a bad input. /check's
 * backgammon form carries the labels of the app's result window.
 * (The sources are checked in tests/unit/ru-words.test.ts.)
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buildCheckLink } from '@/lib/fair';
import { forbiddenIn } from '../ru-words';
import { expect, test } from './fixtures';
import { vectorCase } from '../vectors';

test.describe.configure({ timeout: 60_000 });

const vector = (scheme: string, name: string) => vectorCase(scheme, name).proof;
const ru = JSON.parse(readFileSync('messages/ru.json', 'utf8')) as { Check: Record<string, string> };

async function wordsOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() =>
    [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', document.body.innerText].join('\n'),
  );
  return forbiddenIn(text);
}

const verdict = (page: Page) => page.locator('[data-verdict]');

// Demo set numbers (tests/e2e/seed.ts): 1 backgammon match, 4 Telegram dice,
// 13 poker session, 14 chess against the bot, 15 chess, 16 a failed dice game,
// 17 and 18 still committed (bridge, poker), 19 every die thrown by Telegram, 20 a commitment shared with 21.
// one page goes through them all: a fresh browser context per page paid the scripts' download
// and compilation each time (2.4 s a page against 1.0 s, measured idle)
test('the proof pages say neither «сид» nor «коммитмент»', async ({ page }) => {
  for (const id of [1, 4, 13, 14, 15, 16, 17, 18, 19, 20]) {
    await page.goto(`/ru/fair/${id}`);
    await expect(verdict(page), `/ru/fair/${id}`).toHaveAttribute('data-verdict', /verified|failed|committed|unchecked/, { timeout: 30_000 });
    expect(await wordsOn(page), `/ru/fair/${id}`).toEqual([]);
  }
});

const docs = ['', '/why-252', '/games', '/log', '/faq'];
test('the other pages say neither «сид» nor «коммитмент»', async ({ page }) => {
  for (const path of ['/ru', '/ru/fair', '/ru/log', '/ru/verifier', ...docs.map((d) => `/ru/how-it-works${d}`)]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expect(await wordsOn(page), path).toEqual([]);
  }
});

test("/ru/check: the app's labels, and neither word — empty, from the app's link, failed, with a bad input", async ({ page }) => {
  await page.goto('/ru/check');
  for (const label of ['Зерно сервера', 'Печать, показанная до первого броска', 'Зёрна телефонов, по одному в строке']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  expect(ru.Check.seedLabel).toBe('Зерно сервера');
  expect(await wordsOn(page)).toEqual([]);

  const match = vector('roll_pair_v1', 'two phones, 32-byte seed, match of 3 games');
  await page.goto(`/ru/check${buildCheckLink(match)}`);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 30_000 });
  expect(await wordsOn(page)).toEqual([]);

  const other = vector('roll_pair_v1', 'two phones, 32-byte seed, match of 3 games — commitment of another seed');
  await page.goto(`/ru/check${buildCheckLink(other)}`);
  await page.reload();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed', { timeout: 30_000 });
  expect(await wordsOn(page)).toEqual([]);

  await page.goto('/ru/check');
  await page.reload();
  await page.getByLabel('Зерно сервера', { exact: true }).fill('xyz');
  await page.getByLabel('Зёрна телефонов, по одному в строке', { exact: true }).fill('a');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'error', { timeout: 30_000 });
  expect(await wordsOn(page)).toEqual([]);
});

test("the home page's example number is a verified game of the demo set", async ({ page, request }) => {
  await page.goto('/ru');
  const example = await page.locator('#lookup-id').getAttribute('placeholder');
  const n = /(\d+)/.exec(example ?? '')?.[1];
  // the newest verified proof: the demo set's, or one another test published since
  expect(Number(n), example ?? '').toBeGreaterThan(0);
  const res = await request.get(`/api/v1/proofs?before=${Number(n) + 1}&limit=1`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: number; verdict: string | null }[] };
  expect(items[0]).toMatchObject({ id: Number(n), verdict: 'verified' });
});
