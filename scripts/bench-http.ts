/**
 * npm run bench:http [-- options]
 *
 * HTTP throughput of the production server (server.ts, as `npm start` runs it; built into
 * .next-bench) over a database holding --count demo-volume proofs, measured
 * with autocannon at --connections (32) for --duration seconds per endpoint:
 *   GET /verifier.js                  static asset — the baseline
 *   GET /api/v1/proofs/{random id}    JSON read, ids uniform over the whole range
 *   GET /api/v1/proofs?limit=20       JSON list
 *   GET /en/bench-floor               the framework's floor: a bare dynamic page of the same build in
 *                                     the same layout (app/[locale]/bench-floor), rendered per request
 *   GET /en/fair/{random id}          the proof page, cold: ids uniform over the whole range,
 *                                     so nearly every request renders (the page cache holds
 *                                     a few hundred pages); its server CPU per request at most 2× the floor's
 *   GET /{ru,ro,en}/fair/{id}         the proof page, first visit right after the reveal: --fresh proofs
 *                                     published through the API (their pages rendered after each
 *                                     reveal when the server has time: lib/server/prerender.ts), then
 *                                     each page requested once, as a browser asks (gzip)
 *   GET /en/fair/{one of --warm ids}  the proof page, warm: a repeated set of revealed proofs,
 *                                     each requested once before (served from the page cache;
 *                                     checked by the x-fair-cache header)
 *   commit+reveal pairs               POST /api/v1/proofs (a fresh backgammon
 *                                     commitment) then POST /api/v1/proofs/{id}/reveal,
 *                                     chained per connection
 * and, to show where a JSON read's time goes (no targets):
 *   GET /api/v1/proofs/x              route floor: Next routing + the handler, a 404 without the database
 *   GET /api/v1/proofs/{hot id}       1,000 ids, all in the server's in-process cache of revealed proofs
 * the first render of long proofs' pages (scripts/bench/big-pages.ts: 1,000, 6,000 and 10,000 deals of
 * bridge, 100,000 backgammon rolls) against a 100-deal match's — time, server CPU, HTML bytes, target ≤ 5×;
 * and the realistic mix (scripts/bench/mix.ts): game servers publishing at a steady rate while
 * players open each new proof's page twice (the first visit its first render) and read it through
 * the API — the highest publishing rate held with p99 < 100 ms over all of its requests;
 * first on SQLite, then on a throwaway PostgreSQL cluster — there once more with two server
 * processes (WEB_CONCURRENCY=2: the static baseline, JSON reads, publishing and the mix). Prints req/s,
 * p50/p99 latency, the ratio to the static baseline and the server's CPU time
 * per request (from /proc: steadier than req/s on a shared machine), with the targets:
 *   JSON read ≥ 50 % of static req/s and p99 < 50 ms; page ≥ 30 % of static (warm: the
 *   cached page is what the target is about — "revealed proofs never change, cache them");
 *   a first visit (cold page) ≥ 10 % of static; ≥ 500 commit+reveal pairs/s on SQLite.
 *
 * Options:
 *   --count N          proofs in the database (default 100000)
 *   --duration S       seconds per endpoint (default 10)
 *   --connections C    concurrent connections (default 32)
 *   --rounds R         endpoints take turns in R slices of S/R seconds (default 2): on a
 *                      shared machine, load changes then hit every endpoint alike
 *   --sqlite-only      skip PostgreSQL        --pg-only   skip SQLite
 *   --only a,b         endpoints: static,floor,hot,json,list,bare,page,fresh,warm,pairs,mix,big (default all)
 *   --mix-seconds S    seconds measured per publishing rate tried in the mix (default 8)
 *   --mix-start R      the mix's first publishing rate, proofs/s (default 20; it grows by half from there)
 *   --warm N           proofs in the warm page set (default 100)
 *   --fresh N          proofs published for the first-visit-after-reveal run (default 400)
 *   --no-build         use the existing .next-bench build as it is
 *   --next-start       run plain `next start` instead of server.ts (the API through Next's pipeline)
 *   --fresh-db         prepare the SQLite database again instead of using the cache
 *   --cpu-prof         run the server under `node --cpu-prof` (profile written
 *                      when it stops; the path is printed)
 *
 * The prepared SQLite database is cached in $TMPDIR/fair-bench-cache/, keyed
 * by count and by the migrations and seed code; each run works on a copy.
 * Everything listens on 127.0.0.1 only; servers and clusters are stopped at
 * the end, on failure and on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import autocannon, { type Options as CannonOptions, type Request as CannonRequest } from 'autocannon';
import { rawSetting } from '../lib/config.ts';
import type { BigPage } from './bench/big-pages.ts';
import type { MixRun } from './bench/mix.ts';

// Never .next: other builds share this tree. Set before anything reads it.
const chosenDist = rawSetting('FAIR_DIST_DIR');
process.env.FAIR_DIST_DIR = chosenDist && chosenDist !== '.next' ? chosenDist : '.next-bench';
process.env.NEXT_TELEMETRY_DISABLED = '1';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const { ensureBuild, distDir, hasBuild, hashTree } = await import('./lib/build.ts');
const { bigPages, printBigPages } = await import('./bench/big-pages.ts');
const { nextBin, tsxBin } = await import('./lib/proc.ts');
const { startSite } = await import('./lib/site.ts');
const { closeDb, getDb } = await import('../lib/db/client.ts');
const { applyMigrations } = await import('../lib/db/migrations/migrate.ts');
const { createPublisher } = await import('../lib/db/publishers.ts');
const { startPgCluster } = await import('./lib/pg-cluster.ts');
const { pairRequests, PAIR_ROLLS } = await import('./bench/pairs.ts');
const { freshProof } = await import('../lib/db/seed/volume.ts');
const { highestRate, KINDS } = await import('./bench/mix.ts');

// ---------- options ----------
const args = process.argv.slice(2);
const has = (f: string) => args.includes(f);
function opt(name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
function intOpt(name: string, dflt: number, min: number, max: number): number {
  const raw = opt(name);
  if (raw === undefined) return dflt;
  if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new Error(`${name} expects a whole number from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}
const COUNT = intOpt('--count', 100_000, 0, 10_000_000);
const DURATION = intOpt('--duration', 10, 1, 600);
const CONNECTIONS = intOpt('--connections', 32, 1, 1024);
const ROUNDS = intOpt('--rounds', Math.min(2, DURATION), 1, 100);
const ENDPOINTS = ['static', 'floor', 'hot', 'json', 'list', 'bare', 'page', 'fresh', 'warm', 'pairs', 'mix', 'big'] as const;
type Endpoint = (typeof ENDPOINTS)[number];
const ONLY = new Set<Endpoint>(
  (opt('--only') ?? ENDPOINTS.join(',')).split(',').map((s) => {
    if (!(ENDPOINTS as readonly string[]).includes(s)) throw new Error(`--only: unknown endpoint "${s}" (${ENDPOINTS.join(', ')})`);
    return s as Endpoint;
  }),
);
// The baseline of every ratio — except under --cpu-prof, where the profile should hold only what --only names.
if (!has('--cpu-prof')) ONLY.add('static');
const WARMUP_S = Math.min(3, DURATION);
const WARM_PAGES = intOpt('--warm', 100, 1, 10_000);
const FRESH_PROOFS = intOpt('--fresh', 400, 1, 100_000);
const MIX_SECONDS = intOpt('--mix-seconds', 8, 2, 600);
const MIX_START = intOpt('--mix-start', 20, 1, 2000);
const MIX_P99_MS = 100;
/** The framework's floor: a dynamic page of the same build with nothing of its own (app/[locale]/bench-floor). */
const BARE_PAGE = '/en/bench-floor';
/** The cold proof page's server CPU per request, at most this many times the floor's. */
const COLD_OVER_FLOOR = 2;
/** Bounds on setup steps, so nothing can hang. */
const SEED_TIMEOUT_MS = 20 * 60_000;
const SERVER_START_MS = 90_000;

// ---------- cleanup on any exit ----------
const cleanups: (() => void | Promise<void>)[] = [];
/** Stops that finish synchronously (the PostgreSQL cluster's stop() does its work before its first await). */
const syncStops: (() => void)[] = [];
const children = new Set<ChildProcess>();
let tmpRoot = '';
function killChildrenSync(): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}
function removeTmpSync(): void {
  if (tmpRoot) fs.rmSync(tmpRoot, { recursive: true, force: true });
}
function stopAllSync(): void {
  killChildrenSync();
  for (const f of syncStops.splice(0)) {
    try {
      f();
    } catch {
      /* keep stopping the rest */
    }
  }
  removeTmpSync();
}
process.on('exit', stopAllSync);
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // `on`, not `once`: a second signal (tsx relays Ctrl-C too) must not kill us halfway through cleaning up.
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\nbench:http: ${sig}, stopping the server and the database`);
    stopAllSync();
    process.exit(130);
  });
}

/** Runs a child to completion within `timeoutMs`; output goes to `logFile` (shown when it fails). */
function runChild(cmd: string, argv: string[], env: NodeJS.ProcessEnv, timeoutMs: number, logFile: string, echo = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const child = spawn(cmd, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const onData = (d: Buffer) => {
      fs.writeSync(log, d);
      if (echo) process.stderr.write(d);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      fs.closeSync(log);
      if (code === 0) return resolve();
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      reject(new Error(`\`${[cmd, ...argv].join(' ')}\` failed (${signal ?? `exit ${code}`})\n${tail}`));
    });
  });
}

// ---------- databases ----------
// What shapes the prepared database: its migrations and the seed code. (Not all of lib/: other
// work in the tree would then throw the cache away on every run; --fresh-db forces a new one.)
const SEED_INPUTS = ['prisma/sqlite/migrations', 'lib/db/seed', 'scripts/db/seed.ts'];

async function seed(url: string, logFile: string): Promise<void> {
  await applyMigrations(url);
  const argv = [tsxBin, 'scripts/db/seed.ts', ...(COUNT > 0 ? ['--count', String(COUNT)] : [])];
  await runChild(process.execPath, argv, { ...process.env, DATABASE_URL: url }, SEED_TIMEOUT_MS, logFile);
}

/** A SQLite file with the demo set + COUNT volume proofs: a copy of the cached one (made when missing). */
async function sqliteDatabase(workDir: string): Promise<{ url: string; note: string }> {
  const cacheDir = path.join(os.tmpdir(), 'fair-bench-cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const cached = path.join(cacheDir, `sqlite-${COUNT}-${hashTree(SEED_INPUTS).slice(0, 12)}.db`);
  let note = 'cached';
  if (has('--fresh-db')) fs.rmSync(cached, { force: true });
  if (!fs.existsSync(cached)) {
    // One cached file per count: drop older versions of this count.
    for (const f of fs.readdirSync(cacheDir)) if (f.startsWith(`sqlite-${COUNT}-`) && f.endsWith('.db')) fs.rmSync(path.join(cacheDir, f), { force: true });
    const t = performance.now();
    const partial = `${cached}.${process.pid}.partial`;
    for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) fs.rmSync(f, { force: true });
    console.log(`… preparing the SQLite database (${COUNT.toLocaleString('en')} proofs; cached in ${cacheDir})`);
    await seed(`file:${partial}`, path.join(workDir, 'seed-sqlite.log'));
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(partial);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    fs.rmSync(`${partial}-wal`, { force: true });
    fs.rmSync(`${partial}-shm`, { force: true });
    fs.renameSync(partial, cached);
    note = `prepared in ${((performance.now() - t) / 1000).toFixed(0)} s`;
  }
  const file = path.join(workDir, 'bench.db');
  fs.copyFileSync(cached, file);
  return { url: `file:${file}`, note };
}

interface Prepared {
  token: string;
  minId: number;
  maxId: number;
  proofs: number;
}

/** A publisher token and the id range, made directly in the database. */
async function prepare(url: string): Promise<Prepared> {
  process.env.DATABASE_URL = url;
  try {
    const { token } = await createPublisher(`bench-${randomBytes(4).toString('hex')}`);
    const agg = await getDb().proof.aggregate({ _min: { id: true }, _max: { id: true }, _count: { id: true } });
    const minId = agg._min.id ?? 0;
    const maxId = agg._max.id ?? 0;
    if (agg._count.id < COUNT) throw new Error(`the database holds ${agg._count.id} proofs, expected at least ${COUNT}`);
    return { token, minId, maxId, proofs: agg._count.id };
  } finally {
    await closeDb();
    delete process.env.DATABASE_URL;
  }
}

// ---------- server ----------
interface Server {
  base: string;
  /** CPU time the server's processes used so far, ms (scripts/lib/site.ts) */
  cpuMs(): number;
  stop(): Promise<void>;
  profileDir?: string;
}

/** The production server (server.ts, as `npm start` runs it), or plain `next start` with --next-start. */
async function startServer(url: string, label: string, workers = 1, env: Record<string, string> = {}): Promise<Server> {
  const profileDir = has('--cpu-prof') ? fs.mkdtempSync(path.join(os.tmpdir(), `fair-bench-prof-${label}-`)) : undefined;
  const site = await startSite({
    env: { DATABASE_URL: url, WEB_CONCURRENCY: String(workers), ...env },
    nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
    ...(has('--next-start') ? { command: (port: number) => [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'] } : {}),
    timeoutMs: SERVER_START_MS,
  });
  return { base: site.url, cpuMs: () => site.cpuMs(), stop: () => site.stop(), profileDir };
}

// ---------- load ----------
interface Slice {
  requests: number;
  seconds: number;
  latencies: number[];
  bad: number;
  serverCpuMs: number;
  bytes: number;
}

/**
 * One autocannon run of `seconds` (or of `amount` requests, for requests that cannot repeat), with
 * every response's latency and the server's CPU time.
 */
function cannon(opts: CannonOptions, seconds: number, cpu: () => number = () => NaN, amount?: number): Promise<Slice> {
  const latencies: number[] = [];
  const cpu0 = cpu();
  const t0 = performance.now();
  const inst = autocannon({ connections: CONNECTIONS, timeout: 10, ...opts, ...(amount === undefined ? { duration: seconds } : { amount }) });
  let last = t0;
  (inst as unknown as NodeJS.EventEmitter).on('response', (_c: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    last = performance.now();
  });
  // Belt and braces: autocannon stops itself after `duration`; this bounds it even if it does not.
  const guard = setTimeout(() => inst.stop(), (seconds + 30) * 1000);
  return inst.then(
    (r) => {
      clearTimeout(guard);
      return {
        requests: r.requests.total,
        // a counted run may take well under a second: autocannon's own duration (which also waits for
        // its next one-second tick) is too coarse for it — up to the last answer instead
        seconds: amount === undefined ? r.duration : (last - t0) / 1000,
        latencies,
        bad: r.non2xx + r.errors + r.timeouts,
        serverCpuMs: cpu() - cpu0,
        bytes: r.throughput.total,
      };
    },
    (e: unknown) => {
      clearTimeout(guard);
      throw e;
    },
  );
}

/** Resolves once the server has used less than a tenth of a CPU over 300 ms (at most `maxS` seconds). */
async function serverIdle(cpu: () => number, maxS = 120): Promise<void> {
  const end = performance.now() + maxS * 1000;
  while (performance.now() < end) {
    const c0 = cpu();
    await new Promise((r) => setTimeout(r, 300));
    if (!(cpu() - c0 >= 30)) return;
  }
}

/**
 * Publishes `n` proofs through the API as a game server does (commit, reveal), a few at a time,
 * letting the server render each wave's pages after the reveals (it does so only when it has time);
 * returns their pages in every locale, shuffled.
 */
async function freshPages(base: string, token: string, cpu: () => number, n: number): Promise<string[]> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (let i = 0; i < n; i += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, n - i) }, async () => {
        const { commit, reveal } = freshProof(PAIR_ROLLS);
        const made = await fetch(`${base}/api/v1/proofs`, { method: 'POST', headers, body: JSON.stringify(commit) });
        const { id } = (await made.json()) as { id: number };
        const res = await fetch(`${base}/api/v1/proofs/${id}/reveal`, { method: 'POST', headers, body: JSON.stringify(reveal) });
        await res.arrayBuffer();
        if (!made.ok || !res.ok) throw new Error(`publishing a fresh proof answered ${made.status}, ${res.status}`);
        ids.push(id);
      }),
    );
    await serverIdle(cpu);
  }
  const pages = ids.flatMap((id) => ['ru', 'ro', 'en'].map((l) => `/${l}/fair/${id}`));
  for (let i = pages.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pages[i], pages[j]] = [pages[j]!, pages[i]!];
  }
  return pages;
}

const randomId = (p: Prepared) => p.minId + Math.floor(Math.random() * (p.maxId - p.minId + 1));


interface Measured {
  key: Endpoint;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** server CPU time per request, ms */
  cpuPerReq: number;
  /** mean response size (headers included), KB */
  kbPerReq: number;
  pairsPerS?: number;
}

function measuredOf(key: Endpoint, label: string, slices: Slice[]): Measured {
  const lat = slices.flatMap((x) => x.latencies).sort((a, b) => a - b);
  const q = (p: number) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]! : NaN);
  const requests = slices.reduce((a, x) => a + x.requests, 0);
  const seconds = slices.reduce((a, x) => a + x.seconds, 0);
  return {
    key,
    label,
    rps: requests / seconds,
    p50: q(0.5),
    p99: q(0.99),
    bad: slices.reduce((a, x) => a + x.bad, 0),
    cpuPerReq: slices.reduce((a, x) => a + x.serverCpuMs, 0) / Math.max(1, requests),
    kbPerReq: slices.reduce((a, x) => a + x.bytes, 0) / Math.max(1, requests) / 1024,
  };
}

async function benchDatabase(
  label: string,
  url: string,
  note: string,
  { workers = 1, only = ONLY }: { workers?: number; only?: ReadonlySet<Endpoint> } = {},
): Promise<{ rows: Measured[]; header: string; mix?: MixRun | null; big?: BigPage[] }> {
  const prep = await prepare(url);
  const server = await startServer(url, label.toLowerCase().replace(/\W+/g, '-'), workers);
  const rows: Measured[] = [];
  let mix: MixRun | null | undefined;
  let big: BigPage[] | undefined;
  try {
    const base = server.base;
    const json: CannonRequest = { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/proofs/${randomId(prep)}` }) };
    const page: CannonRequest = { method: 'GET', setupRequest: (req) => ({ ...req, path: `/en/fair/${randomId(prep)}` }) };
    // The warm set: revealed volume proofs spread over the range (the demo set, which holds the
    // committed ones, comes first), each requested once before the timed runs.
    const warmIds = Array.from({ length: Math.min(WARM_PAGES, prep.proofs) }, (_, i) => prep.maxId - Math.floor((i * (prep.maxId - prep.minId)) / Math.max(1, WARM_PAGES)));
    const warmPage: CannonRequest = { method: 'GET', setupRequest: (req) => ({ ...req, path: `/en/fair/${warmIds[Math.floor(Math.random() * warmIds.length)]}` }) };
    const hotIds = Math.min(1000, prep.maxId - prep.minId + 1);
    const hot: CannonRequest = { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/proofs/${prep.maxId - Math.floor(Math.random() * hotIds)}` }) };
    // Sanity: every endpoint answers 2xx before it is timed.
    for (const p of ['/verifier.js', `/api/v1/proofs/${prep.maxId}`, '/api/v1/proofs?limit=20', BARE_PAGE, `/en/fair/${prep.minId}`]) {
      const res = await fetch(base + p, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
    }
    let freshSlice: Slice | undefined;
    if (only.has('fresh')) {
      // First visits right after the reveal: each page once, as a browser asks (gzip), all in one run.
      // It runs before the warm-up and the other rows: they open /en pages only, and the server
      // renders ahead only the locales its recent visitors open (LocaleShare), so after them it
      // would rightly skip ru and ro — which this row then asks for as often as en.
      const pages = await freshPages(base, prep.token, server.cpuMs, FRESH_PROOFS);
      const states = new Map<string, number>();
      let next = 0;
      const one: CannonRequest = {
        method: 'GET',
        headers: { 'accept-encoding': 'gzip' },
        setupRequest: (req) => (next < pages.length ? { ...req, path: pages[next++]! } : null),
        onResponse: (_status, _body, _ctx, headers) => {
          const h = String((headers as Record<string, string> | undefined)?.['x-fair-cache'] ?? 'none');
          states.set(h, (states.get(h) ?? 0) + 1);
        },
      };
      const slice = await cannon({ url: base, requests: [one] }, 120, server.cpuMs, pages.length);
      freshSlice = slice;
      console.log(`  first visits after the reveal: ${pages.length} pages of ${FRESH_PROOFS} proofs; answered ${[...states].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    }
    // Warm-up (JIT, lazily loaded route modules, Prisma connections): all endpoints mixed, not reported.
    const warm = { pairs: 0, bad: 0 };
    const warmReqs: CannonRequest[] = only.has('static') ? [{ method: 'GET', path: '/verifier.js' }] : [];
    if (only.has('json')) warmReqs.push(json);
    if (only.has('floor')) warmReqs.push({ method: 'GET', path: '/api/v1/proofs/x' });
    if (only.has('list')) warmReqs.push({ method: 'GET', path: '/api/v1/proofs?limit=20' });
    if (only.has('bare')) warmReqs.push({ method: 'GET', path: BARE_PAGE });
    if (only.has('page')) warmReqs.push(page);
    if (only.has('pairs')) warmReqs.push(...pairRequests(prep.token, warm));
    // (autocannon needs at least one request: --only hot or warm alone under --cpu-prof has none above)
    if (warmReqs.length === 0) warmReqs.push({ method: 'GET', path: '/api/v1/proofs?limit=20' });
    await cannon({ url: base, requests: warmReqs }, WARMUP_S);

    // Each warm slice starts from a warm cache: every page of the set requested once (those the
    // cold runs pushed out of the cache are rendered again), then counted as served from the cache.
    const warmHits: number[] = [];
    const warmUp = async () => {
      const pageCache = async (id: number) => {
        // as autocannon asks (no compression): the cache keeps one entry per encoding
        const res = await fetch(`${base}/en/fair/${id}`, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET /en/fair/${id} answered ${res.status}`);
        return res.headers.get('x-fair-cache');
      };
      for (let i = 0; i < warmIds.length; i += 8) await Promise.all(warmIds.slice(i, i + 8).map(pageCache));
      const states = await Promise.all(warmIds.map(pageCache));
      warmHits.push(states.filter((h) => h === 'HIT').length);
    };

    if (only.has('hot')) {
      // Load the hot ids into the server's cache first (revealed proofs are kept, up to 5,000).
      for (let i = 0; i < hotIds; i += 50) {
        await Promise.all(Array.from({ length: Math.min(50, hotIds - i) }, (_, j) => fetch(`${base}/api/v1/proofs/${prep.maxId - i - j}`, { signal: AbortSignal.timeout(30_000) }).then((r) => r.arrayBuffer())));
      }
    }
    // Endpoints take turns in ROUNDS slices of DURATION/ROUNDS seconds each, so a load change on a
    // shared machine falls on all of them alike; figures are over all slices of an endpoint.
    const counter = { pairs: 0, bad: 0 };
    const plan: [Endpoint, string, CannonOptions][] = [
      ['static', 'GET /verifier.js (baseline)', { url: `${base}/verifier.js` }],
      ['floor', '  route floor: /api/v1/proofs/x (404, no DB)', { url: `${base}/api/v1/proofs/x` }],
      ['hot', `  JSON read, ${hotIds.toLocaleString('en')} ids cached in-process`, { url: base, requests: [hot] }],
      ['json', 'GET /api/v1/proofs/{random id}', { url: base, requests: [json] }],
      ['list', 'GET /api/v1/proofs?limit=20', { url: `${base}/api/v1/proofs?limit=20` }],
      ['bare', `GET ${BARE_PAGE} (bare dynamic page: the floor)`, { url: `${base}${BARE_PAGE}` }],
      ['page', 'GET /en/fair/{random id} (cold)', { url: base, requests: [page] }],
      ['fresh', 'GET /{ru,ro,en}/fair/{just revealed} (first visit)', { url: base }],
      ['warm', `GET /en/fair/{1 of ${warmIds.length}} (warm, cached)`, { url: base, requests: [warmPage] }],
      ['pairs', 'commit+reveal (per request)', { url: base, requests: pairRequests(prep.token, counter) }],
    ];
    const active = plan.filter(([k]) => only.has(k) && k !== 'fresh');
    const slices = new Map<Endpoint, Slice[]>(active.map(([k]) => [k, []]));
    if (freshSlice) slices.set('fresh', [freshSlice]);
    for (let r = 0; r < ROUNDS; r++) {
      for (const [k, , o] of active) {
        if (k === 'warm') await warmUp();
        slices.get(k)!.push(await cannon(o, DURATION / ROUNDS, server.cpuMs));
      }
    }
    if (only.has('mix')) {
      console.log(`  mix (${label}): publishing rate → p99 of all requests (target < ${MIX_P99_MS} ms), ${MIX_SECONDS} s each`);
      const { best } = await highestRate(base, prep.token, {
        seconds: MIX_SECONDS,
        start: MIX_START,
        p99Ms: MIX_P99_MS,
        log: (r) =>
          console.log(
            `    ${String(r.rate).padStart(4)} proofs/s: ${r.held ? 'held  ' : 'missed'} p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.requests} requests, ${r.failed} failed; p99 by kind: ${KINDS.map((k) => `${k} ${r.byKind[k].p99.toFixed(0)}`).join(', ')}; first visits from the cache ${(r.firstCached * 100).toFixed(0)} %`,
          ),
      });
      mix = best;
    }
    if (warmHits.length) {
      console.log(`  warm page set: ${warmIds.length} proofs; before each warm slice, ${warmHits.join(', ')} of them were served from the page cache (x-fair-cache: HIT)`);
    }
    for (const [k, label] of plan.filter(([k]) => slices.has(k))) {
      const m = measuredOf(k, label, slices.get(k)!);
      if (k === 'floor') m.bad = 0; // every answer is the expected 404
      if (k === 'pairs') {
        m.pairsPerS = counter.pairs / slices.get(k)!.reduce((a, x) => a + x.seconds, 0);
        m.bad = Math.max(m.bad, counter.bad);
      }
      rows.push(m);
    }
  } finally {
    await server.stop();
    if (server.profileDir) {
      const files = fs.readdirSync(server.profileDir).map((f) => path.join(server.profileDir!, f));
      console.log(`server CPU profile (${label}): ${files.join(' ') || '(none written)'}`);
      console.log(`  summary: npx tsx scripts/bench/profile-summary.ts ${files[0] ?? '<file>'}`);
    }
  }
  if (only.has('big')) {
    // long proofs' first renders, on a server of their own that renders no page ahead of its visit
    // (FAIR_PRERENDER=0: every request here must be a first render)
    const alone = await startServer(url, `${label.toLowerCase().replace(/\W+/g, '-')}-big`, 1, { FAIR_PRERENDER: '0' });
    try {
      big = await bigPages(alone.base, prep.token, alone.cpuMs, () => serverIdle(alone.cpuMs));
    } finally {
      await alone.stop();
    }
  }
  return { rows, header: `${label} (${note}; ${prep.proofs.toLocaleString('en')} proofs, ids ${prep.minId}–${prep.maxId})`, mix, big };
}

// ---------- output ----------
/** The mix's result line: the highest publishing rate held (none when even the first rate missed). */
function printMix(label: string, mix: MixRun | null | undefined): void {
  if (mix === undefined) return;
  console.log(
    mix
      ? `mix (${label}): ${mix.rate} proofs/s held — ${(mix.rate * 5).toFixed(0)} requests/s, p50 ${mix.p50.toFixed(0)} ms, p99 ${mix.p99.toFixed(0)} ms (first visit p99 ${mix.byKind['first visit'].p99.toFixed(0)} ms, ${(mix.firstCached * 100).toFixed(0)} % of them from the page cache; second ${mix.byKind['second visit'].p99.toFixed(0)} ms)`
      : `mix (${label}): not even the first rate tried was held with p99 < ${MIX_P99_MS} ms`,
  );
}

function printRows(header: string, rows: Measured[], provider: 'sqlite' | 'postgres'): string[] {
  const base = rows.find((r) => r.key === 'static');
  const bare = rows.find((r) => r.key === 'bare');
  const misses: string[] = [];
  const cells = rows.map((r) => {
    const ratio = base ? r.rps / base.rps : NaN;
    let target = '';
    let met = true;
    if (r.key === 'json' || r.key === 'list') {
      met = ratio >= 0.5 && r.p99 < 50;
      target = `≥50% & p99<50 ms: ${met ? 'met' : 'MISSED'}`;
    } else if (r.key === 'warm') {
      met = ratio >= 0.3;
      target = `≥30%: ${met ? 'met' : 'MISSED'}`;
    } else if (r.key === 'page' && bare) {
      const overFloor = r.cpuPerReq / bare.cpuPerReq;
      met = ratio >= 0.1 && overFloor <= COLD_OVER_FLOOR;
      target = `≥10% & CPU ≤${COLD_OVER_FLOOR}× floor (${overFloor.toFixed(2)}×): ${met ? 'met' : 'MISSED'}`;
    } else if (r.key === 'page' || r.key === 'fresh') {
      met = ratio >= 0.1;
      target = `≥10%: ${met ? 'met' : 'MISSED'}`;
    } else if (r.key === 'pairs') {
      met = (r.pairsPerS ?? 0) >= 500;
      target = `≥500 pairs/s${provider === 'sqlite' ? '' : ' (SQLite target)'}: ${met ? 'met' : 'MISSED'}`;
    }
    if (!met && (r.key !== 'pairs' || provider === 'sqlite')) misses.push(`${header.split(' ')[0]} ${r.label}: ${target}`);
    return [
      r.label,
      r.rps.toFixed(0),
      r.p50.toFixed(0),
      r.p99.toFixed(0),
      r.key === 'static' ? '1.00' : Number.isNaN(ratio) ? '—' : ratio.toFixed(2),
      r.pairsPerS === undefined ? '' : r.pairsPerS.toFixed(0),
      Number.isNaN(r.cpuPerReq) ? '' : r.cpuPerReq.toFixed(2),
      r.kbPerReq.toFixed(1),
      String(r.bad),
      target,
    ];
  });
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', '÷static', 'pairs/s', 'srv CPU ms/req', 'KB/resp', 'non-2xx', 'target'];
  const w = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 || i === 9 ? x.padEnd(w[i]!) : x.padStart(w[i]!))).join('  ').trimEnd();
  console.log(`\n${header}`);
  console.log(line(head));
  console.log(w.map((n) => '-'.repeat(n)).join('  '));
  for (const c of cells) console.log(line(c));
  return misses;
}

async function main(): Promise<void> {
  const started = performance.now();
  tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fair-bench-http-'));
  if (has('--no-build')) {
    if (!hasBuild()) throw new Error(`--no-build: there is no build in ${distDir()}/`);
    console.log(`… using the existing build in ${distDir()}/ (--no-build)`);
  } else {
    await ensureBuild();
  }
  console.log(
    `bench:http — ${CONNECTIONS} connections, ${DURATION} s per endpoint in ${ROUNDS} turns (after a ${WARMUP_S} s mixed warm-up), Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const misses: string[] = [];
  if (!has('--pg-only')) {
    const t = performance.now();
    const db = await sqliteDatabase(tmpRoot);
    const { rows, header, mix, big } = await benchDatabase('SQLite', db.url, db.note);
    misses.push(...printRows(`${header}, ${((performance.now() - t) / 1000).toFixed(0)} s`, rows, 'sqlite'));
    printMix('SQLite', mix);
    if (big) misses.push(...printBigPages('SQLite', big));
  }
  if (!has('--sqlite-only')) {
    const t = performance.now();
    console.log('\n… starting a throwaway PostgreSQL cluster and seeding it');
    const pg = await startPgCluster();
    cleanups.push(() => pg.stop());
    syncStops.push(() => void pg.stop());
    try {
      await seed(pg.url, path.join(tmpRoot, 'seed-pg.log'));
      const note = `PostgreSQL ${pg.version}, seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`;
      const { rows, header, mix, big } = await benchDatabase('PostgreSQL', pg.url, note);
      misses.push(...printRows(`${header}, ${((performance.now() - t) / 1000).toFixed(0)} s`, rows, 'postgres'));
      printMix('PostgreSQL', mix);
      if (big) misses.push(...printBigPages('PostgreSQL', big));
      // several processes on the same database (WEB_CONCURRENCY=2): JSON reads and publishing, against
      // the same static baseline; server CPU is that of all processes
      const two = new Set<Endpoint>(['static', 'json', 'fresh', 'pairs', 'mix'].filter((k) => ONLY.has(k as Endpoint)) as Endpoint[]);
      if (two.size > 1) {
        const t2 = performance.now();
        const r2 = await benchDatabase('PostgreSQL, WEB_CONCURRENCY=2', pg.url, note, { workers: 2, only: two });
        misses.push(...printRows(`${r2.header}, ${((performance.now() - t2) / 1000).toFixed(0)} s`, r2.rows, 'postgres'));
        printMix('PostgreSQL, WEB_CONCURRENCY=2', r2.mix);
      }
    } finally {
      await pg.stop();
    }
  }
  console.log(misses.length ? `\ntargets missed:\n  ${misses.join('\n  ')}` : '\nall targets met');
  console.log(`(bench:http took ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${os.loadavg()[0]!.toFixed(1)})`);
}

try {
  await main();
} catch (e) {
  console.error(`bench:http failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}${e instanceof Error && e.cause ? ` (${String(e.cause)})` : ""}`);
  process.exitCode = 1;
} finally {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  stopAllSync();
}
