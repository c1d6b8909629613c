import { mkdirSync, readFileSync } from 'node:fs';
import { dieFace } from '../../lib/fair/cards';
import { parseProof, verifyProof } from '../../lib/fair/core';
import { unusualFacts } from '../../lib/stats/facts';
import { TABLES } from '../../lib/stats/tables';
import { percentOptions } from '../../lib/stats/unusual';
import { horizontalOverflow, seriousViolations } from './a11y';
import { fill } from './fill';
import { expect, test } from './fixtures';

/**
 * The fairness statistics page (/[locale]/stats): the nine tables with their SVG charts in three
 * locales at phone width, accessible; the streak calculator's exact answer and its input errors;
 * and "how unusual was this game" on a seeded proof page, with the exact percentage.
 */

const locales = ['ru', 'ro', 'en'] as const;
type Locale = (typeof locales)[number];
type Messages = { Stats: Record<string, string>; Streaks: Record<string, string>; Nav: Record<string, string> };
const messages = Object.fromEntries(locales.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Messages])) as Record<Locale, Messages>;
const en = messages.en;

const SHOTS = '/tmp/shots-stats';
mkdirSync(SHOTS, { recursive: true });

// the machine is shared with other builds: give slow page loads room
test.describe.configure({ timeout: 60_000 });

for (const locale of locales) {
  test(`${locale}: nine tables with SVG charts, accessible, no overflow at 360 px`, async ({ page }) => {
    const m = messages[locale];
    await page.setViewportSize({ width: 360, height: 800 });
    const res = await page.goto(`/${locale}/stats`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Stats.title!);
    const tables = page.locator('[data-table]');
    await expect(tables).toHaveCount(9);
    expect(await tables.evaluateAll((els) => els.map((e) => e.getAttribute('data-table')))).toEqual(TABLES.map((d) => d.name));
    for (const d of TABLES) {
      const section = page.locator(`[data-table="${d.name}"]`);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(m.Stats[`title_${d.name.replace(/\./g, '_')}`]!);
      const svg = section.locator('svg[role="img"]');
      await expect(svg).toHaveCount(1);
      await expect(svg.locator('title')).toHaveText(m.Stats[`title_${d.name.replace(/\./g, '_')}`]!);
      await expect(svg).toHaveAttribute('data-chart', d.kind === 'rows4' ? 'heat' : 'bars');
    }
    // the explanation (MDX) and the calculator are on the page
    await expect(page.getByTestId('stats-explanation').getByRole('heading', { level: 2 })).toHaveCount(3);
    // the header links here, marked as the current section
    await expect(page.getByRole('navigation').getByRole('link', { name: m.Nav.stats })).toHaveAttribute('aria-current', 'page');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/stats-${locale}-360.png`, fullPage: true });
  });
}

test('the page is rendered per request (never a stale copy)', async ({ request }) => {
  const res = await request.get('/en/stats');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|max-age=0|private/);
});

test('streak calculator: no doubles in 20 rolls out of 20 is (5/6)^20 = 2.61 %; bad input names its field', async ({ page }) => {
  await page.goto('/en/stats');
  const calc = page.locator('form').filter({ has: page.getByRole('button', { name: en.Streaks.compute }) });
  await calc.getByLabel(en.Streaks.run_doubles!).fill('20');
  await calc.getByLabel(en.Streaks.total_doubles!).fill('20');
  await calc.getByRole('button', { name: en.Streaks.compute }).click();
  const result = page.getByTestId('streak-result');
  await expect(result).toContainText('A stretch of at least 20 rolls without a double, somewhere in 20 rolls: 2.61%.');
  expect(Number(await result.getAttribute('data-p'))).toBeCloseTo((5 / 6) ** 20, 14);
  await expect(result).toContainText('About one time in 38.');
  await expect(result).toContainText('About as likely as a double six in one roll.');

  // K losses in a row: 3 in 4 games at 50 % = 3/16
  await calc.getByRole('radio', { name: en.Streaks.modeLosses }).check();
  await calc.getByLabel(en.Streaks.run_losses!).fill('3');
  await calc.getByLabel(en.Streaks.total_losses!).fill('4');
  await calc.getByLabel(en.Streaks.lossChance!).fill('50');
  await calc.getByRole('button', { name: en.Streaks.compute }).click();
  await expect(result).toContainText('At least 3 losses in a row, somewhere in 4 games: 18.8%.');
  expect(Number(await result.getAttribute('data-p'))).toBe(3 / 16);

  await calc.getByLabel(en.Streaks.lossChance!).fill('100');
  await calc.getByRole('button', { name: en.Streaks.compute }).click();
  await expect(calc.getByText('Chance of losing one game, %: enter a percentage above 0 and below 100.')).toBeVisible();
  await expect(calc.getByLabel(en.Streaks.lossChance!)).toHaveAttribute('aria-invalid', 'true');
  await calc.getByLabel(en.Streaks.lossChance!).fill('50');
  await calc.getByLabel(en.Streaks.total_losses!).fill('abc');
  await calc.getByRole('button', { name: en.Streaks.compute }).click();
  await expect(calc.getByText('Games played: enter a whole number from 1 to 1,000,000.')).toBeVisible();
  await calc.getByLabel(en.Streaks.total_losses!).fill('4');
  await calc.getByLabel(en.Streaks.run_losses!).fill('5');
  await calc.getByRole('button', { name: en.Streaks.compute }).click();
  await expect(calc.getByText('Losses in a row cannot be more than “Games played”.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});


test('proof #2 (61 backgammon rolls) says how unusual its doubles were, exactly; #3 (dice) each face', async ({ page }) => {
  for (const id of [2, 3]) {
    const doc = (await (await page.request.get(`/api/v1/proofs/${id}`)).json()) as Record<string, unknown>;
    const proof = parseProof(doc);
    const facts = unusualFacts(proof, verifyProof(proof));
    expect(facts.length).toBe(id === 2 ? 1 : 6);
    const pct = (p: number) => new Intl.NumberFormat('en', percentOptions(p)).format(p);
    const mean = (x: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(x);
    const expected = facts.map((f) =>
      f.kind === 'doubles'
        ? fill(en.Stats[`doubles_${f.u.tail}`], { x: f.u.x, n: f.n, mean: mean(f.u.mean), p: pct(f.u.p) })
        : f.kind === 'face'
          ? fill(en.Stats[`face_${f.u.tail}`], { x: f.u.x, n: f.n, mean: mean(f.u.mean), p: pct(f.u.p), face: `${dieFace(f.face)} ${f.face}` })
          : '',
    );
    if (id === 2) expect(expected[0]).toMatch(/^\d+ doubles? in 61 rolls \(on average 10\.17\): [\d.]+% of games have this (few or fewer|many or more)\.$/);
    await page.goto(`/en/fair/${id}`);
    const box = page.getByTestId('unusual');
    await expect(box.getByRole('heading', { level: 2 })).toHaveText(en.Stats.unusualTitle!);
    await expect(box.locator('li')).toHaveText(expected);
    await expect(box.getByTestId('stats-link')).toHaveAttribute('href', '/en/stats');
  }
});

test('card games, mahjong and poker: a sentence per seat or kind of tile; checkers none', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // bridge and baloot: aces and honours for four seats; mahjong: honours and flowers; poker: aces for seats 0, 2, 5, 10 (said 1, 3, 6, 11)
  for (const [id, kinds] of [
    [8, 'aces honours aces honours aces honours aces honours'],
    [11, 'aces honours aces honours aces honours aces honours'],
    [12, 'honourTiles flowers'],
    [13, 'aces aces aces aces'],
  ] as const) {
    await page.goto(`/en/fair/${id}`);
    const items = page.getByTestId('unusual').locator('li');
    expect((await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-fact')))).join(' ')).toBe(kinds);
    await expect(items.first()).toHaveText(/: \d[\d.]*% of games (give a seat |have )this (few or fewer|many or more)\.$/);
    await page.getByTestId('unusual').screenshot({ path: `${SHOTS}/unusual-${id}-en-360.png` });
  }
  await expect(page.getByTestId('unusual')).toContainText('Seat 11:');
  await expect(page.getByTestId('unusual')).not.toContainText('Seat 0:');
  await page.goto('/en/fair/6');
  await expect(page.getByTestId('unusual')).toHaveCount(0);
  await expect(page.getByTestId('stats-link')).toBeVisible();
});

test('a "how unusual" share under 1 % comes with one sentence of context and a link to /stats; none above it', async ({ page }) => {
  // mahjong #12: its honour tiles are 0.08 % rare; dice #3: every face above 1 %
  for (const [locale, start] of [
    ['ru', 'Меньше 1 % кажется редкостью'],
    ['ro', 'Sub 1 % pare ceva rar'],
    ['en', 'Under 1% looks rare'],
  ] as const) {
    await page.goto(`/${locale}/fair/12`);
    const box = page.getByTestId('unusual');
    const ps = await box.locator('li').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-p'))));
    expect(Math.min(...ps)).toBeLessThan(0.01);
    const note = box.getByTestId('rare-note');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(start);
    await expect(note.getByRole('link')).toHaveAttribute('href', `/${locale}/stats`);
    // the note carries the link: not a second one to the same page right below it
    await expect(box.getByRole('link')).toHaveCount(1);
    await page.goto(`/${locale}/fair/3`);
    const rest = await page.getByTestId('unusual').locator('li').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-p'))));
    expect(Math.min(...rest)).toBeGreaterThanOrEqual(0.01);
    await expect(page.getByTestId('rare-note')).toHaveCount(0);
    await expect(page.getByTestId('unusual').getByTestId('stats-link')).toHaveText(messages[locale].Stats.statsLink!);
  }
});

test('a committed proof has no verdict on its game yet, but links to the statistics', async ({ page }) => {
  await page.goto('/ru/fair/17');
  await expect(page.getByTestId('unusual')).toHaveCount(0);
  await expect(page.getByTestId('stats-link')).toHaveAttribute('href', '/ru/stats');
});
