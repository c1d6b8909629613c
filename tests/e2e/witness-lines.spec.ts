import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sha256Hex } from '../../lib/fair';
import { hexToBytes } from '../../lib/fair/hex';
import { verifierKeyText, verifyCosigned, verifyTlogProof } from '../../lib/fair/log';
import { getPublicKey } from '../../lib/fair/log/ed25519';
import { mustRun, tsxBin } from '../../scripts/lib/proc';
import { startSite, type Site } from '../../scripts/lib/site';
import { TestWitness } from '../witness/test-witness';

/**
 * The proof page's witness lines (log.md, "Carrying a proof away") in a site of its own: a policy of
 * witness A (tests/witness, cosigning over HTTP) and witness B (no URL: never contacted), quorum
 * "any of the two". Each locale's page shows A cosigned with its time and checkpoint, B not yet, the
 * quorum met — checked in the browser with no data request — and downloads a tlog-proof that
 * verifies; without JavaScript the site's stored view stays.
 */
const ORIGIN = 'fair-e2e-witness.test/log';
const SEED = '77'.repeat(32);
const vkey = verifierKeyText(ORIGIN, getPublicKey(hexToBytes(SEED)));
const a = new TestWitness('witness-a.e2e/w', [vkey]);
const b = new TestWitness('witness-b.e2e/w', [vkey]);
const locales = ['ru', 'ro', 'en'] as const;
const words = (l: string) => (JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as { ProofLog: Record<string, string> }).ProofLog;

let dir = '';
let site: Site | null = null;
let url = '';
let policy = '';
let id = 0;
let document: unknown = null;

/** Commits and reveals one proof through the API; its id and log index. */
async function publish(token: string): Promise<{ id: number; index: number }> {
  const seed = 'ab'.repeat(32);
  const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), clientSeeds: ['e2e-w', 'b'] };
  const post = (path: string, json: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
  const c = (await (await post('/api/v1/proofs', body)).json()) as { id: number };
  expect((await post(`/api/v1/proofs/${c.id}/reveal`, { ...body, serverSeed: seed, count: 2 })).status).toBe(200);
  document = await (await fetch(`${url}/api/v1/proofs/${c.id}`)).json();
  return { id: c.id, index: (document as { log: { index: number } }).log.index };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await a.start();
  dir = mkdtempSync(join(tmpdir(), 'fair-e2e-witness-'));
  policy = [`log ${vkey}`, `witness A ${a.vkey} ${a.url}`, `witness B ${b.vkey}`, 'group any-of-two any A B', 'quorum any-of-two', ''].join('\n');
  writeFileSync(join(dir, 'policy'), policy);
  const env = {
    ...process.env,
    DATABASE_URL: `file:${join(dir, 'w.db')}`,
    FAIR_LOG_KEY: SEED,
    FAIR_LOG_ORIGIN: ORIGIN,
    FAIR_LOG_POLICY: join(dir, 'policy'),
    FAIR_LOG_WITNESS_SECONDS: '1',
    FAIR_PRERENDER: '0',
    NODE_ENV: 'production' as const,
  };
  await mustRun(process.execPath, [tsxBin, 'scripts/db/migrate.ts'], { env });
  const out: string[] = [];
  const tokenRun = spawn(process.execPath, [tsxBin, 'scripts/token.ts', 'create', 'e2e-witness'], { env });
  tokenRun.stdout.on('data', (d: Buffer) => out.push(d.toString()));
  await new Promise((r) => tokenRun.once('exit', r));
  const token = /\n\n {2}(\S+)\n/.exec(out.join(''))?.[1];
  if (!token) throw new Error(`no token in: ${out.join('')}`);
  site = await startSite({ env, ready: '/en', stdio: 'inherit' });
  url = site.url;
  const published = await publish(token);
  id = published.id;
  // until A has cosigned a checkpoint covering the proof (B never will: the site has no URL for it)
  const end = Date.now() + 30_000;
  for (;;) {
    const r = verifyCosigned(await (await fetch(`${url}/log/checkpoint`)).text(), policy);
    if (r.ok && r.size! > published.index) break;
    if (Date.now() > end) throw new Error('witness A did not cosign in 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  await site?.stop();
  await a.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("each witness's line, checked in the browser, and the tlog-proof download in ru, ro and en", async ({ page }) => {
  test.setTimeout(90_000);
  const asked: string[] = [];
  for (const locale of locales) {
    const m = words(locale);
    await page.goto(`${url}/${locale}/fair/${id}`);
    page.on('request', (r) => ['fetch', 'xhr', 'eventsource', 'websocket'].includes(r.resourceType()) && asked.push(r.url()));
    const box = page.getByTestId('proof-witnesses');
    await expect(box).toHaveAttribute('data-checked', 'browser');
    await expect(box.getByRole('heading')).toHaveText(m.witnessesTitle!);
    const lineA = box.locator('[data-witness="A"]');
    await expect(lineA).toHaveAttribute('data-witness-state', 'cosigned');
    await expect(lineA).toContainText(`A: ${m.witnessCosigned!.split('{size')[0]!.replace('{name}: ', '')}`);
    await expect(lineA).toContainText(/\d{4}.*\d{1,2}:\d{2}:\d{2}.*UTC/);
    await expect(lineA.locator('[data-mark="ok"]')).toHaveCount(1);
    const lineB = box.locator('[data-witness="B"]');
    await expect(lineB).toHaveAttribute('data-witness-state', 'pending');
    await expect(lineB).toContainText(m.witnessPending!.replace('{name}', 'B'));
    await expect(lineB.locator('[data-mark]')).toHaveCount(0);
    await expect(box.locator('[data-witness-quorum]')).toHaveText(m.witnessQuorumMet!.replace('{quorum}', 'any-of-two'));
    await expect(box).toContainText(m.witnessChecked!);

    const link = page.getByTestId('tlog-proof-download');
    await expect(link).toHaveText(m.download!);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`proof-${id}.tlog-proof`);
    const carried = readFileSync((await download.path())!, 'utf8');
    expect(verifyTlogProof(carried, document, { policy })).toMatchObject({ ok: true });
  }
  // the lines were checked from what the page carried: no request for data after load
  expect(asked).toEqual([]);
});

test("without JavaScript the page shows the site's stored view of the witnesses", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const m = words('en');
  await page.goto(`${url}/en/fair/${id}`);
  const box = page.getByTestId('proof-witnesses');
  await expect(box).toHaveAttribute('data-checked', 'site');
  await expect(box.locator('[data-witness="A"]')).toHaveAttribute('data-witness-state', 'cosigned');
  await expect(box.locator('[data-witness="B"]')).toHaveAttribute('data-witness-state', 'pending');
  await expect(box.locator('[data-witness-quorum]')).toHaveAttribute('data-witness-quorum', 'met');
  await expect(box).toContainText(m.witnessStored!);
  await context.close();
});
