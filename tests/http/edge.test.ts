// Issue #21 items 2 and 3 against the production server (server.ts), on both dispatch modes
// (the API's handlers called directly, and through Next with FAIR_API_DIRECT=0): every bad request
// answered well — a malformed address 400 (the API's JSON, or a page in the path's locale), an
// unknown API path the JSON 404, a wrong method 405 with Allow, an absolute-form target never sent
// to another host, the security headers on every answer, Next's own errors included; a request
// that arrives too slowly cut within FAIR_REQUEST_TIMEOUT_S; CORS for the public reads only.
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { MAX_TARGET } from '../../lib/server/request-target.ts';
import { testProvider } from '../db/helpers.ts';
import { api, newToken, rollProof, startServer, type Server } from './harness.ts';
import ru from '../../messages/ru.json';

const provider = testProvider();
/** The limit the main server runs with (FAIR_REQUEST_TIMEOUT_S), small enough to wait for; headers get a third. */
const LIMIT_S = 3;
const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'];
const WORDS = { ru: 'Ошибка в адресе', ro: 'Adresă greșită', en: 'Malformed address' } as const;
const LONG = { ru: 'Слишком длинный адрес', ro: 'Adresă prea lungă', en: 'Address too long' } as const;

let direct: Server;
let viaNext: Server;
let token: string;
let revealedId: number;

beforeAll(async () => {
  direct = await startServer({ env: { FAIR_REQUEST_TIMEOUT_S: String(LIMIT_S) } });
  viaNext = await startServer({ direct: false, migrate: false });
  token = await newToken('edge');
  const p = rollProof();
  const c = api(direct.url, token);
  revealedId = (await c.post('/api/v1/proofs', p.commit)).json.id as number;
  expect((await c.post(`/api/v1/proofs/${revealedId}/reveal`, p.reveal)).status).toBe(200);
}, 180_000);
afterAll(async () => {
  await Promise.all([direct?.stop(), viaNext?.stop()]);
  await closeDb();
});

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** ms from the first byte sent to the connection's end */
  ms: number;
}

/** Parses what came back on a raw connection (one answer). */
function parseRaw(text: string, ms: number): Raw {
  const end = text.indexOf('\r\n\r\n');
  const [line = '', ...lines] = text.slice(0, end < 0 ? text.length : end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  const raw = end < 0 ? '' : text.slice(end + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? dechunk(raw) : raw;
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(line)?.[1] ?? 0), headers, body, ms };
}

/** A chunked body's data (ASCII chunk sizes count bytes: read as latin1, returned as UTF-8). */
function dechunk(text: string): string {
  const bytes = Buffer.from(text, 'utf8').toString('latin1');
  let out = '';
  for (let at = 0; ; ) {
    const eol = bytes.indexOf('\r\n', at);
    const size = parseInt(bytes.slice(at, eol), 16);
    if (!(size > 0)) break;
    out += bytes.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
  return Buffer.from(out, 'latin1').toString('utf8');
}

/**
 * Sends `head` (and then `trickle`'s bytes, one every `everyMs`) on a socket of its own and reads
 * until the server ends the connection (no fetch: it would refuse or rewrite these targets).
 */
function rawSend(base: string, head: string, trickle?: { bytes: number; everyMs: number }): Promise<Raw> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const s = net.connect(Number(port), '127.0.0.1', () => s.write(head));
    let sent = 0;
    const timer = trickle
      ? setInterval(() => {
          if (s.writable && sent++ < trickle.bytes) s.write('a');
        }, trickle.everyMs)
      : undefined;
    s.on('data', (d: Buffer) => chunks.push(d));
    s.on('error', () => undefined); // a reset after the answer: what was read is the answer
    s.on('close', () => {
      clearInterval(timer);
      resolve(parseRaw(Buffer.concat(chunks).toString('utf8'), Date.now() - started));
    });
    s.setTimeout(60_000, () => reject(new Error(`no end of the connection after 60 s: ${head.slice(0, 80)}`)));
  });
}

const rawGet = (base: string, target: string, method = 'GET') => rawSend(base, `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

function expectSecurity(headers: Record<string, string> | Headers, what: string) {
  for (const h of SECURITY) {
    const v = headers instanceof Headers ? headers.get(h) : headers[h];
    expect(v, `${h} on ${what}`).toBeTruthy();
  }
  const csp = headers instanceof Headers ? headers.get('content-security-policy') : headers['content-security-policy'];
  expect(csp, what).toContain("frame-ancestors 'none'");
}

/** A Location that stays on this host: a path (not `//host`), or this server's own origin. */
function expectOnHost(location: string | undefined, base: string, what: string) {
  if (location === undefined) return;
  const onHost = (location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')) || location.startsWith(`${base}/`);
  expect(onHost, `${what}: Location ${location}`).toBe(true);
}

const MODES = ['served directly', 'through Next (FAIR_API_DIRECT=0)'] as const;
const serverOf = (mode: (typeof MODES)[number]) => (mode === MODES[0] ? direct : viaNext);

describe.each(MODES)(`every bad request answered well, the API %s, on ${provider}`, (mode) => {
  const base = () => serverOf(mode).url;

  it('reads a proof number one way in every path (lib/site/proof-number.ts): anything else is no such proof', async () => {
    const c = api(base(), token);
    // beyond 15 digits, other spellings, and numbers of the rule that the database cannot hold
    for (const raw of ['0', '007', '1e3', '+1', '%D9%A1', '1234567890123456', '2147483648', '999999999999999']) {
      for (const res of [await c.get(`/api/v1/proofs/${raw}`), await c.get(`/api/v1/proofs/${raw}/tlog-proof`), await c.post(`/api/v1/proofs/${raw}/reveal`, rollProof().reveal)]) {
        expect(res.status, raw).toBe(404);
        expect(res.json.error?.code, raw).toBe('not_found');
      }
      for (const path of [`/en/fair/${raw}`, `/fair-documents/${raw}.js`]) {
        const res = await fetch(`${base()}${path}`);
        expect(res.status, path).toBe(404);
        await res.arrayBuffer();
      }
    }
    expect((await c.get(`/api/v1/proofs/${revealedId}`)).status).toBe(200);
  });

  it('answers a malformed %-escape under /api with the JSON 400, headers on', async () => {
    for (const target of ['/api/v1/proofs/%ZZ', '/api/v1/proofs/%E0%A4%A', '/api/v1/proofs/%', '/api/v1/proofs?game=%ZZ', '/api/%ZZ', '/api/v1/nope/%']) {
      const res = await rawGet(base(), target);
      expect(res.status, target).toBe(400);
      expect(res.headers['content-type'], target).toMatch(/^application\/json/);
      const json = JSON.parse(res.body) as { error: { code: string; message: string } };
      expect(json.error.code, target).toBe('invalid_input');
      expect(json.error.message, target).toMatch(/malformed/);
      expectSecurity(res.headers, target);
    }
    const post = await rawSend(base(), `POST /api/v1/proofs/%ZZ/reveal HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    expect(post.status).toBe(400);
  });

  it("answers a malformed address elsewhere with a page in the path's locale (default ru), headers on", async () => {
    const cases: [string, keyof typeof WORDS][] = [
      ['/en/fair/%ZZ', 'en'],
      ['/ro/%E0%A4%A', 'ro'],
      ['/en/%', 'en'],
      ['/%ZZ', 'ru'],
      ['/%', 'ru'],
      ['/%E0%A4%A', 'ru'],
      ['/ru/check?x=%', 'ru'],
      ['/de/%ZZ', 'ru'],
      ['/en/fair/1?%ZZ', 'en'],
    ];
    for (const [target, locale] of cases) {
      const res = await rawGet(base(), target);
      expect(res.status, target).toBe(400);
      expect(res.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], target).toBe('no-store');
      expect(res.body, target).toContain(`<html lang="${locale}">`);
      expect(res.body, target).toContain(`<h1>${WORDS[locale]}</h1>`);
      expect(res.body, target).toContain(`href="/${locale}"`);
      expectSecurity(res.headers, target);
    }
    const head = await rawGet(base(), '/en/fair/%ZZ', 'HEAD');
    expect([head.status, head.body]).toEqual([400, '']);
  });

  it('answers an address over MAX_TARGET characters 414 in its locale (400 JSON under /api), never repeating it', async () => {
    // Next's redirects (a trailing slash, a missing locale) repeated such an address in Location,
    // Refresh and the body: 30 KB of headers for a 15 KB address, over what undici and proxies read
    const long = 'x'.repeat(MAX_TARGET);
    const cases: [string, number, string][] = [
      [`/ru/fair/${long}/`, 414, 'ru'],
      [`/en/${long}/`, 414, 'en'],
      [`/${long}`, 414, 'ru'],
      [`/de/${long}`, 414, 'ru'],
      [`/ro/check?${long}`, 414, 'ro'],
      [`/api/v1/proofs/${long}/`, 400, 'api'],
      [`/api/v1/proofs?game=${long}`, 400, 'api'],
    ];
    for (const [target, status, locale] of cases) {
      const what = `${target.slice(0, 12)}… ${target.length}`;
      const res = await rawGet(base(), target);
      expect(res.status, what).toBe(status);
      expect(JSON.stringify(res.headers).length, what).toBeLessThan(2_000);
      expect(res.body.length, what).toBeLessThan(2_000);
      expect(res.body, what).not.toContain('xxxxxxxx');
      expectSecurity(res.headers, what);
      if (locale === 'api') {
        const json = JSON.parse(res.body) as { error: { code: string; message: string } };
        expect([json.error.code, json.error.message], what).toEqual(['invalid_input', `the address is too long: at most ${MAX_TARGET} characters`]);
      } else {
        expect(res.body, what).toContain(`<html lang="${locale}">`);
        expect(res.body, what).toContain(`<h1>${LONG[locale as keyof typeof LONG]}</h1>`);
      }
    }
  });

  it('answers an unknown API path with the JSON 404, whatever the method', async () => {
    for (const [method, path] of [['GET', '/api/v1/nope'], ['GET', '/api/v2/x'], ['GET', '/api/'], ['GET', '/api'], ['POST', '/api/v1/nope'], ['GET', '/api/v1/proofs/1/nope'], ['DELETE', '/api/v2']] as const) {
      const res = await fetch(`${base()}${path}`, { method, redirect: 'manual' });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/^application\/json/);
      expect(((await res.json()) as { error: { code: string } }).error.code, `${method} ${path}`).toBe('not_found');
      expectSecurity(res.headers, `${method} ${path}`);
    }
  });

  it('answers a wrong method 405 with Allow and the methods named in the JSON', async () => {
    const cases: [string, string, string][] = [
      ['PUT', '/api/v1/proofs/1', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/v1/proofs', 'GET, HEAD, POST, OPTIONS'],
      ['PATCH', '/api/v1/stats', 'GET, HEAD, OPTIONS'],
      ['POST', '/api/v1/log/checkpoint', 'GET, HEAD, OPTIONS'],
      ['GET', '/api/v1/proofs/1/reveal', 'POST, OPTIONS'],
      ['PUT', '/api/v1/proofs/1/hands', 'POST, OPTIONS'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await fetch(`${base()}${path}`, { method, ...(method === 'GET' ? {} : { body: '{}' }) });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe('method_not_allowed');
      expect(json.error.message).toContain(allow);
      expectSecurity(res.headers, `${method} ${path}`);
    }
    const options = await fetch(`${base()}/api/v1/proofs/1/reveal`, { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'POST, OPTIONS']);
  });

  it('answers the pages and their assets read only: any other method 405 with Allow, before Next (TRACE was a 500)', async () => {
    const pages = ['/ru', `/ru/fair/${revealedId}`, '/en/check', '/en/log', '/', `/fair-documents/${revealedId}.js`];
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'POST', 'OPTIONS']) {
      for (const path of pages) {
        const res = await rawGet(base(), path, method);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(res.body, `${method} ${path}`).toContain('GET and HEAD');
        expectSecurity(res.headers, `${method} ${path}`);
      }
    }
    for (const method of ['GET', 'HEAD']) expect((await rawGet(base(), `/ru/fair/${revealedId}`, method)).status, method).toBe(200);
  });

  it("answers HEAD on the API's reads 200 without a body", async () => {
    for (const path of [`/api/v1/proofs/${revealedId}`, '/api/v1/proofs?limit=1', '/api/v1/stats', '/api/v1/log/key', '/api/v1/log/entries?start=0&end=1']) {
      const [get, head] = [await fetch(`${base()}${path}`), await fetch(`${base()}${path}`, { method: 'HEAD' })];
      expect(head.status, path).toBe(200);
      expect(await head.text(), path).toBe('');
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(head.headers.get('etag'), path).toBe(get.headers.get('etag'));
      await get.arrayBuffer();
    }
  });

  it('reads an absolute-form target as its path on this host: never a redirect to another', async () => {
    const own = await fetch(`${base()}/api/v1/proofs/${revealedId}`);
    const absolute = await rawGet(base(), `http://evil.example/api/v1/proofs/${revealedId}`);
    expect(absolute.status).toBe(200);
    expect(JSON.parse(absolute.body)).toEqual(await own.json());
    for (const target of ['http://evil.example/', 'http://evil.example', 'https://evil.example:8443/en/check/', 'HTTP://evil.example/api/v1/proofs/', 'http://evil.example/ru/fair/1/', '//evil.example/', '///evil.example/en/', '/\\evil.example/']) {
      const res = await rawGet(base(), target);
      expect(res.status, target).toBeLessThan(500);
      expectOnHost(res.headers.location, base(), target);
      expect(res.headers.location ?? '', target).not.toMatch(/^https?:\/\/evil|^\/\/evil/);
      expectSecurity(res.headers, target);
    }
    const malformed = await rawGet(base(), 'http://evil.example/en/%ZZ');
    expect([malformed.status, malformed.body.includes('<html lang="en">')]).toEqual([400, true]);
  });

  it("answers a target that is no path, and what Node's parser refuses, 400 with the headers", async () => {
    for (const target of ['*', 'evil.example:443']) {
      const res = await rawGet(base(), target, 'OPTIONS');
      expect(res.status, target).toBe(400);
      expectSecurity(res.headers, target);
    }
    const garbage = await rawSend(base(), 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.status).toBe(400);
    expectSecurity(garbage.headers, 'a line that is not HTTP');
    const huge = await rawSend(base(), `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expectSecurity(huge.headers, 'oversized headers');
  });

  it("puts the security headers on Next's own refusals and redirects", async () => {
    const cases: [string, RequestInit, number][] = [
      ['/nope.txt', {}, 404],
      ['/en/nope', {}, 404],
      [`/en/fair/99999999`, {}, 404],
      ['/_next/static/nope.js', {}, 404],
      ['/_next/image?url=x', {}, 400],
      ['/en', { method: 'POST', headers: { 'Next-Action': 'nope' } }, 405], // the site has no Server Actions: refused before Next
      ['/en/check/', {}, 308],
      ['/', {}, 307],
    ];
    for (const [path, init, status] of cases) {
      const res = await fetch(`${base()}${path}`, { redirect: 'manual', ...init });
      expect(res.status, path).toBe(status);
      expectSecurity(res.headers, path);
      await res.arrayBuffer();
    }
  });
});

describe.each(MODES)(`CORS for reading, the API %s, on ${provider}`, (mode) => {
  const base = () => serverOf(mode).url;
  const ORIGIN = { Origin: 'https://monitor.example' };

  it('lets any origin read the proofs, the statistics and the log (GET and HEAD), ETag exposed', async () => {
    const paths = [`/api/v1/proofs/${revealedId}`, '/api/v1/proofs?limit=2', '/api/v1/stats', '/api/v1/log/checkpoint', '/api/v1/log/key', '/api/v1/log/entries?start=0&end=1', '/api/v1/proofs/999999'];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${base()}${path}`, { method, headers: ORIGIN });
        expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBe('*');
        expect(res.headers.get('access-control-expose-headers'), `${method} ${path}`).toContain('ETag');
        expect(res.headers.get('access-control-allow-credentials'), `${method} ${path}`).toBeNull();
        await res.arrayBuffer();
      }
    }
    const first = await fetch(`${base()}/api/v1/proofs/${revealedId}`, { headers: ORIGIN });
    const again = await fetch(`${base()}/api/v1/proofs/${revealedId}`, { headers: { ...ORIGIN, 'If-None-Match': first.headers.get('etag')! } });
    expect([again.status, again.headers.get('access-control-allow-origin')]).toEqual([304, '*']);
  });

  it('answers the preflight of a read 204 with the methods, the headers a reader sends and a max age', async () => {
    const res = await fetch(`${base()}/api/v1/proofs/${revealedId}`, {
      method: 'OPTIONS',
      headers: { ...ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expectSecurity(res.headers, 'a preflight');
    const list = await fetch(`${base()}/api/v1/proofs`, { method: 'OPTIONS', headers: { ...ORIGIN, 'Access-Control-Request-Method': 'HEAD' } });
    expect([list.status, list.headers.get('access-control-allow-origin')]).toEqual([204, '*']);
  });

  it('keeps publishing same-origin: no grant on a POST answer, nor on a preflight for POST or Authorization', async () => {
    const p = rollProof();
    const committed = await fetch(`${base()}/api/v1/proofs`, {
      method: 'POST',
      headers: { ...ORIGIN, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(p.commit),
    });
    expect(committed.status).toBe(201);
    const id = ((await committed.json()) as { id: number }).id;
    const answers = [
      committed,
      await fetch(`${base()}/api/v1/proofs`, { method: 'POST', headers: { ...ORIGIN, 'Content-Type': 'application/json' }, body: '{}' }),
      await fetch(`${base()}/api/v1/proofs/${id}/reveal`, { method: 'POST', headers: { ...ORIGIN, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(p.reveal) }),
      await fetch(`${base()}/api/v1/proofs`, { method: 'OPTIONS', headers: { ...ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' } }),
      await fetch(`${base()}/api/v1/proofs/${id}/reveal`, { method: 'OPTIONS', headers: { ...ORIGIN, 'Access-Control-Request-Method': 'POST' } }),
      await fetch(`${base()}/api/v1/proofs`, { method: 'OPTIONS', headers: { ...ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 401, 200, 204, 204, 204]);
    for (const r of answers) {
      expect(r.headers.get('access-control-allow-origin'), r.url).toBeNull();
      expect(r.headers.get('access-control-allow-methods'), r.url).toBeNull();
      expect(r.headers.get('access-control-allow-credentials'), r.url).toBeNull();
      if (!r.bodyUsed) await r.arrayBuffer();
    }
  });

  it('gives nothing to the pages, rendered or from the page cache (security headers on both)', async () => {
    for (const visit of ['first', 'again']) {
      for (const path of ['/en', `/en/fair/${revealedId}`, '/en/stats', '/en/check', '/en/log', '/verifier.js']) {
        const res = await fetch(`${base()}${path}`, { headers: ORIGIN, signal: AbortSignal.timeout(30_000) });
        expect(res.status, `${visit} ${path}`).toBe(200);
        expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
        expectSecurity(res.headers, `${visit} ${path}`);
        await res.arrayBuffer();
      }
    }
    const hit = await fetch(`${base()}/en/fair/${revealedId}`);
    expect(hit.headers.get('x-fair-cache')).toMatch(/^(HIT|SHARED)$/);
    expect(hit.headers.get('content-security-policy')).toContain("connect-src 'none'");
    const again = await fetch(`${base()}/en/fair/${revealedId}`, { headers: { 'If-None-Match': hit.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expectSecurity(again.headers, 'a 304 from the page cache');
  });
});

describe(`a request that arrives too slowly is cut (FAIR_REQUEST_TIMEOUT_S=${LIMIT_S}), on ${provider}`, () => {
  const HEADERS_S = LIMIT_S / 3;
  /** what Node's checks every quarter of the headers' limit and a loaded machine may add */
  const SLACK_MS = 2000;

  it('answers a body trickled a byte at a time 408 (headers on) or closes, within the limit', async () => {
    const head = `POST /api/v1/proofs HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;
    const res = await rawSend(direct.url, head, { bytes: 1000, everyMs: 200 });
    expect(res.ms).toBeGreaterThanOrEqual(LIMIT_S * 1000 - 250);
    expect(res.ms).toBeLessThan(LIMIT_S * 1000 + SLACK_MS);
    if (res.status) {
      expect(res.status).toBe(408);
      expectSecurity(res.headers, 'the 408');
    }
  });

  it('answers headers trickled a line at a time 408 or closes, within their limit', async () => {
    const started = Date.now();
    const res = await new Promise<Raw>((resolve) => {
      const s = net.connect(Number(new URL(direct.url).port), '127.0.0.1', () => s.write('GET /api/v1/proofs?limit=1 HTTP/1.1\r\nHost: x\r\n'));
      const timer = setInterval(() => s.writable && s.write(`X-Slow-${Date.now()}: 1\r\n`), 150);
      const chunks: Buffer[] = [];
      s.on('data', (d: Buffer) => chunks.push(d));
      s.on('error', () => undefined);
      s.on('close', () => {
        clearInterval(timer);
        resolve(parseRaw(Buffer.concat(chunks).toString('utf8'), Date.now() - started));
      });
    });
    expect(res.ms).toBeLessThan(HEADERS_S * 1000 + SLACK_MS);
    if (res.status) expect(res.status).toBe(408);
  });

  it('keeps a keep-alive connection open across a pause longer than the headers limit', async () => {
    const answers = await new Promise<string>((resolve, reject) => {
      const s = net.connect(Number(new URL(direct.url).port), '127.0.0.1');
      let text = '';
      s.on('data', (d: Buffer) => (text += d.toString()));
      s.on('error', reject);
      s.on('close', () => resolve(text));
      const get = (close: boolean) => s.write(`GET /api/v1/proofs?limit=1 HTTP/1.1\r\nHost: x\r\n${close ? 'Connection: close\r\n' : ''}\r\n`);
      s.on('connect', () => {
        get(false);
        setTimeout(() => get(true), HEADERS_S * 1000 + 500);
      });
    });
    expect(answers.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
  });
});

describe(`a first segment that is no locale, on ${provider}`, () => {
  // The proxy leaves `/_next…`, `/_vercel…`, `/api…` and a lone file name alone: they come to
  // app/[locale] as they are, where the layout draws the default locale's 404 and each page does
  // nothing (lib/i18n/page-locale.ts). `/_next/how-it-works` answered 500, `/_next/stats` logged a
  // TypeError and `/_next/fair/<n>` rendered the proof into its 404, uncached, on every request.
  it("answers every page under it with the default locale's 404 drawn in full, no page's work in it, no error", async () => {
    const from = direct.output.length;
    const plain = await fetch(`${direct.url}/x.php`);
    expect(plain.status).toBe(404);
    const limit = (await plain.text()).length + 2_000;
    const pages = ['', '/check', '/stats', '/log', '/verifier', '/fair', '/fair?id=1', `/fair/${revealedId}`, '/fair/9999', '/how-it-works', '/how-it-works/faq', '/how-it-works/nope', '/bench-floor', '/no/such/page'];
    for (const first of ['_next', '_vercel', 'apis', '_nextx']) {
      for (const page of pages) {
        const target = `/${first}${page}`;
        const res = await fetch(`${direct.url}${target}`, { redirect: 'manual' });
        const body = await res.text();
        expect(res.status, target).toBe(404);
        expect(body, target).toContain('<html lang="ru">');
        expect(body, target).toContain(ru.NotFound.title);
        expect(body, target).not.toContain('data-proof-id');
        expect(body.length, target).toBeLessThan(limit);
        expect(res.headers.get('link'), target).toBeNull();
      }
    }
    expect(direct.output.slice(from)).not.toMatch(/⨯|Error/);
  });

  it("never repeats a page's path in its headers: the alternates are in the page's <head>", async () => {
    const long = 'a'.repeat(MAX_TARGET - 20);
    for (const target of [`/ru/${long}`, `/en/check?${long}`, '/ro/stats']) {
      const res = await rawGet(direct.url, target);
      const what = target.slice(0, 40);
      expect([200, 404], what).toContain(res.status);
      expect(JSON.stringify(res.headers).length, what).toBeLessThan(2_000);
      expect(res.headers.link ?? '', what).not.toContain('hreflang');
    }
  });
});

describe(`the security headers on the 500s, on ${provider}`, () => {
  // A server whose database cannot be opened: every read fails, in the API and in Next's pages.
  let broken: Server;
  beforeAll(async () => {
    // a file that is no SQLite database: the server starts (it is there), and every read fails
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fair-edge-')), 'fair.db');
    writeFileSync(file, 'not a database, '.repeat(512));
    broken = await startServer({ migrate: false, env: { DATABASE_URL: `file:${file}` } });
  }, 120_000);
  afterAll(() => broken?.stop());

  it("on the API's JSON 500 and on Next's error pages", async () => {
    const apiRes = await fetch(`${broken.url}/api/v1/proofs/1`);
    expect(apiRes.status).toBe(500);
    expect(((await apiRes.json()) as { error: { code: string } }).error.code).toBe('internal');
    expectSecurity(apiRes.headers, 'the API 500');
    for (const path of ['/en/fair/1', '/ru', '/ro/stats']) {
      const res = await fetch(`${broken.url}${path}`);
      expect(res.status, path).toBe(500);
      expectSecurity(res.headers, path);
      await res.arrayBuffer();
    }
  });
});
