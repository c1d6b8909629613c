/**
 * npx tsx scripts/bench-poker-ab.ts [REV] [--rounds N] [--node-only | --browser-only]
 *
 * The poker session of bench:verify, lib/fair at REV (default HEAD) against the working tree's,
 * in one process (Node) and one page (Chromium), plus noble's SHA-256 block function alone.
 * Fine interleaving: each round runs 10 hands with each lib/fair and one sha256() call over
 * 10 hands' worth of blocks (506 a hand, the count before the pad nodes were cached), in a
 * rotating order; the figures are medians of the rounds' ratios, which load on a shared machine
 * moves far less than it moves the times. REV's lib/fair is extracted (git archive) under
 * tmp/bench-ab/ (ignored by git); both must give the same roots or nothing is timed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

import { benchChromium } from './lib/browser.ts';
import { BUNDLE_OPTIONS } from './build-verifier';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const ri = args.indexOf('--rounds');
const ROUNDS = ri >= 0 ? Number(args[ri + 1]) : 400;
if (!Number.isInteger(ROUNDS) || ROUNDS < 4) throw new Error('--rounds expects a whole number ≥ 4');
const REV = args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '--rounds') ?? 'HEAD';

const root = process.cwd();
const sha = execFileSync('git', ['rev-parse', '--short', REV], { encoding: 'utf8' }).trim();
const dir = path.join(root, 'tmp', 'bench-ab', sha);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
execFileSync('sh', ['-c', `git archive ${sha} lib/fair | tar -x -C "${dir}"`]);

// The timed code: imported by Node directly and bundled for Chromium.
const entry = path.join(dir, 'entry.ts');
writeFileSync(entry, `import { sha256 } from '@noble/hashes/sha2.js';
import * as cur from '../../../lib/fair';
import * as old from './lib/fair';
import { HANDS, SEATS, SEED } from '../../../scripts/bench/workloads';
const CH = 10;
const raw = new Uint8Array(64 * 506 * CH - 9);
const roots = (f: typeof cur) => { const m = f.keyedMac(SEED); const r: string[] = []; for (let n = 1; n <= HANDS; n++) r.push(f.computeHand(m, 't1', 's1', n, SEATS).root); return r.join(); };
const med = (x: number[]) => { const s = x.slice().sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2; };
export function run(rounds: number) {
  if (roots(cur) !== roots(old)) throw new Error('the two lib/fair give different roots');
  const mc = cur.keyedMac(SEED), mo = old.keyedMac(SEED);
  const fns: (() => void)[] = [
    () => { for (let j = 0; j < CH; j++) old.computeHand(mo, 't1', 's1', n + j, SEATS); },
    () => { for (let j = 0; j < CH; j++) cur.computeHand(mc, 't1', 's1', n + j, SEATS); },
    () => { sha256(raw); },
  ];
  const t: number[][] = [[], [], []];
  let n = 1;
  for (let i = 0; i < rounds; i++) {
    for (let k = 0; k < 3; k++) {
      const j = (k + i) % 3;
      const s = performance.now();
      fns[j]!();
      t[j]!.push(performance.now() - s);
    }
    n = n + CH > HANDS ? 1 : n + CH;
  }
  const r = (a: number, b: number) => med(t[a]!.map((x, i) => x / t[b]![i]!));
  return { newOld: r(1, 0), oldBlocks: r(0, 2), newBlocks: r(1, 2), newMs: (med(t[1]!) * HANDS) / CH };
}
(globalThis as unknown as { __ab: typeof run }).__ab = run;
`);

type Result = { newOld: number; oldBlocks: number; newBlocks: number; newMs: number };
const show = (where: string, r: Result) =>
  console.log(`${where}: new ÷ ${sha} ${r.newOld.toFixed(3)}; ÷ noble's block function alone: ${sha} ${r.oldBlocks.toFixed(3)}, new ${r.newBlocks.toFixed(3)} (new ≈ ${r.newMs.toFixed(0)} ms a session)`);

async function main(): Promise<void> {
  console.log(`bench-poker-ab — lib/fair at ${sha} vs the working tree, ${ROUNDS} rounds of 10 hands`);
  if (!flag('--browser-only')) {
    const m = (await import(entry)) as { run: (n: number) => Result };
    show(`Node ${process.version}`, m.run(ROUNDS));
  }
  if (flag('--node-only')) return;
  const res = await build({ ...BUNDLE_OPTIONS, entryPoints: [entry], platform: 'browser' });
  const code = res.outputFiles[0]!.text;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: benchChromium(), headless: true, args: ['--no-sandbox', '--disable-gpu', '--headless'] });
  try {
    const page = await browser.newPage();
    const url = 'http://127.0.0.1:9/ab';
    await page.route('**/*', (r) => (r.request().url() === url ? r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>ab</title>' }) : r.abort()));
    await page.goto(url);
    await page.addScriptTag({ content: code });
    show(`Chromium ${browser.version()}`, await page.evaluate((n) => (globalThis as unknown as { __ab: (n: number) => Result }).__ab(n), ROUNDS));
  } finally {
    await browser.close().catch(() => undefined);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
