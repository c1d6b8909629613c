/**
 * npm run bench:first-load — the JavaScript a first visit downloads, from the
 * production build: starts `next start`, reads each page's HTML, fetches every
 * script it loads and sums raw and gzipped sizes (each script gzipped on its
 * own, level 9). Target for /check: ≤ 130 KB gzipped.
 *
 * The baseline, measured in the same run: the scripts every page loads (React,
 * the Next runtime, the layout's client leaves and i18n runtime). "own" is what
 * a page adds to it. `--chunks` lists /check's scripts one by one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { ensureBuild } from './lib/build.ts';
import { freePort, mustRun, siteServerArgs, tsxBin, waitForHttp } from './lib/proc.ts';

const PAGES = ['/ru/check', '/ru/fair/1', '/ru', '/ru/how-it-works'];
const TARGET_KB = 130;

async function main() {
  await ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), 'fair-first-load-'));
  const env = { ...process.env, DATABASE_URL: `file:${join(dir, 'db.sqlite')}`, NODE_ENV: 'production' as const };
  await mustRun(process.execPath, [tsxBin, 'scripts/db/seed.ts'], { env, stdio: 'ignore' });
  const port = await freePort();
  const server = spawn(process.execPath, siteServerArgs(port, '127.0.0.1'), { env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/ru`, 60_000, server);
    const sizes = new Map<string, { raw: number; gz: number }>();
    const pageScripts = new Map<string, string[]>();
    for (const page of PAGES) {
      const html = await (await fetch(base + page)).text();
      // Modern browsers skip noModule scripts (legacy polyfills): not counted.
      const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '').filter((a) => !/nomodule/i.test(a));
      const srcs = [...new Set(tags.flatMap((a) => /src="([^"]+)"/.exec(a)?.[1] ?? []))];
      for (const src of srcs) {
        if (sizes.has(src)) continue;
        const body = new Uint8Array(await (await fetch(new URL(src, base))).arrayBuffer());
        sizes.set(src, { raw: body.length, gz: gzipSync(body, { level: 9 }).length });
      }
      pageScripts.set(page, srcs);
    }
    const sum = (srcs: Iterable<string>, k: 'raw' | 'gz') => [...srcs].reduce((a, s) => a + (sizes.get(s)?.[k] ?? 0), 0) / 1024;
    const all = [...pageScripts.values()];
    const shared = all[0]!.filter((s) => all.every((srcs) => srcs.includes(s)));
    const kb = (n: number, w: number) => n.toFixed(1).padStart(w);
    console.log('page                     scripts   raw KB   gzip KB   own gzip KB');
    for (const [page, srcs] of pageScripts) {
      const gz = sum(srcs, 'gz');
      const own = sum(srcs.filter((s) => !shared.includes(s)), 'gz');
      const flag = page.endsWith('/check') ? (gz <= TARGET_KB ? `  ✓ ≤ ${TARGET_KB}` : `  ✗ > ${TARGET_KB}`) : '';
      console.log(`${page.padEnd(24)} ${String(srcs.length).padStart(7)} ${kb(sum(srcs, 'raw'), 8)} ${kb(gz, 9)} ${kb(own, 13)}${flag}`);
    }
    console.log(`${'baseline: shared by all'.padEnd(24)} ${String(shared.length).padStart(7)} ${kb(sum(shared, 'raw'), 8)} ${kb(sum(shared, 'gz'), 9)}`);
    const check = pageScripts.get('/ru/check')!;
    console.log(`/ru/check ÷ baseline: ${(sum(check, 'gz') / sum(shared, 'gz')).toFixed(2)}`);
    if (process.argv.includes('--chunks')) {
      console.log('\n/ru/check scripts (gzip KB, * = shared):');
      for (const src of check) console.log(`${kb((sizes.get(src)?.gz ?? 0) / 1024, 7)} ${shared.includes(src) ? '*' : ' '} ${src}`);
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(`bench:first-load: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
