import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { buildCheckLink, cardLabel, parseProof, rollLabel, SUIT_SYMBOLS, tileInfo, verify, type AnyReport, type Proof } from '../../lib/fair';
import { explain, type EventRef, type Explanation } from '../../lib/fair/explain';
import { SCHEMES } from '../../lib/fair/schemes';
import { seriousViolations } from './a11y';
import { expect, test } from './fixtures';

/**
 * "Show me the math" (issue #23 item 3, docs/math-panel.md): one event of every scheme on the demo
 * proofs (tests/e2e/seed.ts: lib/db/seed/demo.ts in order), opened by click and by keyboard, its
 * panel's numbers against lib/fair's `explain` computed here, in ru and en; axe with the panel open;
 * screenshots at 360 px in ru, ro and en, light and dark.
 */

type Locale = 'ru' | 'ro' | 'en';
const messages = (l: Locale) => JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as { Math: Record<string, string>; Tiles: { short: string } };
const math = (l: Locale) => messages(l).Math;
/** A tile as its chip labels it in `l` (the page's `Tiles.short`), not lib/fair's English code. */
const tileShort = (l: Locale, id: number) => {
  const { suit, rank } = tileInfo(id);
  return new IntlMessageFormat(messages(l).Tiles.short, l).format({ suit, rank }) as string;
};

interface Case {
  name: string;
  id: number;
  /** the chip to open, once the page is verified */
  chip(page: Page): Promise<Locator>;
  /** the events its panel derives, from the document and its report */
  events(p: Proof, r: AnyReport): EventRef[];
}

/** Bridge's first seat of the first deal is drawn sorted (♠ ♥ ♣ ♦, high to low): its first card's position in the deal. */
function firstShownCard(deck: number[]): number {
  const order = [3, 2, 0, 1];
  const seat = deck.slice(0, 13).sort((a, b) => order.indexOf(Math.floor(a / 13)) - order.indexOf(Math.floor(b / 13)) || b - a);
  return deck.indexOf(seat[0]!);
}

const CASES: Case[] = [
  { name: 'roll_pair_v1 roll', id: 1, chip: async (page) => page.locator('li[data-roll="5"] button[data-math]'), events: () => [{ kind: 'roll', index: 4 }] },
  { name: 'die_round_v1 die', id: 3, chip: async (page) => page.locator('li[data-die="3"] button[data-math]'), events: () => [{ kind: 'die', index: 2 }] },
  {
    name: 'match_seed_v2 backgammon roll (two dice)',
    id: 5,
    chip: async (page) => page.locator('li[data-event] > button[data-math]').nth(1),
    events: () => [{ kind: 'die', index: 2 }, { kind: 'die', index: 3 }],
  },
  {
    name: 'match_seed_v2 bridge card',
    id: 8,
    chip: async (page) => page.getByTestId('deals').locator('button[data-math]').first(),
    events: (_, r) => [{ kind: 'card', group: 0, position: firstShownCard(r.deals![0]!.slice()) }],
  },
  { name: 'match_seed_v2 checkers seat order', id: 6, chip: async (page) => page.getByTestId('seat-order').locator('button[data-math]'), events: () => [{ kind: 'seatOrder' }] },
  { name: 'match_seed_v2 mahjong tile', id: 12, chip: async (page) => page.getByTestId('draws').locator('button[data-math]').nth(1), events: () => [{ kind: 'tile', index: 1 }] },
  {
    name: 'poker_hmac_v1 card',
    id: 13,
    chip: async (page) => {
      const hand = page.getByTestId('poker-hands').locator('details').first();
      await hand.locator('summary').click();
      return hand.locator('ol button[data-math]').nth(3);
    },
    events: () => [{ kind: 'card', group: 0, position: 3 }],
  },
  { name: 'chess_colour_v1 colour', id: 15, chip: async (page) => page.getByTestId('white').locator('button[data-math]'), events: () => [{ kind: 'white' }] },
];

test.describe.configure({ timeout: 90_000 });

test('every registered scheme has its case here: the page and lib/fair agree on one of its events', () => {
  expect(new Set(CASES.map((c) => c.name.split(' ')[0]))).toEqual(new Set(Object.keys(SCHEMES)));
});

async function proofOf(page: Page, id: number): Promise<{ proof: Proof; report: AnyReport; doc: unknown }> {
  const doc = await (await page.request.get(`/api/v1/proofs/${id}`)).json();
  return { proof: parseProof(doc), report: verify(doc), doc };
}

async function verified(page: Page) {
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified', { timeout: 30_000 });
  // a proof page draws its outcomes anew once verified (OutcomesSlot): the server's markup before it opens no panel
  if (page.url().includes('/fair/')) await expect(page.locator('[data-drawn]')).toHaveCount(1);
}

function resultText(e: Explanation, locale: Locale): RegExp | string {
  const r = e.result;
  if (r.kind === 'roll') return rollLabel(r.dice);
  if (r.kind === 'die') return String(r.face);
  if (r.kind === 'card') return cardLabel(r.card, SUIT_SYMBOLS).replace(/^T/, '10'); // as its chip shows it
  if (r.kind === 'tile') return tileShort(locale, r.tile);
  if (r.kind === 'white') return new RegExp(`\\b${r.white}\\b`);
  // counted from 1, as the page's sentence counts them ("Player 2 takes the first seat")
  return r.order.map((v) => v + 1).join(' → ');
}

/** The panel (one section per event) shows exactly the explanation's key, messages, MACs, bytes or words and arithmetic, numbers in `locale`. */
async function expectPanel(panel: Locator, locale: Locale, es: Explanation[]) {
  const nf = new Intl.NumberFormat(locale);
  await expect(panel).toBeVisible();
  const results = panel.getByTestId('math-result');
  await expect(results).toHaveCount(es.length);
  for (const [i, e] of es.entries()) await expect(results.nth(i)).toHaveText(resultText(e, locale));
  const all = <T,>(f: (e: Explanation) => T[]) => es.flatMap(f);
  await expect(panel.getByTestId('math-key')).toHaveText(all((e) => e.keys.map((k) => (k.as === 'bytes' ? k.hex : k.text))));
  await expect(panel.getByTestId('math-message')).toHaveText(all((e) => e.macs.map((m) => m.message)));
  await expect(panel.getByTestId('math-mac')).toHaveText(all((e) => e.macs.map((m) => m.mac)));
  const bytes = all((e) => e.bytes ?? []);
  await expect(panel.getByTestId('math-byte')).toHaveCount(bytes.length);
  for (const [i, b] of bytes.entries()) {
    const row = panel.getByTestId('math-byte').nth(i);
    await expect(row).toHaveAttribute('data-used', String(b.used));
    await expect(row).toContainText(`0x${b.value.toString(16).padStart(2, '0')} = ${nf.format(b.value)}`);
  }
  const words = all((e) => e.words ?? []);
  await expect(panel.getByTestId('math-word')).toHaveCount(words.length);
  for (const [i, w] of words.entries()) {
    const row = panel.getByTestId('math-word').nth(i);
    await expect(row).toHaveAttribute('data-used', String(w.used));
    await expect(row).toContainText(`0x${w.hex.join(' ⊕ 0x')} = ${nf.format(w.value)}`);
    await expect(row).toContainText(nf.format(w.limit));
  }
  // the first step of each: `a mod m = r`, over the byte or word used, in the page's number format
  const steps = panel.getByTestId('math-steps');
  for (const [i, e] of es.entries()) {
    const mod = e.steps.find((s) => s.op === 'mod');
    if (mod?.op === 'mod') await expect(steps.nth(i)).toContainText(`${nf.format(mod.a)} mod ${nf.format(mod.m)} = ${nf.format(mod.r)}`);
  }
}

for (const c of CASES) {
  for (const [locale, how] of [['en', 'keyboard'], ['ru', 'click']] as const) {
    test(`${c.name}: ${locale}, opened by ${how}, shows lib/fair's derivation`, async ({ page }) => {
      const { proof, report } = await proofOf(page, c.id);
      const es = await Promise.all(c.events(proof, report).map((ev) => explain(proof, ev)));
      await page.goto(`/${locale}/fair/${c.id}`);
      await verified(page);
      await expect(page.getByTestId('math-hint')).toHaveText(math(locale).hint!);
      const chip = await c.chip(page);
      await expect(chip).toHaveAttribute('aria-haspopup', 'dialog');
      if (how === 'keyboard') {
        await chip.focus();
        await page.keyboard.press('Enter');
      } else {
        await chip.click();
      }
      const panel = page.getByRole('dialog');
      await expectPanel(panel, locale, es);
      if (how === 'keyboard') await page.keyboard.press('Escape');
      else await panel.getByRole('button', { name: math(locale).close! }).click();
      await expect(panel).toHaveCount(0);
      await expect(chip).toBeFocused();
    });
  }
}

test('the panel has a name, no serious axe violations, and Space opens it again', async ({ page }) => {
  await page.goto('/ru/fair/13');
  await verified(page);
  const chip = await CASES.find((c) => c.id === 13)!.chip(page);
  await chip.focus();
  await page.keyboard.press('Space');
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  // the card as players count it, and its position from 0 as the steps name it
  await expect(panel).toHaveAccessibleName(/Раздача 1, карта 4 \(позиция 3\)/);
  // its messages name seats from 0 (`0=…`), which the panel says (the page counts from 1)
  await expect(panel.getByTestId('math-seats-note')).toHaveText(math('ru').seatsFromZero!);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // the browser shuts the dialog and gives the chip its focus back at once, but tells the page (the
  // dialog's close event) in a task of its own: a Space before that reopens the panel about to be
  // taken away, and it is gone. Its leaving the page says the close was heard
  await expect(page.getByTestId('math-panel')).toHaveCount(0);
  await expect(chip).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  // the late word of a panel shut does not close the one opened before it came
  await panel.evaluate((d: HTMLDialogElement) => {
    d.close();
    (document.activeElement as HTMLButtonElement).click();
  });
  await expect(panel).toBeVisible();
  await page.waitForTimeout(300);
  await expect(panel).toBeVisible();
});

test('on /check: the app link\'s rolls open the same math', async ({ page }) => {
  const { proof, doc } = await proofOf(page, 1);
  await page.goto(`/en/check${buildCheckLink(doc)}`);
  await verified(page);
  const chip = page.locator('li[data-roll="2"] button[data-math]');
  await chip.click();
  await expectPanel(page.getByRole('dialog'), 'en', [await explain(proof, { kind: 'roll', index: 1 })]);
});

test.describe("the panel fetches its own scheme's explanation, none of the others'", () => {
  // a string each of these explanations' scripts holds and no other script does (lib/fair/explain/by-scheme/)
  const MARKERS: Record<string, string> = { match_seed_v2: 'a second deal is baloot only', poker_hmac_v1: 'a card of a hand' };
  for (const c of CASES.filter((c) => /^(roll_pair_v1|poker_hmac_v1) /.test(c.name))) {
    test(c.name, async ({ page }) => {
      const scripts = new Set<string>();
      page.on('request', (r) => void (/\/_next\/static\/chunks\/[\w.-]+\.js$/.test(new URL(r.url()).pathname) && scripts.add(r.url())));
      await page.goto(`/en/fair/${c.id}`);
      await verified(page);
      await (await c.chip(page)).click();
      await expect(page.getByRole('dialog').getByTestId('math-steps').first()).toBeVisible();
      const code = (await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()))).join('\n');
      for (const [s, marker] of Object.entries(MARKERS)) expect(code.includes(marker), `${s}'s explanation`).toBe(c.name.startsWith(s));
    });
  }
});

test('a committed proof has no math to show', async ({ page }) => {
  await page.goto('/en/fair/17');
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'committed', { timeout: 30_000 });
  await expect(page.locator('button[data-math]')).toHaveCount(0);
  await expect(page.getByTestId('math-hint')).toHaveCount(0);
});

test.describe('screenshots at 360 px', () => {
  for (const locale of ['ru', 'ro', 'en'] as const) {
    test(`${locale}: light and dark, a roll and a poker card`, async ({ page }, info) => {
      await page.setViewportSize({ width: 360, height: 780 });
      const named = (scheme: string) => CASES.find((c) => c.name.startsWith(`${scheme} `))!;
      for (const [id, c] of [[1, named('roll_pair_v1')], [13, named('poker_hmac_v1')]] as const) {
        await page.goto(`/${locale}/fair/${id}`);
        await verified(page);
        const chip = await c.chip(page);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await chip.click();
          const panel = page.getByRole('dialog');
          await expect(panel).toBeVisible();
          const width = await panel.evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
          expect(width.scroll, 'the panel scrolls sideways').toBeLessThanOrEqual(width.client);
          await page.screenshot({ path: info.outputPath(`${locale}-${id}-${scheme}.png`) });
          await panel.evaluate((d) => d.scrollTo(0, d.scrollHeight));
          await page.screenshot({ path: info.outputPath(`${locale}-${id}-${scheme}-end.png`) });
          await page.keyboard.press('Escape');
          await expect(panel).toHaveCount(0);
        }
      }
    });
  }
});
