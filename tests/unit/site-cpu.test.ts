// The benchmarks' server CPU time (scripts/lib/site.ts, read from /proc): what a process used, as
// Node itself counts it — within the kernel's clock ticks.
import { describe, expect, it } from 'vitest';

import { processCpuMs } from '../../scripts/lib/site.ts';

describe('a process CPU time from /proc', () => {
  it.runIf(process.platform === 'linux')('follows what the process used', () => {
    const before = process.cpuUsage();
    const read0 = processCpuMs(process.pid);
    const end = Date.now() + 300;
    let x = 0;
    while (Date.now() < end) x += Math.sqrt(x + 1);
    const used = process.cpuUsage(before);
    const read = processCpuMs(process.pid) - read0;
    expect(x).toBeGreaterThan(0);
    // two clock ticks (10 ms each) of rounding at either end
    expect(Math.abs(read - (used.user + used.system) / 1000)).toBeLessThan(40);
  });

  it('is NaN for a process that is not there', () => {
    expect(processCpuMs(2 ** 30)).toBeNaN();
  });
});
