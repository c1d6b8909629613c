/**
 * Bundled by bench-verify.ts (esbuild, IIFE, in memory) and run in Chromium.
 * Built twice with --proposal: once as is (window.__bench) and once with
 * lib/fair's hashing swapped for scripts/bench/proposal/ (window.__benchProposal).
 */
import { checkAgree, interleavedMedians, WORKLOADS, type WorkloadId } from './workloads';

declare const __PROPOSAL__: boolean;

interface ProposalApi {
  check(): Promise<void>;
  fair(id: WorkloadId): () => unknown;
}
interface BenchApi {
  check(): Promise<void>;
  /** medians, ms: [lib/fair, reference (b), proposal (when loaded)] */
  time(id: WorkloadId, runs: number): Promise<number[]>;
}
const g = globalThis as unknown as { __bench?: BenchApi; __benchProposal?: ProposalApi };
const find = (id: WorkloadId) => {
  const w = WORKLOADS.find((x) => x.id === id);
  if (!w) throw new Error(`no workload ${id}`);
  return w;
};

if (__PROPOSAL__) {
  g.__benchProposal = { check: checkAgree, fair: (id) => find(id).fair };
} else {
  g.__bench = {
    check: checkAgree,
    time: async (id, runs) => {
      const w = find(id);
      const fs = [w.fair, w.web];
      if (g.__benchProposal) fs.push(g.__benchProposal.fair(id));
      return interleavedMedians(fs, runs);
    },
  };
}
