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
  const commit = () => fetch(`${base}/api/v1/proofs`, { method: 'POST', headers, body: JSON.stringify(commitOf(doc)) });
  // after a long wait for the server to be idle, the kept-alive connection may be closing just as
  // it is reused ("other side closed"): a commit that never arrived is sent once more
  const made = await commit().catch(commit);
  const { id } = (await made.json()) as { id: number };
  const revealed = await fetch(`${base}/api/v1/proofs/${id}/reveal`, { method: 'POST', headers, body: JSON.stringify(doc) });
  await revealed.arrayBuffer();
  if (!made.ok || !revealed.ok) throw new Error(`publishing a big proof answered ${made.status}, ${revealed.status}`);
  return id;
}

/** One first render of a page: its time, the server's CPU time and the HTML (decoded). */
async function firstRender(base: string, id: number, serverCpuMs: () => number) {
  const cpu0 = serverCpuMs();
  const t0 = performance.now();
  const res = await fetch(`${base}/en/fair/${id}`, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(120_000) });
  const html = await res.text();
  if (!res.ok || res.headers.get('x-fair-cache') !== 'MISS') throw new Error(`GET /en/fair/${id} answered ${res.status}, ${res.headers.get('x-fair-cache')}: not a first render`);
  return { ms: performance.now() - t0, cpuMs: serverCpuMs() - cpu0, bytes: Buffer.byteLength(html) };
}

/**
 * Publishes the big proofs, then renders each one's /en page once (the first row is the baseline),
 * after a 20-deal match's page: the server's first render also loads its code. `idle` resolves once
 * the server is idle again.
 */
export async function bigPages(base: string, token: string, serverCpuMs: () => number, idle: () => Promise<void>): Promise<BigPage[]> {
  await firstRender(base, await publish(base, token, bridgeMatch(20)), serverCpuMs);
  const ids: number[] = [];
  for (const [, make] of DOCS) {
    ids.push(await publish(base, token, make()));
    // a big reveal holds the server for seconds: the next request would wait as long
    await idle();
  }
  const rows: BigPage[] = [];
  for (const [i, [label]] of DOCS.entries()) rows.push({ label, ...(await firstRender(base, ids[i]!, serverCpuMs)) });
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
