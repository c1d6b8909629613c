import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against `next start` on a free port with a fresh
 * temporary database (tests/e2e/global-setup.ts). Playwright's own Chromium is
 * used when installed; otherwise Debian's /usr/bin/chromium (this machine
 * cannot download browsers).
 */
function executablePath(): string | undefined {
  const own = chromium.executablePath();
  if (own && existsSync(own)) return undefined;
  const system = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(system)) return system;
  throw new Error(`No Chromium found: neither Playwright's (${own}) nor ${system}. Install one: apt-get install -y chromium`);
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
    trace: 'retain-on-failure',
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
