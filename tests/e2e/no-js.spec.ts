// Pages without JavaScript (issue #23 item 2): never a spinner that cannot end, nor room held for
// what only a script shows. A proof page shows the verdict the site recorded
// (tests/e2e/proof-page.spec.ts); /check says it needs JavaScript.
import { readFileSync } from 'node:fs';
import { verify, type AnyReport } from '@/lib/fair';
import { cardText } from '@/components/outcomes/PlayingCard';
import { expect, test } from './fixtures';

const messages = Object.fromEntries(
  (['ru', 'ro', 'en'] as const).map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Record<'Check' | 'Lookup', Record<string, string>>]),
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
      // no screen-high gap kept below it for a form that only a script would bring
      const gap = await page.getByText(messages[locale]!.Check.nothingLeaves!).evaluate((p, n) => p.getBoundingClientRect().top - document.querySelector(n)!.getBoundingClientRect().bottom, '[data-testid="check-noscript"]');
      expect(gap).toBeLessThan(100);
    });
  }
});

test.describe('a poker session without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // its folded hands' decks are a line of text each in the page's markup: 52 card buttons a hand
  // were most of the page's HTML (components/outcomes/by-scheme/poker_hmac_v1.tsx)
  test("a folded hand opens on its deck as text, in the order lib/fair deals it; the page has no card button in a folded hand", async ({ page }) => {
    const doc: unknown = await (await page.request.get('/api/v1/proofs/13')).json();
    const hands = (verify(doc) as AnyReport).hands as { deck: number[] }[];
    await page.goto('/en/fair/13');
    const folded = page.locator('details[data-hand]:not([open])');
    expect(await folded.count()).toBeGreaterThan(10);
    await expect(folded.locator('button, [role="img"]')).toHaveCount(0);
    const hand = page.locator('details[data-hand="3"]');
    await hand.locator('summary').click();
    await expect(hand.locator('[data-deck-text]')).toBeVisible();
    await expect(hand.locator('[data-deck-text]')).toHaveText(hands[2]!.deck.map(cardText).join(' '));
  });
});

test.describe('a page the site does not have, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const lookup = (l: 'ru' | 'en') => messages[l]!.Lookup;

  // Next's notFound() answered with an empty document, its words only in its script data: blank here
  for (const [locale, path, said] of [
    ['ru', '/ru/fair/9999', 'Игры № 9999 нет.'],
    ['en', '/en/fair/9999', 'There is no game No. 9999.'],
  ] as const) {
    test(`${path}: says there is no such game, the box filled in, and the box still opens a game`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.locator('#lookup-error')).toHaveText(said);
      const box = page.getByLabel(lookup(locale).label!);
      await expect(box).toHaveValue('9999');
      await box.fill('3');
      await page.getByRole('button', { name: lookup(locale).submit! }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/fair/3$`));
    });
  }

  test('a path with no page, in a locale or none: the localized 404 page', async ({ page }) => {
    for (const [path, title] of [
      ['/en/nope', 'Nothing here'],
      ['/nope.php', 'Здесь ничего нет'],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    }
  });
});

test.describe('a failed proof without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const ru = JSON.parse(readFileSync('messages/ru.json', 'utf8')) as { Proof: Record<string, string> };

  // the room the server holds for the browser's failed verdict (components/proof/FailedRoom.tsx) is
  // for a script to fill: without one it takes no space, as on a verified proof's page
  test('/ru/fair/16: the actions sit under the stored verdict as on a verified proof, no empty room between', async ({ page }) => {
    const gap = async (path: string) => {
      await page.goto(path);
      const stored = await page.getByTestId('stored-verdict').locator('[data-verdict]').boundingBox();
      const actions = await page.getByRole('group', { name: ru.Proof.actionsLabel }).boundingBox();
      return actions!.y - (stored!.y + stored!.height);
    };
    const verified = await gap('/ru/fair/3');
    expect(await gap('/ru/fair/16')).toBe(verified);
    expect(verified).toBeLessThan(40);
    const room = page.getByTestId('failed-room');
    await expect(room).toHaveCount(2);
    for (const box of await room.all()) expect(await box.boundingBox()).toBeNull();
  });
});

test.describe('a verified proof without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['ru', 'en'] as const) {
    test(`/${locale}/fair/1: no "checking…" left that only a script could end, and the math buttons do nothing`, async ({ page }) => {
      const m = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, Record<string, string>>;
      await page.goto(`/${locale}/fair/1`);
      await expect(page.getByTestId('stored-verdict')).toBeVisible();
      await expect(page.getByText(m.Outcomes!.recordedNoteNoScript!, { exact: true })).toBeVisible();
      for (const words of [m.Verdict!.running!, m.ProofLog!.checking!, m.Math!.hint!, m.Outcomes!.recordedNote!]) {
        for (const element of await page.getByText(words, { exact: true }).all()) await expect(element, words).toBeHidden();
      }
      // the log's box does not say the browser checks its entry: verifier.js does, with the proof below
      const [what, browser, instead] = /^(.*?)<js>(.*)<\/js><nojs>(.*)<\/nojs>$/.exec(m.ProofLog!.lead!)!.slice(1);
      const lead = page.getByTestId('proof-log').locator('p').first();
      await expect(lead).toHaveText(`${what}${instead}`, { useInnerText: true });
      await expect(lead.getByText(browser!)).toBeHidden();
      // the server draws the outcomes' math buttons (the browser hydrates them): here they are inert
      const roll = page.locator('[data-roll="1"] [data-math]');
      await expect(roll).toHaveCount(1);
      expect(await roll.evaluate((b) => getComputedStyle(b).pointerEvents)).toBe('none');
    });
  }
});

test.describe('the log without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ru/log and /en/log: the newest signed checkpoint as text, no check that can never end', async ({ page }) => {
    for (const locale of ['ru', 'en'] as const) {
      const m = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { Log: Record<string, string> };
      await page.goto(`/${locale}/log`);
      await expect(page.getByTestId('log-noscript')).toHaveText(m.Log.noscript!);
      await expect(page.locator('[data-witness-checking]')).toBeHidden();
      // the checkpoint's own text: origin, size, root hash, then the signature line
      await expect(page.locator('pre').filter({ hasText: /\n\d+\n[A-Za-z0-9+/=]{44}\n/ }).first()).toBeVisible();
      // checking an entry needs a script: its form is not shown (it reloaded the page with ?entry=),
      // a note says so; nor are copy buttons, which would do nothing
      await expect(page.getByTestId('lookup-noscript')).toHaveText(m.Log.lookupNoscript!);
      await expect(page.getByLabel(m.Log.lookupLabel!)).toBeHidden();
      expect(await page.locator('button:visible').count(), 'no visible button without a script').toBe(0);
    }
  });
});
