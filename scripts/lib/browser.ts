/**
 * The Chromium the browser tests and the benchmarks run: CHROMIUM_PATH when set, else Debian's
 * (this machine cannot download Playwright's). Checked before anything is built or started: a
 * machine without it gets one line saying what to install, not a launcher's dump of its arguments.
 */
import { existsSync } from 'node:fs';

import { ConfigError, rawSetting, SETTINGS } from '../../lib/config.ts';

const SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

/** The first of `defaults` that exists, or CHROMIUM_PATH when set; `install` names the package to install when none does. */
function found(defaults: string[], install: string): string {
  const chosen = rawSetting('CHROMIUM_PATH');
  if (chosen !== undefined) {
    if (existsSync(chosen)) return chosen;
    // worded as lib/config words every malformed variable, with its table's `expected`
    throw new ConfigError(`CHROMIUM_PATH must be ${SETTINGS.CHROMIUM_PATH.expected}, got "${chosen}" (no such file)`);
  }
  const path = defaults.find((p) => existsSync(p));
  if (path) return path;
  throw new Error(`no Chromium at ${defaults.join(' nor ')}: install it (apt-get install -y ${install}) or set CHROMIUM_PATH`);
}

/** The benchmarks': the full browser, as a player has (Lighthouse measures in it). */
export const benchChromium = (): string => found([FULL], 'chromium');

/**
 * The browser tests': the headless shell — the old headless mode, the one Playwright itself runs
 * headless tests in, which needs a fifth less CPU than the full browser for the same tests
 * (docs/benchmarks.md) — or else the full browser.
 */
export const testChromium = (): string => found([SHELL, FULL], 'chromium-headless-shell');
