// Several server processes on one PostgreSQL (issue #14, item 2): WEB_CONCURRENCY=N runs N
// processes on one port. With 2 and 4 of them and 1,000 concurrent commit+reveal pairs spread over
// them: every proof is there once and revealed once, the log has one dense entry per commitment
// and its root equals a from-scratch recomputation, the checkpoints the processes signed are
// consistent with each other, and every served document verifies with the site's key. On SQLite
// the server refuses N > 1 in one line.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:net';
import { settingOr } from '../../lib/config.ts';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';

import { closeDb, getDb } from '../../lib/db/client.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { leafHash, sha256Hex, treeRoot, verify, verifyCheckpoint, verifyConsistency, verdictOf } from '../../lib/fair/index.ts';
import { testProvider } from '../db/helpers.ts';
import { childPids } from '../../scripts/lib/proc.ts';
import { startSite } from '../../scripts/lib/site.ts';
import { api, checkpointOf, downloadLog, newToken, pool, startServer } from './harness.ts';

const provider = testProvider();
const PAIRS = settingOr('FAIR_FLEET_PAIRS');

afterAll(() => closeDb());

describe.runIf(provider === 'postgres')('several processes on one PostgreSQL', () => {
  for (const n of [2, 4]) {
    it(`WEB_CONCURRENCY=${n}: ${PAIRS} concurrent commit+reveal pairs, each once, one log, every document verifies`, { timeout: 300_000 }, async () => {
      const server = await startServer({ env: { WEB_CONCURRENCY: String(n) } });
      try {
        expect(childPids(server.pid!)).toHaveLength(n);
        const token = await newToken(`fleet${n}`);
        const c = api(server.url, token);
        const vkey = (await api(server.url).get('/api/v1/log/key')).text;
        const notes = new Set<string>();
        const seeds = new Map<number, string>();
        const statuses: number[] = [];
        await pool(PAIRS, 64, async (i) => {
          const seed = randomBytes(32).toString('hex');
          const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), clientSeeds: [`f${n}-${i}`, 'b'], ref: `fleet-${n}-${i}` };
          const committed = await c.post('/api/v1/proofs', body);
          statuses.push(committed.status);
          if (committed.status !== 201) return;
          const id = committed.json.id as number;
          expect(seeds.has(id)).toBe(false);
          seeds.set(id, seed);
          const { ref: _ref, ...doc } = body;
          const revealed = await c.post(`/api/v1/proofs/${id}/reveal`, { ...doc, serverSeed: seed, count: 3 });
          statuses.push(revealed.status);
          // the checkpoints the processes serve along the way
          if (i % 50 === 0) notes.add((await api(server.url).get('/api/v1/log/checkpoint')).text);
        });
        expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
        expect(seeds.size).toBe(PAIRS);

        // every proof once, revealed once, in the database
        const rows = await getDb().proof.findMany({ where: { id: { in: [...seeds.keys()] } }, select: { id: true, status: true, logIndex: true, ref: true } });
        expect(rows).toHaveLength(PAIRS);
        expect(rows.every((r) => r.status === 'revealed')).toBe(true);
        expect(new Set(rows.map((r) => r.logIndex)).size).toBe(PAIRS);

        // one log: dense entries, root from scratch equal to the newest checkpoint's
        const size = await getDb().logEntry.count();
        const cp = await checkpointOf(server.url, vkey, size);
        expect(cp.size).toBe(size);
        const entries = await downloadLog(server.url, size);
        expect(treeRoot(entries.map((e) => leafHash(e)))).toBe(cp.root);

        // the checkpoints served along the way are all prefixes of that one
        for (const note of notes) {
          const c = verifyCheckpoint(note, vkey);
          expect(c.ok, c.error).toBe(true);
          const old = { size: c.size!, root: c.root! };
          if (old.size === 0 || old.size === cp.size) continue;
          const proof = await api(server.url).get(`/api/v1/log/proof/consistency?from=${old.size}&to=${cp.size}`);
          expect(proof.status).toBe(200);
          const hashes = (proof.json as unknown as { hashes: string[] }).hashes;
          expect(verifyConsistency(old.size, cp.size, hashes, old.root, cp.root)).toBe(true);
        }

        // every served document verifies, its log parts with the site's key
        const ids = [...seeds.keys()];
        const docs = await pool(ids.length, 32, async (k) => {
          const id = ids[k]!;
          const res = await api(server.url).get(`/api/v1/proofs/${id}`);
          return { id, doc: res.json };
        });
        for (const { id, doc } of docs) {
          expect(doc.serverSeed).toBe(seeds.get(id));
          expect(verdictOf(verify(doc, { vkey })), `proof ${id}`).toBe('verified');
        }
      } finally {
        await server.stop();
      }
    });
  }

  it('a reused commitment drops the kept pages of the earlier proof in every process (issue #21)', { timeout: 120_000 }, async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
    try {
      const c = api(server.url, await newToken('fleet-reuse'));
      const seed = randomBytes(32).toString('hex');
      const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), clientSeeds: ['r1', 'r2'] };
      const first = (await c.post('/api/v1/proofs', { ...body, ref: 'reuse-1' })).json.id as number;
      expect((await c.post(`/api/v1/proofs/${first}/reveal`, { ...body, serverSeed: seed, count: 3 })).status).toBe(200);
      // each connection is a new one: the two processes both answer, and both keep the page
      const visit = async () => {
        const res = await fetch(`${server.url}/en/fair/${first}`, { headers: { connection: 'close' } });
        return { cache: res.headers.get('x-fair-cache'), html: await res.text() };
      };
      const seen = await pool(40, 4, visit);
      expect(seen.filter((v) => v.cache === 'HIT').length).toBeGreaterThan(20);
      const second = (await c.post('/api/v1/proofs', { ...body, ref: 'reuse-2' })).json.id as number;
      const flagged = (v: { html: string }) => v.html.includes(`href="/en/fair/${second}"`);
      await expect.poll(async () => flagged(await visit()), { timeout: 5000 }).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      const after = await pool(40, 4, visit);
      expect(after.filter((v) => !flagged(v)).map((v) => v.cache), 'answers without the flag').toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe.runIf(provider === 'postgres')('several processes that cannot start', () => {
  it('end the server (exit 1, one line) instead of being restarted for ever: the port is taken', { timeout: 60_000 }, async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as { port: number }).port;
    try {
      const e = await startSite({ port, env: { WEB_CONCURRENCY: '2' } }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(Error);
      expect((e as Error).message).toMatch(/exited with 1/);
      expect((e as Error).message).toMatch(/cannot listen on 127\.0\.0\.1:\d+/);
      expect((e as Error).message).toMatch(/before it listened; stopping/);
    } finally {
      taken.close();
    }
  });
});

describe('the server run directly, on a setting it cannot start with', () => {
  it('stops in one line, exit 2, before serving: a malformed FAIR_LOG_KEY (not a 500 on the first reveal), no build in FAIR_DIST_DIR, a folder outside the project', async () => {
    // a build cut short: its BUILD_ID and nothing else (a folder inside the project, as FAIR_DIST_DIR must be)
    const half = `.fair-half-build-${process.pid}`;
    mkdirSync(half, { recursive: true });
    writeFileSync(path.join(half, 'BUILD_ID'), 'abc');
    onTestFinished(() => rmSync(half, { recursive: true, force: true }));
    for (const [env, said] of [
      [{ FAIR_LOG_KEY: 'garbage' }, /server: FAIR_LOG_KEY: /],
      [{ FAIR_LOG_ORIGIN: 'a'.repeat(256) }, /server: FAIR_LOG_ORIGIN must be 1–255 printable ASCII characters/],
      [{ DATABASE_URL: 'postgres://u:p@127.0.0.1:99999/db' }, /server: DATABASE_URL is not a valid postgres:\/\/ URL/],
      [{ DATABASE_URL: 'file:/nonexistent-fair-start/fair.db' }, /server: there is no database at \/nonexistent-fair-start\/fair\.db: npm start makes it/],
      [{ FAIR_DIST_DIR: 'no-such-build' }, /server: there is no build in no-such-build\/ to serve/],
      [{ FAIR_DIST_DIR: half }, new RegExp(`server: there is no build in ${half}/ to serve`)],
      [{ FAIR_DIST_DIR: '/tmp' }, /server: FAIR_DIST_DIR must be a folder inside the project/],
      [{ FAIR_DIST_DIR: '../elsewhere' }, /server: FAIR_DIST_DIR must be a folder inside the project/],
    ] as const) {
      const e = await startServer({ env }).catch((x: unknown) => x);
      expect(e, JSON.stringify(env)).toBeInstanceOf(Error);
      expect((e as Error).message).toMatch(/exited with 2/);
      expect((e as Error).message).toMatch(said);
      expect((e as Error).message).not.toMatch(/^\s+at /m);
    }
  });
});

describe.runIf(provider === 'sqlite')('several processes on SQLite', () => {
  it('are refused in one line: one process is the one writer', async () => {
    const e = await startServer({ env: { WEB_CONCURRENCY: '2' } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Error);
    expect((e as Error).message).toMatch(/exited with 2/);
    expect((e as Error).message).toMatch(/server: WEB_CONCURRENCY > 1 needs PostgreSQL/);
  });
});
