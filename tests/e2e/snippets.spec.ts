/**
 * The explainers' browser snippets (WebCrypto), run in Chromium against the
 * public vectors, on the very pages that show them: every snippet read from
 * the MDX must be the text of a code block of the rendered page, and run there
 * with each vector's inputs it must print exactly the vector's outcomes.
 * (The Node snippets run in tests/unit/snippets.test.ts; the convention is in
 * tests/snippets.ts and content/README.md.) Also: at 360 px the code blocks
 * scroll inside their box and never widen the page — screenshots of every
 * how-it-works and games page in test-results/.
 */
import type { Page } from '@playwright/test';
import { LOCALES, ownRun, readSnippets, runsFor, withInputs, type Snippet } from '../snippets';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

const snippets = readSnippets();
const url = (locale: string, doc: string) => (doc === 'how-it-works' ? `/${locale}/how-it-works` : `/${locale}/how-it-works/${doc}`);

/** The code blocks' texts as the page shows them. */
const shownCode = (page: Page) => page.locator('article pre').evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\n$/, '')));

/**
 * Runs each code in its own async function in the page, with `console.log`
 * captured, and returns what each printed (a thrown error as `Error: …`).
 * A string expression is evaluated by the DevTools protocol, which the
 * page's CSP does not restrict.
 */
async function runInPage(page: Page, codes: string[]): Promise<string[][]> {
  const fns = codes.map((c) => `async (console) => {\n${c}\n}`).join(',\n');
  const expression = `(async () => {
    const out = [];
    for (const f of [${fns}]) {
      const lines = [];
      try { await f({ log: (...a) => lines.push(a.map(String).join(' ')) }); }
      catch (e) { lines.push('Error: ' + (e && e.message)); }
      out.push(lines);
    }
    return out;
  })()`;
  return page.evaluate(expression) as Promise<string[][]>;
}

const docs = [...new Set(snippets.map((s) => s.doc))];

for (const locale of LOCALES) {
  for (const doc of docs) {
    const here = snippets.filter((s) => s.locale === locale && s.doc === doc);
    test(`/${locale} ${doc}: the page shows every snippet of its MDX, and the browser snippets reproduce the vectors`, async ({ page }) => {
      const res = await page.goto(url(locale, doc));
      expect(res?.status()).toBe(200);
      const shown = await shownCode(page);
      for (const s of here) expect(shown, `${s.scheme} ${s.variant} ${s.kind} is not on the page as written`).toContain(s.code);

      for (const s of here.filter((x) => x.kind === 'browser')) {
        const runs = [ownRun(s)!, ...runsFor(s)];
        const printed = await runInPage(page, runs.map((r) => withInputs(s, r.values)));
        runs.forEach((r, i) => expect(printed[i], `${s.scheme} ${s.variant} browser, ${r.name}`).toEqual(r.expected));
      }
    });
  }
}

test('a broken browser snippet fails: the comparison is exact', async ({ page }) => {
  await page.goto('/en/how-it-works/games');
  const s = snippets.find((x) => x.locale === 'en' && x.kind === 'browser' && x.scheme === 'die_round_v1') as Snippet;
  const run = ownRun(s)!;
  const broken = withInputs(s, run.values).replace('(b % 6) + 1', '(b % 6)');
  const [printed] = await runInPage(page, [broken]);
  expect(printed?.[0]).toBe(run.expected[0]);
  expect(printed?.[1]).not.toBe(run.expected[1]);
});

for (const locale of LOCALES) {
  for (const doc of ['how-it-works', 'games']) {
    test(`/${locale} ${doc} at 360 px: code blocks scroll inside their box, the page does not widen`, async ({ page }, info) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(url(locale, doc));
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, 'page is wider than the screen').toBeLessThanOrEqual(client);
      const boxes = await page.locator('article pre').evaluateAll((els) =>
        els.map((e) => ({ right: e.getBoundingClientRect().right, overflowX: getComputedStyle(e).overflowX, wide: e.scrollWidth > e.clientWidth })),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const b of boxes) {
        expect(b.right, 'a code block reaches past the screen').toBeLessThanOrEqual(360);
        if (b.wide) expect(['auto', 'scroll']).toContain(b.overflowX);
      }
      const shot = await page.screenshot({ fullPage: true, path: info.outputPath(`${locale}-${doc}-360.png`) });
      await info.attach(`${locale}-${doc}-360`, { body: shot, contentType: 'image/png' });
    });
  }
}

test('a dice proof page gives the snippet its inputs as it takes them (the seeds joined with “:”), and they reproduce the recorded dice', async ({ page, request }) => {
  const doc = (await (await request.get('/api/v1/proofs/3')).json()) as { commitment: string; serverSeed: string; clientSeeds: string[]; recorded: number[] };
  expect(doc.clientSeeds.length).toBeGreaterThan(1);
  const s = snippets.find((x) => x.locale === 'en' && x.kind === 'browser' && x.scheme === 'die_round_v1') as Snippet;
  for (const [locale, lead] of [
    ['ru', 'зёрна игроков через «:»'],
    ['en', 'the players’ seeds joined with “:”'],
  ] as const) {
    await page.goto(`/${locale}/fair/3`);
    const box = page.getByTestId('snippet-inputs');
    await expect(box).toContainText(lead);
    const inputs = (await box.locator('pre').textContent()) ?? '';
    expect(inputs).toBe(
      [`const serverSeed = "${doc.serverSeed}";`, `const commit = "${doc.commitment}";`, `const clientSeed = "${doc.clientSeeds.join(':')}";`].join('\n'),
    );
    // the copy button copies exactly the lines shown
    await expect(box.getByRole('button')).toHaveAttribute('data-copy', inputs);
    // pasted above the snippet's code, they give the dice the game recorded
    const body = s.code.slice(s.code.indexOf('\n\n'));
    const [printed] = await runInPage(page, [`${inputs}\nconst count = ${doc.recorded.length};\n${body}`]);
    expect(printed).toEqual([doc.commitment, JSON.stringify(doc.recorded)]);
  }
  // other schemes have no such box
  await page.goto('/en/fair/1');
  await expect(page.locator('#seeds-title')).toHaveCount(1);
  await expect(page.getByTestId('snippet-inputs')).toHaveCount(0);
});
