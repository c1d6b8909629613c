/**
 * npm run bench:verify [-- --runs N] [--node-only | --browser-only]
 *
 * Times four workloads (poker session of 500 hands, bridge match of 100 deals,
 * backgammon match of 1,000 rolls, mahjong wall of 144 draws) with lib/fair
 * and two references written for the bench (scripts/bench/):
 *   (a) node:crypto createHmac + BigInt words + hex strings — Node only
 *   (b) WebCrypto (crypto.subtle), awaiting every sign/digest — Node and Chromium
 * In Chromium, lib/fair + the workloads + reference (b) are bundled with esbuild
 * (IIFE, in memory) and run in a page served from a Playwright route (no network).
 * Prints medians (ms per run; implementations sampled interleaved, after one
 * warm-up; fast workloads repeated within a sample) and ratios against the targets:
 *   Node:     lib/fair time ÷ (a) ≤ 1.00 on every workload
 *   Chromium: (b) time ÷ lib/fair ≥ 5 on every workload; poker session < 300 ms
 * With --proposal, also times lib/fair with its hashing swapped (at bundle
 * time, lib/ untouched) for the prototype in scripts/bench/proposal/.
 * Exit code 0 even when a target is missed (it is a benchmark, not a test).
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build, type Plugin } from 'esbuild';

import { BUNDLE_OPTIONS } from './build-verifier';
import { refHand as nodeHand, refMatch as nodeMatch, refRollPairs as nodeRollPairs } from './bench/ref-node';
import { checkAgree, DEALS, DRAWS, FOUR, HANDS, HEX_SEED, interleavedMedians, MIN_SAMPLE_MS, PHONES, resultKey, ROLLS, SEATS, SEED, WORKLOADS, type WorkloadId } from './bench/workloads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
function numArg(name: string, dflt: number): number {
  const i = args.indexOf(name);
  // `tsx scripts/bench-verify.ts 7` (the old positional form) still works.
  const raw = i >= 0 ? args[i + 1] : args.find((a) => /^[0-9]+$/.test(a));
  if (raw === undefined) return dflt;
  if (!/^[0-9]{1,4}$/.test(raw) || Number(raw) < 1) throw new Error(`${name} expects a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
}
const RUNS = numArg('--runs', 7);
const PROPOSAL = flag('--proposal');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Upper bound for any single page call (a workload's warm-up + RUNS timed runs). */
const PAGE_CALL_TIMEOUT_MS = 300_000;

// ---- reference (a), Node only ----
const nodeRef: Record<WorkloadId, () => unknown> = {
  poker: () => {
    const roots: string[] = [];
    for (let n = 1; n <= HANDS; n++) roots.push(nodeHand(SEED, 't1', 's1', n, SEATS).root);
    return roots;
  },
  bridge: () => nodeMatch(SEED, 'bridge', 'm1', FOUR, DEALS),
  backgammon: () => nodeRollPairs(HEX_SEED, PHONES, ROLLS),
  mahjong: () => nodeMatch(SEED, 'mahjong', 'm1', FOUR, DRAWS),
};

interface Row {
  fair: number;
  a?: number;
  b: number;
  /** lib/fair with the proposed hashing */
  p?: number;
}

/** esbuild plugin: lib/fair's ./hash and merkle's @noble sha256 → scripts/bench/proposal/. */
const proposalPlugin: Plugin = {
  name: 'fair-proposal',
  setup(b) {
    const fairDir = path.join(root, 'lib/fair');
    b.onResolve({ filter: /^\.\/hash(\.ts)?$/ }, (a) => (path.dirname(a.importer) === fairDir ? { path: path.join(root, 'scripts/bench/proposal/hash.ts') } : undefined));
    b.onResolve({ filter: /^@noble\/hashes\/sha2\.js$/ }, (a) => (path.dirname(a.importer) === fairDir ? { path: path.join(root, 'scripts/bench/proposal/sha256.ts') } : undefined));
  },
};

/** The workloads module with the proposed hashing, bundled for Node and imported. */
async function proposalWorkloads(): Promise<typeof WORKLOADS> {
  const res = await build({
    absWorkingDir: root,
    entryPoints: ['scripts/bench/workloads.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
    plugins: [proposalPlugin],
    tsconfigRaw: { compilerOptions: { target: 'es2022', useDefineForClassFields: true } },
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fair-bench-verify-')), 'proposal.mjs');
  fs.writeFileSync(file, res.outputFiles[0]!.contents);
  try {
    const mod = (await import(pathToFileURL(file).href)) as { WORKLOADS: typeof WORKLOADS; checkAgree: () => Promise<void> };
    await mod.checkAgree();
    return mod.WORKLOADS;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

async function runNode(): Promise<Map<WorkloadId, Row>> {
  await checkAgree();
  for (const w of WORKLOADS) {
    if (resultKey(w.id, w.fair()) !== resultKey(w.id, nodeRef[w.id]())) throw new Error(`${w.id}: lib/fair and the node:crypto reference disagree`);
  }
  const prop = PROPOSAL ? await proposalWorkloads() : null;
  const out = new Map<WorkloadId, Row>();
  for (const w of WORKLOADS) {
    const fns = [w.fair, nodeRef[w.id], w.web];
    const pw = prop?.find((x) => x.id === w.id);
    if (pw) {
      if (resultKey(w.id, pw.fair()) !== resultKey(w.id, w.fair())) throw new Error(`${w.id}: the proposal disagrees with lib/fair`);
      fns.push(pw.fair);
    }
    const [fair, a, b, p] = await interleavedMedians(fns, RUNS);
    out.set(w.id, { fair: fair!, a: a!, b: b!, p });
    process.stderr.write(`  node ${w.id} done\n`);
  }
  return out;
}

async function bundleForBrowser(proposal: boolean): Promise<string> {
  const res = await build({
    // The same settings as public/verifier.js.
    ...BUNDLE_OPTIONS,
    define: { __PROPOSAL__: String(proposal) },
    plugins: proposal ? [proposalPlugin] : [],
    entryPoints: ['scripts/bench/browser-entry.ts'],
    platform: 'browser',
  });
  const out = res.outputFiles[0];
  if (!out) throw new Error('esbuild produced no output');
  return out.text;
}

const withTimeout = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e: unknown) => (clearTimeout(t), reject(e)),
    );
  });

async function runChromium(): Promise<{ rows: Map<WorkloadId, Row>; version: string; bundleKb: number }> {
  const t0 = performance.now();
  const code = await bundleForBrowser(false);
  const proposalCode = PROPOSAL ? await bundleForBrowser(true) : null;
  const bundleMs = performance.now() - t0;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--headless'],
  });
  const stop = () => void browser.close().catch(() => undefined);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const page = await browser.newPage();
    // No network: the one page is answered by this route, anything else is refused.
    // http://127.0.0.1 is a secure context, so crypto.subtle exists there.
    const ORIGIN = 'http://127.0.0.1:9';
    await page.route('**/*', (route) => {
      if (route.request().url() === `${ORIGIN}/bench`) {
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><meta charset="utf-8"><title>bench</title>' });
      }
      return route.abort();
    });
    await page.goto(`${ORIGIN}/bench`);
    if (proposalCode) {
      await page.addScriptTag({ content: proposalCode });
      await page.evaluate(() => (window as unknown as { __benchProposal: { check(): Promise<void> } }).__benchProposal.check());
    }
    await page.addScriptTag({ content: code });
    const secure = await page.evaluate(() => window.isSecureContext && !!crypto.subtle);
    if (!secure) throw new Error('the bench page is not a secure context (no crypto.subtle)');
    const version = browser.version();
    await withTimeout(page.evaluate(() => (window as unknown as { __bench: { check(): Promise<void> } }).__bench.check()), PAGE_CALL_TIMEOUT_MS, 'chromium check');
    const rows = new Map<WorkloadId, Row>();
    for (const w of WORKLOADS) {
      const [fair, b, p] = await withTimeout(
        page.evaluate(
          ([id, runs]) => (window as unknown as { __bench: { time(i: string, r: number): Promise<number[]> } }).__bench.time(id, runs),
          [w.id, RUNS] as const,
        ),
        PAGE_CALL_TIMEOUT_MS,
        `chromium ${w.id}`,
      );
      rows.set(w.id, { fair: fair!, b: b!, p });
      process.stderr.write(`  chromium ${w.id} done\n`);
    }
    process.stderr.write(`  (bundle built in ${bundleMs.toFixed(0)} ms)\n`);
    return { rows, version, bundleKb: code.length / 1024 };
  } finally {
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    await browser.close().catch(() => undefined);
  }
}

const f1 = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const ok = (b: boolean) => (b ? 'met' : 'MISSED');

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<void> {
  const started = performance.now();
  const doNode = !flag('--browser-only');
  const doBrowser = !flag('--node-only');
  console.log(`bench:verify — ms per workload run, median of ${RUNS} interleaved samples (≥ ${MIN_SAMPLE_MS} ms each) after 1 warm-up (Node ${process.version})`);
  const misses: string[] = [];

  if (doNode) {
    const rows = await runNode();
    console.log('\nNode: lib/fair vs (a) node:crypto+BigInt and (b) WebCrypto await-per-call');
    printTable(
      ['workload', 'lib/fair', '(a)', 'fair÷(a)', '≤1.00?', '(b)', '(b)÷fair', ...(PROPOSAL ? ['proposal', 'prop÷(a)'] : [])],
      WORKLOADS.map((w) => {
        const r = rows.get(w.id)!;
        const q = r.fair / r.a!;
        if (q > 1) misses.push(`Node ${w.id}: lib/fair is ${q.toFixed(2)}× the time of node:crypto (target ≤ 1.00)`);
        const prop = r.p === undefined ? [] : [f1(r.p), (r.p / r.a!).toFixed(2)];
        return [w.name, f1(r.fair), f1(r.a!), q.toFixed(2), ok(q <= 1), f1(r.b), `${(r.b / r.fair).toFixed(1)}×`, ...prop];
      }),
    );
  }

  if (doBrowser) {
    const { rows, version, bundleKb } = await runChromium();
    console.log(`\nChromium ${version} (headless, bundle ${bundleKb.toFixed(0)} KB): lib/fair vs (b) WebCrypto await-per-call`);
    printTable(
      ['workload', 'lib/fair', '(b)', '(b)÷fair', '≥5×?', '<300 ms?', ...(PROPOSAL ? ['proposal', '(b)÷prop'] : [])],
      WORKLOADS.map((w) => {
        const r = rows.get(w.id)!;
        const q = r.b / r.fair;
        if (q < 5) misses.push(`Chromium ${w.id}: lib/fair only ${q.toFixed(1)}× faster than WebCrypto (target ≥ 5×)`);
        const abs = w.id === 'poker' ? ok(r.fair < 300) : '';
        if (w.id === 'poker' && r.fair >= 300) misses.push(`Chromium poker: ${r.fair.toFixed(0)} ms (target < 300 ms)`);
        const prop = r.p === undefined ? [] : [f1(r.p), `${(r.b / r.p).toFixed(1)}×`];
        return [w.name, f1(r.fair), f1(r.b), `${q.toFixed(1)}×`, ok(q >= 5), abs, ...prop];
      }),
    );
  }

  if (PROPOSAL) console.log('\nproposal = lib/fair with lib/fair/hash.ts + merkle\'s sha256 replaced by scripts/bench/proposal/ (bundle-time swap; lib/ untouched)');
  console.log(misses.length ? `\ntargets missed (lib/fair as it is):\n  ${misses.join('\n  ')}` : '\nall targets met');
  console.log(`(bench:verify took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
