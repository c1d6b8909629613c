/**
 * The four bench:verify workloads, isomorphic (Node and the browser bundle):
 * lib/fair and reference (b), WebCrypto awaiting every call. Reference (a),
 * node:crypto, is Node only (ref-node.ts) and is added by bench-verify.ts.
 */
import { sha256 } from '@noble/hashes/sha2.js';

import { computeHand, computeMatch, keyedMac, rollPairs } from '../../lib/fair';
import { hexToBytes } from '../../lib/fair/hex';
import { clearWebKeys, webHand, webMatch, webRollPairs } from './ref-webcrypto';

export const SEED = '7f388584112c0976dfc3216cb81bc24c3a79c7441ef19f290f337da8276bdfc9';
export const HEX_SEED = 'c804ef32aba7306523f6ae8cd166ea99b102388203b88593777237906e2a4c2a';
export const SEATS: [number, string][] = [[0, '3dbe9065cc4536ae'], [2, 'd4008b642e229cef'], [10, 'f78e17817794a16d']];
export const PHONES = ['92e0131632966ad1c3973fd270bb20b5', '3a0aa7dc550b5fa38a5b0375c7cf3116'];
export const FOUR = ['a', 'b', 'c', 'd'];
export const HANDS = 500;
export const DEALS = 100;
export const ROLLS = 1000;
export const DRAWS = 144;

export type WorkloadId = 'poker' | 'bridge' | 'backgammon' | 'mahjong';
export interface Workload {
  id: WorkloadId;
  name: string;
  /** lib/fair, synchronous */
  fair: () => unknown;
  /** reference (b): WebCrypto, await per call */
  web: () => Promise<unknown>;
}

export const WORKLOADS: Workload[] = [
  {
    id: 'poker',
    name: `poker session, ${HANDS} hands`,
    fair: () => {
      const m = keyedMac(SEED);
      const roots: string[] = [];
      for (let n = 1; n <= HANDS; n++) roots.push(computeHand(m, 't1', 's1', n, SEATS).root);
      return roots;
    },
    web: async () => {
      clearWebKeys();
      const roots: string[] = [];
      for (let n = 1; n <= HANDS; n++) roots.push((await webHand(SEED, 't1', 's1', n, SEATS)).root);
      return roots;
    },
  },
  {
    id: 'bridge',
    name: `bridge match, ${DEALS} deals`,
    fair: () => computeMatch(keyedMac(SEED), 'bridge', 'm1', FOUR, DEALS),
    web: () => (clearWebKeys(), webMatch(SEED, 'bridge', 'm1', FOUR, DEALS)),
  },
  {
    id: 'backgammon',
    name: `backgammon, ${ROLLS.toLocaleString('en')} rolls`,
    fair: () => rollPairs(keyedMac(hexToBytes(HEX_SEED)), PHONES, ROLLS),
    web: () => (clearWebKeys(), webRollPairs(HEX_SEED, PHONES, ROLLS)),
  },
  {
    id: 'mahjong',
    name: `mahjong wall, ${DRAWS} draws`,
    fair: () => computeMatch(keyedMac(SEED), 'mahjong', 'm1', FOUR, DRAWS),
    web: () => (clearWebKeys(), webMatch(SEED, 'mahjong', 'm1', FOUR, DRAWS)),
  },
];

const now = () => globalThis.performance.now();

/** Shortest timed sample: fast workloads run several times per sample (timer resolution, esp. Chromium's). */
export const MIN_SAMPLE_MS = 25;

/**
 * SHA-256 blocks (compressions) in the poker workload as it was before the pad nodes were cached
 * (506 a hand; 476 since): the size of the raw-block reference below, kept fixed so that its ratios
 * compare across versions.
 */
export const POKER_BLOCKS = 253002;
let rawMessage: Uint8Array | undefined;
/**
 * Noble's SHA-256 block function alone: one call over a message of exactly POKER_BLOCKS blocks
 * (padding included), no per-message overhead. Poker ÷ this, sampled interleaved, is a
 * load-robust figure: both slow down alike when other work shares the cores.
 */
export const rawBlocks = (): Uint8Array => sha256((rawMessage ??= new Uint8Array(64 * POKER_BLOCKS - 9)));

export const median = (x: readonly number[]): number => {
  const s = x.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * Wall times (ms per workload run) of each function, sampled interleaved
 * (f0, f1, …, f0, f1, …) so load changes on a shared machine hit all alike:
 * one array of samples per function, the i-th samples of all taken in the same round.
 * Each gets one untimed warm-up call, which also sets how many calls make a
 * sample (at least MIN_SAMPLE_MS long).
 */
export async function interleavedSamples(fs: readonly (() => unknown)[], runs: number): Promise<number[][]> {
  const reps = [] as number[];
  for (const f of fs) {
    const s = now();
    await f();
    reps.push(Math.max(1, Math.ceil(MIN_SAMPLE_MS / Math.max(now() - s, 0.01))));
  }
  const t: number[][] = fs.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (let j = 0; j < fs.length; j++) {
      const f = fs[j]!;
      const s = now();
      for (let r = 0; r < reps[j]!; r++) await f();
      t[j]!.push((now() - s) / reps[j]!);
    }
  }
  return t;
}

/** Median wall time (ms per workload run) of each function, sampled as {@link interleavedSamples}. */
export async function interleavedMedians(fs: readonly (() => unknown)[], runs: number): Promise<number[]> {
  return (await interleavedSamples(fs, runs)).map(median);
}

/** Median over the rounds of `a`'s sample ÷ `b`'s sample taken in the same round. */
export const medianRatio = (a: readonly number[], b: readonly number[]): number => median(a.map((x, i) => x / b[i]!));

/** Canonical text of a workload's result, to check that implementations agree. */
export function resultKey(id: WorkloadId, r: unknown): string {
  if (id === 'poker') return JSON.stringify(r);
  const o = r as { seatOrder: number[]; deals?: number[][]; draws?: number[] } | [number, number][];
  if (Array.isArray(o)) return JSON.stringify(o);
  return JSON.stringify({ seatOrder: o.seatOrder, deals: o.deals, draws: o.draws });
}

/** Throws unless lib/fair and reference (b) give the same results on every workload (whole outputs). */
export async function checkAgree(): Promise<void> {
  for (const w of WORKLOADS) {
    const a = resultKey(w.id, await w.fair());
    const b = resultKey(w.id, await w.web());
    if (a !== b) throw new Error(`${w.id}: lib/fair and the WebCrypto reference disagree`);
  }
}
