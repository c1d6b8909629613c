/**
 * `npm test`: every check, in order — Prisma client, typecheck, lint, unit
 * tests, production build (with verifier.js), database and HTTP API tests on
 * SQLite and PostgreSQL, browser tests. Every step runs even when an earlier one failed (one run shows all
 * problems); the exit code is non-zero when any failed. Ends with a summary
 * and the line `tests: N passed, N failed, N skipped`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from './lib/build';
import { run, tsxBin } from './lib/proc';

const RESULTS = 'test-results';
const node = process.execPath;

type Step = { name: string; run: () => Promise<number> };
const bin = (pkg: string, file: string) => join('node_modules', pkg, file);

const steps: Step[] = [
  { name: 'prisma client', run: () => run(node, [tsxBin, 'scripts/db/generate.ts']) },
  { name: 'typecheck', run: () => run(node, [bin('typescript', 'bin/tsc'), '--noEmit', '-p', '.']) },
  { name: 'lint', run: () => run(node, [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.']) },
  {
    name: 'unit tests',
    run: () =>
      run(node, [
        bin('vitest', 'vitest.mjs'),
        'run',
        '--project',
        'unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${RESULTS}/vitest-unit.json`,
      ]),
  },
  {
    name: 'production build',
    run: () =>
      ensureBuild().then(
        () => 0,
        (e: unknown) => (console.error(e instanceof Error ? e.message : e), 1),
      ),
  },
  {
    name: 'database and API tests (SQLite, PostgreSQL)',
    run: () => run(node, [tsxBin, 'scripts/test-db.ts', '--with-http'], { env: { ...process.env, FAIR_TEST_RESULTS: RESULTS } }),
  },
  {
    name: 'browser tests (Playwright, Chromium)',
    run: () =>
      run(node, [bin('@playwright/test', 'cli.js'), 'test'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json` },
      }),
  },
];

/** Sums the test counts of every vitest and Playwright JSON report written. */
function countTests(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(RESULTS)) return total;
  for (const file of readdirSync(RESULTS).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(RESULTS, file), 'utf8')) as Record<string, unknown>;
    if (typeof report.numPassedTests === 'number') {
      total.passed += report.numPassedTests;
      total.failed += Number(report.numFailedTests ?? 0);
      total.skipped += Number(report.numPendingTests ?? 0) + Number(report.numTodoTests ?? 0);
    } else if (report.stats && typeof report.stats === 'object') {
      const s = report.stats as Record<string, number>;
      total.passed += (s.expected ?? 0) + (s.flaky ?? 0);
      total.failed += s.unexpected ?? 0;
      total.skipped += s.skipped ?? 0;
    }
  }
  return total;
}

async function main() {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const outcomes: { name: string; ok: boolean; seconds: number }[] = [];
  for (const step of steps) {
    console.log(`\n━━ ${step.name} ━━`);
    const started = Date.now();
    const code = await step.run().catch((e: unknown) => (console.error(e instanceof Error ? e.message : e), 1));
    outcomes.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  }
  console.log('\n━━ summary ━━');
  for (const o of outcomes) console.log(`${o.ok ? '✓' : '✗'} ${o.name} (${o.seconds.toFixed(1)} s)`);
  const t = countTests();
  const failedSteps = outcomes.filter((o) => !o.ok).length;
  console.log(`\ntests: ${t.passed} passed, ${t.failed + (t.failed === 0 && failedSteps ? failedSteps : 0)} failed, ${t.skipped} skipped`);
  process.exit(failedSteps ? 1 : 0);
}

main();
