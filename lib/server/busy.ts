import { performance } from 'node:perf_hooks';

/**
 * True while the event loop was busy more than half of the last ~100 ms: the pre-rendering then
 * waits (lib/server/prerender.ts), so that it only ever uses time nobody else needs.
 */
export function busyMeter(): () => boolean {
  let last = performance.eventLoopUtilization();
  let at = Date.now();
  let busy = false;
  return () => {
    if (Date.now() - at >= 100) {
      const now = performance.eventLoopUtilization();
      busy = performance.eventLoopUtilization(now, last).utilization > 0.5;
      last = now;
      at = Date.now();
    }
    return busy;
  };
}
