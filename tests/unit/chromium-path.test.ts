import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';

import { benchChromium, testChromium } from '../../scripts/lib/browser.ts';

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe('scripts/lib/browser: the Chromium of the benchmarks and of the browser tests', () => {
  for (const [name, find] of [['benchChromium', benchChromium], ['testChromium', testChromium]] as const) {
    it(`${name} is CHROMIUM_PATH when that names a file`, () => {
      process.env.CHROMIUM_PATH = process.execPath;
      expect(find()).toBe(process.execPath);
    });

    it(`${name} refuses a CHROMIUM_PATH naming no file in one line that names the variable and its value`, () => {
      process.env.CHROMIUM_PATH = '/nonexistent/chromium';
      expect(() => find()).toThrow(/^CHROMIUM_PATH must be the path of a Chromium executable, got "\/nonexistent\/chromium" \(no such file\)$/);
    });
  }

  it('testChromium takes the headless shell when it is installed, else the full browser', () => {
    delete process.env.CHROMIUM_PATH;
    const shell = '/usr/lib/chromium/chromium-headless-shell';
    const expected = existsSync(shell) ? shell : existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
    if (expected) expect(testChromium()).toBe(expected);
    else expect(() => testChromium()).toThrow(/^no Chromium at .* nor \/usr\/bin\/chromium: install it \(apt-get install -y chromium-headless-shell\) or set CHROMIUM_PATH$/);
  });
});
