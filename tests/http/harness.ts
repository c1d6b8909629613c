// The production server (server.ts) for the API tests: on a free port, against
// the database of DATABASE_URL (migrated), stopped and started again at will.
// `{ direct: false }` leaves the API to Next's own routing (FAIR_API_DIRECT=0),
// as `next start` serves it: tests/http/api.test.ts compares the two.
import { randomBytes } from 'node:crypto';

import { expect } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { IMMUTABLE } from '../../lib/api/http.ts';
import { applyMigrations } from '../../lib/db/migrations/migrate.ts';
import { authenticate, createPublisher } from '../../lib/db/publishers.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { keyedMac, rollPairs, sha256Hex, verifyCheckpoint } from '../../lib/fair/index.ts';
import { startSite, type Site } from '../../scripts/lib/site.ts';

export type Server = Site;

/**
 * Starts the production build on a free port against DATABASE_URL (migrated first); the build must
 * exist (npm test builds first). Pages are rendered after reveals only where a test asks for it
 * (tests/http/prerender.test.ts): elsewhere they would only add work after each burst of reveals.
 */
export async function startServer({ direct = true, migrate = true, env = {} }: { direct?: boolean; migrate?: boolean; env?: Record<string, string> } = {}): Promise<Server> {
  if (migrate) await applyMigrations();
  return startSite({ env: { FAIR_PRERENDER: '0', ...env, FAIR_API_DIRECT: direct ? '1' : '0' } });
}

/** A new publisher's bearer token, made directly in the database (as `npm run token -- create`). */
export async function newToken(name: string): Promise<string> {
  const { token } = await createPublisher(`${name}-${Math.random().toString(36).slice(2, 8)}`);
  if ((await authenticate(token)) === null) throw new Error('token does not authenticate');
  await closeDb();
  return token;
}

/** A small client for the API. */
export function api(base: string, token?: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> & { error?: { code: string; field?: string; message: string } } };
  };
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
  };
}

/** Runs `tasks` with at most `width` in flight. */
export async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

/** Asserts an API error answer: status, machine code, a message and, when given, the field at fault. */
export function expectError(res: { status: number; json: Record<string, unknown> & { error?: { code: string; field?: string; message?: string } } }, status: number, code: string, field?: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.error?.code).toBe(code);
  expect(typeof res.json.error?.message).toBe('string');
  if (field) expect(res.json.error?.field).toBe(field);
}

/** What a publishing load saw: pairs committed and revealed, and every answer that was not 201/200. */
export interface LoadResult {
  pairs: number;
  failures: string[];
  /** id → serverSeed of every reveal answered 200 */
  revealed: Map<number, string>;
}

/** A fresh roll_pair_v1 proof of `count` rolls: its commit body, its reveal body (with the rolls) and its seed. */
export function rollProof(count = 4) {
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeeds = [randomBytes(4).toString('hex'), randomBytes(4).toString('hex')];
  const commit = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(serverSeed)), clientSeeds, count };
  const reveal = { ...commit, serverSeed, recorded: rollPairs(keyedMac(hexToBytes(serverSeed)), clientSeeds, count) };
  return { commit, reveal, serverSeed };
}

/**
 * Game servers publishing without pause: `width` clients each commit a fresh roll_pair_v1 proof
 * and reveal it, again and again, until `stop()`.
 */
export function publishLoad(base: string, token: string, width = 8): { stop(): Promise<LoadResult>; readonly pairs: number } {
  const c = api(base, token);
  const result: LoadResult = { pairs: 0, failures: [], revealed: new Map() };
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const seed = randomBytes(32).toString('hex');
      const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), clientSeeds: [`load${n++}`, 'b'] };
      const committed = await c.post('/api/v1/proofs', body);
      if (committed.status !== 201) {
        result.failures.push(`commit ${committed.status} ${committed.text.slice(0, 200)}`);
        continue;
      }
      const id = committed.json.id as number;
      const revealed = await c.post(`/api/v1/proofs/${id}/reveal`, { ...body, serverSeed: seed, count: 2 });
      if (revealed.status !== 200) result.failures.push(`reveal ${id}: ${revealed.status} ${revealed.text.slice(0, 200)}`);
      else {
        result.pairs++;
        result.revealed.set(id, seed);
      }
    }
  };
  const workers = Array.from({ length: width }, worker);
  return {
    get pairs() {
      return result.pairs;
    },
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return result;
    },
  };
}


/** Every entry of the log, downloaded 1,000 at a time as an auditor would (each answer immutable, indexes dense). */
export async function downloadLog(base: string, size: number): Promise<string[]> {
  const c = api(base);
  const out: string[] = [];
  for (let s = 0; s < size; s += 1000) {
    const res = await c.get(`/api/v1/log/entries?start=${s}&end=${Math.min(size, s + 1000)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    (res.json as unknown as { index: number; entry: string }[]).forEach((e, j) => {
      expect(e.index).toBe(s + j);
      out.push(e.entry);
    });
  }
  return out;
}

/** The newest signed checkpoint, once it covers `size` entries (it is re-signed at most about once a second). */
export async function checkpointOf(base: string, vkey: string, size: number): Promise<{ note: string; size: number; root: string }> {
  for (let i = 0; ; i++) {
    const res = await api(base).get('/api/v1/log/checkpoint');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const c = verifyCheckpoint(res.text, vkey);
    expect(c.ok, c.error).toBe(true);
    if (c.size! >= size || i > 40) return { note: res.text, size: c.size!, root: c.root! };
    await new Promise((r) => setTimeout(r, 100));
  }
}
