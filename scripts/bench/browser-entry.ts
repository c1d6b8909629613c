/** Bundled by bench-verify.ts (esbuild, IIFE, in memory) and run in Chromium as window.__bench. */
import { checkAgree, interleavedSamples, median, medianRatio, rawBlocks, WORKLOADS, type WorkloadId } from './workloads';

interface BenchApi {
  check(): Promise<void>;
  /** medians, ms: [lib/fair, reference (b)], and for poker lib/fair ÷ {@link rawBlocks} (median of the rounds' ratios) */
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
    const t = await interleavedSamples(id === 'poker' ? [w.fair, w.web, rawBlocks] : [w.fair, w.web], runs);
    return [median(t[0]!), median(t[1]!), ...(t[2] ? [medianRatio(t[0]!, t[2])] : [])];
  },
};
