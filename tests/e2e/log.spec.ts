import { mkdirSync, readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { base64Encode, consistencyProof, keyIdOf, leafHash, parseCheckpoint, treeRoot } from '../../lib/fair';
import * as ed25519 from '../../lib/fair/log/ed25519';
import { horizontalOverflow, seriousViolations } from './a11y';
import { fill } from './fill';
import { expect, test } from './fixtures';
import { E2E_CONTACT, E2E_LOG_KEY } from './global-setup';

/**
 * The commitment log in the browser (log.md): every proof page shows its entry and checks its
 * inclusion proof to the signed checkpoint as part of the verdict — and fails when the entry, the
 * path or the checkpoint is altered in the page the browser receives; the /log page verifies any
 * entry by number and witnesses the log's history — and raises the alarm when it is rewritten,
 * here by a forked log signed with the log's own key (the operator's), served to this browser.
 */

const locales = ['ru', 'ro', 'en'] as const;
type Locale = (typeof locales)[number];
type Messages = { ProofLog: Record<string, string>; Log: Record<string, string>; Verdict: Record<string, string> };
const messages = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Messages]),
) as Record<Locale, Messages>;
const en = messages.en;

type LogPart = { index: number; entry: string; checkpoint: string; inclusion: string[] };
type Doc = { id: number; committedAt: string; log: LogPart; hands?: { n: number; committedAt: string; log: LogPart }[] };

const SHOTS = '/tmp/shots-log';
mkdirSync(SHOTS, { recursive: true });

// the machine is shared with other builds: give slow page loads room
test.describe.configure({ timeout: 60_000 });

const verdict = (page: Page) => page.locator('[data-verdict]');
const flipHex = (h: string) => (h[0] === '0' ? '1' : '0') + h.slice(1);
/** A different base64 character at `i` of the signature (same length, still base64 of 68 bytes). */
const flipSig = (sig: string, i: number) => sig.slice(0, i) + (sig[i] === 'A' ? 'B' : 'A') + sig.slice(i + 1);
const utc = (iso: string) => iso.replace('T', ' ').replace(/Z$/, ' UTC');

/** Serve `path`'s HTML with every occurrence of each `[from, to]` replaced (same length: the RSC payload keeps its sizes). */
/**
 * Serves the proof page at `path` and its document's script (`/fair-documents/<id>.js`, which the
 * browser parses and verifies) with each pair's text replaced: what the server would send if it
 * lied. The script must carry every text replaced.
 */
async function alterPage(page: Page, path: string, pairs: [string, string][]) {
  for (const [from, to] of pairs) expect(to.length).toBe(from.length);
  const script = `/fair-documents/${path.split('/').at(-1)}.js`;
  await page.route(
    (url) => url.pathname === path || url.pathname === script,
    async (route: Route) => {
      const res = await route.fetch();
      let body = await res.text();
      for (const [from, to] of pairs) {
        if (new URL(route.request().url()).pathname === script) expect(body.includes(from), `the document carries ${from.slice(0, 24)}…`).toBe(true);
        body = body.replaceAll(from, to);
      }
      await route.fulfill({ response: res, body });
    },
  );
}

async function docOf(page: Page, id: number): Promise<Doc> {
  return (await (await page.request.get(`/api/v1/proofs/${id}`)).json()) as Doc;
}

test.describe('proof page: the log entry, checked in the browser', () => {
  test('a revealed proof shows "logged as entry #i at …" and a verified log check', async ({ page }) => {
    const doc = await docOf(page, 1);
    expect(doc.log.entry).toContain(`proof 1\n`);
    await page.goto('/en/fair/1');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
    const log = page.getByTestId('proof-log');
    await expect(log).toContainText(`Logged as entry #${doc.log.index} at ${utc(doc.committedAt)}`);
    await expect(log.locator('[data-log-at="log"]')).toHaveAttribute('data-log-status', 'ok');
    const size = parseCheckpoint(doc.log.checkpoint);
    if (typeof size === 'string') throw new Error(size);
    await expect(log.getByTestId('log-detail')).toHaveText(fill(en.ProofLog.verifiedIn, { size: size.size }));
    await expect(page.getByTestId('mismatches')).toHaveCount(0);
    // its lead says the browser checks it (what is said without JavaScript is not shown: tests/e2e/no-js.spec.ts)
    const [what, browser] = /^(.*?)<js>(.*)<\/js>/.exec(en.ProofLog.lead!)!.slice(1);
    await expect(log.locator('p').first()).toHaveText(`${what}${browser}`, { useInnerText: true });
  });

  test('a poker session shows its entry and one per hand, all verified', async ({ page }) => {
    const doc = await docOf(page, 13);
    expect(doc.hands!.length).toBeGreaterThan(1);
    await page.goto('/en/fair/13');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
    const log = page.getByTestId('proof-log');
    await expect(log.locator('[data-log-at="log"]')).toHaveAttribute('data-log-status', 'ok');
    await expect(log.locator('[data-log-at="hands"]')).toHaveAttribute('data-log-status', 'ok');
    for (const [i, h] of doc.hands!.entries()) {
      const row = log.locator(`[data-log-at="hands[${i}].log"]`);
      await expect(row).toHaveAttribute('data-log-status', 'ok');
      await expect(row).toContainText(`entry #${h.log.index}`);
    }
  });

  test('a committed proof is logged too: its entry verifies while the seed is pending', async ({ page }) => {
    const doc = await docOf(page, 17);
    await page.goto('/en/fair/17');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'committed', { timeout: 20_000 });
    await expect(page.getByTestId('proof-log')).toContainText(`Logged as entry #${doc.log.index}`);
    await expect(page.locator('[data-log-at="log"]')).toHaveAttribute('data-log-status', 'ok');
  });

  const alterations: { name: string; id: number; at: string; reason: string; pairs: (d: Doc) => [string, string][] }[] = [
    {
      name: 'the entry',
      id: 1,
      at: 'log',
      reason: 'fail_entry',
      // the entry's first line: it appears nowhere else in the page
      pairs: () => [['fair-proofs/log/v1', 'fair-proofs/log/v9']],
    },
    { name: 'the inclusion path', id: 3, at: 'log', reason: 'fail_path', pairs: (d) => [[d.log.inclusion[0]!, flipHex(d.log.inclusion[0]!)]] },
    {
      name: "the checkpoint's signature",
      id: 1,
      at: 'log',
      reason: 'fail_signature',
      pairs: (d) => {
        const sig = d.log.checkpoint.trimEnd().split(' ').at(-1)!;
        return [[sig, flipSig(sig, 40)]];
      },
    },
    {
      name: "the checkpoint's root",
      id: 4,
      at: 'log',
      reason: 'fail_path',
      pairs: (d) => {
        const root = d.log.checkpoint.split('\n')[2]!;
        return [[root, (root[0] === 'A' ? 'B' : 'A') + root.slice(1)]];
      },
    },
    { name: "a poker hand's path", id: 13, at: 'hands[1].log', reason: 'fail_path', pairs: (d) => [[d.hands![1]!.log.inclusion[0]!, flipHex(d.hands![1]!.log.inclusion[0]!)]] },
  ];
  test("the checker link leaves the log parts out: a logged poker session still verifies in /check", async ({ page }) => {
    await page.goto('/en/fair/13');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
    await page.getByTestId('open-check').click();
    await expect(page).toHaveURL(/\/en\/check\/?#v=1&j=/);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
  });

  for (const a of alterations) {
    test(`altering ${a.name} in the page fails the verdict at ${a.at}`, async ({ page }) => {
      const doc = await docOf(page, a.id);
      // the document the page loads (its script) and the page's own copy of what it draws are changed; the browser's own check must catch it
      await alterPage(page, `/en/fair/${a.id}`, a.pairs(doc));
      await page.goto(`/en/fair/${a.id}`);
      await expect(verdict(page)).toHaveAttribute('data-verdict', 'failed', { timeout: 20_000 });
      await expect(verdict(page)).toContainText("The commitment log's check fails");
      const row = page.getByTestId('mismatches').locator(`tr[data-at="${a.at}"]`);
      await expect(row).toBeVisible();
      await expect(row).toContainText(en.ProofLog[a.reason]!);
      await expect(page.locator(`[data-log-at="${a.at}"]`)).toHaveAttribute('data-log-status', 'bad');
      await expect(page.getByTestId('mismatches').locator('tr[data-at]')).toHaveCount(1);
    });
  }
});

test.describe('/log: verify an entry by number', () => {
  test('an entry verifies: signed checkpoint, inclusion path, the entry rebuilt from its proof', async ({ page }) => {
    await page.goto('/en/log');
    const size = Number(await page.getByTestId('log-size').textContent());
    expect(size).toBeGreaterThan(10);
    const entries = (await (await page.request.get('/api/v1/log/entries?start=3&end=4')).json()) as { entry: string }[];
    const proof = /\nproof (\d+)\n/.exec(entries[0]!.entry)![1];
    await page.getByLabel(en.Log.lookupLabel!).fill('3');
    await page.getByRole('button', { name: en.Log.lookupSubmit }).click();
    const result = page.getByTestId('lookup-result');
    await expect(result.locator('[data-lookup]')).toHaveAttribute('data-lookup', 'ok');
    await expect(result.locator('[data-step="ok"]')).toHaveCount(3);
    await expect(result).toContainText(fill(en.Log.lookupVerified, { index: 3 }));
    await expect(result.getByRole('link')).toHaveAttribute('href', `/en/fair/${proof}`);

    // the newest entry, and one beyond the end
    await page.getByLabel(en.Log.lookupLabel!).fill(String(size - 1));
    await page.getByRole('button', { name: en.Log.lookupSubmit }).click();
    await expect(result.locator('[data-lookup]')).toHaveAttribute('data-lookup', 'ok');
    await page.getByLabel(en.Log.lookupLabel!).fill(String(size + 5));
    await page.getByRole('button', { name: en.Log.lookupSubmit }).click();
    await expect(result).toContainText(`there is no entry #${size + 5} yet`);
    await page.getByLabel(en.Log.lookupLabel!).fill('-1');
    await page.getByRole('button', { name: en.Log.lookupSubmit }).click();
    await expect(page.getByText(en.Log.lookupInvalid!)).toBeVisible();
    await expect(page.getByLabel(en.Log.lookupLabel!)).toHaveAttribute('aria-invalid', 'true');
  });

  test('an altered entry or inclusion proof from the API does not verify', async ({ page }) => {
    await page.route('**/api/v1/log/entries?**', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(/time 20/, 'time 19') });
    });
    await page.goto('/en/log');
    await page.getByLabel(en.Log.lookupLabel!).fill('2');
    await page.getByRole('button', { name: en.Log.lookupSubmit }).click();
    const result = page.getByTestId('lookup-result');
    await expect(result.locator('[data-lookup]')).toHaveAttribute('data-lookup', 'bad');
    await expect(result).toContainText(en.Log.stepNotIncluded!);
    await expect(result.locator('[data-step="bad"]')).toHaveCount(2);

    await page.unroute('**/api/v1/log/entries?**');
    await page.route('**/api/v1/log/proof/inclusion?**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { hashes: string[] };
      body.hashes[0] = flipHex(body.hashes[0]!);
      await route.fulfill({ response: res, json: body });
    });
    await page.getByRole('button', { name: en.Log.lookupSubmit }).click();
    await expect(result.locator('[data-lookup]')).toHaveAttribute('data-lookup', 'bad');
    await expect(result.locator('[data-step="bad"]')).toHaveCount(1);
  });
});

/** A signer with the e2e log key (global-setup.ts): what an operator who rewrote history would sign with. */
function signCheckpoint(origin: string, size: number, rootHex: string): string {
  const seed = Uint8Array.from(E2E_LOG_KEY.match(/../g)!, (b) => parseInt(b, 16));
  const body = `${origin}\n${size}\n${base64Encode(Uint8Array.from(rootHex.match(/../g)!, (b) => parseInt(b, 16)))}\n`;
  const raw = new Uint8Array(68);
  raw.set(keyIdOf(origin, ed25519.getPublicKey(seed)));
  raw.set(ed25519.sign(new TextEncoder().encode(body), seed), 4);
  return `${body}\n\u2014 ${origin} ${base64Encode(raw)}\n`;
}

async function kept(page: Page): Promise<{ checkpoint: string; vkey: string; seenAt: string } | null> {
  return page.evaluate(() => {
    const k = Object.keys(localStorage).find((x) => x.startsWith('fair-proofs:log-witness:'));
    return k ? (JSON.parse(localStorage.getItem(k)!) as { checkpoint: string; vkey: string; seenAt: string }) : null;
  });
}

async function keep(page: Page, checkpoint: string) {
  const vkey = (await page.getByTestId('log-vkey').textContent())!.trim();
  await page.evaluate(
    ([cp, key]) => {
      const k = Object.keys(localStorage).find((x) => x.startsWith('fair-proofs:log-witness:'))!;
      localStorage.setItem(k, JSON.stringify({ vkey: key, checkpoint: cp, seenAt: '2026-01-02T03:04:05.000Z' }));
    },
    [checkpoint, vkey] as const,
  );
}

test.describe('/log: this browser as a witness', () => {
  test('keeps the first checkpoint, then checks growth from an older one with a consistency proof', async ({ page }) => {
    await page.goto('/en/log');
    const witness = page.getByTestId('witness');
    await expect(witness).toHaveAttribute('data-witness', 'first');
    const current = await (await page.request.get('/api/v1/log/checkpoint')).text();
    expect((await kept(page))?.checkpoint).toBe(current);

    await page.reload();
    await expect(witness).toHaveAttribute('data-witness', 'same');

    // proof 1's frozen checkpoint is an older signed state of the same log
    const older = (await docOf(page, 1)).log.checkpoint;
    expect(older).not.toBe(current);
    await keep(page, older);
    const consistency: string[] = [];
    page.on('request', (r) => r.url().includes('/proof/consistency') && consistency.push(r.url()));
    await page.reload();
    await expect(witness).toHaveAttribute('data-witness', 'grew');
    const from = (parseCheckpoint(older) as { size: number }).size;
    const to = (parseCheckpoint(current) as { size: number }).size;
    expect(consistency.map((u) => new URL(u).search)).toEqual([`?from=${from}&to=${to}`]);
    await expect(witness).toContainText(`grew from ${from} to ${to} entries`);
    expect((await kept(page))?.checkpoint).toBe(current);
    await expect(page.getByTestId('witness-alert')).toHaveCount(0);
  });

  /** The log's entries as served, and a forked copy: one entry rewritten, `extra` new ones appended, signed with the log's key. */
  async function fork(page: Page, extra: number) {
    const current = await (await page.request.get('/api/v1/log/checkpoint')).text();
    const body = parseCheckpoint(current);
    if (typeof body === 'string') throw new Error(body);
    const { entries } = { entries: (await (await page.request.get(`/api/v1/log/entries?start=0&end=${body.size}`)).json()) as { entry: string }[] };
    const forked = entries.map((e) => e.entry);
    forked[2] = forked[2]!.replace(/time (\d{4})/, (_, y: string) => `time ${Number(y) - 1}`);
    for (let i = 0; i < extra; i++) forked.push(forked[i]!);
    const leaves = forked.map((e) => Uint8Array.from(leafHash(e).match(/../g)!, (b) => parseInt(b, 16)));
    const root = treeRoot(leaves);
    return {
      current,
      size: body.size,
      forkedCheckpoint: signCheckpoint(body.origin, forked.length, root),
      consistency: (from: number) => consistencyProof(from, forked.length, leaves),
    };
  }

  for (const extra of [0, 3]) {
    test(`detects a rewritten history (${extra ? 'rewritten, then grown' : 'same size, other root'}) and raises the alarm with the evidence`, async ({ page }) => {
      await page.goto('/en/log');
      await expect(page.getByTestId('witness')).toHaveAttribute('data-witness', /first|same/);
      const f = await fork(page, extra);
      await page.route('**/api/v1/log/checkpoint', (route) => route.fulfill({ contentType: 'text/plain', body: f.forkedCheckpoint }));
      await page.route('**/api/v1/log/proof/consistency?**', (route) => {
        const u = new URL(route.request().url());
        const from = Number(u.searchParams.get('from'));
        return route.fulfill({ json: { from, to: f.size + extra, hashes: f.consistency(from) } });
      });
      await page.reload();
      const alert = page.getByTestId('witness-alert');
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toBeVisible();
      await expect(page.getByTestId('witness')).toHaveAttribute('data-witness', extra ? 'failed-inconsistent' : 'failed-fork');
      await expect(alert).toContainText(en.Log.alertTitle!);
      await expect(alert).toContainText(extra ? fill(en.Log.fail_inconsistent, { from: f.size, to: f.size + extra }) : fill(en.Log.fail_fork, { size: f.size }));
      // both checkpoints as text, and where to report it
      const pres = alert.locator('pre');
      await expect(pres).toHaveCount(2);
      expect(await pres.nth(0).textContent()).toBe(f.current);
      expect(await pres.nth(1).textContent()).toBe(f.forkedCheckpoint);
      await expect(alert.getByRole('link', { name: E2E_CONTACT })).toHaveAttribute('href', new RegExp(`^mailto:${E2E_CONTACT}\\?subject=`));
      // the kept checkpoint stays: it is the evidence
      expect((await kept(page))?.checkpoint).toBe(f.current);
      await page.reload();
      await expect(page.getByTestId('witness-alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('an older genuine checkpoint served as the current one (the log shrank) is caught', async ({ page }) => {
    await page.goto('/en/log');
    await expect(page.getByTestId('witness')).toHaveAttribute('data-witness', /first|same/);
    const older = (await docOf(page, 1)).log.checkpoint;
    await page.route('**/api/v1/log/checkpoint', (route) => route.fulfill({ contentType: 'text/plain', body: older }));
    await page.reload();
    await expect(page.getByTestId('witness')).toHaveAttribute('data-witness', 'failed-shrank');
    await expect(page.getByTestId('witness-alert')).toContainText(en.Log.alertTitle!);
  });

  test('a checkpoint not signed by the log key is caught', async ({ page }) => {
    const current = await (await page.request.get('/api/v1/log/checkpoint')).text();
    const sig = current.trimEnd().split(' ').at(-1)!;
    await page.route('**/api/v1/log/checkpoint', (route) => route.fulfill({ contentType: 'text/plain', body: current.replace(sig, flipSig(sig, 50)) }));
    await page.goto('/en/log');
    await expect(page.getByTestId('witness')).toHaveAttribute('data-witness', 'failed-signature');
    await expect(page.getByTestId('witness-alert')).toContainText(en.Log.fail_signature!);
    expect(await kept(page)).toBeNull();
  });
});

test.describe('accessible and readable at 360 px, every locale, light and dark', () => {
  for (const locale of locales) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${locale} ${scheme}: /log and a proof page`, async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`/${locale}/log`);
        await expect(page.getByTestId('witness')).toHaveAttribute('data-witness', /first|same/);
        await page.getByLabel(messages[locale].Log.lookupLabel!).fill('4');
        await page.getByLabel(messages[locale].Log.lookupLabel!).press('Enter');
        await expect(page.locator('[data-lookup]')).toHaveAttribute('data-lookup', 'ok');
        expect(await seriousViolations(page), '/log').toEqual([]);
        expect(await horizontalOverflow(page), '/log: horizontal overflow in px').toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/log-${locale}-${scheme}.png`, fullPage: true });

        await page.goto(`/${locale}/fair/13`);
        await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
        await page.getByTestId('proof-log').locator('details').evaluateAll((els) => els.forEach((d) => d.setAttribute('open', '')));
        expect(await seriousViolations(page), 'proof page').toEqual([]);
        expect(await horizontalOverflow(page), 'proof: horizontal overflow in px').toBeLessThanOrEqual(0);
        await page.getByTestId('proof-log').screenshot({ path: `${SHOTS}/proof-log-${locale}-${scheme}.png` });
        await page.screenshot({ path: `${SHOTS}/proof-${locale}-${scheme}.png`, fullPage: true });
      });
    }
  }

  test('the alarm, at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/ru/log');
    await expect(page.getByTestId('witness')).toHaveAttribute('data-witness', /first|same/);
    const current = await (await page.request.get('/api/v1/log/checkpoint')).text();
    const older = (await docOf(page, 1)).log.checkpoint;
    await keep(page, current);
    await page.route('**/api/v1/log/checkpoint', (route) => route.fulfill({ contentType: 'text/plain', body: older }));
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload();
      await expect(page.getByTestId('witness-alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByTestId('witness').screenshot({ path: `${SHOTS}/log-alert-ru-${scheme}.png` });
    }
  });

  test('the log is in the header navigation; the proof page links to it', async ({ page }) => {
    await page.goto('/ro/fair/1');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'verified', { timeout: 20_000 });
    await page.getByRole('navigation').getByRole('link', { name: 'Jurnal', exact: true }).click();
    await expect(page).toHaveURL(/\/ro\/log$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ro.Log.title!);
  });
});
