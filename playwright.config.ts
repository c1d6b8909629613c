import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/lib/browser.ts';

/**
 * Browser tests run against the bundled production server (scripts/lib/site.ts startSite) on a free
 * port with a fresh temporary database (tests/e2e/global-setup.ts), in Playwright's own Chromium
 * when installed, or else Debian's (scripts/lib/browser.ts: its headless shell when present).
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
  // Limits, not targets: on a loaded 2-core machine a plain Node loop took two to three times its
  // usual time, tests took past Playwright's default limit, and verdicts past expect's default
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // a failed test keeps its trace (actions, console, network) and a screenshot — not the trace's
    // DOM snapshots and screencast: those are taken around every action of every test, failed or
    // not, and about doubled the suite's time and CPU (measured on the proof pages' tests)
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
