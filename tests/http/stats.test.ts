// The fairness statistics over HTTP (../shared/spec/stats.md, `GET /api/v1/stats`), against the
// production server: FAIR_HTTP_PAIRS (1,000) concurrent commit+reveal pairs of every scheme —
// the public vectors' documents (each commit a new proof: the same seed counts again), some failing
// (→ `excluded`), some refused (a seed of another commitment: nothing stored), and fresh dice —
// then the served statistics equal both what the reveal answers' reports add up to and a
// from-scratch recount of the database (lib/db/stats.ts' recountStats, what stats:rebuild writes).
// ETag and 304; a reveal changes the answer at once.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { recountStats } from '../../lib/db/stats.ts';
import { ROOT } from '../../lib/db/migrations/schema-files.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { sha256Hex, verdictOf, type Report } from '../../lib/fair/index.ts';
import { summarize } from '../../lib/stats/summary.ts';
import { Tally } from '../../lib/stats/tally.ts';
import { TABLES } from '../../lib/stats/tables.ts';
import type { StatsBody } from '../../lib/stats/types.ts';
import { commitBodyOf, handBodyOf, vectorCases, type Doc } from '../db/fixtures.ts';
import { testProvider } from '../db/helpers.ts';
import { api, newToken, pool, publishLoad, startServer, type Server } from './harness.ts';
import { settingOr } from '../../lib/config.ts';

const provider = testProvider();
const PAIRS = settingOr('FAIR_HTTP_PAIRS');
const SCHEMES = ['roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'poker_hmac_v1', 'chess_colour_v1'];

let server: Server;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await newToken('stats');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await closeDb();
});

/** Every vector document with its seeds: verified ones, failing ones, refused ones. */
const TEMPLATES: Doc[] = SCHEMES.flatMap((s) => vectorCases(s).map((c) => c.proof)).filter((p) => p.serverSeed !== undefined || p.seedA !== undefined);

/** Document `i` of the load: a vector's, or (every fifth) a fresh dice game. */
function docOf(i: number): Doc {
  if (i % 5 === 4) {
    const serverSeed = randomBytes(16).toString('hex');
    return { scheme: 'die_round_v1', game: 'dice', commitment: sha256Hex(serverSeed), serverSeed, clientSeeds: [`s${i}`, 'b'], count: 1 + (i % 40) };
  }
  const p = TEMPLATES[i % TEMPLATES.length]!;
  if (p.scheme === 'roll_pair_v1' && p.commitment === undefined) return { ...p, commitment: sha256Hex(hexToBytes(String(p.serverSeed))) };
  return p;
}

/**
 * What the server must serve: what was counted before this file's reveals (other files of the run
 * share the database) plus `t`.
 */
let baseline: StatsBody | null = null;
const bodyOf = (t: Tally): StatsBody => {
  const tables: StatsBody['tables'] = {};
  for (const def of TABLES) {
    const before = baseline?.tables[def.name]?.counts;
    tables[def.name] = summarize(def, t.countsOf(def.name).map((c, i) => c + (before?.[i] ?? 0)));
  }
  return { counted: t.counted + (baseline?.counted ?? 0), excluded: t.excluded + (baseline?.excluded ?? 0), tables };
};

/** Counts exactly; chi2 and p within the spec's relative tolerances. */
function expectSame(got: StatsBody, want: StatsBody) {
  expect(got.counted).toBe(want.counted);
  expect(got.excluded).toBe(want.excluded);
  expect(Object.keys(got.tables)).toEqual(TABLES.map((d) => d.name));
  for (const def of TABLES) {
    const g = got.tables[def.name]!;
    const w = want.tables[def.name]!;
    expect(g.counts, def.name).toEqual(w.counts);
    expect(g.n).toBe(w.n);
    expect(g.df).toBe(w.df);
    for (const k of ['chi2', 'p'] as const) {
      if (w[k] === null) expect(g[k]).toBeNull();
      else expect(Math.abs(g[k]! - w[k]!) <= (k === 'chi2' ? 1e-9 : 1e-8) * Math.abs(w[k]!) + 1e-300, `${def.name} ${k}`).toBe(true);
    }
  }
}

describe(`GET /api/v1/stats on ${provider}`, () => {
  const expected = new Tally();

  it('serves every table (zeros on an empty database) as a from-scratch recount says, no-cache with an ETag', async () => {
    const res = await api(server.url).get('/api/v1/stats');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^(W\/)?".+"$/);
    const served = res.json as unknown as StatsBody;
    const { disagreeing, ...recount } = await recountStats();
    expect(disagreeing).toEqual([]);
    expectSame(served, recount);
    // other files of this run may have revealed proofs in the same database: counted from here on
    baseline = served;
    if (served.counted + served.excluded === 0) expectSame(served, bodyOf(new Tally()));
  });

  it(`equals the reports and a from-scratch recount after ${PAIRS} concurrent commit+reveal pairs of every scheme`, async () => {
    const c = api(server.url, token);
    const statuses = new Map<string, number>();
    const note = (k: string) => statuses.set(k, (statuses.get(k) ?? 0) + 1);
    await pool(PAIRS, 64, async (i) => {
      const doc = docOf(i);
      const committed = await c.post('/api/v1/proofs', commitBodyOf(doc));
      if (committed.status !== 201) throw new Error(`commit ${i}: ${committed.status} ${committed.text}`);
      const id = committed.json.id as number;
      for (const hand of (doc.hands as Doc[] | undefined) ?? []) {
        const h = await c.post(`/api/v1/proofs/${id}/hands`, handBodyOf(hand));
        if (h.status !== 201) throw new Error(`hand ${i}: ${h.status} ${h.text}`);
      }
      const revealed = await c.post(`/api/v1/proofs/${id}/reveal`, doc);
      if (revealed.status === 422) return note('refused');
      if (revealed.status !== 200) throw new Error(`reveal ${i}: ${revealed.status} ${revealed.text}`);
      const report = revealed.json.report as unknown as Report;
      const verdict = verdictOf(report) === 'verified' ? 'verified' : 'failed';
      note(verdict);
      expected.addRevealed(verdict, report);
    });
    expect(statuses.get('failed') ?? 0).toBeGreaterThan(PAIRS / 20);
    expect(statuses.get('refused') ?? 0).toBeGreaterThan(0);
    expect(statuses.get('verified') ?? 0).toBeGreaterThan(PAIRS / 2);

    const res = await api(server.url).get('/api/v1/stats');
    expect(res.status).toBe(200);
    const served = res.json as unknown as StatsBody;
    expectSame(served, bodyOf(expected));
    expect(served.excluded).toBe(statuses.get('failed')! + baseline!.excluded);
    for (const def of TABLES) expect(served.tables[def.name]!.n, def.name).toBeGreaterThan(0);
    const { disagreeing, ...recount } = await recountStats();
    expect(disagreeing).toEqual([]);
    expectSame(served, recount);
  }, 600_000);

  it('answers 304 to its own ETag, and a new answer after a reveal', async () => {
    const c = api(server.url, token);
    const first = await c.get('/api/v1/stats');
    const etag = first.headers.get('etag')!;
    const again = await c.get('/api/v1/stats', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');

    const doc = docOf(4);
    const { json } = await c.post('/api/v1/proofs', commitBodyOf(doc));
    expect((await c.post(`/api/v1/proofs/${json.id as number}/reveal`, doc)).status).toBe(200);
    const after = await c.get('/api/v1/stats', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((after.json as unknown as StatsBody).counted).toBe(expected.counted + baseline!.counted + 1);
  });

  it('stats:rebuild beside the site under publishing load: the counts stay exact', async () => {
    const load = publishLoad(server.url, token);
    while (load.pairs < 20) await new Promise((r) => setTimeout(r, 50));
    const ran = await new Promise<{ code: number; out: string; err: string }>((resolve) => {
      execFile(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/db/stats-rebuild.ts'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 }, (e, out, err) =>
        resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out, err }),
      );
    });
    const published = await load.stop();
    expect(ran.code, `${ran.out}\n${ran.err}`).toBe(0);
    expect(ran.out).toMatch(/^stats:rebuild: \d+ proofs counted, \d+ excluded/m);
    expect(ran.out).not.toMatch(/verdict/);
    expect(published.failures).toEqual([]);
    expect(published.pairs).toBeGreaterThan(20);
    // what the command wrote shows within the server's one-second cache
    await new Promise((r) => setTimeout(r, 1100));
    const served = (await api(server.url).get('/api/v1/stats')).json as unknown as StatsBody;
    const { disagreeing, ...recount } = await recountStats();
    expect(disagreeing).toEqual([]);
    expectSame(served, recount);
    expect(served.counted).toBeGreaterThanOrEqual(expected.counted + baseline!.counted + 1 + published.pairs);
  }, 300_000);
});
