/**
 * bench:http's big-proof rows (#21, "bounded work for any proof"): the first render of long proofs'
 * pages — 1,000, 6,000 (recorded) and 10,000 deals of bridge, 100,000 backgammon rolls — against a
 * 100-deal match's, on the same server: each page requested once as a browser asks (gzip), with its
 * time, the server's CPU time and its HTML's bytes (decoded). Target: within 5× of the 100-deal page
 * in time and bytes (tests/http/big-pages.test.ts asserts the same).
 */
import { backgammonRolls, bridgeMatch, commitOf } from '../../tests/http/big-docs.ts';

export interface BigPage {
  label: string;
  ms: number;
  cpuMs: number;
  bytes: number;
}

const DOCS: [string, () => Record<string, unknown>][] = [
  ['100 deals (baseline)', () => bridgeMatch(100)],
  ['1,000 deals', () => bridgeMatch(1_000)],
  ['6,000 deals (recorded)', () => bridgeMatch(6_000)],
  ['10,000 deals', () => bridgeMatch(10_000, { record: false })],
  ['100,000 rolls', () => backgammonRolls(100_000)],
];

async function publish(base: string, token: string, doc: Record<string, unknown>): Promise<number> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const made = await fetch(`${base}/api/v1/proofs`, { method: 'POST', headers, body: JSON.stringify(commitOf(doc)) });
  const { id } = (await made.json()) as { id: number };
  const revealed = await fetch(`${base}/api/v1/proofs/${id}/reveal`, { method: 'POST', headers, body: JSON.stringify(doc) });
  await revealed.arrayBuffer();
  if (!made.ok || !revealed.ok) throw new Error(`publishing a big proof answered ${made.status}, ${revealed.status}`);
  return id;
}

/** Publishes the big proofs, then renders each one's /en page once (the first row is the baseline). */
export async function bigPages(base: string, token: string, serverCpuMs: () => number): Promise<BigPage[]> {
  const ids: number[] = [];
  for (const [, make] of DOCS) ids.push(await publish(base, token, make()));
  const rows: BigPage[] = [];
  for (const [i, [label]] of DOCS.entries()) {
    const cpu0 = serverCpuMs();
    const t0 = performance.now();
    const res = await fetch(`${base}/en/fair/${ids[i]}`, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(120_000) });
    const html = await res.text();
    if (!res.ok || res.headers.get('x-fair-cache') !== 'MISS') throw new Error(`GET /en/fair/${ids[i]} answered ${res.status}, ${res.headers.get('x-fair-cache')}: not a first render`);
    rows.push({ label, ms: performance.now() - t0, cpuMs: serverCpuMs() - cpu0, bytes: Buffer.byteLength(html) });
  }
  return rows;
}

/** The rows as a table, with their ratios to the baseline; the targets missed. */
export function printBigPages(header: string, rows: BigPage[]): string[] {
  const base = rows[0]!;
  const misses: string[] = [];
  console.log(`\n${header}: a proof page's first render, by the proof's length (one request each, gzip; HTML bytes decoded)`);
  console.log('page                      time ms  srv CPU ms  HTML KB  ÷time  ÷bytes  target');
  for (const r of rows) {
    const [t, b] = [r.ms / base.ms, r.bytes / base.bytes];
    const met = t <= 5 && b <= 5;
    if (!met) misses.push(`${header.split(' ')[0]} first render of ${r.label}: ×${t.toFixed(1)} time, ×${b.toFixed(1)} bytes (target ≤ 5×)`);
    console.log(
      `${r.label.padEnd(24)}  ${r.ms.toFixed(0).padStart(7)}  ${r.cpuMs.toFixed(0).padStart(10)}  ${(r.bytes / 1024).toFixed(1).padStart(7)}  ${t.toFixed(2).padStart(5)}  ${b.toFixed(2).padStart(6)}  ${r === base ? '' : `≤5×: ${met ? 'met' : 'MISSED'}`}`.trimEnd(),
    );
  }
  return misses;
}
