/** Bundled by bench-verify.ts (esbuild, IIFE, in memory) and run in Chromium as window.__bench. */
import { checkAgree, interleavedMedians, WORKLOADS, type WorkloadId } from './workloads';

interface BenchApi {
  check(): Promise<void>;
  /** medians, ms: [lib/fair, reference (b)] */
  time(id: WorkloadId, runs: number): Promise<number[]>;
}
const find = (id: WorkloadId) => {
  const w = WORKLOADS.find((x) => x.id === id);
  if (!w) throw new Error(`no workload ${id}`);
  return w;
};

(globalThis as unknown as { __bench?: BenchApi }).__bench = {
  check: checkAgree,
  time: async (id, runs) => {
    const w = find(id);
    return interleavedMedians([w.fair, w.web], runs);
  },
};
