import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listPublishers, revokePublisher } from '../../lib/db/publishers.ts';
import { closeDb } from '../../lib/db/client.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { sha256Hex } from '../../lib/fair/index.ts';
import { commitBodyOf, handBodyOf, vectorCases, type Doc } from '../db/fixtures.ts';
import { testProvider } from '../db/helpers.ts';
import { api, expectError, newToken, pool, startServer, type Server } from './harness.ts';
import { settingOr } from '../../lib/config.ts';

const provider = testProvider();
const PAIRS = settingOr('FAIR_HTTP_PAIRS');

let server: Server;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startServer();
  token = await newToken('api');
  otherToken = await newToken('other');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await closeDb();
});

const seedOf = (i: number) => (i + 1).toString(16).padStart(64, '0');
const rollCommit = (seed: string) => sha256Hex(hexToBytes(seed));
const rollBody = (i: number) => ({ scheme: 'roll_pair_v1', game: 'backgammon', commitment: rollCommit(seedOf(i)), clientSeeds: [`p${i}`, 'q'] });
const rollReveal = (i: number) => ({ ...rollBody(i), serverSeed: seedOf(i), count: 2 });


describe(`the publishing API over HTTP on ${provider}`, () => {
  it('answers 401 without a valid, unrevoked token — before anything else', async () => {
    const anon = api(server.url);
    const bad = api(server.url, 'fpk_' + 'x'.repeat(43));
    for (const client of [anon, bad]) {
      expectError(await client.post('/api/v1/proofs', rollBody(0)), 401, 'unauthorized');
      expectError(await client.post('/api/v1/proofs/1/reveal', 'not json', { 'Content-Type': 'text/plain' }), 401, 'unauthorized');
      expectError(await client.post('/api/v1/proofs/999999/hands', {}), 401, 'unauthorized');
    }
    const doomed = await newToken('doomed');
    const c = api(server.url, doomed);
    expect((await c.post('/api/v1/proofs', rollBody(1))).status).toBe(201);
    const rows = await listPublishers();
    // the one just made: a database used by an earlier run holds revoked ones of the same prefix
    await revokePublisher(rows.find((r) => r.name.startsWith('doomed-') && r.revokedAt === null)!.name);
    await closeDb();
    expectError(await c.post('/api/v1/proofs', rollBody(2)), 401, 'unauthorized');
  });

  it('answers 415, 413, 404 and 400 in that order', async () => {
    const c = api(server.url, token);
    expectError(await c.post('/api/v1/proofs', JSON.stringify(rollBody(3)), { 'Content-Type': 'text/plain' }), 415, 'unsupported_media_type');
    expectError(await c.post('/api/v1/proofs', JSON.stringify(rollBody(3)), { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type');
    expect((await c.post('/api/v1/proofs', JSON.stringify(rollBody(3)), { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(201);
    // a compressed body is not read (gzip was "not valid UTF-8", and a plain body labelled br was taken)
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const res = await c.post('/api/v1/proofs', JSON.stringify(rollBody(6)), { 'Content-Encoding': encoding });
      expectError(res, 415, 'unsupported_media_type');
      expect(res.json.error?.message).toContain(`Content-Encoding: ${encoding}`);
    }
    expect((await c.post('/api/v1/proofs', JSON.stringify(rollBody(6)), { 'Content-Encoding': 'identity' })).status).toBe(201);
    const huge = JSON.stringify({ ...rollBody(4), pad: 'x'.repeat(1_048_576) });
    expectError(await c.post('/api/v1/proofs', huge, { 'Content-Type': 'text/plain' }), 415, 'unsupported_media_type');
    expectError(await c.post('/api/v1/proofs', huge), 413, 'too_large');
    expectError(await c.post('/api/v1/proofs/999999/reveal', huge), 413, 'too_large');
    expectError(await c.post('/api/v1/proofs/999999/reveal', '{oops'), 404, 'not_found');
    expectError(await c.post('/api/v1/proofs/abc/reveal', rollReveal(4)), 404, 'not_found');
    expectError(await c.post('/api/v1/proofs', '{oops'), 400, 'invalid_input', 'document');
    expectError(await c.post('/api/v1/proofs', '[1,2]'), 400, 'invalid_input', 'document');
    // a field twice reads as the last to JSON.parse and as the first to other parsers: refused (it stored the last)
    const twice = `${JSON.stringify(rollBody(7)).slice(0, -1)},"commitment":"${'0'.repeat(64)}"}`;
    expectError(await c.post('/api/v1/proofs', twice), 400, 'invalid_input', 'commitment');
    expectError(await c.post('/api/v1/proofs', { ...rollBody(4), clientSeeds: ['ok', 'not ok'] }), 400, 'invalid_input', 'clientSeeds[1]');
    expectError(await c.post('/api/v1/proofs', { ...rollBody(4), serverSeed: seedOf(4) }), 400, 'invalid_input', 'serverSeed');
    expectError(await c.post('/api/v1/proofs', { ...rollBody(4), id: 7 }), 400, 'invalid_input', 'id');
    expectError(await c.post('/api/v1/proofs', { ...rollBody(4), recorded: [[1, 1]] }), 400, 'invalid_input', 'recorded');
    // exactly at the limit is fine (413 is only for more than 1 MiB)
    const base = JSON.stringify({ ...rollBody(5), pad: '' });
    const atLimit = JSON.stringify({ ...rollBody(5), pad: 'y'.repeat(1_048_576 - base.length) });
    expect(Buffer.byteLength(atLimit)).toBe(1_048_576);
    expect((await c.post('/api/v1/proofs', atLimit)).status).toBe(201);
  });

  it('commits, reveals and adds hands with the status codes of api.md', async () => {
    const c = api(server.url, token);
    const body = { ...rollBody(10), ref: 'table-9/match-10' };
    const first = await c.post('/api/v1/proofs', body);
    expect(first.status).toBe(201);
    const id = first.json.id as number;
    expect(first.json).toEqual({ id, url: `/fair/${id}` });
    expect(await c.post('/api/v1/proofs', body)).toMatchObject({ status: 200, json: { id } });
    const refConflict = await c.post('/api/v1/proofs', { ...body, clientSeeds: ['x'] });
    expectError(refConflict, 409, 'ref_conflict');
    // it names what differs, so that an operator need not diff the bodies
    expect((refConflict.json.error as { message: string }).message).toMatch(/: "clientSeeds" differs$/);

    const committed = await c.get(`/api/v1/proofs/${id}`);
    expect(committed.status).toBe(200);
    expect(committed.headers.get('cache-control')).toBe('no-cache');
    expect(committed.json).toMatchObject({ id, status: 'committed', commitment: body.commitment });
    expect(committed.text).not.toContain(seedOf(10));

    expectError(await api(server.url, otherToken).post(`/api/v1/proofs/${id}/reveal`, rollReveal(10)), 404, 'not_found');
    expectError(await c.post(`/api/v1/proofs/${id}/reveal`, { ...rollReveal(10), serverSeed: seedOf(11) }), 422, 'commitment_mismatch');
    expectError(await c.post(`/api/v1/proofs/${id}/reveal`, { ...rollReveal(10), clientSeeds: ['q', 'p10'] }), 409, 'conflict', 'clientSeeds');
    const reveal = { ...rollReveal(10), recorded: [[6, 6], [1, 1]] };
    const revealed = await c.post(`/api/v1/proofs/${id}/reveal`, reveal);
    expect(revealed.status).toBe(200);
    expect(revealed.json).toMatchObject({ id, url: `/fair/${id}`, report: { scheme: 'roll_pair_v1', commitmentOk: true } });
    const ok = (revealed.json.report as { ok: boolean }).ok;
    expect(await c.post(`/api/v1/proofs/${id}/reveal`, reveal)).toMatchObject({ status: 200, json: { id } });
    const again = await c.post(`/api/v1/proofs/${id}/reveal`, { ...reveal, recorded: [[1, 2], [3, 4]] });
    expectError(again, 409, 'already_revealed');
    expect((again.json.error as { message: string }).message).toMatch(/: "recorded" differs$/);
    expectError(await c.post(`/api/v1/proofs/${id}/reveal`, '{bad json'), 400, 'invalid_input');

    const served = await c.get(`/api/v1/proofs/${id}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(served.json).toMatchObject({ id, status: 'revealed', serverSeed: seedOf(10), recorded: reveal.recorded });
    expect((await c.get(`/api/v1/proofs/${id}`, { 'If-None-Match': etag! })).status).toBe(304);
    const listed = await c.get('/api/v1/proofs?limit=100&game=backgammon');
    const item = (listed.json.items as Doc[]).find((p) => p.id === id);
    expect(item).toMatchObject({ id, status: 'revealed', verdict: ok ? 'verified' : 'failed' });
    expect(Object.keys(item!).sort()).toEqual(['committedAt', 'game', 'id', 'revealedAt', 'scheme', 'status', 'verdict']);

    // poker: hands before the deal, then the reveal
    const poker = vectorCases('poker_hmac_v1').find((v) => v.expect.ok && v.proof.serverSeed);
    const session = await c.post('/api/v1/proofs', commitBodyOf(poker!.proof));
    expect(session.status).toBe(201);
    const sid = session.json.id as number;
    const hand = handBodyOf((poker!.proof.hands as Doc[])[0]!);
    expect((await c.post(`/api/v1/proofs/${sid}/hands`, hand)).status).toBe(201);
    expect((await c.post(`/api/v1/proofs/${sid}/hands`, hand)).status).toBe(200);
    expectError(await c.post(`/api/v1/proofs/${sid}/hands`, { ...hand, root: 'cd'.repeat(32) }), 409, 'hand_exists');
    expectError(await c.post(`/api/v1/proofs/${id}/hands`, hand), 400, 'invalid_input');
    expectError(await api(server.url, otherToken).post(`/api/v1/proofs/${sid}/hands`, hand), 404, 'not_found');
    for (const h of (poker!.proof.hands as Doc[]).slice(1)) expect((await c.post(`/api/v1/proofs/${sid}/hands`, handBodyOf(h))).status).toBe(201);
    const pr = await c.post(`/api/v1/proofs/${sid}/reveal`, poker!.proof);
    expect(pr.status).toBe(200);
    expect((pr.json.report as { ok: boolean }).ok).toBe(true);
    expectError(await c.post(`/api/v1/proofs/${sid}/hands`, { ...hand, n: 4242 }), 409, 'already_revealed');
  });

  it('pages the public list by key and refuses bad queries', async () => {
    const c = api(server.url);
    const seen: number[] = [];
    let path: string | null = '/api/v1/proofs?limit=3';
    while (path) {
      const res = await c.get(path);
      expect(res.status).toBe(200);
      seen.push(...(res.json.items as Doc[]).map((p) => p.id as number));
      path = res.json.next as string | null;
    }
    expect(seen.length).toBeGreaterThan(3);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    for (const q of ['game=go', 'limit=0', 'limit=101', 'limit=abc', 'before=0', 'before=-4', 'before=1.5']) {
      expectError(await c.get(`/api/v1/proofs?${q}`), 400, 'invalid_input');
    }
    // the message is the API's own words, never a validation library's ("Too small: expected number to be >=1")
    for (const [q, field, message] of [
      ['limit=0', 'limit', 'expected 1 to 100'],
      ['limit=101', 'limit', 'expected 1 to 100'],
      ['before=0', 'before', 'expected a number from 1'],
      // a whole number, but longer than an id can be: the message says what is wrong with it
      ['before=999999999999999999999', 'before', 'expected a whole number of at most 15 digits'],
    ] as const) {
      const res = await c.get(`/api/v1/proofs?${q}`);
      expectError(res, 400, 'invalid_input', field);
      expect((res.json.error as { message: string }).message).toBe(message);
    }
  });

  it('never leaks a committed seed: API, list and pages', async () => {
    const c = api(server.url, token);
    const secret = 'deadbeef'.repeat(8);
    const ids: number[] = [];
    ids.push((await c.post('/api/v1/proofs', { scheme: 'die_round_v1', game: 'dice', commitment: sha256Hex(secret), clientSeeds: ['a1', 'b2'] })).json.id as number);
    const chessA = 'cafe'.repeat(16);
    ids.push((await c.post('/api/v1/proofs', { scheme: 'chess_colour_v1', game: 'chess', commitA: sha256Hex(chessA), clientA: 'w1', clientB: '' })).json.id as number);
    const pages = [
      ...ids.flatMap((id) => [`/api/v1/proofs/${id}`, `/en/fair/${id}`, `/ru/fair/${id}`, `/ro/fair/${id}`]),
      '/api/v1/proofs?limit=100',
      '/ru/fair',
      '/en',
    ];
    for (const page of pages) {
      const res = await api(server.url).get(page);
      expect(res.status, page).toBe(200);
      expect(res.text, page).not.toContain(secret);
      expect(res.text, page).not.toContain(chessA);
    }
  });

  it('answers fuzzed bodies with a 4xx and the error JSON, never a 5xx, and keeps serving', async () => {
    const c = api(server.url, token);
    const { json: made } = await c.post('/api/v1/proofs', rollBody(40));
    const paths = ['/api/v1/proofs', `/api/v1/proofs/${made.id}/reveal`, `/api/v1/proofs/${made.id}/hands`];
    const documentish = fc.record(
      {
        scheme: fc.oneof(fc.constantFrom('roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'match_seed_v1', 'poker_hmac_v1', 'chess_colour_v1'), fc.string()),
        game: fc.oneof(fc.constantFrom('backgammon', 'dice', 'bridge', 'poker', 'chess'), fc.anything()),
        commitment: fc.oneof(fc.constant(rollCommit(seedOf(40))), fc.string(), fc.integer(), fc.constant(null)),
        serverSeed: fc.oneof(fc.constant(seedOf(40)), fc.string({ maxLength: 300 })),
        clientSeeds: fc.oneof(fc.array(fc.string({ maxLength: 140 }), { maxLength: 5 }), fc.anything()),
        count: fc.oneof(fc.integer(), fc.double(), fc.constant(1e300), fc.constant(-1), fc.constant(null)),
        recorded: fc.anything(),
        ref: fc.anything(),
        n: fc.oneof(fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER)),
        seats: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const bodies = fc.oneof(
      documentish.map((d) => JSON.stringify(d)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 200 }),
      fc.nat({ max: 5000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
      fc.nat({ max: 3000 }).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), bodies, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''), async (path, body, type) => {
        const res = await c.post(path, body, type ? { 'Content-Type': type } : { 'Content-Type': '' });
        if (res.status >= 200 && res.status < 300) return; // a valid document can be generated now and then
        expect(res.status, `${path} ${type} ${body.slice(0, 200)} → ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.json?.error?.code).toBe('string');
      }),
      { numRuns: 300 },
    );
    expect((await c.get('/api/v1/proofs?limit=1')).status).toBe(200);
  });

  it(`keeps every one of ${PAIRS} concurrent commit+reveal pairs exactly once, with what was sent`, async () => {
    const c = api(server.url, token);
    const base = 100_000;
    const statuses: number[] = [];
    const ids = await pool(PAIRS, 50, async (i) => {
      const n = base + i;
      const commit = await c.post('/api/v1/proofs', { ...rollBody(n), ref: `pair-${n}` });
      statuses.push(commit.status);
      const id = commit.json.id as number;
      const reveal = await c.post(`/api/v1/proofs/${id}/reveal`, { ...rollReveal(n), ref: `pair-${n}` });
      statuses.push(reveal.status);
      return id;
    });
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201 || s === 200)).toBe(true);
    expect(new Set(ids).size).toBe(PAIRS);
    await pool(PAIRS, 50, async (i) => {
      const res = await c.get(`/api/v1/proofs/${ids[i]}`);
      expect(res.json).toMatchObject({ status: 'revealed', serverSeed: seedOf(base + i), clientSeeds: [`p${base + i}`, 'q'], count: 2 });
    });
  }, 600_000);

  it('reveals after a restart what was committed before it', async () => {
    const c = api(server.url, token);
    const before = await c.post('/api/v1/proofs', rollBody(77));
    await server.restart();
    const after = await c.post(`/api/v1/proofs/${before.json.id}/reveal`, rollReveal(77));
    expect(after.status).toBe(200);
    expect((after.json.report as { commitmentOk: boolean }).commitmentOk).toBe(true);
  }, 120_000);
});

// server.ts calls the API's route handlers itself (lib/api/node.ts); `next start` routes to the same
// modules. The two must not be told apart by a client: a second server on the same database serves
// the API through Next (FAIR_API_DIRECT=0), and every call is sent to both.
describe(`the API served directly answers exactly as through Next's routing, on ${provider}`, () => {
  let viaNext: Server;
  beforeAll(async () => {
    viaNext = await startServer({ direct: false, migrate: false });
  }, 120_000);
  afterAll(async () => {
    await viaNext?.stop();
  });

  // Not content-encoding: Next gzips every answer it streams, even a 56-byte error (bigger for it);
  // the direct dispatch from 1 KiB on. Bodies are compared decoded, and gzip is checked below. The
  // ETag is compared without its weakness: the direct dispatch weakens the tag of what it compresses
  // (the strong one names the uncompressed bytes); Next keeps it strong.
  const opaque = (etag: string | null) => etag?.replace(/^W\//, '') ?? null;
  const COMPARED = [
    'content-type', 'cache-control', 'etag', 'allow', 'location',
    'content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy',
    'access-control-allow-origin', 'access-control-expose-headers',
  ];
  async function call(base: string, method: string, path: string, body?: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${path}`, { method, headers: { 'Accept-Encoding': 'gzip', ...headers }, body, redirect: 'manual' });
    const text = await res.text();
    return {
      status: res.status,
      text,
      headers: Object.fromEntries(COMPARED.map((h) => [h, h === 'etag' ? opaque(res.headers.get(h)) : res.headers.get(h)])),
      weak: res.headers.get('etag')?.startsWith('W/') ?? false,
      vary: res.headers.get('vary') ?? '',
      encoding: res.headers.get('content-encoding'),
    };
  }
  async function same(method: string, path: string, body?: string, headers?: Record<string, string>) {
    const direct = await call(server.url, method, path, body, headers);
    const next = await call(viaNext.url, method, path, body, headers);
    const { vary: dv, encoding: de, weak: dw, ...d } = direct;
    const { vary: nv, encoding: ne, weak: _nw, ...n } = next;
    expect(d, `${method} ${path}`).toEqual(n);
    if (d.headers.etag && d.status === 200) expect(dw, `${method} ${path}: weak ETag exactly when compressed`).toBe(de === 'gzip');
    if (Buffer.byteLength(d.text) >= 1024 && d.headers['content-type']?.startsWith('application/json')) expect(de, `${method} ${path}`).toBe('gzip');
    for (const [v, e] of [[dv, de], [nv, ne]] as const) if (e) expect(v.toLowerCase(), `${method} ${path}`).toContain('accept-encoding');
    return direct;
  }

  it('for reads, refusals and every route', async () => {
    const c = api(server.url, token);
    const committed = (await c.post('/api/v1/proofs', rollBody(500))).json.id as number;
    const revealedId = (await c.post('/api/v1/proofs', rollBody(501))).json.id as number;
    expect((await c.post(`/api/v1/proofs/${revealedId}/reveal`, rollReveal(501))).status).toBe(200);
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const revealed = await same('GET', `/api/v1/proofs/${revealedId}`);
    expect(revealed.status).toBe(200);
    expect((await same('GET', `/api/v1/proofs/${revealedId}`, undefined, { 'If-None-Match': revealed.headers.etag! })).status).toBe(304);
    expect((await same('GET', `/api/v1/proofs/${committed}`)).status).toBe(200);
    expect((await same('GET', `/api/v1/proofs/${encodeURIComponent(String(revealedId)).replace(/./g, (ch) => `%${ch.charCodeAt(0).toString(16)}`)}`)).status).toBe(200);
    for (const path of ['/api/v1/proofs/999999', '/api/v1/proofs/abc', '/api/v1/proofs/%zz', '/api/v1/proofs?limit=0', '/api/v1/proofs?game=go']) {
      expect((await same('GET', path)).status, path).toBeGreaterThanOrEqual(400);
    }
    expect((await same('GET', `/api/v1/proofs?limit=100&before=${revealedId + 1}`)).status).toBe(200);
    expect((await same('GET', '/api/v1/log/key')).status).toBe(200);
    expect((await same('GET', '/api/v1/log/entries?start=0&end=2')).status).toBe(200);
    expect((await same('GET', '/api/v1/log/entries?start=2&end=1')).status).toBe(400);
    expect((await same('GET', '/api/v1/log/proof/inclusion?index=0&size=1')).status).toBe(200);
    expect((await same('GET', '/api/v1/log/proof/consistency?from=1&to=2')).status).toBe(200);
    expect((await same('GET', '/api/v1/log/proof/consistency?from=x')).status).toBe(400);
    // the newest checkpoint may be re-signed between the two calls: the same kind of answer
    const [a, b] = [await call(server.url, 'GET', '/api/v1/log/checkpoint'), await call(viaNext.url, 'GET', '/api/v1/log/checkpoint')];
    expect([a.status, a.headers['content-type'], a.headers['cache-control']]).toEqual([b.status, b.headers['content-type'], b.headers['cache-control']]);

    // refusals of publishing calls, in api.md's order; none of them writes anything
    const huge = JSON.stringify({ pad: 'x'.repeat(1_048_577) });
    expect((await same('POST', '/api/v1/proofs', JSON.stringify(rollBody(502)), { 'Content-Type': 'application/json' })).status).toBe(401);
    expect((await same('POST', '/api/v1/proofs', '{}', { ...auth, 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await same('POST', '/api/v1/proofs', huge, auth)).status).toBe(413);
    expect((await same('POST', `/api/v1/proofs/${committed}/reveal`, huge, auth)).status).toBe(413);
    expect((await same('POST', '/api/v1/proofs/999999/reveal', '{oops', auth)).status).toBe(404);
    expect((await same('POST', '/api/v1/proofs', '{oops', auth)).status).toBe(400);
    expect((await same('POST', `/api/v1/proofs/${committed}/reveal`, JSON.stringify({ ...rollReveal(500), serverSeed: seedOf(9) }), auth)).status).toBe(422);
    expect((await same('POST', `/api/v1/proofs/${committed}/hands`, JSON.stringify({ n: 1 }), auth)).status).toBe(400);
    // other methods, HEAD, a trailing slash (Next's 308 in both), unknown paths (tests/http/edge.test.ts has the rest)
    expect((await same('PUT', '/api/v1/proofs', '{}', auth)).status).toBe(405);
    expect((await same('HEAD', `/api/v1/proofs/${revealedId}`)).status).toBe(200);
    expect((await same('GET', '/api/v1/proofs/')).status).toBe(308);
    expect((await same('GET', '/api/v1/nothing')).status).toBe(404);
  });

  it('for a commit and its reveal (ids aside)', async () => {
    const [direct, next] = [api(server.url, token), api(viaNext.url, token)];
    const d1 = await direct.post('/api/v1/proofs', rollBody(510));
    const n1 = await next.post('/api/v1/proofs', rollBody(511));
    expect([d1.status, Object.keys(d1.json)]).toEqual([n1.status, Object.keys(n1.json)]);
    const d2 = await direct.post(`/api/v1/proofs/${d1.json.id}/reveal`, { ...rollReveal(510), recorded: [[1, 1], [2, 2]] });
    const n2 = await next.post(`/api/v1/proofs/${n1.json.id}/reveal`, { ...rollReveal(511), recorded: [[1, 1], [2, 2]] });
    expect(d2.status).toBe(200);
    expect(n2.status).toBe(200);
    expect(d2.headers.get('content-type')).toBe(n2.headers.get('content-type'));
    expect(d2.headers.get('cache-control')).toBe(n2.headers.get('cache-control'));
    expect(Object.keys(d2.json.report as object).sort()).toEqual(Object.keys(n2.json.report as object).sort());
  });
});
