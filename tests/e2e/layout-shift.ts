import type { Page } from '@playwright/test';

/**
 * From the page's next navigation on, sums its layout shifts that no input caused (what CLS counts)
 * and notes what moved in each; read them with {@link layoutShift} and {@link shiftSources}.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const w = window as unknown as { layoutShift: number; shiftSources: string[] };
    w.layoutShift = 0;
    w.shiftSources = [];
    const name = (node: Node | null | undefined) =>
      node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.className}"> ${(node.textContent ?? '').slice(0, 60)}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        w.layoutShift += e.value;
        for (const s of e.sources)
          w.shiftSources.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${name(s.node)} y ${s.previousRect.y}→${s.currentRect.y}, h ${s.previousRect.height}→${s.currentRect.height}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far since {@link watchLayoutShift}'s navigation. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** What moved in each shift so far, one line per element (for a failing assertion's message). */
export const shiftSources = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { shiftSources: string[] }).shiftSources.join('\n'));
