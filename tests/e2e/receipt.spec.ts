import { mkdirSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { base64urlEncode } from '../../lib/fair/core';
import { E2E_CONTACT } from './global-setup';
import { expect, test } from './fixtures';
import { buildReceipt, COMMITTED, fragmentOf, GAPS_SESSION, REVEALED } from './poker-sessions';

/**
 * A player's receipt on a poker session's page (components/proof/ReceiptCheck.tsx): checked in the
 * browser against the roots the page published — before the reveal (session 18) and after it
 * (session 13) — pasted or from `#receipt=`; the contact box beside a failed verdict; the session
 * notice; who moves first in checkers and xiangqi; a receipt alone on /check.
 */
type Messages = Record<string, Record<string, string>>;
const messages = Object.fromEntries(['ru', 'ro', 'en'].map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Messages]));

const committedReceipt = (hands = [1, 2, 3], over: Partial<Parameters<typeof buildReceipt>[0]> = {}) =>
  buildReceipt({ session: COMMITTED.session, seed: COMMITTED.seed, ref: 'poker-live', hands, ...over });
const revealedReceipt = (hands = [2, 7], over: Partial<Parameters<typeof buildReceipt>[0]> = {}) =>
  buildReceipt({ session: REVEALED.session, seed: REVEALED.seed, ref: 'poker-session', hands, ...over });

const verdict = (page: Page) => page.locator('[data-receipt-verdict]');
/** A poker session's page verifies every hand (and its log parts) in the browser: on a loaded 2-core machine that takes seconds. */
const SLOW = { timeout: 30_000 };

async function paste(page: Page, receipt: unknown) {
  await page.getByTestId('receipt-text').fill(JSON.stringify(receipt, null, 2));
}

test.describe('a receipt on a poker session page', () => {
  test('the demo data is what these tests assume', async ({ request }) => {
    const committed = (await (await request.get(`/api/v1/proofs/${COMMITTED.id}`)).json()) as { status: string; commitment: string; hands: { n: number; root: string }[] };
    expect(committed.status).toBe('committed');
    expect(committed.commitment).toBe((committedReceipt().commitment as string));
    const roots = (committedReceipt().hands as { n: number; root: string }[]).map((h) => [h.n, h.root]);
    expect(committed.hands.map((h) => [h.n, h.root])).toEqual(roots);
    const revealed = (await (await request.get(`/api/v1/proofs/${REVEALED.id}`)).json()) as { status: string; serverSeed: string };
    expect(revealed.status).toBe('revealed');
    expect(revealed.serverSeed).toBe(REVEALED.seed);
  });

  test('en, committed, pasted: a genuine receipt is verified, every card drawn and marked', async ({ page }) => {
    await page.goto(`/en/fair/${COMMITTED.id}`);
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'committed', SLOW);
    await paste(page, committedReceipt());
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'verified', SLOW);
    await expect(verdict(page)).toContainText('These are the cards committed before the deal');
    await expect(verdict(page)).toContainText('21 cards in 3 hands');
    await expect(page.getByTestId('receipt').getByText(messages.en!.Receipt!.beforeReveal!)).toBeVisible();
    await expect(page.locator('[data-card-ok="true"]')).toHaveCount(21);
    await expect(page.locator('[data-card-ok="false"]')).toHaveCount(0);
    await expect(page.locator('[data-card-ok] [role="img"]')).toHaveCount(21);
    await expect(page.locator('[data-testid="receipt-contact"]')).toHaveCount(0);
  });

  test('ru, committed, from #receipt=: verified without pasting, and no request carries the receipt', async ({ page }) => {
    const receipt = committedReceipt([2]);
    const frag = fragmentOf(receipt);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto(`/ru/fair/${COMMITTED.id}${frag}`);
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'verified', SLOW);
    await expect(verdict(page)).toContainText('Это те самые карты, закреплённые до раздачи');
    await expect(verdict(page)).toContainText('7 карт в 1 раздаче');
    await expect(page.locator('[data-receipt-hand="2"] [data-card-ok="true"]')).toHaveCount(7);
    await page.waitForTimeout(500);
    const salt = (receipt.hands as { cards: { salt: string }[] }[])[0]!.cards[0]!.salt;
    const carries = requests.filter((r) => [r.url(), JSON.stringify(r.headers()), r.postData() ?? ''].join('\n').match(new RegExp(`${salt}|${frag.slice(9, 60).replace(/[-]/g, '\\-')}|receipt=`)));
    expect(carries.map((r) => r.url())).toEqual([]);
  });

  test('en, revealed, pasted: a swapped card fails at that card, with the contact box', async ({ page }) => {
    const receipt = revealedReceipt();
    const cards = (receipt.hands as { cards: { card: number }[] }[])[1]!.cards;
    const [a, b] = [cards[0]!.card, cards[1]!.card];
    cards[0]!.card = b;
    cards[1]!.card = a;
    await page.goto(`/en/fair/${REVEALED.id}`);
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'verified', SLOW);
    await paste(page, receipt);
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'failed', SLOW);
    await expect(verdict(page)).toContainText('2 cards of 14 do not match.');
    await expect(page.locator('[data-receipt-hand="7"] [data-card-ok="false"]')).toHaveCount(2);
    await expect(page.locator('[data-receipt-hand="2"]')).toHaveAttribute('data-ok', 'true');
    const contact = page.getByTestId('receipt-contact');
    await expect(contact).toHaveAttribute('data-contact', E2E_CONTACT);
    await expect(contact.getByRole('link', { name: E2E_CONTACT })).toHaveAttribute('href', /^mailto:fair-test@example\.org\?subject=Game%20No\.%2013/);
    await expect(contact).toContainText('the game number: 13');
    await expect(contact).toContainText('your receipt');
  });

  test('ru, committed, from #receipt=: a self-consistent receipt whose roots were never published fails', async ({ page }) => {
    // dealt from another seed: its cards fit its own roots, which this page never published
    const forged = committedReceipt([1, 3], { dealFrom: 'forged-seed' });
    await page.goto(`/ru/fair/${COMMITTED.id}${fragmentOf(forged)}`);
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'failed', SLOW);
    await expect(verdict(page)).toContainText('Квитанция не совпадает с этой сессией');
    await expect(page.getByTestId('receipt-root-differs')).toHaveCount(2);
    await expect(page.getByText(messages.ru!.Receipt!.selfConsistent!)).toHaveCount(2);
    await expect(page.locator('[data-card-ok="false"]')).toHaveCount(14);
    await expect(page.getByTestId('receipt-contact')).toHaveAttribute('data-contact', E2E_CONTACT);
    await expect(page.getByTestId('receipt-contact')).toContainText('номер игры: 18');
  });

  test("ru, committed: a receipt whose stated root is not the published one says so, not '0 cards differ'", async ({ page }) => {
    const receipt = committedReceipt([1, 2]);
    (receipt.hands as { root: string }[])[1]!.root = 'ab'.repeat(32);
    await page.goto(`/ru/fair/${COMMITTED.id}${fragmentOf(receipt)}`);
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'failed', SLOW);
    await expect(verdict(page)).toContainText('Для 1 раздачи квитанция называет корень, не тот, что эта страница опубликовала до раздачи');
    await expect(verdict(page)).not.toContainText('0 карт');
    await expect(page.getByTestId('receipt-root-differs')).toHaveCount(1);
  });

  test('ro, committed: a receipt chosen as a file', async ({ page }) => {
    await page.goto(`/ro/fair/${COMMITTED.id}`);
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'committed', SLOW);
    await page.getByTestId('receipt-file').setInputFiles({ name: 'receipt.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(committedReceipt([1, 2]))) });
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'verified', SLOW);
    await expect(verdict(page)).toContainText('Acestea sunt cărțile angajate înainte de împărțire');
    await expect(page.locator('[data-card-ok="true"]')).toHaveCount(14);
  });

  test('en, committed: a hand the site does not have fails', async ({ page }) => {
    await page.goto(`/en/fair/${COMMITTED.id}`);
    await paste(page, committedReceipt([3, 4]));
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'failed', SLOW);
    await expect(page.locator('[data-receipt-hand="3"]')).toHaveAttribute('data-ok', 'true');
    await expect(page.locator('[data-receipt-hand="4"]')).toHaveAttribute('data-ok', 'false');
    await expect(page.locator('[data-receipt-hand="4"]').getByTestId('receipt-hand-missing')).toHaveText('This session has no hand 4: its cards cannot have been committed here.');
  });

  test('ru, revealed, from #receipt=: verified, each card also the deck card at its position', async ({ page }) => {
    await page.goto(`/ru/fair/${REVEALED.id}${fragmentOf(revealedReceipt([1, 20]))}`);
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'verified', SLOW);
    await expect(verdict(page)).toContainText('раскрытое зерно сервера');
    await expect(page.locator('[data-card-ok="true"]')).toHaveCount(14);
  });

  test('en, revealed: another session’s receipt fails, naming it', async ({ page }) => {
    await page.goto(`/en/fair/${REVEALED.id}${fragmentOf(committedReceipt([1]))}`);
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'failed', SLOW);
    await expect(page.getByTestId('receipt-other-session')).toContainText('The receipt is from another session: demo-s2.');
  });

  test('a #receipt= that is not one is an error naming the field', async ({ page }) => {
    await page.goto(`/en/fair/${COMMITTED.id}#receipt=@@`);
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'error', SLOW);
    await expect(verdict(page)).toContainText('receipt: expected a receipt after the = of the link');
    await page.goto(`/en/fair/${COMMITTED.id}#receipt=${base64urlEncode(new TextEncoder().encode('{"scheme":"die_round_v1","game":"dice","commitment":"' + 'a'.repeat(64) + '"}'))}`);
    await page.reload();
    await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', 'error', SLOW);
    await expect(verdict(page)).toContainText('scheme: this is not a poker receipt');
  });

  test('screenshots at 360 px: a session page with a receipt in ru, ro and en', async ({ page }) => {
    mkdirSync('test-results/screens', { recursive: true });
    await page.setViewportSize({ width: 360, height: 800 });
    const bad = revealedReceipt([2, 7]);
    (bad.hands as { cards: { card: number }[] }[])[1]!.cards[2]!.card = 0;
    for (const [locale, receipt] of [
      ['ru', committedReceipt([1, 2])],
      ['ro', committedReceipt([1, 2])],
      ['en', bad],
    ] as const) {
      const id = locale === 'en' ? REVEALED.id : COMMITTED.id;
      await page.goto(`/${locale}/fair/${id}${fragmentOf(receipt)}`);
      await expect(verdict(page)).toHaveAttribute('data-receipt-verdict', locale === 'en' ? 'failed' : 'verified', SLOW);
      await page.getByTestId('receipt').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${locale}: horizontal overflow`).toBeLessThanOrEqual(0);
      await page.getByTestId('receipt').screenshot({ path: `test-results/screens/receipt-${locale}.png` });
      if (locale === 'en') {
        await expect(verdict(page)).toContainText('1 card of 14 does not match.');
        await page.getByTestId('receipt-contact').screenshot({ path: `test-results/screens/receipt-contact-${locale}.png` });
      }
    }
    // the same width: a receipt alone on /check (ro), who moves first (ru)
    const alone = revealedReceipt([2], { id: REVEALED.id });
    await page.goto(`/ro/check#v=1&j=${base64urlEncode(new TextEncoder().encode(JSON.stringify(alone)))}`);
    await page.getByTestId('receipt-alone').screenshot({ path: 'test-results/screens/receipt-alone-ro.png' });
    await page.goto('/ru/fair/7');
    // the outcomes stay the server's markup until their renderer's script arrives, then are drawn
    // anew (OutcomesSlot): the element to photograph is the one drawn after that
    await expect(page.getByTestId('outcomes-note')).toHaveText(messages.ru!.Outcomes!.computedNote!, SLOW);
    await expect(page.locator('[data-drawn]')).toHaveCount(1, SLOW);
    await page.locator('[data-drawn]').getByTestId('moves-first').screenshot({ path: 'test-results/screens/moves-first-ru.png' });
  });
});

test.describe('the contact box beside a failed verdict', () => {
  test('a failed proof page: the address and what to send, its number', async ({ page }) => {
    await page.goto('/en/fair/16');
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'failed', SLOW);
    const box = page.getByTestId('proof-contact');
    await expect(box).toHaveAttribute('data-contact', E2E_CONTACT);
    await expect(box).toContainText(`Something does not match. Write to ${E2E_CONTACT} and send:`);
    await expect(box).toContainText('the game number: 16');
    await expect(box).toContainText('the link to this page');
  });

  test('a verified proof page has none', async ({ page }) => {
    await page.goto('/ro/fair/3');
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'verified', SLOW);
    await expect(page.locator('[data-contact]')).toHaveCount(0);
  });
});

test.describe('a poker session notice', () => {
  test('gaps in the hand numbers: a notice, not a failure', async ({ page, request }) => {
    const list = (await (await request.get('/api/v1/proofs?game=poker&limit=100')).json()) as { items: { id: number }[] };
    let id = 0;
    for (const item of list.items) {
      const doc = (await (await request.get(`/api/v1/proofs/${item.id}`)).json()) as { session: string };
      if (doc.session === GAPS_SESSION) id = item.id;
    }
    expect(id).toBeGreaterThan(0);
    await page.goto(`/en/fair/${id}`);
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'committed', SLOW);
    await expect(page.locator('[data-notice="gaps"]')).toHaveText('The hand numbers have gaps: 2 numbers are missing (3, 4).');
    await expect(page.getByTestId('session-notice')).toContainText('A notice, not a failure');
    await page.goto(`/ru/fair/${id}`);
    await expect(page.locator('[data-notice="gaps"]')).toHaveText('В номерах раздач есть пропуски: не хватает 2 номеров (3, 4).');
    // an ordinary session has none
    await page.goto(`/en/fair/${COMMITTED.id}`);
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'committed', SLOW);
    await expect(page.getByTestId('session-notice')).toHaveCount(0);
  });
});

test.describe('who moves first', () => {
  for (const [id, game, locale, text] of [
    [6, 'checkers', 'en', 'Player {first} moves first'],
    [7, 'xiangqi', 'en', 'Player {first} moves first, with Red'],
    [6, 'checkers', 'ru', 'Первым ходит игрок {first}'],
    [7, 'xiangqi', 'ro', 'Jucătorul {first} mută primul, cu piesele roșii'],
  ] as const) {
    test(`${game} (${locale}): the seat order's first player starts`, async ({ page, request }) => {
      const doc = (await (await request.get(`/api/v1/proofs/${id}`)).json()) as { game: string; recorded: { seatOrder: number[] } };
      expect(doc.game).toBe(game);
      await page.goto(`/${locale}/fair/${id}`);
      await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'verified', SLOW);
      await expect(page.getByTestId('moves-first')).toHaveText(text.replace('{first}', String(doc.recorded.seatOrder[0]! + 1)));
    });
  }

  test('a dealt game has no "moves first" line', async ({ page }) => {
    await page.goto('/en/fair/8');
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'verified', SLOW);
    await expect(page.getByTestId('seat-order')).toBeVisible();
    await expect(page.getByTestId('moves-first')).toHaveCount(0);
  });
});

test.describe('a receipt alone on /check', () => {
  test('says it was checked only against its own roots, shows each, and links the session page when it knows it', async ({ page }) => {
    const receipt = revealedReceipt([2, 7], { id: REVEALED.id });
    await page.goto(`/en/check#v=1&j=${base64urlEncode(new TextEncoder().encode(JSON.stringify(receipt)))}`);
    // not "all matches": the receipt agrees with itself, which its session's page alone can take further
    const banner = page.locator('[data-verdict]').first();
    await expect(banner).toHaveAttribute('data-verdict', 'unchecked', SLOW);
    await expect(banner).toContainText('The receipt agrees with itself');
    await expect(banner).not.toContainText('all matches');
    const alone = page.getByTestId('receipt-alone');
    await expect(alone).toContainText('Checked against its own roots only');
    for (const h of receipt.hands as { n: number; root: string }[]) {
      await expect(alone.locator(`[data-receipt-root="${h.n}"]`)).toContainText(h.root);
    }
    await expect(alone.getByRole('link', { name: `Game No. ${REVEALED.id}` })).toHaveAttribute('href', `/en/fair/${REVEALED.id}`);
  });

  test('without the session number: how to find its page (ru)', async ({ page }) => {
    const receipt = committedReceipt([1]);
    await page.goto(`/ru/check#v=1&j=${base64urlEncode(new TextEncoder().encode(JSON.stringify(receipt)))}`);
    const where = page.getByTestId('receipt-alone-where');
    await expect(where).toContainText('стол holdem-7, сессия demo-s2');
    await expect(where.getByRole('link')).toHaveAttribute('href', '/ru/fair?game=poker');
  });

  test('a failed check has the contact box', async ({ page }) => {
    const receipt = committedReceipt([1]);
    (receipt.hands as { cards: { card: number }[] }[])[0]!.cards[0]!.card = 51;
    await page.goto(`/en/check#v=1&j=${base64urlEncode(new TextEncoder().encode(JSON.stringify(receipt)))}`);
    await expect(page.locator('[data-verdict]').first()).toHaveAttribute('data-verdict', 'failed', SLOW);
    // the box under it no longer says "checked against its own roots" as if that had held
    await expect(page.getByTestId('receipt-alone').locator('h2')).toHaveText("Its cards do not fit even the receipt's own roots");
    const box = page.locator('[data-contact]');
    await expect(box).toHaveAttribute('data-contact', E2E_CONTACT);
    await expect(box).toContainText('the link to this page');
  });
});
