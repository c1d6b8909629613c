/**
 * bench:http's realistic mix (issue #14, item 4): game servers publish at a steady rate while
 * players open each new proof's page about twice — the first visit is the page's first render —
 * and read it through the API. Open-loop (requests are sent on schedule, whether or not earlier
 * ones have finished), so a server that falls behind shows as latency, not as a lower rate.
 *
 * For each proof, from the moment its commit is sent:
 *   POST /api/v1/proofs                    the commitment (backgammon, 30 rolls: seed/volume.ts)
 *   POST /api/v1/proofs/{id}/reveal        0.2 s after the commit's answer (a short game)
 *   GET  /{locale}/fair/{id}               0.1–1 s after the reveal's answer: the player taps
 *                                          "verify" on the result card (locale ru 50 %, ro 30 %,
 *                                          en 20 %; gzip accepted, as browsers do) — a first visit
 *   GET  /api/v1/proofs/{id}               0–2 s after the reveal
 *   GET  /{locale}/fair/{id}               2–6 s after the reveal: the same page again
 *
 * `highestRate` raises the publishing rate until the p99 latency of all requests reaches
 * `p99Ms` (or any request fails), then narrows it down: the highest rate held is reported.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

import { freshProof } from '../../lib/db/seed/volume.ts';

const ROLLS = 30;
const LOCALES: [string, number][] = [
  ['ru', 0.5],
  ['ro', 0.3],
  ['en', 0.2],
];
type Kind = 'commit' | 'reveal' | 'first visit' | 'second visit' | 'json';
export const KINDS: readonly Kind[] = ['commit', 'reveal', 'first visit', 'json', 'second visit'];

export interface MixRun {
  /** publishing rate asked for, proofs/s */
  rate: number;
  /** proofs whose commit was sent in the measured window, per second */
  published: number;
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  byKind: Record<Kind, { n: number; p50: number; p99: number }>;
  /** share of the measured first visits answered from the page cache (x-fair-cache HIT or SHARED) */
  firstCached: number;
  held: boolean;
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
const pickLocale = () => {
  let r = Math.random();
  for (const [l, w] of LOCALES) if ((r -= w) < 0) return l;
  return 'ru';
};
const uniform = (a: number, b: number) => a + Math.random() * (b - a);

function proofBodies(n: number): { commit: string; reveal: string }[] {
  return Array.from({ length: n }, () => {
    const { commit, reveal } = freshProof(ROLLS);
    return { commit: JSON.stringify(commit), reveal: JSON.stringify(reveal) };
  });
}

/** One run at `rate` proofs/s: `warmupS` seconds not counted, then `seconds` measured. */
export async function mixAt(base: string, token: string, rate: number, seconds: number, warmupS = 2, p99Ms = 100): Promise<MixRun> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const bodies = proofBodies(Math.ceil(rate * (warmupS + seconds)) + 1);
  const samples: { kind: Kind; ms: number }[] = [];
  let failed = 0;
  const firstVisits = { all: 0, cached: 0 };

  // Every request of a proof whose commit was sent in the measured window counts, also those made after it.
  const request = (counted: boolean, kind: Kind, method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string } | null>((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        { host: url.hostname, port: url.port, method, path, agent, headers: { ...headers, ...(body ? { 'content-type': 'application/json', authorization: `Bearer ${token}` } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ok = res.statusCode !== undefined && res.statusCode < 300;
            if (counted) {
              samples.push({ kind, ms: performance.now() - t0 });
              if (!ok) failed++;
              if (kind === 'first visit') {
                firstVisits.all++;
                if (/^(HIT|SHARED)$/.test(String(res.headers['x-fair-cache']))) firstVisits.cached++;
              }
            }
            resolve(ok ? { status: res.statusCode!, text: kind === 'commit' ? Buffer.concat(chunks).toString('utf8') : '' } : null);
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        if (counted) {
          samples.push({ kind, ms: performance.now() - t0 });
          failed++;
        }
        resolve(null);
      });
      req.end(body);
    });

  const after = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
  /** One proof's life, resolved when its last request has been answered. */
  const proof = async (b: { commit: string; reveal: string }, counted: boolean) => {
    const made = await request(counted, 'commit', 'POST', '/api/v1/proofs', b.commit);
    if (!made) return;
    const id = (JSON.parse(made.text) as { id: number }).id;
    await after(0.2);
    if (!(await request(counted, 'reveal', 'POST', `/api/v1/proofs/${id}/reveal`, b.reveal))) return;
    const page = `/${pickLocale()}/fair/${id}`;
    const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
    await Promise.all([
      after(uniform(0.1, 1))
        .then(() => request(counted, 'first visit', 'GET', page, undefined, browser))
        .then(() => after(uniform(1, 5)))
        .then(() => request(counted, 'second visit', 'GET', page, undefined, browser)),
      after(uniform(0, 2)).then(() => request(counted, 'json', 'GET', `/api/v1/proofs/${id}`)),
    ]);
  };

  const start = performance.now();
  const windowStart = start + warmupS * 1000;
  const windowEnd = windowStart + seconds * 1000;
  const lives: Promise<void>[] = [];
  let sent = 0;
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const now = performance.now();
      if (now >= windowEnd) {
        clearInterval(timer);
        done();
        return;
      }
      const due = Math.min(bodies.length, Math.floor(((now - start) / 1000) * rate));
      while (sent < due) {
        const life = proof(bodies[sent++]!, now >= windowStart);
        if (now >= windowStart) lives.push(life);
      }
    }, 5);
  });
  // the measured proofs' later requests (second visits come up to ~6 s after a reveal)
  await Promise.all(lives);
  agent.destroy();
  const sentInWindow = lives.length;

  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byKind = Object.fromEntries(
    KINDS.map((k) => {
      const l = samples.filter((s) => s.kind === k).map((s) => s.ms).sort((a, b) => a - b);
      return [k, { n: l.length, p50: quantile(l, 0.5), p99: quantile(l, 0.99) }];
    }),
  ) as MixRun['byKind'];
  const p99 = quantile(all, 0.99);
  return { rate, published: sentInWindow / seconds, requests: all.length, failed, p50: quantile(all, 0.5), p99, byKind, firstCached: firstVisits.all ? firstVisits.cached / firstVisits.all : 0, held: failed === 0 && p99 < p99Ms && all.length > 0 };
}

/**
 * The highest publishing rate held with p99 < `p99Ms`: the rate grows by half from `start` until a
 * run misses, then the gap between the last held and the first missed rate is halved `refine` times.
 */
export async function highestRate(
  base: string,
  token: string,
  { start = 20, seconds = 8, p99Ms = 100, refine = 2, maxRate = 2000, log = (r: MixRun) => void r }: { start?: number; seconds?: number; p99Ms?: number; refine?: number; maxRate?: number; log?: (r: MixRun) => void } = {},
): Promise<{ best: MixRun | null; runs: MixRun[] }> {
  const runs: MixRun[] = [];
  const run = async (rate: number) => {
    const r = await mixAt(base, token, rate, seconds, 2, p99Ms);
    runs.push(r);
    log(r);
    return r;
  };
  let best: MixRun | null = null;
  let missed: number | null = null;
  for (let rate = start; rate <= maxRate; rate = Math.round(rate * 1.5)) {
    const r = await run(rate);
    if (!r.held) {
      missed = rate;
      break;
    }
    best = r;
  }
  for (let i = 0; i < refine && missed !== null; i++) {
    const lo = best?.rate ?? 0;
    const mid = Math.round((lo + missed) / 2);
    if (mid <= lo || mid >= missed) break;
    const r = await run(mid);
    if (r.held) best = r;
    else missed = mid;
  }
  return { best, runs };
}
