// How a proof page draws its outcomes over the server's markup (docs/decisions/0017-outcomes-own-root.md):
// in one go once the report is here, as a React root of its own — so the phone's main thread does
// few DOM changes there, each from a shallow stack. Lighthouse's trace records a stack with every DOM
// change: the page's own deep tree redrawing 137 rolls, then their marks, was one task of 3–10 s.
// The verification itself runs in the Web Worker.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });

interface Changes {
  /** DOM calls that changed the outcomes' section after the page's first paint */
  calls: number;
  /** the deepest JavaScript stack among them, in frames */
  deepest: number;
  workers: number;
}

/**
 * Counts, from before the page's scripts, every DOM call that changes the outcomes' section (adding,
 * moving, removing nodes, setting its text) and the JavaScript stack it came from; and the workers
 * started.
 */
async function watchOutcomes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { fairChanges: Changes };
    w.fairChanges = { calls: 0, deepest: 0, workers: 0 };
    Error.stackTraceLimit = 1000;
    const inOutcomes = (node: Node | null) => !!(node instanceof Element ? node : node?.parentElement)?.closest('section[aria-labelledby="outcomes-title"]');
    const count = (node: Node) => {
      if (!inOutcomes(node)) return;
      w.fairChanges.calls++;
      w.fairChanges.deepest = Math.max(w.fairChanges.deepest, (new Error().stack ?? '').split('\n').length - 1);
    };
    const proto = Node.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['appendChild', 'insertBefore', 'removeChild', 'replaceChild']) {
      const original = proto[name]!;
      proto[name] = function (this: Node, ...args: unknown[]) {
        count(this);
        return original.apply(this, args);
      };
    }
    const text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!;
    Object.defineProperty(Node.prototype, 'textContent', {
      ...text,
      set(this: Node, value: string) {
        count(this);
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
  });
}

/** The demo's revealed backgammon match of `rolls` rolls, by the public API. */
async function matchOf(page: Page, rolls: number): Promise<number> {
  const list = (await (await page.request.get('/api/v1/proofs?limit=100')).json()) as { items: { id: number; scheme: string; status: string }[] };
  for (const p of list.items.filter((p) => p.scheme === 'roll_pair_v1' && p.status === 'revealed')) {
    const doc = (await (await page.request.get(`/api/v1/proofs/${p.id}`)).json()) as { recorded?: unknown[] };
    if (doc.recorded?.length === rolls) return p.id;
  }
  throw new Error(`the browser tests' database has no revealed ${rolls}-roll backgammon match`);
}

test('the 137-roll match: verified in a worker, the outcomes drawn in one go from a shallow stack', async ({ page }) => {
  const id = await matchOf(page, 137);
  await watchOutcomes(page);
  await page.goto(`/ru/fair/${id}`);
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.locator('[data-drawn]')).toHaveCount(1);
  // drawn: the rolls carry the report's marks and open the math panel
  await expect(page.locator('[data-roll="137"][data-event="ok"] button')).toHaveCount(1);
  const changes = await page.evaluate(() => (window as unknown as { fairChanges: Changes }).fairChanges);
  expect(changes.workers, 'the verification ran in a Web Worker').toBe(1);
  // one drawing: the server's markup out, the drawn outcomes in (3 calls) — not 137 marks added one by one after
  expect(changes.calls, 'DOM calls changing the outcomes').toBeLessThanOrEqual(4);
  // from the page's tree: 234 frames (React's commit recurses per level of it); the own root's: 21
  expect(changes.deepest, 'JavaScript stack of those calls, frames').toBeLessThanOrEqual(60);
});
