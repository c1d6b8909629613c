/**
 * npm run bench:log [-- --entries N] [--samples N] [--keep]
 *
 * The commitment log at scale (default 1,000,000 entries), in a scratch SQLite
 * database (a temp folder, deleted afterwards unless --keep), through the
 * store's own code (lib/db/log/):
 *   1. append throughput: the entries appended in batches of 10,000 (one write
 *      transaction each: tail lock, frontier, entries + subtree hashes), against
 *      a baseline measured in the same run — the same entry rows inserted alone,
 *      without any hashing or tree (the floor of storing them at all);
 *      then single appends at the full size (one transaction per entry, as a
 *      commit does: p50/p99);
 *   2. inclusion and consistency proof generation for random sizes up to the full
 *      log, from stored hashes (p50/p99; target p99 < 5 ms); baseline: lib/fair's
 *      in-memory generator, which recomputes over the leaves (O(n));
 *   3. checkpoint signing: root from stored hashes + Ed25519 + storing the note;
 *   4. `verifier.js audit entries.json` over the full log (the built file, in a
 *      child process: read, parse, rebuild the tree, check the signed checkpoint;
 *      target: 1M entries in < 10 s), against node:crypto rebuilding the same
 *      tree in this process;
 *   5. C2SP tiles (log.md, "Tiles"): random hash tiles and entry bundles read
 *      through the /log handler (lib/api/open-log.ts: the size check, one range
 *      read of stored hashes or entries; p50/p99), checked against the stored
 *      leaves; and what a CDN would save — of the requests a tiles client makes
 *      to prove a random entry (the checkpoint and the tiles its proof needs),
 *      the share that are immutable tiles a CDN answers without the site;
 *   6. the same tiles from the running site (the built server.ts on the scratch
 *      database, over HTTP with 1 and 8 connections: p50/p99 of `/log/tile/…`), and what
 *      a CDN in front would save of a proving client's and of a mirror's requests
 *      and bytes (only `/log/checkpoint`, `no-cache`, reaches the site).
 * `--tiles-only` makes the log with the batched appends and runs 5 and 6 only.
 * Prints the figures and ratios. Exit 0 even when a target is missed (a
 * benchmark, not a test).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import Database from 'better-sqlite3';

import { closeDb, getDb } from '../lib/db/client.ts';
import { inWriteTransaction } from '../lib/db/lock.ts';
import {
  appendEntries, consistencyProofHex, inclusionProofHex, latestCheckpoint, lockTail, logEntries, logSize, rootHex, signCheckpoint,
} from '../lib/db/log/index.ts';
import { logSigner } from '../lib/db/log/key.ts';
import { volumeEntryText } from '../lib/db/seed/volume.ts';
import { applyMigrations } from '../lib/db/migrations/migrate.ts';
import { hexToBytes } from '../lib/fair/hex.ts';
import { inclusionProof, leafHash, verifyConsistency, verifyInclusion } from '../lib/fair/index.ts';
import { openLogResponse } from '../lib/api/open-log.ts';
import { tilePath, tilesOf, type TileRef } from '../lib/fair/log/tiles.ts';
import { inclusionRanges, subtreesOf } from '../lib/fair/log/tree.ts';
import { bundleVerifier } from './build-verifier.ts';
import { hasBuild } from './lib/build.ts';
import { startSite } from './lib/site.ts';

const args = process.argv.slice(2);
function numArg(name: string, dflt: number): number {
  const i = args.indexOf(name);
  if (i < 0) return dflt;
  const raw = args[i + 1] ?? '';
  if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1) throw new Error(`${name} expects a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
}
const N = numArg('--entries', 1_000_000);
const SAMPLES = numArg('--samples', 2000);
const KEEP = args.includes('--keep');
const TILES_ONLY = args.includes('--tiles-only');
const BATCH = 10_000;
const SINGLE = 500;

const ms = (t0: number) => performance.now() - t0;
const fmt = (x: number, d = 2) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
const int = (x: number) => Math.round(x).toLocaleString('en-US');
function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
/** A deterministic pseudo-random sequence (xorshift), so runs are comparable. */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

/** Entry i: a dice proof's commitment, as the store logs it. */
function entryAt(i: number, t0: number): string {
  const commitment = createHash('sha256').update(`bench ${i}`).digest('hex');
  const time = new Date(t0 + Math.floor(i / 50)).toISOString();
  return volumeEntryText(i, commitment, time);
}

function line(label: string, value: string, note = '') {
  console.log(`  ${label.padEnd(46)} ${value.padStart(22)}${note ? `   ${note}` : ''}`);
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fair-bench-log-'));
  const file = path.join(tmp, 'log.db');
  process.env.DATABASE_URL = `file:${file}`;
  delete process.env.FAIR_LOG_KEY;
  delete process.env.FAIR_LOG_ORIGIN;
  // on a shared machine the tails (p99) are mostly other processes' turns: read them with the load
  console.log(`bench:log — ${int(N)} entries, ${SAMPLES} proof samples, Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(`  scratch database: ${file}${KEEP ? ' (kept)' : ''}`);
  try {
    await applyMigrations();
    const t0 = Date.parse('2026-11-29T12:00:00.000Z');

    // ── 1. appends ──────────────────────────────────────────────────────────
    console.log('\n1. Appending');
    const base = path.join(tmp, 'baseline.db');
    const plain = new Database(base);
    plain.pragma('journal_mode = WAL');
    plain.exec('CREATE TABLE "LogEntry" ("index" INTEGER NOT NULL PRIMARY KEY, "entry" TEXT NOT NULL)');
    plain.close();
    const baseLimit = TILES_ONLY ? 0 : Math.min(N, 200_000);
    // the baseline inserts the same rows with the same statements (1,000 rows each, through the
    // Prisma client and its adapter), without hashing, tree or tail
    process.env.DATABASE_URL = `file:${base}`;
    let t = performance.now();
    for (let s = 0; s < baseLimit; s += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, baseLimit - s) }, (_, j) => [s + j, entryAt(s + j, t0)] as const);
      await inWriteTransaction(async (tx) => {
        for (let k = 0; k < rows.length; k += 1000) {
          const chunk = rows.slice(k, k + 1000);
          await tx.$executeRawUnsafe(`INSERT INTO "LogEntry" ("index", "entry") VALUES ${chunk.map(() => '(?, ?)').join(', ')}`, ...chunk.flat());
        }
      });
    }
    const baseRate = baseLimit / (ms(t) / 1000);
    await closeDb();
    process.env.DATABASE_URL = `file:${file}`;

    t = performance.now();
    let lastPrint = performance.now();
    for (let s = 0; s < N; s += BATCH) {
      const entries = Array.from({ length: Math.min(BATCH, N - s) }, (_, j) => entryAt(s + j, t0));
      await inWriteTransaction(async (tx) => {
        const tail = await lockTail(tx);
        if (tail.size !== s) throw new Error(`tail at ${tail.size}, expected ${s}`);
        await appendEntries(tx, tail, entries);
      });
      if (performance.now() - lastPrint > 2000) {
        process.stderr.write(`\r  … ${int(s + entries.length)} entries`);
        lastPrint = performance.now();
      }
    }
    process.stderr.write('\r');
    const appendMs = ms(t);
    const appendRate = N / (appendMs / 1000);
    const size = await logSize();
    if (size !== N) throw new Error(`the log has ${size} entries, expected ${N}`);
    line(`batched appends (${int(BATCH)} per transaction)`, `${int(appendRate)} entries/s`, `${fmt(appendMs / 1000, 1)} s for ${int(N)}`);
    if (TILES_ONLY) {
      const cp = await latestCheckpoint(N);
      await benchTiles(cp.size, rng(42), await leafHashesOf(cp.size));
      await benchSiteTiles(rng(43));
      return;
    }
    line(`baseline: entry rows alone (${int(baseLimit)})`, `${int(baseRate)} rows/s`, `appends ÷ baseline = ${fmt(appendRate / baseRate)}`);
    const hashes = await getDb().logHash.count();
    line('stored subtree hashes', int(hashes), `= 2n − popcount(n): ${hashes === 2 * N - N.toString(2).replace(/0/g, '').length ? '✓' : '✗'}`);

    const singles: number[] = [];
    for (let i = 0; i < SINGLE; i++) {
      const e = entryAt(N + i, t0);
      const s0 = performance.now();
      await inWriteTransaction(async (tx) => {
        const tail = await lockTail(tx);
        await appendEntries(tx, tail, [e]);
      });
      singles.push(ms(s0));
    }
    const total = N + SINGLE;
    line(`single appends at ${int(N)} (1 per transaction)`, `p50 ${fmt(pct(singles, 50))} / p99 ${fmt(pct(singles, 99))} ms`, `${int(SINGLE / (singles.reduce((a, b) => a + b, 0) / 1000))} entries/s, each with its commit's fsync`);

    // ── 2. proofs ───────────────────────────────────────────────────────────
    console.log(`\n2. Proof generation from stored hashes (random sizes ≤ ${int(total)})`);
    const r = rng(42);
    const incl: number[] = [];
    const cons: number[] = [];
    const checks: { index: number; size: number; hashes: string[] }[] = [];
    for (let k = 0; k < SAMPLES; k++) {
      const sz = 1 + Math.floor(r() * total);
      const index = Math.floor(r() * sz);
      const s0 = performance.now();
      const hs = await inclusionProofHex(index, sz);
      incl.push(ms(s0));
      if (k < 20) checks.push({ index, size: sz, hashes: hs });
      const to = 1 + Math.floor(r() * total);
      const from = 1 + Math.floor(r() * to);
      const c0 = performance.now();
      const ch = await consistencyProofHex(from, to);
      cons.push(ms(c0));
      if (k < 20 && !verifyConsistency(from, to, ch, await rootHex(from), await rootHex(to))) throw new Error(`consistency ${from}→${to} does not verify`);
    }
    for (const c of checks) {
      const entry = (await getDb().logEntry.findUnique({ where: { index: c.index } }))!.entry;
      if (!verifyInclusion(c.index, c.size, leafHash(entry), c.hashes, await rootHex(c.size))) throw new Error(`inclusion ${c.index}/${c.size} does not verify`);
    }
    const target = (p: number) => (p < 5 ? '✓ target p99 < 5 ms' : '✗ target p99 < 5 ms');
    line('inclusion proof', `p50 ${fmt(pct(incl, 50))} / p99 ${fmt(pct(incl, 99))} ms`, target(pct(incl, 99)));
    line('consistency proof', `p50 ${fmt(pct(cons, 50))} / p99 ${fmt(pct(cons, 99))} ms`, target(pct(cons, 99)));
    // baseline: lib/fair's generator over the leaves in memory (what "no stored hashes" costs)
    const leafBytes = await leafHashesOf(total);
    const b0 = performance.now();
    inclusionProof(Math.floor(r() * total), total, (i) => leafBytes.subarray(32 * i, 32 * i + 32));
    const baseProof = ms(b0);
    line('baseline: lib/fair generator over all leaves', `${fmt(baseProof, 0)} ms per proof`, `÷ stored-hash p50 = ${int(baseProof / pct(incl, 50))}×`);

    // ── 3. checkpoint signing ───────────────────────────────────────────────
    console.log('\n3. Checkpoint signing');
    const signer = await logSigner();
    const root = hexToBytes(await rootHex(total));
    const sg: number[] = [];
    for (let k = 0; k < 200; k++) {
      const s0 = performance.now();
      signCheckpoint(signer, total, root);
      sg.push(ms(s0));
    }
    const full: number[] = [];
    for (let k = 0; k < 20; k++) {
      await inWriteTransaction(async (tx) => {
        const tail = await lockTail(tx);
        await appendEntries(tx, tail, [entryAt(total + k, t0)]);
      });
      const s0 = performance.now();
      await latestCheckpoint(total + k + 1);
      full.push(ms(s0));
    }
    line('Ed25519 signature of the note', `p50 ${fmt(pct(sg, 50), 3)} ms`);
    line('new checkpoint (root + sign + store)', `p50 ${fmt(pct(full, 50))} / max ${fmt(Math.max(...full))} ms`);

    // ── 4. audit ────────────────────────────────────────────────────────────
    const cp = await latestCheckpoint(await logSize());
    const auditN = cp.size;
    console.log(`\n4. verifier.js audit over the full log (${int(auditN)} entries)`);
    const entriesFile = path.join(tmp, 'entries.json');
    const w0 = performance.now();
    await writeEntriesJson(entriesFile, cp.note, auditN);
    const bytes = fs.statSync(entriesFile).size;
    line('entries.json written', `${fmt(bytes / 2 ** 20, 0)} MiB`, `${fmt(ms(w0) / 1000, 1)} s (not timed below)`);
    const js = path.join(tmp, 'verifier.js');
    fs.writeFileSync(js, await bundleVerifier({ vkey: signer.vkey }));
    const a0 = performance.now();
    const run = spawnSync(process.execPath, ['--max-old-space-size=4096', js, 'audit', entriesFile], { encoding: 'utf8', maxBuffer: 1 << 26 });
    const auditMs = ms(a0);
    const ok = run.status === 0 && /LOG OK/.test(run.stdout);
    if (!ok) console.log(run.stdout, run.stderr.slice(-2000));
    line('node verifier.js audit entries.json', `${fmt(auditMs / 1000, 2)} s`, `${int(auditN / (auditMs / 1000))} entries/s, ${ok ? 'LOG OK' : `FAILED (exit ${run.status})`}, ${auditMs < 10_000 ? '✓' : '✗'} target < 10 s`);
    // baseline: the same read + parse + tree rebuild with node:crypto, in this process
    const n0 = performance.now();
    const doc = JSON.parse(fs.readFileSync(entriesFile, 'utf8')) as { entries: { entry: string }[] };
    const zero = Buffer.from([0]);
    const leaves: Buffer[] = doc.entries.map((e) => createHash('sha256').update(zero).update(e.entry).digest());
    const nodeRoot = mthNode(leaves).toString('hex');
    const nodeMs = ms(n0);
    line('baseline: node:crypto read + parse + rebuild', `${fmt(nodeMs / 1000, 2)} s`, `audit ÷ baseline = ${fmt(auditMs / nodeMs)}; roots agree ${nodeRoot === cp.root ? '✓' : '✗'}`);

    // ── 5. tiles ────────────────────────────────────────────────────────────
    await benchTiles(cp.size, r, leafBytes);
    await benchSiteTiles(r);
  } finally {
    await closeDb();
    if (!KEEP) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Section 5: tile and bundle reads through the /log handler at `size`, and the CDN's share of a proving client's requests. */
async function benchTiles(size: number, r: () => number, leafBytes: Uint8Array): Promise<void> {
  console.log(`\n5. C2SP tiles at ${int(size)} entries (GET /log/tile/…)`);
  const tiles = tilesOf(size);
  const level0 = tiles.filter((t) => t.level === 0);
  const read = async (t: TileRef) => {
    const s0 = performance.now();
    const res = await openLogResponse('GET', `/log/${tilePath(t)}`);
    const body = new Uint8Array(await res.arrayBuffer());
    const took = ms(s0);
    if (res.status !== 200) throw new Error(`${tilePath(t)}: HTTP ${res.status}`);
    return { took, body };
  };
  const hashMs: number[] = [];
  const bundleMs: number[] = [];
  for (let k = 0; k < SAMPLES; k++) {
    // level-0 tiles are what clients read most (every entry's proof starts there); one in eight above
    const t = k % 8 === 7 ? tiles[Math.floor(r() * tiles.length)]! : level0[Math.floor(r() * level0.length)]!;
    const { took, body } = await read(t);
    hashMs.push(took);
    if (t.level === 0 && k < 50) {
      const want = leafBytes.subarray(t.index * 256 * 32, (t.index * 256 + t.width) * 32);
      if (Buffer.compare(Buffer.from(body), Buffer.from(want)) !== 0) throw new Error(`${tilePath(t)} is not the stored leaves`);
    }
    const b = level0[Math.floor(r() * level0.length)]!;
    bundleMs.push((await read({ ...b, level: 'entries' })).took);
  }
  line('hash tile (8 KiB full)', `p50 ${fmt(pct(hashMs, 50))} / p99 ${fmt(pct(hashMs, 99))} ms`);
  line('entry bundle (256 entries)', `p50 ${fmt(pct(bundleMs, 50))} / p99 ${fmt(pct(bundleMs, 99))} ms`);
  // a client proving entry i under the checkpoint: 1 checkpoint (no-cache) + the distinct tiles holding its proof's subtrees
  let tileRequests = 0;
  const proofs = 1000;
  for (let k = 0; k < proofs; k++) {
    const ids = new Set<string>();
    for (const [a, b] of inclusionRanges(Math.floor(r() * size), size)) {
      for (const sub of subtreesOf(a, b)) {
        const L = Math.floor(sub.level / 8);
        ids.add(`${L}/${Math.floor((sub.index * 2 ** (sub.level % 8)) / 256)}`);
      }
    }
    tileRequests += ids.size;
  }
  const share = tileRequests / (tileRequests + proofs);
  line('a proof over tiles: requests', `${fmt(tileRequests / proofs, 1)} tiles + 1 checkpoint`, `a CDN answers ${fmt(100 * share, 1)} % of them (immutable tiles)`);
}

/** Reads `count` random tiles (and as many entry bundles) from the site at `base` over `conns` connections: latencies and bytes. */
async function readTiles(base: string, size: number, count: number, r: () => number, conns = 8) {
  const tiles = tilesOf(size);
  const level0 = tiles.filter((t) => t.level === 0);
  const out = { hash: [] as number[], bundle: [] as number[], bytes: 0, notImmutable: 0 };
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < count; k = next++) {
      const t = k % 2 ? { ...level0[Math.floor(r() * level0.length)]!, level: 'entries' as const } : k % 16 === 14 ? tiles[Math.floor(r() * tiles.length)]! : level0[Math.floor(r() * level0.length)]!;
      const s0 = performance.now();
      const res = await fetch(`${base}/log/${tilePath(t)}`, { headers: { 'Accept-Encoding': 'gzip' } });
      const body = new Uint8Array(await res.arrayBuffer());
      (t.level === 'entries' ? out.bundle : out.hash).push(ms(s0));
      if (res.status !== 200) throw new Error(`${tilePath(t)}: HTTP ${res.status}`);
      out.bytes += Number(res.headers.get('content-length') ?? body.length);
      if (!/immutable/.test(res.headers.get('cache-control') ?? '')) out.notImmutable++;
    }
  };
  await Promise.all(Array.from({ length: conns }, worker));
  return out;
}

/** What a CDN in front answers of a client proving `proofs` random entries over tiles (1 checkpoint + its tiles each) and of a mirror reading the whole log once. */
function cdnShare(size: number, checkpointBytes: number, r: () => number, proofs = 1000) {
  const widthOf = new Map(tilesOf(size).map((t) => [`${t.level}/${t.index}`, t.width]));
  let tiles = 0;
  let tileBytes = 0;
  for (let k = 0; k < proofs; k++) {
    const ids = new Set<string>();
    for (const [a, b] of inclusionRanges(Math.floor(r() * size), size)) {
      for (const sub of subtreesOf(a, b)) ids.add(`${Math.floor(sub.level / 8)}/${Math.floor((sub.index * 2 ** (sub.level % 8)) / 256)}`);
    }
    tiles += ids.size;
    for (const id of ids) tileBytes += 32 * (widthOf.get(id) ?? 256);
  }
  const all = tilesOf(size);
  const mirrorBytes = all.reduce((n, t) => n + 32 * t.width, 0);
  return {
    proving: { requests: tiles / (tiles + proofs), bytes: tileBytes / (tileBytes + proofs * checkpointBytes), tilesPerProof: tiles / proofs },
    mirror: { requests: all.length / (all.length + 1), hashBytes: mirrorBytes, tiles: all.length },
  };
}

/** Section 6: tiles from the built site (server.ts) on the scratch database, and what a CDN in front saves. */
async function benchSiteTiles(r: () => number): Promise<void> {
  if (!hasBuild()) {
    console.log('\n6. Tiles from the running site: skipped (no build: npm run build)');
    return;
  }
  const site = await startSite({ env: { FAIR_PRERENDER: '0', FAIR_PAGE_CACHE_MB: '0' }, ready: '/log/checkpoint', timeoutMs: 120_000 });
  const base = site.url;
  try {
    const checkpoint = await (await fetch(`${base}/log/checkpoint`)).text();
    const size = Number(checkpoint.split('\n')[1]);
    console.log(`\n6. Tiles from the running site (server.ts, HTTP) at ${int(size)} entries, load ${os.loadavg()[0]!.toFixed(1)}`);
    await readTiles(base, size, 200, r);
    // one connection: each request's own latency; eight: the site's throughput (latency then includes the queue)
    for (const conns of [1, 8]) {
      const t0 = performance.now();
      const got = await readTiles(base, size, SAMPLES, r, conns);
      const secs = ms(t0) / 1000;
      line(`hash tiles, ${conns} connection${conns > 1 ? 's' : ''}`, `p50 ${fmt(pct(got.hash, 50))} / p99 ${fmt(pct(got.hash, 99))} ms`, `${int(got.hash.length)} reads`);
      line(`entry bundles (gzip), ${conns} connection${conns > 1 ? 's' : ''}`, `p50 ${fmt(pct(got.bundle, 50))} / p99 ${fmt(pct(got.bundle, 99))} ms`, `${int(got.bundle.length)} reads`);
      line(`throughput, ${conns} connection${conns > 1 ? 's' : ''}`, `${int(SAMPLES / secs)} req/s`, `${fmt(got.bytes / 2 ** 20 / secs, 1)} MiB/s; ${got.notImmutable === 0 ? 'every answer immutable ✓' : `${got.notImmutable} not immutable ✗`}`);
    }
    const cdn = cdnShare(size, Buffer.byteLength(checkpoint), r);
    line('proving an entry: what a CDN answers', `${fmt(100 * cdn.proving.requests, 1)} % of requests`, `${fmt(100 * cdn.proving.bytes, 1)} % of bytes (${fmt(cdn.proving.tilesPerProof, 1)} tiles + a ${Buffer.byteLength(checkpoint)}-byte checkpoint)`);
    line('mirroring the whole log: what a CDN answers', `${fmt(100 * cdn.mirror.requests, 4)} % of requests`, `${int(cdn.mirror.tiles)} hash tiles, ${fmt(cdn.mirror.hashBytes / 2 ** 20, 1)} MiB (+ the entry bundles), all but the checkpoint`);
  } finally {
    await site.stop();
  }
}

/** The leaf hashes of the first n entries: the stored level-0 hashes, read in pages. */
async function leafHashesOf(n: number): Promise<Uint8Array> {
  const out = new Uint8Array(32 * n);
  const page = 50_000;
  for (let s = 0; s < n; s += page) {
    const rows = await getDb().logHash.findMany({ where: { level: 0, idx: { gte: s, lt: Math.min(n, s + page) } }, orderBy: { idx: 'asc' }, select: { hash: true } });
    rows.forEach((r, j) => out.set(r.hash, 32 * (s + j)));
  }
  return out;
}

/** RFC 9162 MTH with node:crypto, level by level. */
function mthNode(leaves: Buffer[]): Buffer {
  if (leaves.length === 0) return createHash('sha256').digest();
  let level = leaves;
  const one = Buffer.from([1]);
  while (level.length > 1) {
    const up: Buffer[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) up.push(createHash('sha256').update(one).update(level[i]!).update(level[i + 1]!).digest());
    if (level.length % 2) up.push(level[level.length - 1]!);
    level = up;
  }
  return level[0]!;
}

/** { checkpoint, entries: [{ index, entry }] } as `audit` reads it, written in pages from the database. */
async function writeEntriesJson(file: string, note: string, n: number): Promise<void> {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, `{"checkpoint":${JSON.stringify(note)},"entries":[`);
    const page = 20_000;
    for (let s = 0; s < n; s += page) {
      const rows = await logEntries(s, Math.min(n, s + page));
      fs.writeSync(fd, (s ? ',' : '') + rows.map((r) => JSON.stringify({ index: r.index, entry: r.entry })).join(','));
    }
    fs.writeSync(fd, ']}\n');
  } finally {
    fs.closeSync(fd);
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`bench:log: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
