import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/lib/browser.ts';

/**
 * Browser tests run against `next start` on a free port with a fresh temporary database
 * (tests/e2e/global-setup.ts), in Playwright's own Chromium when installed, or else Debian's
 * (scripts/lib/browser.ts: its headless shell when present).
 */
function executablePath(): string | undefined {
  const own = chromium.executablePath();
  return own && existsSync(own) ? undefined : testChromium();
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Limits, not targets: on a loaded 2-core VM (December 2: a plain Node loop 2–3× its usual time,
  // load 3–7) tests that take ~18 s alone took past 30 s, and verdicts past expect's default 5 s
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // a failed test keeps its trace (actions, console, network) and a screenshot — not the trace's
    // DOM snapshots and screencast: those are taken around every action of every test, failed or
    // not, and doubled the suite's work (proof pages, 22 tests: 164 s and 290 CPU-seconds with them,
    // 86 s and 144 without; a page.evaluate on #13 took 160 ms instead of 17)
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: executablePath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
