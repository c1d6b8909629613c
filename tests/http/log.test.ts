// The commitment log over HTTP (log.md, "Interfaces"), against the bundled server (./harness.ts):
// concurrent commits and hands leave exactly one entry each and a root equal to a from-scratch
// recomputation; the endpoints answer bad input with a 400 naming the field; served documents' log
// parts verify with the key the site publishes — in lib/fair and in verifier.js.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb, getDb } from '../../lib/db/client.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import {
  entryFor, leafHash, parseVerifierKey, sha256Hex, treeRoot, verify, verifyCheckpoint, verifyConsistency, verifyInclusion, verdictOf,
} from '../../lib/fair/index.ts';
import { commitBodyOf, handBodyOf, vectorCases, type Doc } from '../db/fixtures.ts';
import { testProvider } from '../db/helpers.ts';
import { IMMUTABLE } from '../../lib/api/http.ts';
import { api, checkpointOf, downloadLog, expectError, newToken, pool, startServer, type Server } from './harness.ts';
import { settingOr } from '../../lib/config.ts';

const provider = testProvider();
const COMMITS = settingOr('FAIR_HTTP_LOG_COMMITS');

let server: Server;
let token: string;
let vkey: string;

beforeAll(async () => {
  server = await startServer();
  token = await newToken('log');
  const key = await api(server.url).get('/api/v1/log/key');
  expect(key.status).toBe(200);
  expect(key.headers.get('content-type')).toMatch(/^text\/plain/);
  vkey = key.text;
  parseVerifierKey(vkey);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await closeDb();
});

const seedOf = (i: number) => (i + 7_000_001).toString(16).padStart(64, '0');
const rollBody = (i: number) => ({ scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seedOf(i))), clientSeeds: [`l${i}`, 'q'] });
const rollReveal = (i: number) => ({ ...rollBody(i), serverSeed: seedOf(i), count: 2 });
const poker = vectorCases('poker_hmac_v1').find((c) => c.expect.ok && (c.proof.hands as Doc[]).length >= 2)!.proof;

/** Runs node with `args`; resolves with the exit code and output. */
function node(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out, err });
    });
  });
}


describe(`the commitment log over HTTP on ${provider}`, () => {
  it(`keeps exactly one entry per commitment and hand under ${COMMITS} concurrent commits, with a root equal to a from-scratch one`, async () => {
    const c = api(server.url, token);
    expect((await c.post('/api/v1/proofs', rollBody(-1))).status).toBe(201);
    const before = await checkpointOf(server.url, vkey, 1);
    const statuses: number[] = [];
    const sessions: number[] = [];
    await pool(COMMITS, 40, async (i) => {
      const kind = i % 10;
      let res;
      if (kind === 0) {
        res = await c.post('/api/v1/proofs', commitBodyOf(poker));
        if (res.status === 201) {
          const id = res.json.id as number;
          sessions.push(id);
          // hands of one session concurrently, each twice (the second adds nothing)
          const hands = (poker.hands as Doc[]).flatMap((h) => [h, h]);
          const rs = await Promise.all(hands.map((h) => c.post(`/api/v1/proofs/${id}/hands`, handBodyOf(h))));
          statuses.push(...rs.map((r) => r.status));
        }
      } else if (kind === 1) {
        res = await c.post('/api/v1/proofs', { scheme: 'chess_colour_v1', game: 'chess', commitA: sha256Hex(`log ${i}`), clientA: 'w', clientB: '' });
      } else if (kind === 2) {
        // the same ref from two requests at once: one proof, one entry
        const body = { ...rollBody(i), ref: `log-ref-${i}` };
        const [a, b] = await Promise.all([c.post('/api/v1/proofs', body), c.post('/api/v1/proofs', body)]);
        expect(a.json.id).toBe(b.json.id);
        statuses.push(b.status);
        res = a;
      } else if (kind === 3) {
        // refused: no entry
        res = await c.post('/api/v1/proofs', { ...rollBody(i), commitment: 'zz' });
        expect(res.status).toBe(400);
        return;
      } else {
        res = await c.post('/api/v1/proofs', rollBody(i));
      }
      statuses.push(res.status);
    });
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    // the whole log, as the API serves it, against the store's commitments
    const db = getDb();
    const proofs = await db.proof.count();
    const hands = await db.pokerHand.count();
    await closeDb();
    const cp = await checkpointOf(server.url, vkey, proofs + hands);
    expect(cp.size).toBe(proofs + hands);
    const entries = await downloadLog(server.url, cp.size);
    const keys = entries.map((e) => {
      const id = /\nproof (\d+)\n/.exec(e)?.[1];
      const hand = /\nhand (\d+)\n/.exec(e)?.[1];
      return `${id}/${hand ?? '-'}`;
    });
    expect(new Set(keys).size).toBe(entries.length);
    expect(treeRoot(entries.map((e) => leafHash(e)))).toBe(cp.root);

    // append-only: the checkpoint from before extends to this one
    const cons = await api(server.url).get(`/api/v1/log/proof/consistency?from=${before.size}&to=${cp.size}`);
    expect(cons.status).toBe(200);
    expect(verifyConsistency(before.size, cp.size, cons.json.hashes as string[], before.root, cp.root)).toBe(true);
    // every new session's entries are the served document's, and its log parts verify with the site's key
    for (const id of sessions.slice(0, 5)) {
      const doc = (await api(server.url).get(`/api/v1/proofs/${id}`)).json as Doc;
      expect(entries[(doc.log as { index: number }).index]).toBe(entryFor(doc));
      for (const h of doc.hands as Doc[]) expect(entries[(h.log as { index: number }).index]).toBe(entryFor(doc, h.n as number));
      const r = verify(doc, { vkey });
      expect(verdictOf(r)).toBe('pending');
      expect(r.log?.ok).toBe(true);
      expect(r.log?.entries.length).toBe(1 + (poker.hands as Doc[]).length);
    }
  }, 600_000);

  it('serves documents whose log parts verify with the published key, frozen at the reveal — in lib/fair and verifier.js', async () => {
    const c = api(server.url, token);
    const { json: made } = await c.post('/api/v1/proofs', rollBody(90_001));
    const id = made.id as number;
    const committed = await c.get(`/api/v1/proofs/${id}`);
    expect(verdictOf(verify(committed.json, { vkey }))).toBe('pending');
    expect(verify(committed.json, { vkey }).log?.ok).toBe(true);
    expect((await c.post(`/api/v1/proofs/${id}/reveal`, rollReveal(90_001))).status).toBe(200);
    const revealed = await c.get(`/api/v1/proofs/${id}`);
    expect(revealed.headers.get('cache-control')).toBe(IMMUTABLE);
    const r = verify(revealed.json, { vkey });
    expect(verdictOf(r)).toBe('verified');
    expect(r.log).toMatchObject({ ok: true, entries: [{ index: (committed.json.log as { index: number }).index, ok: true }] });
    // frozen: more commits do not change the revealed document
    await Promise.all(Array.from({ length: 5 }, (_, i) => c.post('/api/v1/proofs', rollBody(90_100 + i))));
    await new Promise((res) => setTimeout(res, 1_100));
    await checkpointOf(server.url, vkey, 0);
    expect((await c.get(`/api/v1/proofs/${id}`)).text).toBe(revealed.text);
    // the inclusion proof endpoint gives the same path
    const { index, inclusion, checkpoint } = revealed.json.log as { index: number; inclusion: string[]; checkpoint: string };
    const size = verifyCheckpoint(checkpoint, vkey).size!;
    const proof = await api(server.url).get(`/api/v1/log/proof/inclusion?index=${index}&size=${size}`);
    expect(proof.json).toEqual({ index, size, hashes: inclusion });
    expect(verifyInclusion(index, size, leafHash((revealed.json.log as { entry: string }).entry), inclusion, verifyCheckpoint(checkpoint, vkey).root!)).toBe(true);
    // verifier.js, offline, with the key the site publishes
    const dir = mkdtempSync(path.join(tmpdir(), 'fair-log-http-'));
    try {
      const file = path.join(dir, 'proof.json');
      writeFileSync(file, revealed.text);
      const js = path.join(dir, 'verifier.js');
      // (asynchronously: a blocked event loop would let the server close this test's idle keep-alive sockets unseen)
      const built = await node(['node_modules/tsx/dist/cli.mjs', 'scripts/build-verifier.ts', js, '--vkey', vkey]);
      expect(built.code, built.err).toBe(0);
      const run = await node([js, file]);
      expect(run.code, run.out + run.err).toBe(0);
      expect(run.out).toMatch(/✓ log: entry #\d+ in the signed log of size \d+/);
      // altered entry: the verdict fails
      const altered = JSON.parse(revealed.text) as Doc;
      (altered.log as { entry: string }).entry = (altered.log as { entry: string }).entry.replace(/commitment ([0-9a-f])/, (_, d: string) => `commitment ${d === '0' ? '1' : '0'}`);
      writeFileSync(file, JSON.stringify(altered));
      expect((await node([js, file])).code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers the log endpoints with the right status, body and caching, and bad input with a 400 naming the field', async () => {
    const c = api(server.url);
    const size = (await checkpointOf(server.url, vkey, 0)).size;
    expect(size).toBeGreaterThan(10);
    const ok = await c.get('/api/v1/log/entries?start=0&end=3');
    expect(ok.status).toBe(200);
    expect((ok.json as unknown as unknown[]).length).toBe(3);
    expect((await c.get('/api/v1/log/entries?start=2&end=2')).json).toEqual([]);
    expect((await c.get(`/api/v1/log/entries?start=${size - 1}&end=${size}`)).status).toBe(200);
    expectError(await c.get('/api/v1/log/entries?end=3'), 400, 'invalid_input', 'start');
    expectError(await c.get('/api/v1/log/entries?start=0'), 400, 'invalid_input', 'end');
    expectError(await c.get('/api/v1/log/entries?start=abc&end=3'), 400, 'invalid_input', 'start');
    expectError(await c.get('/api/v1/log/entries?start=-1&end=3'), 400, 'invalid_input', 'start');
    expectError(await c.get('/api/v1/log/entries?start=0&end=1.5'), 400, 'invalid_input', 'end');
    expectError(await c.get('/api/v1/log/entries?start=0&end=1e3'), 400, 'invalid_input', 'end');
    expectError(await c.get('/api/v1/log/entries?start=5&end=4'), 400, 'invalid_input', 'start');
    expectError(await c.get('/api/v1/log/entries?start=0&end=1001'), 400, 'invalid_input', 'end');
    expectError(await c.get(`/api/v1/log/entries?start=${size}&end=${size + 1}`), 400, 'invalid_input', 'end');
    expectError(await c.get('/api/v1/log/entries?start=0&end=99999999999999999999'), 400, 'invalid_input', 'end');

    const inc = await c.get(`/api/v1/log/proof/inclusion?index=0&size=${size}`);
    expect(inc.status).toBe(200);
    expect(inc.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(inc.json).toMatchObject({ index: 0, size });
    expectError(await c.get('/api/v1/log/proof/inclusion?size=3'), 400, 'invalid_input', 'index');
    expectError(await c.get('/api/v1/log/proof/inclusion?index=0'), 400, 'invalid_input', 'size');
    expectError(await c.get('/api/v1/log/proof/inclusion?index=3&size=3'), 400, 'invalid_input', 'index');
    expectError(await c.get('/api/v1/log/proof/inclusion?index=0&size=0'), 400, 'invalid_input', 'index');
    expectError(await c.get(`/api/v1/log/proof/inclusion?index=0&size=${size + 1}`), 400, 'invalid_input', 'size');
    expectError(await c.get('/api/v1/log/proof/inclusion?index=x&size=3'), 400, 'invalid_input', 'index');

    const cons = await c.get(`/api/v1/log/proof/consistency?from=1&to=${size}`);
    expect(cons.status).toBe(200);
    expect(cons.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await c.get('/api/v1/log/proof/consistency?from=4&to=4')).json).toEqual({ from: 4, to: 4, hashes: [] });
    expectError(await c.get('/api/v1/log/proof/consistency?from=0&to=3'), 400, 'invalid_input', 'from');
    expectError(await c.get('/api/v1/log/proof/consistency?from=4&to=3'), 400, 'invalid_input', 'from');
    expectError(await c.get('/api/v1/log/proof/consistency?to=3'), 400, 'invalid_input', 'from');
    expectError(await c.get('/api/v1/log/proof/consistency?from=1'), 400, 'invalid_input', 'to');
    expectError(await c.get(`/api/v1/log/proof/consistency?from=1&to=${size + 1}`), 400, 'invalid_input', 'to');

    const cp = await c.get('/api/v1/log/checkpoint');
    expect(cp.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(verifyCheckpoint(cp.text, vkey).ok).toBe(true);
  });
});
