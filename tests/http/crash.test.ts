// Crash safety (issue #14, item 3): the server is killed with SIGKILL in the middle of 1,000
// concurrent commit+reveal pairs, then started again. Every commit answered 201 and every reveal
// answered 200 is there, unchanged; no proof is half revealed; the log has no gap and its root
// equals a from-scratch recomputation; the last checkpoint served before the kill is consistent
// with the first one after it. On SQLite (commits synced to disk) and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { settingOr } from '../../lib/config.ts';
import { afterAll, describe, expect, it } from 'vitest';

import { closeDb, getDb } from '../../lib/db/client.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { leafHash, sha256Hex, treeRoot, verify, verifyCheckpoint, verifyConsistency, verdictOf } from '../../lib/fair/index.ts';
import { testProvider } from '../db/helpers.ts';
import { api, checkpointOf, downloadLog, newToken, startServer } from './harness.ts';

const provider = testProvider();
const PAIRS = settingOr('FAIR_CRASH_PAIRS');
/** The kill comes once this many pairs were answered in full. */
const KILL_AFTER = Math.floor(PAIRS / 3);

afterAll(() => closeDb());

describe(`a server killed mid-load on ${provider}`, () => {
  it(`keeps everything it answered: SIGKILL during ${PAIRS} concurrent commit+reveal pairs`, { timeout: 300_000 }, async () => {
    const server = await startServer();
    try {
      const token = await newToken('crash');
      const vkey = (await api(server.url).get('/api/v1/log/key')).text;
      const c = api(server.url, token);
      const committed = new Map<number, { seed: string; body: Record<string, unknown> }>();
      const revealed = new Map<number, string>();
      let lastCheckpoint = '';
      let killed = false;
      let next = 0;
      let done = 0;

      const worker = async () => {
        while (!killed && next < PAIRS) {
          const i = next++;
          const seed = randomBytes(32).toString('hex');
          const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), clientSeeds: [`c${i}`, 'k'] };
          try {
            const a = await c.post('/api/v1/proofs', body);
            if (a.status !== 201) throw new Error(`commit answered ${a.status}: ${a.text}`);
            const id = a.json.id as number;
            committed.set(id, { seed, body });
            const b = await c.post(`/api/v1/proofs/${id}/reveal`, { ...body, serverSeed: seed, count: 2 });
            if (b.status !== 200) throw new Error(`reveal answered ${b.status}: ${b.text}`);
            revealed.set(id, seed);
            if (++done % 25 === 0) {
              const cp = await api(server.url).get('/api/v1/log/checkpoint');
              if (cp.status === 200) lastCheckpoint = cp.text;
            }
          } catch (e) {
            // after the kill, requests under way fail without an answer: nothing was promised for them
            if (!killed) throw e;
          }
        }
      };
      const workers = Array.from({ length: 48 }, worker);
      // a worker that fails before the kill ends the wait at once, with its error
      let failure: unknown;
      const all = Promise.all(workers).catch((e: unknown) => void (failure = e));
      while (done < KILL_AFTER && failure === undefined && next < PAIRS) await new Promise((r) => setTimeout(r, 20));
      if (failure !== undefined) throw failure;
      killed = true;
      await server.kill();
      await all;
      if (failure !== undefined) throw failure;
      expect(lastCheckpoint).not.toBe('');

      await server.restart();
      // every commit answered 201 is there, unchanged; every reveal answered 200 too
      for (const [id, { seed, body }] of committed) {
        const doc = (await api(server.url).get(`/api/v1/proofs/${id}`)).json;
        expect(doc, `proof ${id}`).toMatchObject({ id, commitment: body.commitment, clientSeeds: body.clientSeeds });
        if (revealed.has(id)) expect(doc, `proof ${id}`).toMatchObject({ status: 'revealed', serverSeed: seed });
        if (doc.status === 'revealed') expect(verdictOf(verify(doc, { vkey })), `proof ${id}`).toBe('verified');
      }
      // no proof is half revealed: a reveal writes its seed, report, verdict, time and log parts at once
      const rows = await getDb().proof.findMany({ select: { id: true, status: true, serverSeed: true, report: true, verdict: true, revealedAt: true, logParts: true } });
      for (const r of rows) {
        const parts = [r.serverSeed, r.report, r.verdict, r.revealedAt, r.logParts].map((x) => x !== null);
        expect(parts, `proof ${r.id} (${r.status})`).toEqual(parts.map(() => r.status === 'revealed'));
      }
      // the log: no gap, its root equal to one from scratch
      const size = await getDb().logEntry.count();
      const after = await checkpointOf(server.url, vkey, size);
      expect(after.size).toBe(size);
      const entries = await downloadLog(server.url, size);
      expect(treeRoot(entries.map((e) => leafHash(e)))).toBe(after.root);
      // the last checkpoint before the kill is a prefix of the log after it
      const before = verifyCheckpoint(lastCheckpoint, vkey);
      expect(before.ok, before.error).toBe(true);
      expect(before.size!).toBeLessThanOrEqual(after.size);
      if (before.size! < after.size) {
        const proof = await api(server.url).get(`/api/v1/log/proof/consistency?from=${before.size}&to=${after.size}`);
        expect(proof.status).toBe(200);
        expect(verifyConsistency(before.size!, after.size, (proof.json as unknown as { hashes: string[] }).hashes, before.root!, after.root)).toBe(true);
      } else {
        expect(before.root).toBe(after.root);
      }
    } finally {
      await server.stop();
    }
  });
});
