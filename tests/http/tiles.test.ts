// The open log over HTTP (log.md, "Tiles" and "Carrying a proof away"), against the production server:
// C2SP tiles and entry bundles at tree sizes that cross a tile boundary (255, 256, 257 past a multiple
// of 256) equal to a tree built from scratch out of the entries, partial tiles kept as the tree grows,
// the headers (types, caching, CORS), malformed paths 400 and paths beyond the tree 404 — and the
// tlog-proof of a proof and of a poker hand checked by the verifier.js the site serves.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IMMUTABLE } from '../../lib/api/http.ts';
import { closeDb } from '../../lib/db/client.ts';
import { hexToBytes, toHex, utf8 } from '../../lib/fair/hex.ts';
import { leafHash, parseVerifierKey, sha256Hex } from '../../lib/fair/index.ts';
import { bundlesOf, tilePath, tilesOf, writeBundle } from '../../lib/fair/log/tiles.ts';
import { scratchLevels } from '../unit/fair/log-helpers.ts';
import { commitBodyOf, handBodyOf, vectorCases, type Doc } from '../db/fixtures.ts';
import { testProvider } from '../db/helpers.ts';
import { api, checkpointOf, downloadLog, expectError, newToken, pool, startServer, type Server } from './harness.ts';

const provider = testProvider();
let server: Server;
let token: string;
let vkey: string;
let dir: string;

beforeAll(async () => {
  server = await startServer();
  token = await newToken('tiles');
  vkey = (await api(server.url).get('/api/v1/log/key')).text;
  parseVerifierKey(vkey);
  dir = mkdtempSync(path.join(tmpdir(), 'fair-tiles-'));
  const js = await fetch(`${server.url}/verifier.js`);
  expect(js.status).toBe(200);
  writeFileSync(path.join(dir, 'verifier.js'), Buffer.from(await js.arrayBuffer()));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await closeDb();
});

const seedOf = (i: number) => (i + 9_100_001).toString(16).padStart(64, '0');
let made = 0;
/** Commits `n` proofs: one log entry each. */
async function commit(n: number): Promise<number[]> {
  const c = api(server.url, token);
  return pool(n, 16, async () => {
    const i = made++;
    const res = await c.post('/api/v1/proofs', { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seedOf(i))), clientSeeds: [`t${i}`] });
    expect(res.status, res.text).toBe(201);
    return res.json.id as number;
  });
}


const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers });

function node(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(dir, 'verifier.js'), ...args], { encoding: 'utf8', cwd: dir }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out, err });
    });
  });
}

describe(`the open log over HTTP on ${provider}`, () => {
  it('serves tiles and entry bundles equal to a from-scratch tree at 255, 256 and 257 entries past a tile boundary', async () => {
    const start = await checkpointOf(server.url, vkey, 0);
    const boundary = Math.ceil((start.size + 1) / 256) * 256;
    const kept: { path: string; bytes: string }[] = [];
    for (const size of [boundary - 1, boundary, boundary + 1]) {
      const now = (await checkpointOf(server.url, vkey, 0)).size;
      await commit(size - now);
      const cp = await checkpointOf(server.url, vkey, size);
      expect(cp.size).toBe(size);
      const open = await get('/log/checkpoint');
      expect([open.status, open.headers.get('content-type'), open.headers.get('cache-control'), open.headers.get('access-control-allow-origin')])
        .toEqual([200, 'text/plain; charset=utf-8', 'no-cache', '*']);
      expect(await open.text()).toBe((await api(server.url).get('/api/v1/log/checkpoint')).text);

      const entries = await downloadLog(server.url, size);
      const scratch = scratchLevels(entries.map((e) => hexToBytes(leafHash(e))));
      for (const t of tilesOf(size)) {
        const res = await get(`/log/${tilePath(t)}`);
        expect(res.status, tilePath(t)).toBe(200);
        const want = scratch[(t.level as number) * 8]!.slice(t.index * 256, t.index * 256 + t.width).map(toHex).join('');
        const bytes = toHex(new Uint8Array(await res.arrayBuffer()));
        expect(bytes, tilePath(t)).toBe(want);
        if (t.width < 256) kept.push({ path: tilePath(t), bytes });
      }
      for (const b of bundlesOf(size)) {
        const res = await get(`/log/${tilePath(b)}`, { 'accept-encoding': 'gzip' });
        expect([res.status, res.headers.get('content-encoding')], tilePath(b)).toEqual([200, 'gzip']);
        const want = writeBundle(entries.slice(b.index * 256, b.index * 256 + b.width).map(utf8));
        expect(toHex(new Uint8Array(await res.arrayBuffer()))).toBe(toHex(want));
      }
    }
    // a partial tile of an earlier size is still served, unchanged (it is cached forever)
    for (const k of kept) {
      const res = await get(`/log/${k.path}`);
      expect([res.status, toHex(new Uint8Array(await res.arrayBuffer()))], k.path).toEqual([200, k.bytes]);
    }
    // headers of a tile; HEAD; a bundle without gzip
    const full = `/log/${tilePath({ level: 0, index: boundary / 256 - 1, width: 256 })}`;
    const tile = await get(full);
    expect([tile.headers.get('content-type'), tile.headers.get('cache-control'), tile.headers.get('access-control-allow-origin'), tile.headers.get('content-length')])
      .toEqual(['application/octet-stream', IMMUTABLE, '*', '8192']);
    const head = await fetch(`${server.url}${full}`, { method: 'HEAD' });
    expect([head.status, (await head.arrayBuffer()).byteLength]).toEqual([200, 0]);
    const plain = await get(`/log/${tilePath({ level: 'entries', index: boundary / 256, width: 1 })}`, { 'accept-encoding': 'identity' });
    expect([plain.status, plain.headers.get('content-encoding'), plain.headers.get('cache-control')]).toEqual([200, null, IMMUTABLE]);
  }, 240_000);

  it('answers a tile beyond the tree 404 and a malformed path 400, in a line of text, never a 5xx', async () => {
    const { size } = await checkpointOf(server.url, vkey, 0);
    const last = Math.floor(size / 256);
    const beyond = [
      tilePath({ level: 0, index: last, width: 256 }),
      tilePath({ level: 0, index: last, width: (size % 256) + 1 }),
      tilePath({ level: 0, index: last + 5, width: 1 }),
      tilePath({ level: 'entries', index: last + 1, width: 1 }),
      tilePath({ level: 3, index: 0, width: 1 }),
      'tile/63/x999/x999/x999/x999/999',
    ];
    for (const p of beyond) {
      const res = await get(`/log/${p}`);
      expect([res.status, res.headers.get('content-type'), res.headers.get('access-control-allow-origin')], p).toEqual([404, 'text/plain; charset=utf-8', '*']);
      expect(await res.text()).toMatch(/has no tile/);
    }
    // a malformed escape, an escaped control character or a path over the longest target is malformed too, answered by the log (not a page's 414)
    const malformed = ['checkpoint%00', 'tile/0/000%0A', 'tile', 'tile/0/1', 'tile/0/0001', 'tile/00/000', 'tile/64/000', 'tile/0/x000/001', 'tile/0/000.p/0', 'tile/0/000.p/256', 'tile/0/000.p/', 'tile/data/000', 'tile/0/000/', 'tile/0/%30%30%30x', 'tile/0/%zz', `tile/0/${'x001/'.repeat(1100)}000`];
    for (const p of malformed) {
      const res = await get(`/log/${p}`);
      expect([res.status, res.headers.get('content-type'), res.headers.get('access-control-allow-origin')], p.slice(0, 40)).toEqual([400, 'text/plain; charset=utf-8', '*']);
      expect(await res.text(), p.slice(0, 40)).toMatch(/^400 Bad Request: /);
    }
    // anything else under /log/ is the log's 404, not a redirect to a page (log.md: CORS on every answer there)
    for (const p of ['foo', 'checkpoints', 'checkpoint/']) {
      const res = await fetch(`${server.url}/log/${p}`, { redirect: 'manual' });
      expect([res.status, res.headers.get('content-type'), res.headers.get('access-control-allow-origin')], p).toEqual([404, 'text/plain; charset=utf-8', '*']);
      expect(await res.text(), p).toMatch(/^404 Not Found: /);
    }
    // the log's page itself stays the page, in the visitor's language
    expect((await fetch(`${server.url}/log`, { redirect: 'manual' })).status).toBe(307);
    const post = await fetch(`${server.url}/log/checkpoint`, { method: 'POST' });
    // every answer under /log/ carries the CORS header, a 405's too (log.md): nothing is written there
    expect([post.status, post.headers.get('allow'), post.headers.get('access-control-allow-origin')]).toEqual([405, 'GET, HEAD, OPTIONS', '*']);
    expect((await fetch(`${server.url}/log/tile/0/000`, { method: 'PUT' })).status).toBe(405);
    // a monitor's preflight (If-None-Match is not a simple header) is granted for reads only
    const pre = await fetch(`${server.url}/log/tile/0/000`, { method: 'OPTIONS', headers: { 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match', origin: 'https://monitor.example' } });
    expect([pre.status, pre.headers.get('access-control-allow-origin'), pre.headers.get('allow')]).toEqual([204, '*', 'GET, HEAD, OPTIONS']);
    const prePost = await fetch(`${server.url}/log/checkpoint`, { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST', origin: 'https://monitor.example' } });
    // (the header is on every answer here, log.md; no method is granted but the reads, and nothing is written here)
    expect([prePost.status, prePost.headers.get('access-control-allow-origin'), prePost.headers.get('access-control-allow-methods')]).toEqual([204, '*', null]);
  });

  it('carries a proof away: tlog-proof@v1 of a proof and of a poker hand, checked by the served verifier.js', async () => {
    const [id] = await commit(1);
    const res = await api(server.url).get(`/api/v1/proofs/${id}/tlog-proof`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'text/plain; charset=utf-8', 'no-cache']);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="proof-${id}.tlog-proof"`);
    expect(res.text).toMatch(/^c2sp\.org\/tlog-proof@v1\nindex \d+\n(?:[A-Za-z0-9+/]{43}=\n)*\n/);
    const doc = (await api(server.url).get(`/api/v1/proofs/${id}`)).text;
    writeFileSync(path.join(dir, 'p.tlog-proof'), res.text);
    writeFileSync(path.join(dir, 'doc.json'), doc);
    const ok = await node(['tlog-proof', 'p.tlog-proof', 'doc.json']);
    expect(ok.code, ok.out + ok.err).toBe(0);
    // another proof's document is not the entry at that index
    const [other] = await commit(1);
    writeFileSync(path.join(dir, 'other.json'), (await api(server.url).get(`/api/v1/proofs/${other}`)).text);
    expect((await node(['tlog-proof', 'p.tlog-proof', 'other.json'])).code).toBe(1);

    const poker = vectorCases('poker_hmac_v1').find((c) => c.expect.ok && (c.proof.hands as Doc[]).length >= 2)!.proof;
    const c = api(server.url, token);
    const session = await c.post('/api/v1/proofs', commitBodyOf(poker));
    expect(session.status, session.text).toBe(201);
    const sid = session.json.id as number;
    for (const h of poker.hands as Doc[]) expect((await c.post(`/api/v1/proofs/${sid}/hands`, handBodyOf(h))).status).toBe(201);
    const n = (poker.hands as Doc[])[1]!.n as number;
    const hand = await api(server.url).get(`/api/v1/proofs/${sid}/tlog-proof?hand=${n}`);
    expect(hand.status, hand.text).toBe(200);
    writeFileSync(path.join(dir, 'h.tlog-proof'), hand.text);
    writeFileSync(path.join(dir, 'session.json'), (await api(server.url).get(`/api/v1/proofs/${sid}`)).text);
    const handOk = await node(['tlog-proof', 'h.tlog-proof', 'session.json', '--hand', String(n)]);
    expect(handOk.code, handOk.out + handOk.err).toBe(0);
    expect((await node(['tlog-proof', 'h.tlog-proof', 'session.json'])).code).toBe(1);

    expectError(await api(server.url).get(`/api/v1/proofs/${id}/tlog-proof?hand=x`), 400, 'invalid_input', 'hand');
    expectError(await api(server.url).get(`/api/v1/proofs/${id}/tlog-proof?hand=1`), 404, 'not_found');
    expectError(await api(server.url).get(`/api/v1/proofs/${sid}/tlog-proof?hand=999`), 404, 'not_found');
    // a number a hand may have but none does (it was a 400 past nine digits); past the store's range
    // (a hand is added with n from 1 to 2,147,483,647) a 400 that says the range
    expectError(await api(server.url).get(`/api/v1/proofs/${sid}/tlog-proof?hand=2147483647`), 404, 'not_found');
    for (const n of ['2147483648', '9007199254740993']) {
      const res = await api(server.url).get(`/api/v1/proofs/${sid}/tlog-proof?hand=${n}`);
      expectError(res, 400, 'invalid_input', 'hand');
      expect(res.json.error?.message).toContain('from 1 to 2147483647');
    }
    expectError(await api(server.url).get('/api/v1/proofs/2000000000/tlog-proof'), 404, 'not_found');
  }, 120_000);
});
