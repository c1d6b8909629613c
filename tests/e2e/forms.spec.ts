import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { buildCheckLink, cardLabel, chessWhite, sha256Hex } from '@/lib/fair';
import { expect, test } from './fixtures';
import { vectorCase as vector } from '../vectors';

/**
 * /check/'s form for every scheme (components/forms/): filled in, recomputed as fields change,
 * compared with recorded outcomes (a match and a mismatch), the share link reopening the same form
 * with the same verdict, a field error naming what is expected; and each form at 360 px in the
 * three locales, screenshotted.
 */

const locales = ['ru', 'ro', 'en'] as const;
type Locale = (typeof locales)[number];
type Tree = { [k: string]: string | Tree };
const messages = Object.fromEntries(locales.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Tree])) as Record<Locale, Tree>;
/** A message by its dotted path, e.g. `Forms.dice.countLabel`. */
function msg(locale: Locale, path: string): string {
  let node: string | Tree = messages[locale];
  for (const k of path.split('.')) node = (node as Tree)[k]!;
  if (typeof node !== 'string') throw new Error(`no message ${path}`);
  return node;
}

type Doc = Record<string, unknown>;

const TELEGRAM = vector('die_round_v1', 'bot chat with Telegram dice at 3 positions');
const BRIDGE = vector('match_seed_v2', 'bridge');
const BACKGAMMON = vector('match_seed_v2', 'backgammon');
const CHESS = vector('chess_colour_v1', 'two players, A plays White');
const POKER_SWAPPED = vector('poker_hmac_v1', 'receipt with a swapped card');

const verdict = (page: Page) => page.locator('[data-verdict]');
const hashOf = (page: Page) => page.evaluate(() => window.location.hash);

/** Opens `locale`'s /check and the form of `scheme` (its mode button). */
async function openForm(page: Page, locale: Locale, scheme: string): Promise<Locator> {
  await page.goto(`/${locale}/check`);
  await page.getByRole('button', { name: msg(locale, `Forms.modes.${scheme}`), exact: true }).click();
  const form = page.locator(`[data-form="${scheme}"]`);
  await expect(form).toBeVisible();
  return form;
}

/** Every text control's value and every checkbox of a form, by id. */
async function valuesOf(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((el) =>
    Object.fromEntries(
      [...el.querySelectorAll('input, textarea, select')].map((c, i) => {
        const input = c as HTMLInputElement;
        return [c.id || `#${i}`, input.type === 'checkbox' ? String(input.checked) : input.value];
      }),
    ),
  );
}

/**
 * The share link: the fragment (`#v=1&j=…&f=1`, the document the form edits), opened in a new
 * page, shows the same form with the same values and the same verdict.
 */
async function sharedLinkReopens(page: Page, scheme: string, expected: string) {
  const hash = await hashOf(page);
  expect(hash).toMatch(/^#v=1&j=[A-Za-z0-9_-]+&f=1$/);
  const values = await valuesOf(page.locator(`[data-form="${scheme}"]`));
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(verdict(other)).toHaveAttribute('data-verdict', expected);
  // arriving from a link, the inputs are folded below the verdict (open already at an error)
  const details = other.getByTestId('inputs');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
  const form = other.locator(`[data-form="${scheme}"]`);
  await expect(form).toBeVisible();
  // a pasted JSON text comes back as the same document, laid out
  const same = (v: Record<string, string>) =>
    Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.startsWith('{') ? JSON.stringify(JSON.parse(x)) : x]));
  expect(same(await valuesOf(form))).toEqual(same(values));
  await other.close();
}

test.describe('the dice form (die_round_v1)', () => {
  const p = TELEGRAM.proof as { serverSeed: string; commitment: string; clientSeeds: string[]; recorded: number[]; telegram: number[] };
  const computed = TELEGRAM.expect.dice as number[];

  test('fill, compute, compare, share, and a field error', async ({ page }) => {
    const form = await openForm(page, 'en', 'die_round_v1');
    await form.getByLabel(msg('en', 'Forms.seedLabel')).fill(p.serverSeed);
    await form.getByLabel(msg('en', 'Forms.commitmentLabel')).fill(p.commitment);
    // as the dice proof page shows it: the seeds joined by ':'
    await form.getByLabel(msg('en', 'Forms.dice.clientsLabel')).fill(p.clientSeeds.join(':'));
    await form.getByLabel(msg('en', 'Forms.dice.countLabel')).fill('25');
    // seeds only: computed, with the commitment checked
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
    await expect(page.locator('[data-die]')).toHaveCount(25);
    await expect(page.locator('[data-die="1"]')).toHaveAttribute('data-label', `Die 1: ${computed[0]}`);

    await form.getByLabel(msg('en', 'Forms.dice.telegramLabel')).fill(p.telegram.join(', '));
    const recorded = form.getByLabel(msg('en', 'Forms.dice.recordedLabel'));
    // numbered, as a log shows them; the Telegram positions hold Telegram's own dice
    await recorded.fill(p.recorded.map((d, i) => `${i + 1}. ${d}`).join('\n'));
    await form.getByLabel(msg('en', 'Forms.dice.countLabel')).fill('');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
    await expect(page.locator('[data-die][data-ok="true"]')).toHaveCount(22);
    await expect(page.locator('[data-die][data-mark="unchecked"], [data-die][data-ok="false"]')).toHaveCount(0);

    // a die that differs: marked at its position
    const altered = p.recorded.slice();
    altered[4] = (altered[4]! % 6) + 1;
    await recorded.fill(altered.join(' '));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed');
    await expect(page.locator('[data-die][data-ok="false"]')).toHaveAttribute('data-die', '5');
    await expect(page.getByTestId('differences')).toContainText(`Die 5: recorded ${altered[4]}, computed ${computed[4]}`);
    await sharedLinkReopens(page, 'die_round_v1', 'failed');

    // a Telegram mark typed into the dice is a Telegram position
    await form.getByLabel(msg('en', 'Forms.dice.telegramLabel')).fill('');
    await recorded.fill(p.recorded.map((d, i) => (p.telegram.includes(i + 1) ? 'T' : String(d))).join(' '));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
    await expect(page.locator('[data-die][data-ok="true"]')).toHaveCount(22);
    await sharedLinkReopens(page, 'die_round_v1', 'verified');

    // field errors name the field's problem and what is expected
    await recorded.fill('6 3 7 2');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'error');
    await expect(page.getByTestId('dice-recorded-error')).toHaveText('Die 3: cannot read “7” — expected faces 1 to 6, or T where the log shows the Telegram mark');
    await expect(recorded).toHaveAttribute('aria-invalid', 'true');
    // …and a link keeps the field as typed, with its error
    await sharedLinkReopens(page, 'die_round_v1', 'error');
    await recorded.fill('');
    await form.getByLabel(msg('en', 'Forms.dice.countLabel')).fill('x');
    await expect(page.getByTestId('dice-count-error')).toContainText('expected a whole number from 0 to 100,000, got "x"');
    await form.getByLabel(msg('en', 'Forms.dice.countLabel')).fill('');
    await expect(page.getByTestId('dice-count-error')).toHaveText(msg('en', 'Forms.diceCountRequired'));
    await form.getByLabel(msg('en', 'Forms.commitmentLabel')).fill('');
    await expect(page.getByTestId('dice-commitment-error')).toHaveText(msg('en', 'Forms.commitmentRequired'));
  });
});

test('a field error reads in the page’s language, not lib/fair’s English', async ({ page }) => {
  for (const [locale, words] of [
    ['ru', 'нужно целое число от 0 до 100\u00a0000, а здесь «x»'],
    ['ro', 'trebuie un număr întreg de la 0 la 100.000, iar aici e „x”'],
  ] as const) {
    const p = TELEGRAM.proof as { serverSeed: string; commitment: string; clientSeeds: string[] };
    const form = await openForm(page, locale, 'die_round_v1');
    await form.getByLabel(msg(locale, 'Forms.seedLabel')).fill(p.serverSeed);
    await form.getByLabel(msg(locale, 'Forms.commitmentLabel')).fill(p.commitment);
    await form.getByLabel(msg(locale, 'Forms.dice.clientsLabel')).fill(p.clientSeeds.join(':'));
    await form.getByLabel(msg(locale, 'Forms.dice.countLabel')).fill('x');
    await expect(page.getByTestId('dice-count-error')).toContainText(words);
    await expect(page.getByTestId('dice-count-error')).not.toContainText('expected');
  }
});

test.describe('the table games form (match_seed_v2)', () => {
  test('a bridge match: deals pasted as cards; one card swapped fails at that deal', async ({ page }) => {
    const p = BRIDGE.proof as { serverSeed: string; commitment: string; matchId: string; clientSeeds: string[]; recorded: { deals: number[][] } };
    const form = await openForm(page, 'ro', 'match_seed_v2');
    await form.getByLabel(msg('ro', 'Forms.match.gameLabel')).selectOption('bridge');
    await form.getByLabel(msg('ro', 'Forms.seedLabel')).fill(p.serverSeed);
    await form.getByLabel(msg('ro', 'Forms.commitmentLabel')).fill(p.commitment);
    await form.getByLabel(msg('ro', 'Forms.match.matchIdLabel')).fill(p.matchId);
    await form.getByLabel(msg('ro', 'Forms.match.seedsLabel')).fill(p.clientSeeds.join('\n'));
    const recorded = form.locator('#match-recorded');
    // one deal with suit symbols and 10 for the ten, the others as letters
    const deals = p.recorded.deals;
    const text = (d: number[][]) =>
      d.map((deal, i) => deal.map((c) => (i === 0 ? cardLabel(c, { c: '♣', d: '♦', h: '♥', s: '♠' }).replace(/^T/, '10') : cardLabel(c))).join(' ')).join('\n');
    await recorded.fill(text(deals));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
    await expect(page.getByTestId('deals').locator(':scope > div')).toHaveCount(4);
    await expect(page.getByTestId('deals').locator('[data-event="bad"]')).toHaveCount(0);

    const swapped = deals.map((d) => d.slice());
    [swapped[2]![0], swapped[2]![20]] = [swapped[2]![20]!, swapped[2]![0]!];
    // as the form itself writes deals: a seat's 13 cards a line, a blank line between deals
    const lines = (d: number[][]) =>
      d.map((deal) => [0, 1, 2, 3].map((s) => deal.slice(13 * s, 13 * s + 13).map((c) => cardLabel(c)).join(' ')).join('\n')).join('\n\n');
    await recorded.fill(lines(swapped));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed');
    await expect(page.getByTestId('deals').locator('[data-event="bad"]')).toHaveCount(3); // the deal, and its two cards
    await expect(page.getByTestId('differences')).toContainText('3');
    await sharedLinkReopens(page, 'match_seed_v2', 'failed');

    await recorded.fill('As Kh Zz');
    await expect(page.getByTestId('match-recorded-error')).toHaveText('Cartea 3: nu se poate citi „Zz” — se așteaptă un rang și o culoare, de ex. As, 10h, K♠');
    await recorded.fill('As Kh');
    await expect(page.getByTestId('match-recorded-error')).toContainText('Ai lipit 2 cărți — se așteaptă 52');
  });

  test('a backgammon match: the dice from the opening roll on, who took seat 1', async ({ page }) => {
    const p = BACKGAMMON.proof as { serverSeed: string; commitment: string; matchId: string; clientSeeds: string[]; recorded: { seatOrder: number[]; dice: number[] } };
    const form = await openForm(page, 'ru', 'match_seed_v2');
    await expect(form.getByLabel(msg('ru', 'Forms.match.gameLabel'))).toHaveValue('backgammon');
    await form.getByLabel(msg('ru', 'Forms.seedLabel')).fill(p.serverSeed);
    await form.getByLabel(msg('ru', 'Forms.commitmentLabel')).fill(p.commitment);
    await form.getByLabel(msg('ru', 'Forms.match.matchIdLabel')).fill(p.matchId);
    await form.getByLabel(msg('ru', 'Forms.match.seedsLabel')).fill(p.clientSeeds.join('\n'));
    await form.locator('#match-first').selectOption(String(p.recorded.seatOrder[0]! + 1));
    const pairs = [];
    for (let i = 0; i < p.recorded.dice.length; i += 2) pairs.push(`${p.recorded.dice[i]}-${p.recorded.dice[i + 1]}`);
    await form.locator('#match-recorded').fill(pairs.join(' '));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
    await expect(page.getByTestId('seat-order')).toHaveAttribute('data-ok', 'true');
    await sharedLinkReopens(page, 'match_seed_v2', 'verified');

    // the other player in seat 1: the seat order fails
    await form.locator('#match-first').selectOption(String(2 - p.recorded.seatOrder[0]!));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed');
    await expect(page.getByTestId('seat-order')).toHaveAttribute('data-ok', 'false');

    // no count and no dice: the count is asked for, naming what
    await form.locator('#match-recorded').fill('');
    await expect(page.getByTestId('match-count-error')).toHaveText('Введите число костей или вставьте записанные кости.');
    await form.locator('#match-count').fill('12');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed');
    await expect(page.locator('[data-roll], [data-label^="Бросок"]')).toHaveCount(6);
    // checkers: no count, the seat order only
    await form.getByLabel(msg('ru', 'Forms.match.gameLabel')).selectOption('checkers');
    await expect(form.locator('#match-count')).toHaveCount(0);
  });
});

test.describe('the chess form (chess_colour_v1)', () => {
  test('both sides, and a game against the bot', async ({ page }) => {
    const p = CHESS.proof as Record<string, string>;
    const form = await openForm(page, 'en', 'chess_colour_v1');
    for (const s of ['A', 'B']) {
      await form.locator(`#chess-seed${s}`).fill(p[`seed${s}`]!);
      await form.locator(`#chess-commit${s}`).fill(p[`commit${s}`]!);
      await form.locator(`#chess-client${s}`).fill(p[`client${s}`]!);
    }
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
    await form.getByLabel(msg('en', 'Forms.chess.whiteLabel')).selectOption('A');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
    await expect(verdict(page)).toContainText('3 checks');
    await sharedLinkReopens(page, 'chess_colour_v1', 'verified');
    await form.getByLabel(msg('en', 'Forms.chess.whiteLabel')).selectOption('B');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed');
    await expect(page.getByTestId('differences')).toContainText('recorded B, computed A');

    // a seed that is not the committed one
    await form.locator('#chess-commitB').fill(p.commitA!);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed');
    await form.locator('#chess-commitB').fill('12ab');
    await expect(page.getByTestId('chess-commitB-error')).toContainText('expected 64 hex digits (0–9, a–f), got "12ab"');

    // against the bot: side A only
    await form.getByTestId('chess-bot').check();
    await expect(form.locator('#chess-seedB')).toHaveCount(0);
    const white = chessWhite(p.seedA!, undefined, sha256Hex(p.seedA!), undefined, p.clientA!, '');
    await form.getByLabel(msg('en', 'Forms.chess.whiteLabel')).selectOption(white);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
    await sharedLinkReopens(page, 'chess_colour_v1', 'verified');
    await form.getByLabel(msg('en', 'Forms.chess.whiteLabel')).selectOption(white === 'A' ? 'B' : 'A');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed');
    await form.locator('#chess-clientA').fill('');
    await expect(page.getByTestId('chess-clientA-error')).toHaveText(msg('en', 'Forms.clientSeedRequired'));
  });
});

test.describe('the poker form (poker_hmac_v1)', () => {
  test('a receipt pasted or dropped, a swapped card, a document of another game', async ({ page, request }) => {
    const receipt = (await (await request.get('/demo/poker-receipt.json')).json()) as Doc;
    const form = await openForm(page, 'en', 'poker_hmac_v1');
    const box = form.getByLabel(msg('en', 'Forms.poker.label'));
    await box.fill(JSON.stringify(receipt));
    // a receipt's cards fit its own roots: it agrees with itself (its session's page takes it further)
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'unchecked');
    // the outcomes (receipts among them) are drawn just after the verdict, in a root of their own
    await expect(page.getByTestId('receipts').locator('li[data-ok="true"]').first()).toBeVisible();
    const cards = await page.getByTestId('receipts').locator('li[data-ok="true"]').count();
    expect(cards).toBeGreaterThan(0);
    await sharedLinkReopens(page, 'poker_hmac_v1', 'unchecked');

    await box.fill(JSON.stringify(POKER_SWAPPED.proof));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed');
    await expect(page.getByTestId('receipts').locator('li[data-ok="false"]')).not.toHaveCount(0);

    await box.fill(JSON.stringify(CHESS.proof));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'error');
    await expect(page.getByTestId('poker-document-error')).toContainText('This is not a poker document (scheme “chess_colour_v1”)');
    await box.fill(JSON.stringify({ ...receipt, commitment: 'x' }));
    await expect(page.getByTestId('poker-document-error')).toContainText('commitment: expected 64 hex digits');

    await box.fill('');
    await form.getByTestId('document-file').setInputFiles({ name: 'receipt.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(receipt)) });
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'unchecked');
  });
});

test('the backgammon link loads its own form only; another form loads when chosen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const MATCH = vector('roll_pair_v1', 'two phones, 32-byte seed, match of 3 games');
  await page.goto(`/en/check${buildCheckLink(MATCH.proof)}`);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
  await page.getByTestId('inputs').locator('summary').click();
  await expect(page.locator('[data-form="roll_pair_v1"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('button', { name: msg('en', 'Forms.modes.die_round_v1'), exact: true }).click();
  await expect(page.locator('[data-form="die_round_v1"]')).toBeVisible();
  // the dice form came in its own script, fetched only now
  expect(scripts.length).toBeGreaterThan(before);
  // the backgammon form's fields were kept (once the dice form's script and its first pass are done)
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: msg('en', 'Forms.modes.roll_pair_v1'), exact: true }).click();
  await expect(page.locator('#check-seed')).toHaveValue(MATCH.proof.serverSeed as string);
});

test("a Telegram position shows Telegram's mark and its own die, never the seed's face (as proof pages do)", async ({ page }) => {
  const p = TELEGRAM.proof as { recorded: number[]; telegram: number[] };
  const seed = TELEGRAM.expect.dice as number[];
  await page.goto(`/en/check${buildCheckLink(TELEGRAM.proof)}`);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified');
  for (const pos of p.telegram) {
    const rec = p.recorded[pos - 1]!;
    expect(seed[pos - 1], `the vector's Telegram die ${pos} differs from the seed's`).not.toBe(rec);
    const badge = page.locator(`[data-die="${pos}"] svg`);
    // the badge: Telegram's mark with Telegram's own die in its corner; the seed's value beside it, in words
    await expect(badge.locator('path')).toHaveCount(1);
    await expect(badge.locator('text')).toHaveText(String(rec));
    await expect(badge).toHaveAttribute('aria-label', new RegExp(`^${msg('en', 'Outcomes.die').replace('{n}', String(pos))}: ${msg('en', 'Outcomes.telegram')} ${rec}$`));
  }
});

test.describe('layout', () => {
  const filled: Record<string, Doc> = {
    roll_pair_v1: vector('roll_pair_v1', 'two phones, 32-byte seed, match of 3 games').proof,
    die_round_v1: TELEGRAM.proof,
    match_seed_v2: BRIDGE.proof,
    chess_colour_v1: CHESS.proof,
    poker_hmac_v1: POKER_SWAPPED.proof,
  };
  for (const locale of locales) {
    test(`${locale}: every form at 360 px, empty and filled, without horizontal scroll`, async ({ page }, info) => {
      await page.setViewportSize({ width: 360, height: 780 });
      for (const [scheme, doc] of Object.entries(filled)) {
        const form = await openForm(page, locale, scheme);
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(await overflow(), `${scheme} empty`).toBeLessThanOrEqual(0);
        await form.screenshot({ path: info.outputPath(`${locale}-${scheme}-empty.png`) });
        // filled from its form's link
        const link = scheme === 'roll_pair_v1' ? buildCheckLink(doc) : `${buildCheckLink(doc)}&f=1`;
        // a page load of its own, as a tapped link is (from /check itself only the #fragment would change)
        await page.goto('about:blank');
        await page.goto(`/${locale}/check${link}`);
        await expect(verdict(page)).toHaveAttribute('data-verdict', /verified|failed/);
        await page.getByTestId('inputs').locator('summary').click();
        await expect(page.locator(`[data-form="${scheme}"]`)).toBeVisible();
        expect(await overflow(), `${scheme} filled`).toBeLessThanOrEqual(0);
        await page.locator(`[data-form="${scheme}"]`).screenshot({ path: info.outputPath(`${locale}-${scheme}-filled.png`) });
        await page.getByTestId('check-form').locator('[role="group"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: info.outputPath(`${locale}-${scheme}-switch.png`) });
      }
    });
  }
});
