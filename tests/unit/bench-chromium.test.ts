import { afterEach, describe, expect, it } from 'vitest';

import { benchChromium } from '../../scripts/lib/browser.ts';

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe('scripts/lib/browser: the benchmarks’ Chromium', () => {
  it('is CHROMIUM_PATH when that names a file', () => {
    process.env.CHROMIUM_PATH = process.execPath;
    expect(benchChromium()).toBe(process.execPath);
  });

  it('refuses a CHROMIUM_PATH naming no file in one line that names the variable and its value', () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    expect(() => benchChromium()).toThrow(/^CHROMIUM_PATH must be the path of a Chromium executable, got "\/nonexistent\/chromium" \(no such file\)$/);
  });
});
