/** The browser the benchmarks measure in: Debian's full Chromium, or CHROMIUM_PATH. */
import { existsSync } from 'node:fs';

import { ConfigError, rawSetting, SETTINGS } from '../../lib/config.ts';

/**
 * Its path, checked before anything is built or started: a machine without it gets one line saying
 * what to install (`.ci/run` installs only the tests' headless shell), not chrome-launcher's dump.
 */
export function benchChromium(): string {
  const chosen = rawSetting('CHROMIUM_PATH');
  const path = chosen ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  // worded as lib/config words every malformed variable, with its table's `expected`
  if (chosen) throw new ConfigError(`CHROMIUM_PATH must be ${SETTINGS.CHROMIUM_PATH.expected}, got "${chosen}" (no such file)`);
  throw new Error('no Chromium at /usr/bin/chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
}
