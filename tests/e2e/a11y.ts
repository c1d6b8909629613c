import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical violations on the page as it is now (id, impact, first targets). */
export async function seriousViolations(page: Page) {
  // - only violations come back: the passes of a long page (every die, every card) cost ~30 % of
  //   the run in serialisation alone (#13: 9.0 → 6.3 s measured) and are never read;
  // - legacy mode: axe.run in the page itself. The default (runPartial per frame, then finishRun in
  //   a new blank page that loads axe again) took twice as long for the same rules and the same
  //   result on pages without iframes, which ours are (#13: 6.6 → 3.3 s, #1: 4.0 → 1.6 s measured)
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/** Fails when the page is wider than the screen (long words, hex, tables). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
