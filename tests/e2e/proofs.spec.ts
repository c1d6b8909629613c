import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const ru = JSON.parse(readFileSync('messages/ru.json', 'utf8')) as {
  Lookup: { label: string; submit: string };
  Proofs: { older: string };
  Proof: { title: string };
};

test('the proof list reads the database and pages by key', async ({ page, request }) => {
  // the seeded set (tests/e2e/seed.ts): numbers 1 to the newest, more than 20 of them
  const newest = ((await (await request.get('/api/v1/proofs?limit=1')).json()) as { items: { id: number }[] }).items[0]!.id;
  expect(newest).toBeGreaterThan(20);
  await page.goto('/ru/fair');
  const items = page.getByTestId('proof-list').getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText(`№ ${newest}`);
  await page.getByRole('link', { name: ru.Proofs.older }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/fair\\?before=${newest - 19}$`));
  await expect(items).toHaveCount(Math.min(20, newest - 20));
  if (newest <= 40) await expect(items.last()).toContainText('№ 1');
});

test("the lookup box's example number is a proof that exists", async ({ page, request }) => {
  for (const path of ['/ru', '/en/fair']) {
    await page.goto(path);
    const example = await page.locator('#lookup-id').getAttribute('placeholder');
    const n = /(\d+)/.exec(example ?? '')?.[1];
    expect(n, `${path}: ${example}`).toBeDefined();
    expect((await request.get(`/api/v1/proofs/${n}`)).status(), `${path}: proof ${n}`).toBe(200);
  }
});

test('lookup by number opens the proof; an unknown number is a 404 with the lookup box', async ({ page }) => {
  await page.goto('/ru');
  await page.getByLabel(ru.Lookup.label).fill('7');
  await page.getByRole('button', { name: ru.Lookup.submit }).click();
  await expect(page).toHaveURL(/\/ru\/fair\/7$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.Proof.title.replace('{id}', '7'));

  const res = await page.goto('/ru/fair/999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('search')).toBeVisible();
});

test('the proof list filters by game', async ({ page }) => {
  const games = JSON.parse(readFileSync('messages/ru.json', 'utf8')).Games as Record<string, string>;
  await page.goto('/ru/fair');
  await page.getByRole('link', { name: games.chess, exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/fair\?game=chess$/);
  const items = page.getByTestId('proof-list').getByRole('listitem');
  await expect(items).toHaveCount(2);
  for (const text of await items.allTextContents()) expect(text).toContain(games.chess);
  await page.goto('/ru/fair?game=dice');
  // 3 demo dice proofs and 7 committed ones from the e2e seed: one page.
  await expect(items).toHaveCount(10);
  await page.goto('/ru/fair?game=nonsense');
  await expect(items).toHaveCount(20);
});
