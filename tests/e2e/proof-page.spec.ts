import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { runVerification } from '../../components/proof/runVerification';
import { parseCheckLink, verify } from '../../lib/fair';
import { EVENT_LIMIT } from '../../components/outcomes/limits';
import { seriousViolations } from './a11y';
import { fill } from './fill';
import { expect, test } from './fixtures';
import { LONG_ROLLS } from './long-proof';

/**
 * The proof page /[locale]/fair/[id] against the browser-test database: the demo set is
 * proofs 1–22 in lib/db/seed/demo.ts demoProofs() order (16 fails, 17 and 18 are committed; 19: Telegram threw
 * every die; 20 and 21 share a commitment).
 */

const locales = ['ru', 'ro', 'en'] as const;
type Locale = (typeof locales)[number];
type Messages = {
  Metadata: { siteName: string };
  NotFound: { title: string; text: string; gameText: string };
  Lookup: { label: string; submit: string };
  BadAddress: { title: string; longTitle: string };
  Games: Record<string, string>;
  Proof: Record<string, string>;
  Verdict: Record<string, string>;
  Outcomes: Record<string, string>;
};
const messages = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Messages]),
) as Record<Locale, Messages>;
const en = messages.en;

const PROOFS = [
  { id: 1, game: 'backgammon', name: 'backgammon-match', verdict: 'verified' },
  { id: 2, game: 'backgammon', name: 'backgammon-offline', verdict: 'verified' },
  { id: 3, game: 'dice', name: 'dice-duel', verdict: 'verified' },
  { id: 4, game: 'dice', name: 'dice-telegram', verdict: 'verified' },
  { id: 5, game: 'backgammon', name: 'backgammon-v2', verdict: 'verified' },
  { id: 6, game: 'checkers', name: 'checkers', verdict: 'verified' },
  { id: 7, game: 'xiangqi', name: 'xiangqi', verdict: 'verified' },
  { id: 8, game: 'bridge', name: 'bridge', verdict: 'verified' },
  { id: 9, game: 'tarneeb', name: 'tarneeb', verdict: 'verified' },
  { id: 10, game: 'trix', name: 'trix', verdict: 'verified' },
  { id: 11, game: 'baloot', name: 'baloot', verdict: 'verified' },
  { id: 12, game: 'mahjong', name: 'mahjong', verdict: 'verified' },
  { id: 13, game: 'poker', name: 'poker-session', verdict: 'verified' },
  { id: 14, game: 'chess', name: 'chess-bot', verdict: 'verified' },
  { id: 15, game: 'chess', name: 'chess-duel', verdict: 'verified' },
  { id: 16, game: 'dice', name: 'dice-altered', verdict: 'failed' },
  { id: 17, game: 'bridge', name: 'bridge-live', verdict: 'committed' },
  { id: 18, game: 'poker', name: 'poker-live', verdict: 'committed' },
  // 19, every die thrown by Telegram, reads "no die could be checked": tests/e2e/dice-telegram.spec.ts
  { id: 20, game: 'dice', name: 'dice-room', verdict: 'verified' },
  { id: 21, game: 'dice', name: 'dice-room-again', verdict: 'verified' },
  { id: 22, game: 'dice', name: 'dice-tournament', verdict: 'verified' },
] as const;

// the machine is shared with other builds: give slow page loads room
test.describe.configure({ timeout: 60_000 });

const verdict = (page: Page) => page.locator('[data-verdict]');

async function noHorizontalOverflow(page: Page, what = 'page') {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what} is wider than the screen`).toBeLessThanOrEqual(client);
}

test.describe('verdicts and marks, every scheme and game', () => {
  for (const p of PROOFS) {
    test(`#${p.id} ${p.name} is ${p.verdict}`, async ({ page }) => {
      const res = await page.goto(`/en/fair/${p.id}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(en.Proof.title, { id: p.id }));
      await expect(verdict(page)).toHaveAttribute('data-verdict', p.verdict, { timeout: 20_000 });
      await expect(verdict(page)).toContainText(en.Verdict[p.verdict]!);
      await expect(page.getByText(en.Games[p.game]!, { exact: true }).first()).toBeVisible();
      if (p.verdict === 'verified') {
        // the verdict does not wait for the outcome renderer's script: until it has come, the
        // events stay as the server drew them (recorded, unmarked); then every one is marked
        await expect(page.locator('[data-event="recorded"]')).toHaveCount(0);
        await expect.poll(() => page.locator('[data-event="ok"]').count()).toBeGreaterThan(0);
        await expect(page.locator('[data-event="bad"]')).toHaveCount(0);
        await expect(page.getByTestId('mismatches')).toHaveCount(0);
      }
    });
  }
});

test('backgammon rolls are grouped by game and drawn as dice', async ({ page }) => {
  await page.goto('/en/fair/1');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  for (const g of [1, 2, 3]) await expect(page.getByRole('heading', { name: fill(en.Outcomes.game, { n: g }) })).toBeVisible();
  await expect(page.locator('[data-event="ok"]')).toHaveCount(52 + 48 + 37);
  // two dice per roll, each with its face as accessible name
  const first = page.locator('[data-event="ok"]').first();
  await expect(first.locator('[role="img"]')).toHaveCount(2);
  await expect(first.locator('[role="img"]').first()).toHaveAttribute('aria-label', /^[1-6]$/);
  // each die is one element masked by its face (components/outcomes/Die.tsx): as many pips as its
  // name says, painted in a colour, at its size
  const drawn = await page.locator('[data-event="ok"] [role="img"]').evaluateAll((dice) =>
    dice.map((die) => {
      const style = getComputedStyle(die);
      const mask = decodeURIComponent(style.maskImage || style.getPropertyValue('-webkit-mask-image'));
      return {
        label: die.getAttribute('aria-label'),
        pips: mask.match(/<circle/g)?.length,
        children: die.childElementCount,
        painted: style.backgroundColor !== 'rgba(0, 0, 0, 0)',
        size: die.getBoundingClientRect().width,
      };
    }),
  );
  expect(drawn).toHaveLength(2 * (52 + 48 + 37));
  for (const d of drawn) expect([d.pips, d.children, d.painted, d.size]).toEqual([Number(d.label), 0, true, 24]);
});

test('Telegram dice carry the Telegram mark and are not compared', async ({ page }) => {
  await page.goto('/en/fair/4');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  await expect(page.locator('[data-event="unchecked"]')).toHaveCount(4);
  await expect(page.locator('[data-event="ok"]')).toHaveCount(36);
  await expect(page.locator('[data-event="unchecked"] svg[aria-label^="Die"]').first()).toBeVisible();
  await expect(page.getByText(en.Outcomes.telegramNote!)).toBeVisible();
});

test('a bridge deal shows four 13-card hands sorted by suit; baloot its deals and face-up card; mahjong its tiles', async ({ page }) => {
  await page.goto('/en/fair/8');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  const deal = page.locator('[data-event="ok"]').filter({ has: page.getByRole('heading', { name: /^Deal 1/ }) });
  await expect(deal.getByRole('img')).toHaveCount(52);
  const labels = await deal.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const firstHand = labels.slice(0, 13).map((l) => l.slice(-1));
  // suits in ♠ ♥ ♣ ♦ order, each suit together
  const order = '♠♥♣♦';
  expect(firstHand.map((s) => order.indexOf(s))).toEqual([...firstHand.map((s) => order.indexOf(s))].sort((a, b) => a - b));
  expect(new Set(labels).size).toBe(52);

  await page.goto('/en/fair/11');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  await expect(page.getByText(en.Outcomes.faceUp!).first()).toBeVisible();
  await expect(page.getByText(en.Outcomes.secondDeal!).first()).toBeVisible();
  const hand = page.locator('div[data-event="ok"]').first();
  await expect(hand.getByRole('img')).toHaveCount(20 + 1 + 11);

  await page.goto('/en/fair/12');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  await expect(page.getByRole('img', { name: /\((\d of \w+|\w+ wind|\w+ dragon|Flower \d|Season \d)\)$/ })).toHaveCount(90);
});

test('chess says who plays White; poker lists hands with commitments, roots and decks', async ({ page }) => {
  await page.goto('/en/fair/14');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  await expect(page.locator('p[data-event="ok"]')).toContainText(new RegExp(`${en.Outcomes.whiteA}|${en.Outcomes.whiteBot}`));
  await expect(page.getByText(en.Proof.bot!)).toBeVisible();

  await page.goto('/en/fair/13');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  const hands = page.locator('li[data-event="ok"]:has(details)');
  await expect(hands).toHaveCount(20);
  await hands.first().locator('summary').click();
  await expect(hands.first().getByText(en.Outcomes.root!)).toBeVisible();
  await expect(hands.first().locator('.hex').first()).toHaveText(/^[0-9a-f]{64}$/);
  await expect(hands.first().getByRole('img')).toHaveCount(52);
});

test('a poker hand opened before the outcomes are drawn stays open; a closed hand is made when opened', async ({ page }) => {
  // the scripts are held back until the player has opened hand 2 in the server's markup
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/en/fair/13', { waitUntil: 'commit' });
  const hand = (n: number) => page.locator(`details[data-hand="${n}"]`);
  await hand(2).locator('summary').click();
  await expect(hand(2)).toHaveAttribute('open', '');
  release();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  await expect(page.locator('[data-drawn]')).toHaveCount(1);
  await expect(page.locator('[data-drawn] details[data-hand="2"]')).toHaveAttribute('open', '');
  await expect(hand(2).getByRole('img')).toHaveCount(52);
  // the drawn page makes a folded hand's deck only when it is opened
  await expect(hand(3).getByRole('img')).toHaveCount(0);
  await hand(3).locator('summary').click();
  await expect(hand(3).getByRole('img')).toHaveCount(52);
});

test("a failed proof's 'what this proof shows' box says what failed, never that every outcome follows from the seed", async ({ page }) => {
  for (const [locale, m] of [['en', en], ['ru', messages.ru], ['ro', messages.ro]] as const) {
    await page.goto(`/${locale}/fair/16`);
    const scope = page.locator('section[aria-labelledby="scope-title"]');
    await expect(scope.locator('[data-scope="failed"]')).toHaveCount(1);
    await expect(scope).not.toContainText(m.Proof.shows2!);
    await expect(scope.locator('[data-scope="advice"]')).toContainText(m.Proof.failedShowsWhat!);
  }
  // a verified proof keeps the usual box
  await page.goto('/en/fair/3');
  await expect(page.locator('section[aria-labelledby="scope-title"]')).toContainText(en.Proof.shows2!);
  await expect(page.locator('[data-scope="failed"]')).toHaveCount(0);
});

test("the box never says every outcome follows from the seeds where none was compared, and says what a reused seed gives away", async ({ page }) => {
  const scope = page.locator('section[aria-labelledby="scope-title"]');
  for (const [locale, m] of [['ru', messages.ru], ['ro', messages.ro], ['en', en]] as const) {
    // 19: Telegram threw every die — its verdict says nothing could be compared, and so does the box
    await page.goto(`/${locale}/fair/19`);
    await expect(scope.locator('[data-says="showsUnchecked"]')).toHaveAttribute('data-scope', 'failed');
    await expect(scope.locator('[data-says="shows2"]')).toHaveCount(0);
    // 20 shares its seed with 21 (the notice at the top names it): the box says what that gives away
    await page.goto(`/${locale}/fair/20`);
    await expect(scope.locator('[data-says="showsReused"]')).toHaveText(new RegExp(m.Proof.showsReused!.slice(0, 20)));
  }
  await page.goto('/en/fair/3');
  await expect(scope.locator('[data-says="showsUnchecked"], [data-says="showsReused"]')).toHaveCount(0);
});

test('a committed proof says when its seed comes as its game does: a poker session when the session ends; its commitment is below', async ({ page }) => {
  await page.goto('/ru/fair/18');
  await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'committed');
  await expect(page.locator('[data-verdict]').first()).toContainText('когда сессия закончится');
  await page.goto('/ru/fair/17');
  await expect(page.locator('[data-verdict]').first()).toContainText('когда игра закончится');
  await expect(page.getByTestId('pending')).toContainText('Печать ниже');
  const pending = await page.getByTestId('pending').boundingBox();
  const seal = await page.getByText(messages.ru.Proof.commitment!, { exact: true }).first().boundingBox();
  expect(seal!.y).toBeGreaterThan(pending!.y);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("a failed proof's box does not point at marks the browser would draw", async ({ page }) => {
    await page.goto('/ru/fair/16');
    const failed = page.locator('[data-says="failedShows"]');
    await expect(failed).toBeVisible();
    await expect(failed).not.toContainText('✗ выше', { useInnerText: true });
    await expect(failed).toContainText('✗ выше'); // there, for the browser that will draw the marks
  });
});

test('a failed proof shows the failed event, recorded against computed, and a diagnosis', async ({ page }) => {
  await page.goto('/en/fair/16');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed', { timeout: 20_000 });
  // the differences and the diagnosis (a script fetched for a failed proof) come with the verdict, not after it
  expect(await page.getByTestId('mismatches').count()).toBe(1);
  await expect(verdict(page)).toContainText(en.Verdict.failed!);
  const bad = page.locator('[data-event="bad"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toHaveAttribute('data-label', /^Die 12: [1-6]$/);
  const row = page.getByTestId('mismatches').locator('tr[data-at="dice[11]"]');
  await expect(row).toBeVisible();
  await expect(row.getByRole('rowheader')).toContainText('Die 12');
  const rec = await row.getByTestId('recorded').getByRole('img').getAttribute('aria-label');
  const comp = await row.getByTestId('computed').getByRole('img').getAttribute('aria-label');
  expect(rec).toMatch(/^[1-6]$/);
  expect(comp).toMatch(/^[1-6]$/);
  expect(rec).not.toBe(comp);
  // the chip shows the computed face
  await expect(bad).toHaveAttribute('data-label', `Die 12: ${comp}`);
  await expect(page.getByTestId('diagnosis')).toBeVisible();
  await expect(page.locator('[data-hint="outcomes_differ"]')).toBeVisible();
  await expect(page.locator('[data-event="ok"]')).toHaveCount(29);
  // one button copies the page's link: the contact box's, for the message to support
  await expect(page.getByTestId('proof-contact')).toBeVisible();
  await expect(page.getByRole('button', { name: /link/i })).toHaveCount(1);
});

test('a committed proof shows its commitment and explains when the seed appears', async ({ page }) => {
  await page.goto('/ru/fair/17');
  const ru = messages.ru;
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'committed', { timeout: 20_000 });
  await expect(page.getByTestId('pending')).toContainText(ru.Proof.pending!);
  await expect(page.getByText(ru.Proof.commitment!)).toBeVisible();
  await expect(page.locator('dd code.hex').filter({ hasText: /^[0-9a-f]{64}$/ }).first()).toBeVisible();
  await expect(page.getByText(ru.Outcomes.pendingNote!)).toBeVisible();
  await expect(page.locator('[data-event="ok"], [data-event="bad"]')).toHaveCount(0);

  await page.goto('/en/fair/18');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'committed', { timeout: 20_000 });
  await expect(page.getByTestId('pending')).toContainText(en.Proof.pendingPoker!);
  const hands = page.locator('li:has(details)');
  await expect(hands).toHaveCount(3);
  await expect(page.locator('[data-drawn]')).toHaveCount(1); // drawn anew once verified: open nothing before
  await hands.first().locator('summary').click();
  await expect(hands.first().getByText(en.Outcomes.deckPending!)).toBeVisible();
});

test('the open-in-check link carries the proof (the short form for backgammon rolls)', async ({ page, request }) => {
  const api = async (id: number) => {
    const res = await request.get(`/api/v1/proofs/${id}`);
    const body = (await res.json()) as Record<string, unknown>;
    return (body.proof ?? body) as Record<string, unknown>;
  };
  await page.goto('/ro/fair/1');
  const href = (await page.getByTestId('open-check').getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/ro\/check\/#v=1&s=[0-9a-f]{64}&c=[0-9a-f]{64}&p=[0-9a-f]{32},[0-9a-f]{32}&r=[1-6]+&g=52,48,37$/);
  const doc = await api(1);
  const fromLink = parseCheckLink(href);
  for (const k of ['serverSeed', 'commitment', 'clientSeeds', 'count', 'recorded', 'games']) expect(fromLink[k], k).toEqual(doc[k]);

  await page.goto('/en/fair/8');
  const j = (await page.getByTestId('open-check').getAttribute('href')) ?? '';
  expect(j).toMatch(/^\/en\/check\/#v=1&j=[\w-]+$/);
  const bridge = await api(8);
  const decoded = parseCheckLink(j);
  for (const k of ['scheme', 'game', 'matchId', 'serverSeed', 'commitment', 'clientSeeds', 'count', 'recorded']) expect(decoded[k], k).toEqual(bridge[k]);

  // the link opens the checker
  await page.getByTestId('open-check').click();
  await expect(page).toHaveURL(/\/en\/check\/?#v=1&j=/);
});

test('download saves the proof JSON; copy link copies the page address', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/en/fair/3');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: en.Proof.download }).click()]);
  expect(download.suggestedFilename()).toBe('proof-3.json');
  const text = readFileSync((await download.path())!, 'utf8');
  const doc = JSON.parse(text) as Record<string, unknown>;
  expect(doc).toMatchObject({ id: 3, scheme: 'die_round_v1', game: 'dice', status: 'revealed' });
  expect(doc.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  expect(text).toContain('\n  "scheme"'); // pretty-printed

  await page.getByRole('button', { name: en.Proof.copyLink }).click();
  await expect(page.getByRole('button', { name: new RegExp(en.Proof.copied!) })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/en/fair/3`);
});

test.describe('localized title, description and OpenGraph tags', () => {
  for (const locale of locales) {
    test(`/${locale}`, async ({ page }) => {
      const m = messages[locale];
      for (const [id, key, game] of [
        [1, 'Verified', 'backgammon'],
        [16, 'Failed', 'dice'],
        [18, 'Committed', 'poker'],
      ] as const) {
        await page.goto(`/${locale}/fair/${id}`);
        const title = fill(m.Proof[`meta${key}`], { id });
        const description = fill(m.Proof[`metaDesc${key}`], { game: m.Games[game]! });
        await expect(page).toHaveTitle(`${title} · ${m.Metadata.siteName}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', locale);
        await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', m.Metadata.siteName);
      }
    });
  }
});

test('an unknown or malformed number is a real 404 with the lookup box', async ({ page, request }) => {
  for (const path of ['/en/fair/999999', '/ro/fair/0', '/ru/fair/abc', '/en/fair/99999999999']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const res = await page.goto('/en/fair/999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('search')).toBeVisible();
  // its title says so, in the page's language (not the home page's title)
  for (const [locale, path] of [['en', '/en/fair/999999'], ['ru', '/ru/fair/abc'], ['ro', '/ro/no-such-page']] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${messages[locale].NotFound.title} · ${messages[locale].Metadata.siteName}`);
  }
});

test('a number no game has, opened directly: a 404 that says so in the page language, the box holding the number', async ({ page }) => {
  for (const [locale, said] of [
    ['ru', 'Игры № 9999 нет.'],
    ['ro', 'Nu există jocul nr. 9999.'],
    ['en', 'There is no game No. 9999.'],
  ] as const) {
    const res = await page.goto(`/${locale}/fair/9999`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].NotFound.title);
    await expect(page.getByTestId('not-found')).toContainText(messages[locale].NotFound.gameText);
    await expect(page.locator('#lookup-error')).toHaveText(said);
    await expect(page.getByLabel(messages[locale].Lookup.label)).toHaveValue('9999');
    // one not-found view, not the generic one beside it
    await expect(page.getByTestId('not-found')).toHaveCount(1);
    await expect(page.getByText(messages[locale].NotFound.text)).toHaveCount(0);
  }
  // the box's form still answers from there, in the same language
  await page.getByRole('button', { name: en.Lookup.submit }).click();
  await expect(page).toHaveURL(/\/en\/fair\?id=9999$/);
  await expect(page.locator('#lookup-error')).toHaveText('There is no game No. 9999.');
});

test('a malformed number answers 404 or 400 in the page language, never 500', async ({ page, request }) => {
  for (const [locale, id] of [
    ['ru', 'abc'],
    ['ro', '0'],
    ['en', '0123'],
    ['ru', '9'.repeat(4000)],
    ['ro', 'x'.repeat(4000)],
    ['en', '%E2%84%96148'],
  ] as const) {
    const res = await page.goto(`/${locale}/fair/${id}`);
    expect(res?.status(), `${locale} ${id.slice(0, 20)}`).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].NotFound.title);
    await expect(page.getByText(messages[locale].NotFound.text)).toBeVisible();
    await expect(page.getByLabel(messages[locale].Lookup.label)).toHaveValue('');
  }
  // a %-escape that is not one, an address over MAX_TARGET: the server's own 400 and 414 pages, in the path's language
  for (const locale of ['ru', 'ro', 'en'] as const) {
    for (const [id, status, title] of [['%ZZ', 400, 'title'], ['9'.repeat(5000), 414, 'longTitle']] as const) {
      const res = await request.get(`/${locale}/fair/${id}`);
      expect(res.status(), `${locale} ${id.slice(0, 8)}`).toBe(status);
      const html = await res.text();
      expect(html).toContain(`lang="${locale}"`);
      expect(html).toContain(messages[locale].BadAddress[title]);
    }
  }
});

test('without JavaScript the page shows the recorded outcomes and the verdict the site recorded, said to be its own', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const [locale, m] of [['en', en], ['ru', messages.ru]] as const) {
    await page.goto(`/${locale}/fair/3`);
    await expect(page.locator('[data-event="recorded"]')).toHaveCount(60);
    // the site's own verdict, no spinner that can never end
    const stored = page.getByTestId('stored-verdict');
    await expect(stored.locator('[data-verdict="verified"]')).toBeVisible();
    await expect(stored).toContainText(m.Proof.storedVerified!);
    await expect(stored).toContainText(m.Proof.storedDetail!.slice(0, 30));
    await expect(page.locator('[role="status"][aria-busy="true"]')).toBeHidden();
    // the document downloads from the API; a copy button that needs a script is not shown
    const download = page.getByRole('link', { name: m.Proof.download });
    await expect(download).toHaveAttribute('href', '/api/v1/proofs/3');
    await expect(download).toHaveAttribute('download', 'proof-3.json');
    await expect(page.getByRole('button', { name: m.Proof.copyLink })).toBeHidden();
  }
  // a failed proof says the site found differences
  await page.goto('/en/fair/16');
  await expect(page.getByTestId('stored-verdict').locator('[data-verdict="failed"]')).toContainText(en.Proof.storedFailed!);
  await context.close();
});

test.describe("each scheme's outcomes come with their own renderer's script, and are in the server's HTML", () => {
  // one proof per scheme: roll_pair_v1, die_round_v1, match_seed_v2 (backgammon, bridge), poker_hmac_v1, chess_colour_v1
  for (const [id, events] of [[1, 137], [3, 60], [5, 61], [8, 5], [13, 20], [15, 1]] as const) {
    test(`#${id}: ${events} outcomes without JavaScript, the same ${events} verified in the browser`, async ({ browser, baseURL, page }) => {
      // a renderer in a script of its own (components/outcomes/Outcomes.tsx) must still be rendered
      // by the server, in place — not streamed behind a placeholder that needs a script to show it
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const bare = await context.newPage();
      await bare.goto(`/en/fair/${id}`);
      await expect(bare.locator('[data-event="recorded"]')).toHaveCount(events);
      await expect(bare.locator('[data-event="recorded"]').first()).toBeVisible();
      await context.close();
      // and the browser loads it: the marks are the verification's
      await page.goto(`/en/fair/${id}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
      await expect(page.locator('[data-event="ok"]')).toHaveCount(events);
      await expect(page.locator('[data-event="recorded"]')).toHaveCount(0);
    });
  }
});

test.describe("a proof page fetches its own scheme's renderer, none of the others'", () => {
  // a string each renderer's script holds and no other script does (components/outcomes/by-scheme/):
  // one template-literal import() finds them, and the bundler must still make a script per file
  const MARKERS = {
    roll_pair_v1: '"data-testid":"rolls"',
    die_round_v1: 'telegramNote',
    match_seed_v2: 'secondDeal',
    poker_hmac_v1: 'deckPending',
    chess_colour_v1: 'whiteBot',
  };
  for (const [id, scheme] of [[1, 'roll_pair_v1'], [13, 'poker_hmac_v1']] as const) {
    test(`#${id}: ${scheme}`, async ({ page }) => {
      const scripts = new Set<string>();
      page.on('request', (r) => void (/\/_next\/static\/chunks\/[\w.-]+\.js$/.test(new URL(r.url()).pathname) && scripts.add(r.url())));
      await page.goto(`/en/fair/${id}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
      await expect(page.locator('[data-drawn] [data-event="ok"]').first()).toBeVisible();
      const code = (await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()))).join('\n');
      for (const [s, marker] of Object.entries(MARKERS)) expect(code.includes(marker), `${s}'s renderer`).toBe(s === scheme);
    });
  }
});

test('a long proof: the server draws its first rolls, the browser loads the whole document, verifies every roll and shows them all on demand', async ({ browser, baseURL, page, request }) => {
  // the newest proof of the e2e database (tests/e2e/seed.ts)
  const [newest] = ((await (await request.get('/api/v1/proofs?limit=1')).json()) as { items: { id: number; scheme: string }[] }).items;
  expect(newest?.scheme).toBe('roll_pair_v1');
  const id = newest!.id;
  const previewNote = fill(en.Outcomes.previewNote, { shown: EVENT_LIMIT, total: LONG_ROLLS });
  // the page's HTML: the first rolls and a script that brings the document, not the document itself
  const html = await (await request.get(`/en/fair/${id}`)).text();
  expect(html).toContain(`src="/fair-documents/${id}.js"`);
  const doc = (await (await request.get(`/api/v1/proofs/${id}`)).json()) as { recorded: number[][] };
  expect(html, 'the HTML carries the first rolls only, not the document').not.toContain(JSON.stringify(doc.recorded.slice(-40)).slice(1, -1));
  expect(html).toContain(JSON.stringify(doc.recorded.slice(0, 40)).slice(1, -1));
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await context.newPage();
  await bare.goto(`/en/fair/${id}`);
  await expect(bare.locator('[data-roll]')).toHaveCount(EVENT_LIMIT);
  await expect(bare.getByTestId('preview-note')).toHaveText(previewNote);
  await context.close();

  await page.goto(`/en/fair/${id}`);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 30_000 });
  // the verdict counts a check per roll, every one of them: the browser had the whole document
  const checks = Number(/all ([\d,]+) checks pass/.exec((await verdict(page).textContent()) ?? '')?.[1]?.replaceAll(',', ''));
  expect(checks).toBeGreaterThan(LONG_ROLLS);
  await expect(page.locator('[data-roll][data-event="ok"]')).toHaveCount(EVENT_LIMIT);
  await expect(page.getByTestId('preview-note')).toHaveCount(0);
  await page.getByRole('button', { name: fill(en.Outcomes.showAll, { count: LONG_ROLLS }) }).click();
  // all of them, however long a loaded machine takes to draw them (CI once saw 600 of 1,500 at 10 s)
  await expect(page.locator('[data-roll][data-event="ok"]')).toHaveCount(LONG_ROLLS, { timeout: 30_000 });
  await expect(page.locator(`[data-roll="${LONG_ROLLS}"]`)).toHaveAttribute('data-label', new RegExp(`${LONG_ROLLS.toLocaleString('en')}|${LONG_ROLLS}`));
});

test('a long proof whose document does not load says it cannot be checked', async ({ page }) => {
  await page.route('**/fair-documents/*.js', (route) => route.fulfill({ status: 404, body: '' }));
  const [newest] = ((await (await page.request.get('/api/v1/proofs?limit=1')).json()) as { items: { id: number }[] }).items;
  await page.goto(`/en/fair/${newest!.id}`);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'error');
  await expect(verdict(page)).toContainText(en.Proof.documentMissing!);
  // the server's first rolls stay, as recorded, without the promise of the rest
  await expect(page.locator('[data-roll][data-event="recorded"]')).toHaveCount(EVENT_LIMIT);
  await expect(page.getByTestId('preview-note')).toHaveCount(0);
});

test.describe("the verdict does not wait for the outcome renderer's script", () => {
  for (const [id, events] of [[1, 137], [13, 20]] as const) {
    test(`#${id}: verified while its renderer is held back; the marks come with the renderer`, async ({ page, request }) => {
      // the scripts the HTML loads go through, and so does the verification worker's code (its
      // bootstrap names its chunks in its URL's #params); every other later script (the scheme's
      // renderer) is held
      const html = await (await request.get(`/en/fair/${id}`)).text();
      const firstLoad = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]!, 'http://x').pathname));
      const workerChunks = new Set<string>();
      page.on('worker', (w) => {
        for (const p of decodeURIComponent(new URL(w.url()).hash).match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? []) workerChunks.add(p);
      });
      let released = false;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve)).then(() => (released = true));
      const later: string[] = [];
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const path = new URL(route.request().url()).pathname;
        if (!firstLoad.has(path) && !/\/turbopack-worker-/.test(path)) {
          // a worker's chunk may be asked for before its 'worker' event is seen: held until either
          later.push(path);
          while (!released && !workerChunks.has(path)) await Promise.race([held, new Promise((r) => setTimeout(r, 20))]);
          if (workerChunks.has(path)) later.splice(later.indexOf(path), 1);
        }
        await route.continue();
      });
      await page.goto(`/en/fair/${id}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
      // hydration left the server's outcomes as they were: as recorded, and said so
      expect(later.length).toBeGreaterThan(0);
      await expect(page.locator('[data-event="recorded"]')).toHaveCount(events);
      await expect(page.locator('[data-event="recorded"]').first()).toBeVisible();
      await expect(page.getByTestId('outcomes-note')).toHaveText(en.Outcomes.recordedNote!);
      release();
      await expect(page.locator('[data-event="ok"]')).toHaveCount(events);
      await expect(page.locator('[data-event="recorded"]')).toHaveCount(0);
      await expect(page.getByTestId('outcomes-note')).toHaveText(en.Outcomes.computedNote!);
    });
  }
});

test('a 20-hand poker session is verified in a Web Worker: the main thread only draws', async ({ page }) => {
  // the main thread 20× slower than this machine, as a cheap phone: verification does not run there
  test.setTimeout(240_000);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.goto('/en/fair/13');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 180_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(workers.length).toBe(1);
  expect(workers[0]).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/);
  await expect(page.locator('[data-event="ok"]')).toHaveCount(20);
  await expect(page.locator('progress')).toHaveCount(0);
});

test('keyboard: the actions are reachable with Tab and the hands open with Enter', async ({ page }) => {
  await page.goto('/en/fair/13');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  const check = page.getByTestId('open-check');
  for (let i = 0; i < 25 && !(await check.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(check).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.Proof.download })).toBeFocused();
  await expect(page.locator('[data-drawn]')).toHaveCount(1); // drawn anew once verified: open nothing before
  const summary = page.locator('summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const id of [1, 4, 8, 11, 12, 13, 14, 16, 17]) {
      test(`#${id} ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(`/en/fair/${id}`);
        await expect(verdict(page)).toHaveAttribute('data-verdict', /.+/, { timeout: 20_000 });
        await page.locator('details').evaluateAll((els) => els.slice(0, 2).forEach((d) => d.setAttribute('open', '')));
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe('screenshots at 360 px, one proof per game, every locale', () => {
  const shots = [
    [1, 'backgammon'],
    [5, 'backgammon-v2'],
    [4, 'dice-telegram'],
    [6, 'checkers'],
    [7, 'xiangqi'],
    [8, 'bridge'],
    [9, 'tarneeb'],
    [10, 'trix'],
    [11, 'baloot'],
    [12, 'mahjong'],
    [13, 'poker'],
    [15, 'chess'],
    [16, 'dice-failed'],
    [17, 'bridge-committed'],
  ] as const;
  // one page per locale goes through every proof: a fresh browser context per proof paid the
  // scripts' download and compilation each time (2.4 s a page against 1.0 s, measured idle)
  for (const locale of locales) {
    test(locale, async ({ page }, info) => {
      test.slow();
      await page.setViewportSize({ width: 360, height: 780 });
      for (const [id, name] of shots) {
        const dark = id % 2 === 0;
        await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
        await page.goto(`/${locale}/fair/${id}`);
        await expect(verdict(page), `#${id}`).toHaveAttribute('data-verdict', /.+/, { timeout: 20_000 });
        await page.locator('details').evaluateAll((els) => els[0]?.setAttribute('open', ''));
        await noHorizontalOverflow(page, `/${locale}/fair/${id}`);
        await page.screenshot({
          path: info.outputPath(`proof-${locale}-${id}-${name}${dark ? '-dark' : ''}.png`),
          fullPage: true,
        });
      }
    });
  }
});

test('desktop layout: a failed proof and a bridge deal at 1280 px', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const id of [8, 16]) {
    await page.goto(`/en/fair/${id}`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', /.+/, { timeout: 20_000 });
    await noHorizontalOverflow(page);
    await page.screenshot({ path: info.outputPath(`proof-desktop-en-${id}.png`), fullPage: true });
  }
});

test('hand-by-hand verification of a poker session reports exactly what verify() does', async ({ request }) => {
  const doc = (await (await request.get('/api/v1/proofs/13')).json()) as { hands: { root: string; deck: number[] }[] } & Record<string, unknown>;
  const variants: unknown[] = [doc, (await (await request.get('/api/v1/proofs/18')).json()) as unknown];
  const badRoot = structuredClone(doc);
  badRoot.hands[3]!.root = 'a'.repeat(64);
  const swapped = structuredClone(doc);
  const deck = swapped.hands[7]!.deck;
  [deck[4], deck[5]] = [deck[5]!, deck[4]!];
  variants.push(badRoot, swapped, { ...structuredClone(doc), commitment: 'b'.repeat(64) });
  for (const v of variants) {
    const progress: string[] = [];
    const report = await runVerification(v, (p) => progress.push(`${p.done}/${p.total}`), { aborted: false });
    expect(report).toEqual(verify(v));
    // progress comes at most every 100 ms (runVerification's slices), so a fast run may report none;
    // what it reports counts hands of this session upwards (the throttled-device test sees it shown)
    const n = (v as { hands: unknown[] }).hands.length;
    const done = progress.map((p) => Number(p.split('/')[0]));
    expect(progress.every((p) => p.endsWith(`/${n}`))).toBe(true);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.every((d) => d >= 1 && d <= n)).toBe(true);
  }
});

test("every proof page offers its log proof (C2SP tlog-proof@v1) as a download, in the page's language", async ({ page, request }) => {
  for (const locale of ['ru', 'ro', 'en'] as const) {
    const m = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { ProofLog: Record<string, string> };
    await page.goto(`/${locale}/fair/3`);
    const link = page.getByTestId('tlog-proof-download');
    await expect(link).toHaveText(m.ProofLog.download!);
    await expect(link).toHaveAttribute('href', '/api/v1/proofs/3/tlog-proof');
    await expect(link).toHaveAttribute('download', 'proof-3.tlog-proof');
  }
  const res = await request.get('/api/v1/proofs/3/tlog-proof');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toContain('proof-3.tlog-proof');
  expect(await res.text()).toMatch(/^c2sp\.org\/tlog-proof@v1\nindex \d+\n/);
});

test("a poker session's page offers each hand's own log proof where the hand is shown, in the page's language", async ({ page, request }) => {
  // proof 13 is a 20-hand session: every hand is logged, so every one offers its tlog-proof
  const link = (n: number) => page.locator(`details[data-hand="${n}"]`).getByTestId('hand-tlog-proof-download');
  for (const [locale, n] of [['en', 1], ['ru', 2]] as const) {
    await page.goto(`/${locale}/fair/13`);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
    await expect(page.getByTestId('hand-tlog-proof-download')).toHaveCount(20);
    const href = `/api/v1/proofs/13/tlog-proof?hand=${n}`;
    await expect(link(n)).toHaveAttribute('href', href);
    await expect(link(n)).toHaveAttribute('download', `proof-13-hand-${n}.tlog-proof`);
    await expect(link(n)).toHaveText(messages[locale].Outcomes.handDownload!);
    // the browser's download of the link is the API's answer for that hand, byte for byte
    await page.locator(`details[data-hand="${n}"] summary`).click();
    const [download] = await Promise.all([page.waitForEvent('download'), link(n).click()]);
    expect(download.suggestedFilename()).toBe(`proof-13-hand-${n}.tlog-proof`);
    const res = await request.get(href);
    expect(res.status()).toBe(200);
    const api = await res.body();
    expect(readFileSync((await download.path())!).equals(api)).toBe(true);
    expect(api.toString('utf8')).toMatch(/^c2sp\.org\/tlog-proof@v1\nindex \d+\n/);
    // a hand's own entry, not the session's
    expect(api.equals(await (await request.get('/api/v1/proofs/13/tlog-proof')).body())).toBe(false);
  }
  // in the server's HTML: the link works without JavaScript
  expect(await (await request.get('/ru/fair/13')).text()).toContain('href="/api/v1/proofs/13/tlog-proof?hand=20"');
});
