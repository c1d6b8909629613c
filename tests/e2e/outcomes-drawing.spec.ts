// How a proof page draws its outcomes over the server's markup (docs/decisions/0017-outcomes-own-root.md,
// 0018-outcomes-hydrated.md): a React root of their own hydrates the server's markup — no node made
// again —, then adds the report's marks in one go, from a shallow stack. Lighthouse's trace records a stack with every DOM
// change: the page's own deep tree redrawing 137 rolls, then their marks, was one task of 3–10 s.
// The verification itself runs in the Web Worker. /check/ draws its outcomes the same way, and
// redraws them so as the visitor types.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buildCheckLink } from '@/lib/fair';
import { expect, test } from './fixtures';
import { EVENT_LIMIT } from '@/components/outcomes/limits';
import { fill } from './fill';
import { layoutShift, shiftSources, watchLayoutShift } from './layout-shift';
import { LONG_ROLLS } from './long-proof';
import { vectorCase } from '../vectors';

test.describe.configure({ timeout: 60_000 });

interface Changes {
  /** DOM calls that changed the outcomes in the document */
  calls: number;
  /** of them, the calls that removed or replaced nodes, or set an element's text */
  removals: number;
  /** the deepest JavaScript stack among them, in frames */
  deepest: number;
  workers: number;
}

/**
 * Counts, from before the page's scripts, every DOM call that changes the outcomes in the document
 * (adding, moving, removing nodes in or around `outcomes`, setting their text) and the JavaScript
 * stack it came from; and the workers started.
 */
async function watchOutcomes(page: Page, outcomes: string): Promise<void> {
  await page.addInitScript((selector) => {
    const w = window as unknown as { fairChanges: Changes };
    w.fairChanges = { calls: 0, removals: 0, deepest: 0, workers: 0 };
    Error.stackTraceLimit = 1000;
    const inside = (node: Node) => !!(node instanceof Element ? node : node.parentElement)?.closest(selector);
    const holds = (node: unknown) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null);
    const count = (target: Node, node?: unknown, removal = false) => {
      if (!target.isConnected || !(inside(target) || holds(node))) return;
      w.fairChanges.calls++;
      if (removal) w.fairChanges.removals++;
      w.fairChanges.deepest = Math.max(w.fairChanges.deepest, (new Error().stack ?? '').split('\n').length - 1);
    };
    const proto = Node.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['appendChild', 'insertBefore', 'removeChild', 'replaceChild']) {
      const original = proto[name]!;
      proto[name] = function (this: Node, ...args: unknown[]) {
        count(this, args[0], name === 'removeChild' || name === 'replaceChild');
        return original.apply(this, args);
      };
    }
    const text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!;
    Object.defineProperty(Node.prototype, 'textContent', {
      ...text,
      set(this: Node, value: string) {
        count(this, undefined, true);
        text.set!.call(this, value);
      },
    });
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        w.fairChanges.workers++;
      }
    };
  }, outcomes);
}

const changesSoFar = (page: Page) => page.evaluate(() => (window as unknown as { fairChanges: Changes }).fairChanges);

/** The demo's revealed backgammon match of `rolls` rolls, by the public API. */
async function matchOf(page: Page, rolls: number): Promise<number> {
  const list = (await (await page.request.get('/api/v1/proofs?limit=100')).json()) as { items: { id: number; scheme: string; status: string }[] };
  for (const p of list.items.filter((p) => p.scheme === 'roll_pair_v1' && p.status === 'revealed')) {
    const doc = (await (await page.request.get(`/api/v1/proofs/${p.id}`)).json()) as { recorded?: unknown[] };
    if (doc.recorded?.length === rolls) return p.id;
  }
  throw new Error(`the browser tests' database has no revealed ${rolls}-roll backgammon match`);
}

test('the 137-roll match: verified in a worker, the server\'s outcomes hydrated and marked from a shallow stack', async ({ page }) => {
  const id = await matchOf(page, 137);
  await watchOutcomes(page, 'section[aria-labelledby="outcomes-title"]');
  // the server's last roll, as parsed, before any script ran
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fairLast: Element | null }).fairLast = document.querySelector('[data-roll="137"]');
    }),
  );
  await page.goto(`/ru/fair/${id}`);
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.locator('[data-drawn]')).toHaveCount(1);
  // drawn: the rolls carry the report's marks and open the math panel
  await expect(page.locator('[data-roll="137"][data-event="ok"] button')).toHaveCount(1);
  const changes = await changesSoFar(page);
  expect(changes.workers, 'the verification ran in a Web Worker').toBe(1);
  // hydrated: the server's nodes stay (drawn again, the server's markup went out and 1,389 nodes came in)
  expect(await page.evaluate(() => (window as unknown as { fairLast: Element | null }).fairLast === document.querySelector('[data-roll="137"]')), 'the server\'s roll is the one on screen').toBe(true);
  expect(changes.removals, 'DOM calls removing outcomes').toBe(0);
  // what is added is the report's marks, one per roll, in one commit
  expect(changes.calls, 'DOM calls changing the outcomes').toBeLessThanOrEqual(137 + 4);
  // from the page's tree: 234 frames (React's commit recurses per level of it); the own root's: 21
  expect(changes.deepest, 'JavaScript stack of those calls, frames').toBeLessThanOrEqual(60);
});

const MATCH = vectorCase('roll_pair_v1', 'two phones, 32-byte seed, match of 3 games').proof;
const RECORDED = (MATCH.recorded as number[][]).map((r) => r.join('')).join('');
const CHECK = JSON.parse(readFileSync('messages/ru.json', 'utf8')) as { Check: { recordedLabel: string } };

test("/check with an app's link: its rolls drawn, then redrawn as the visitor types, from a shallow stack", async ({ page }) => {
  await watchOutcomes(page, '[data-roll]');
  await page.goto(`/ru/check/${buildCheckLink(MATCH)}`);
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.locator('[data-drawn] [data-roll="131"][data-event="ok"]')).toHaveCount(1);
  const drawn = await changesSoFar(page);
  // the rolls arrive in one call (the own root's first commit), not with the page's deep commit
  expect(drawn.calls, 'DOM calls adding the rolls').toBeLessThanOrEqual(4);
  expect(drawn.deepest, 'JavaScript stack of those calls, frames').toBeLessThanOrEqual(60);

  // the visitor changes the first recorded roll: one chip's mark changes, from the own root's stack
  await page.evaluate(() => Object.assign((window as unknown as { fairChanges: Changes }).fairChanges, { calls: 0, deepest: 0 }));
  await page.getByTestId('inputs').locator('summary').click();
  const first = RECORDED.slice(0, 2) === '11' ? '22' : '11';
  await page.getByLabel(CHECK.Check.recordedLabel).fill((first + RECORDED.slice(2)).replace(/(\d)(\d)/g, '$1-$2 '));
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'failed');
  await expect(page.locator('[data-drawn] [data-roll="1"][data-event="bad"]')).toHaveCount(1);
  const redrawn = await changesSoFar(page);
  expect(redrawn.calls, 'DOM calls changing the rolls').toBeGreaterThan(0);
  expect(redrawn.calls, 'DOM calls changing the rolls').toBeLessThanOrEqual(12);
  // a chip's mark is ~25 levels down the own root's small tree (52 frames); from the page's, ~200
  expect(redrawn.deepest, 'JavaScript stack of those calls, frames').toBeLessThanOrEqual(90);
});

/** The demo's revealed dice game of `dice` dice, none thrown in Telegram, by the public API. */
async function diceOf(page: Page, dice: number): Promise<number> {
  const list = (await (await page.request.get('/api/v1/proofs?limit=100')).json()) as { items: { id: number; scheme: string; status: string }[] };
  for (const p of list.items.filter((p) => p.scheme === 'die_round_v1' && p.status === 'revealed')) {
    const doc = (await (await page.request.get(`/api/v1/proofs/${p.id}`)).json()) as { count?: number; telegram?: unknown };
    if (doc.count === dice && doc.telegram === undefined) return p.id;
  }
  throw new Error(`the browser tests' database has no revealed game of ${dice} dice`);
}

test('a phone scrolling to a short list of dice, skipped until then, sees nothing shift', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const id = await diceOf(page, 18);
  await watchLayoutShift(page);
  await page.goto(`/ru/fair/${id}`);
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.locator('[data-drawn] [data-die="18"]')).toHaveCount(1);
  const dice = page.locator('[data-drawn] ol:has([data-die])');
  // below the first screen: drawn at its guessed height, not laid out yet
  expect(await dice.evaluate((ol) => ol.getBoundingClientRect().top), 'the dice are below the first screen').toBeGreaterThan(640 * 1.5);
  await page.waitForTimeout(300);
  const before = await layoutShift(page);
  // one jump that lands the list in view (a fling, a link to it): scrolled to in small steps, the
  // browser draws it while still below the screen (within its margin), where a change of size moves
  // nothing in view. The 480 px guessed for every list before: a shift of 0.095 here.
  await dice.evaluate((ol) => window.scrollTo({ top: ol.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' }));
  await page.waitForTimeout(300);
  const shifted = (await layoutShift(page)) - before;
  test.info().annotations.push({ type: 'layout shift while scrolling', description: shifted.toFixed(4) });
  expect(shifted, 'layout shift when the dice are scrolled into view').toBeLessThan(0.01);
});

const EN = JSON.parse(readFileSync('messages/en.json', 'utf8')) as { Outcomes: { showAll: string } };

// "Show all" on a long proof drew its 900 more rolls in one go, and the browser laid out the whole
// list: at 4× CPU a phone froze for 2.3–2.5 s. Past the first EVENT_LIMIT a chip is laid out only near
// the view (app/globals.css .chip-far, docs/benchmarks.md); scrolled through, or jumped to, nothing in
// view moves as they are drawn.
for (const width of [360, 1000]) test(`a long proof's "show all": the rolls it adds are laid out near the view only, and nothing shifts as they come into view (${width} px)`, async ({ page }) => {
  await page.setViewportSize({ width, height: 640 });
  const [newest] = ((await (await page.request.get('/api/v1/proofs?limit=1')).json()) as { items: { id: number }[] }).items;
  await watchLayoutShift(page);
  await page.goto(`/en/fair/${newest!.id}`);
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified', { timeout: 30_000 });
  const button = page.getByRole('button', { name: fill(EN.Outcomes.showAll, { count: LONG_ROLLS }) });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.locator('[data-drawn] [data-roll]')).toHaveCount(LONG_ROLLS, { timeout: 30_000 });
  expect(await page.locator('[data-drawn] [data-roll].chip-far').count(), 'the rolls past the first ones').toBe(LONG_ROLLS - EVENT_LIMIT);
  const far = page.locator(`[data-drawn] [data-roll="${EVENT_LIMIT + 1}"]`);
  const before = await layoutShift(page);
  // scrolled through a screen at a time, then a jump to the last roll
  const top = await far.evaluate((li) => li.getBoundingClientRect().top + window.scrollY - 300);
  for (let y = top; y < top + 640 * 6; y += 640) {
    await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
    await page.waitForTimeout(100);
  }
  await page.locator(`[data-drawn] [data-roll="${LONG_ROLLS}"]`).evaluate((li) => window.scrollTo({ top: li.getBoundingClientRect().top + window.scrollY - 300, behavior: 'instant' }));
  await page.waitForTimeout(300);
  const shifted = (await layoutShift(page)) - before;
  expect(shifted, `layout shift while scrolling through the rolls "show all" drew\n${await shiftSources(page)}`).toBeLessThan(0.01);
});

// CLS counts what moves in view only: a player who scrolled to the rolls while the browser checks
// saw each chip grow by its mark's width when the verdict came, and 137 of them wrap again
test("the chips keep their width when the verdict marks them: the server leaves the mark's room", async ({ page, browser }) => {
  const widths = (p: Page) => p.locator('li[data-event]').evaluateAll((lis) => lis.slice(0, 20).map((li) => Math.round(li.getBoundingClientRect().width)));
  for (const path of ['/en/fair/1', '/ru/fair/3']) {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const server = await noJs.newPage();
    await server.goto(path);
    const before = await widths(server);
    await noJs.close();
    await page.goto(path);
    await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified', { timeout: 30_000 });
    await expect(page.locator('li[data-event] [data-mark]').first()).toBeVisible();
    expect(before.length, path).toBe(20);
    expect(await widths(page), path).toEqual(before);
  }
});
