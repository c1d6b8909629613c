import type { Page } from '@playwright/test';

/**
 * From the page's next navigation on, sums its layout shifts that no input caused (what CLS counts);
 * read the running sum with {@link layoutShift}.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far since {@link watchLayoutShift}'s navigation. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
