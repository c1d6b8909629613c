/**
 * npm run bench:first-load — the JavaScript a first visit downloads, from the
 * production build: starts `next start`, reads each page's HTML, fetches every
 * script it loads and sums raw and gzipped sizes. Target for /check: ≤ 130 KB
 * gzipped.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { ensureBuild } from './lib/build.ts';
import { freePort, mustRun, nextBin, tsxBin, waitForHttp } from './lib/proc.ts';

const PAGES = ['/ru/check', '/ru/fair/1', '/ru', '/ru/how-it-works'];
const TARGET_KB = 130;

async function main() {
  await ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), 'fair-first-load-'));
  const env = { ...process.env, DATABASE_URL: `file:${join(dir, 'db.sqlite')}`, NODE_ENV: 'production' as const };
  await mustRun(process.execPath, [tsxBin, 'scripts/db/seed.ts'], { env, stdio: 'ignore' });
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/ru`, 60_000, server);
    console.log('page                     scripts   raw KB   gzip KB');
    for (const page of PAGES) {
      const html = await (await fetch(base + page)).text();
      // Modern browsers skip noModule scripts (legacy polyfills): not counted.
      const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? "").filter((a) => !/nomodule/i.test(a));
      const srcs = [...new Set(tags.flatMap((a) => /src="([^"]+)"/.exec(a)?.[1] ?? []))];
      let raw = 0;
      let gz = 0;
      for (const src of srcs) {
        const body = new Uint8Array(await (await fetch(new URL(src, base))).arrayBuffer());
        raw += body.length;
        gz += gzipSync(body, { level: 9 }).length;
      }
      const flag = page.endsWith('/check') ? (gz / 1024 <= TARGET_KB ? `  ✓ ≤ ${TARGET_KB}` : `  ✗ > ${TARGET_KB}`) : '';
      console.log(`${page.padEnd(24)} ${String(srcs.length).padStart(7)} ${(raw / 1024).toFixed(1).padStart(8)} ${(gz / 1024).toFixed(1).padStart(9)}${flag}`);
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
