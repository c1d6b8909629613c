/**
 * npm run sweep [-- --seconds N] [--postgres] — random hostile requests against the production build,
 * to find what the tests did not think of: on a scratch SQLite database with the demo set (with
 * `--postgres`, a throwaway PostgreSQL cluster served by two processes, where columns have the
 * sizes SQLite does not check), three sweeps of N/3 seconds each (default N = 90):
 *   1. addresses: random paths of the site's own words, junk and escapes (`%zz`, `..`, 3,000
 *      characters), joined by `/`, `//` or `/./`, with junk queries, under every method;
 *   2. publishing: the vector documents (tests/vectors/) committed and revealed with one to three fields
 *      dropped, added or replaced by junk (null, huge numbers and strings, nesting, wrong types),
 *      poker hands likewise, and bodies that are no JSON;
 *   3. the log and the reads: tiles, bundles and the checkpoint (C2SP paths with bad numbers and
 *      widths), the log API's ranges and proofs, tlog-proofs.
 * A problem is a 5xx, a connection that fails, an answer slower than 2 s, a 400 without the error
 * JSON, or an error line in the server's output; each is printed with its request. Exit code 1 when
 * there was one. Found so far: `/_next/how-it-works` 500 (docs/decisions/0020-404-drawn-in-full.md),
 * a null commitment 500 (lib/db/document.ts `knownFields`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { commitBodyOf, handBodyOf, type Json } from '../lib/db/document.ts';
import { SCHEMES } from '../lib/fair/index.ts';
import { runCommand, UsageError } from './lib/cli.ts';
import { ensureBuild } from './lib/build.ts';
import { mustRun, tsxBin } from './lib/proc.ts';
import { startPgCluster } from './lib/pg-cluster.ts';
import { startSite, type Site } from './lib/site.ts';
import { vectorCases } from '../tests/vectors.ts';

const pick = <T>(a: readonly T[]): T => a[Math.floor(Math.random() * a.length)]!;
const SLOW_MS = 2000;
const SERVER_ERROR = /⨯|Error\b|unexpected error/;

/** One sweep's tally: answers by status and the problems seen. */
class Tally {
  readonly statuses = new Map<string, number>();
  readonly problems: string[] = [];
  requests = 0;
  private seenOutput: number;
  constructor(private readonly site: Site) {
    this.seenOutput = site.output.length;
  }

  async send(method: string, target: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; text: string }> {
    const started = Date.now();
    let status = -1;
    let text = '';
    try {
      const res = await fetch(this.site.url + target, { method, redirect: 'manual', body: init.body, headers: init.headers, signal: AbortSignal.timeout(15_000) });
      status = res.status;
      text = await res.text();
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code;
      // undici refuses more than 16 KB of headers: a redirect of a near-16 KB target repeats it (Location, Refresh)
      if (cause !== 'UND_ERR_HEADERS_OVERFLOW') this.problem(`no answer (${cause ?? String(e)})`, method, target, init.body);
      else status = 0;
    }
    this.requests++;
    this.statuses.set(String(status), (this.statuses.get(String(status)) ?? 0) + 1);
    const ms = Date.now() - started;
    if (status >= 500) this.problem(`${status} ${text.slice(0, 200)}`, method, target, init.body);
    if (ms > SLOW_MS) this.problem(`${ms} ms`, method, target, init.body);
    // (fetch resolves `..` and `%2e%2e` before sending: the path the server saw)
    if (status === 400 && method !== 'HEAD' && new URL(this.site.url + target).pathname.startsWith('/api/') && !/"error":\{"code":"[a-z_]+","message":"/.test(text)) this.problem(`400 without the error JSON: ${text.slice(0, 200)}`, method, target, init.body);
    const output = this.site.output; // joined from its chunks on each read: once a request
    const fresh = output.slice(this.seenOutput);
    this.seenOutput = output.length;
    const line = fresh.split('\n').find((l) => SERVER_ERROR.test(l));
    if (line) this.problem(`the server said: ${line.slice(0, 300)}`, method, target, init.body);
    return { status, text };
  }

  private problem(what: string, method: string, target: string, body?: string) {
    this.problems.push(`${what}\n    ${method} ${target.slice(0, 300)}${body ? `\n    body: ${body.slice(0, 300)}` : ''}`);
  }
}

const WORDS = ['ru', 'ro', 'en', 'de', 'RU', 'fair', 'check', 'log', 'stats', 'verifier', 'how-it-works', 'faq', 'api', 'v1', 'proofs', 'hands', 'reveal', 'tlog-proof', 'tile', 'entries', 'checkpoint', '_next', 'static', '_vercel', 'apis', 'robots.txt', 'verifier.js', 'favicon.ico', 'fair-documents', '1.js', '1', '13', '0', '-1', '007', '1e3', '9'.repeat(20), '%00', '%ff', '%', '%zz', '..', '.', '%2e%2e', '%2f', '№12', '%E2%84%9612', 'x.php', ' ', '+', 'a'.repeat(3000)];
const QUERIES = ['', '?page=-1', '?id=%E2%84%96%2012', '?id=' + 'ab'.repeat(32), '?game=chess', '?game=%ff', '?verdict=failed', '?verdict=x', '?before=1e9', '?limit=0', '?limit=abc&game[]=1', '?commitment=zz', '?a=1&a=2', '?' + 'x=1&'.repeat(1500),
  // pasted links (lib/site/lookup.ts): a proof page's address, a check link, cut or junk
  ...['https://x.example/ru/fair/1#receipt=%%', 'x/fair/99999999999999999#a', '/en/fair/1?x=1#', 'v=1&s=zz', '#v=1&j=!!!', '/ru/check#' + 'v=1&'.repeat(400), 'https://x/check#v=\n1'].map((l) => '?id=' + encodeURIComponent(l))];

async function addresses(t: Tally, until: number): Promise<void> {
  while (Date.now() < until) {
    const parts = Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => pick(WORDS));
    const target = '/' + parts.join(pick(['/', '/', '/', '//', '/./'])) + pick(QUERIES);
    const method = pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE']);
    const body = ['POST', 'PUT'].includes(method) ? pick(['{', '[]', '{"a":1}', 'x'.repeat(10_000)]) : undefined;
    await t.send(method, target, { body, headers: pick<Record<string, string>>([{}, { accept: 'application/json' }, { 'accept-language': 'ro' }, { 'if-none-match': '"x"' }, { 'content-type': 'application/json' }]) });
  }
}

const JUNK: unknown[] = [null, -1, 0, 1.5, 1e308, -0, 2 ** 53 + 2, '', ' ', 'x'.repeat(200_000), '٣', '\u0000', '\ud800', [], {}, [[[[[]]]]], true, '1', 'FF'.repeat(32), 'zz'.repeat(32), Array(5000).fill(1), Array(300).fill('aa'.repeat(32))];
const RAW = ['', '{', '[]', 'null', '"x"', '{"a":1e999}', '\ufeff{}', '['.repeat(100_000) + ']'.repeat(100_000), '{"__proto__":{"x":1}}', '{"scheme":"roll_pair_v1","scheme":"x"}'];

/** Every path to a value inside `v` (keys and indexes). */
function paths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (!v || typeof v !== 'object') return [at];
  return [at, ...Object.keys(v).flatMap((k) => paths((v as Json)[k], [...at, Array.isArray(v) ? Number(k) : k]))];
}

/** `doc` with one to three fields dropped, added, shortened or replaced by junk. */
function mutate(doc: Json): Json {
  const d = structuredClone(doc);
  for (let i = 1 + Math.floor(Math.random() * 3); i > 0 && JSON.stringify(d).length < 1_500_000; i--) {
    const at = pick(paths(d).filter((p) => p.length > 0));
    if (!at) break;
    let o: unknown = d;
    for (const k of at.slice(0, -1)) o = (o as Json | undefined)?.[k];
    if (!o || typeof o !== 'object') continue;
    const parent = o as Json & unknown[];
    const key = at[at.length - 1]!;
    const value = parent[key as string];
    const r = Math.random();
    if (r < 0.2) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (r < 0.3) parent[pick(['extra', 'id', 'status', 'log', 'recorded', 'ref'])] = structuredClone(pick(JUNK));
    else if (r < 0.4 && Array.isArray(parent)) parent.push(structuredClone(parent[0]));
    else if (r < 0.5 && typeof value === 'string') parent[key as string] = value.slice(0, Math.floor(Math.random() * value.length)) + pick(['', ' ', 'g', '\n', 'Ä']);
    else if (r < 0.6 && typeof value === 'number') parent[key as string] = value + pick([1, -1, 1000, 0.5]);
    else parent[key as string] = structuredClone(pick(JUNK));
  }
  return d;
}

async function publishing(t: Tally, until: number, token: string): Promise<void> {
  const docs = Object.keys(SCHEMES).flatMap((s) => vectorCases(s).map((c) => c.proof as Json));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = (target: string, body: string) => t.send('POST', target, { body, headers });
  while (Date.now() < until) {
    const doc = pick(docs);
    const commit = commitBodyOf(doc);
    const r = Math.random();
    if (r < 0.1) await post('/api/v1/proofs', pick(RAW));
    else if (r < 0.4) await post('/api/v1/proofs', JSON.stringify(mutate(commit)));
    else {
      const made = await post('/api/v1/proofs', JSON.stringify({ ...commit, ref: String(Math.random()) }));
      if (made.status !== 201) continue;
      const { id } = JSON.parse(made.text) as { id: number };
      for (const hand of (doc.hands as Json[] | undefined) ?? []) {
        const body = handBodyOf(hand);
        await post(`/api/v1/proofs/${id}/hands`, JSON.stringify(Math.random() < 0.3 ? mutate(body) : body));
      }
      await post(`/api/v1/proofs/${id}/reveal`, Math.random() < 0.1 ? pick(RAW) : JSON.stringify(mutate(doc)));
    }
  }
}

const NUMBERS = ['0', '1', '-1', '00', '001', '255', '256', 'x001', 'x000', 'x1000', 'x999/001', '1e3', '9'.repeat(30), '', '%30', ' 1', '0x1', '1.5', '2147483648', '000.p', '000.p/0', '000.p/255', '000.p/256', '000.p/x', '%00'];
const width = () => (Math.random() < 0.3 ? `.p/${pick(['1', '0', '255', '256', 'x', ''])}` : '');
const LOG_TARGETS = [
  () => `/log/tile/${pick(['0', '1', '2', '5', '63', '64', '-1', 'x', ''])}/${pick(NUMBERS)}${width()}`,
  () => `/log/tile/entries/${pick(NUMBERS)}${width()}`,
  () => `/log/${pick(['checkpoint', 'checkpoint/', 'tile', 'tile/', 'tile/entries', 'x', ''])}`,
  () => `/api/v1/log/${pick(['checkpoint', 'key', 'entries', 'proof/inclusion', 'proof/consistency', 'x'])}?${pick(['start', 'index', 'from'])}=${pick(NUMBERS)}&${pick(['end', 'size', 'to'])}=${pick(NUMBERS)}`,
  () => `/api/v1/proofs/${pick(['1', '2', '13', '9999', '0', '01'])}/tlog-proof${pick(['', '?x=1', `?size=${pick(NUMBERS)}`])}`,
  () => `/api/v1/proofs?${pick(['before', 'limit', 'game', 'commitment', 'x'])}=${pick(NUMBERS)}&${pick(['limit', 'game'])}=${pick([...NUMBERS, 'poker', 'chess'])}`,
];

async function logAndReads(t: Tally, until: number): Promise<void> {
  while (Date.now() < until) {
    await t.send(pick(['GET', 'GET', 'HEAD', 'POST']), pick(LOG_TARGETS)(), { headers: pick<Record<string, string>>([{}, { 'accept-encoding': 'gzip' }, { 'if-none-match': '*' }]) });
  }
}

function report(name: string, t: Tally): number {
  const statuses = [...t.statuses].sort().map(([s, n]) => `${s === '0' ? 'headers over 16 KB' : s}: ${n}`).join(', ');
  console.log(`${name.padEnd(12)} ${String(t.requests).padStart(7)} requests  ${statuses}`);
  for (const p of t.problems.slice(0, 10)) console.log(`  PROBLEM ${p}`);
  if (t.problems.length > 10) console.log(`  … and ${t.problems.length - 10} more`);
  return t.problems.length;
}

async function main(): Promise<number> {
  const i = process.argv.indexOf('--seconds');
  const seconds = i >= 0 ? Number(process.argv[i + 1]) : 90;
  if (!Number.isFinite(seconds) || seconds < 3 || seconds > 86_400) throw new UsageError('--seconds must be a number from 3 to 86400');
  await ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'fair-sweep-'));
  const pg = process.argv.includes('--postgres') ? await startPgCluster() : null;
  const env: Record<string, string> = pg ? { DATABASE_URL: pg.url, WEB_CONCURRENCY: '2' } : { DATABASE_URL: `file:${path.join(dir, 'db.sqlite')}` };
  try {
    await mustRun(process.execPath, [tsxBin, 'scripts/db/seed.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
    const made = execFileSync(process.execPath, [tsxBin, 'scripts/token.ts', 'create', 'sweep'], { env: { ...process.env, ...env } }).toString();
    const token = /fpk_[\w-]+/.exec(made)?.[0];
    if (!token) throw new Error('npm run token printed no token');
    const site = await startSite({ env });
    try {
      console.log(`on ${pg ? `PostgreSQL ${pg.version}, two processes` : 'SQLite'}`);
      const part = (seconds * 1000) / 3;
      const sweeps: [string, (t: Tally, until: number) => Promise<void>][] = [
        ['addresses', addresses],
        ['publishing', (t, until) => publishing(t, until, token)],
        ['log, reads', logAndReads],
      ];
      let problems = 0;
      for (const [name, sweep] of sweeps) {
        const t = new Tally(site);
        await sweep(t, Date.now() + part);
        problems += report(name, t);
      }
      console.log(problems ? `\n${problems} problem(s)` : '\nno problem');
      return problems ? 1 : 0;
    } finally {
      await site.stop();
    }
  } finally {
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runCommand('sweep', main);
