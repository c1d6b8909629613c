// server.ts's direct dispatch of the API (lib/api/node.ts): route matching,
// the route table against the route files, and what reaches the wire.
import { readdirSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_ROUTES } from '../../app/api/routes.ts';
import { MAX_BODY_BYTES } from '../../lib/api/http.ts';
import { acceptsGzip, compileRoutes, findRoute, matchRoute, serveApi } from '../../lib/api/node.ts';

describe('the API route table', () => {
  it('lists every route file under app/api, by its App Router path, and nothing else', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/^route\.(ts|tsx|js)$/.test(name)) found.push('/' + relative('app', dir).split(sep).join('/'));
      }
    };
    walk('app/api');
    expect(Object.keys(API_ROUTES).sort()).toEqual(found.sort());
  });

  it('gives each path the module Next routes to (its GET/POST handlers)', () => {
    for (const mod of Object.values(API_ROUTES)) {
      expect(['GET', 'POST'].some((m) => typeof mod[m] === 'function')).toBe(true);
    }
  });
});

describe('matchRoute', () => {
  const h = () => new Response('x');
  const routes = compileRoutes({ '/api/v1/proofs': { GET: h, POST: h }, '/api/v1/proofs/[id]': { GET: h }, '/api/v1/proofs/[id]/reveal': { POST: h } });

  it('matches exact paths and single dynamic segments, decoded', () => {
    expect(matchRoute(routes, 'GET', '/api/v1/proofs')?.params).toEqual({});
    expect(matchRoute(routes, 'GET', '/api/v1/proofs/42')?.params).toEqual({ id: '42' });
    expect(matchRoute(routes, 'GET', '/api/v1/proofs/%34%32')?.params).toEqual({ id: '42' });
    expect(matchRoute(routes, 'POST', '/api/v1/proofs/7/reveal')?.params).toEqual({ id: '7' });
  });

  it('serves HEAD with the GET handler', () => {
    const get = matchRoute(routes, 'GET', '/api/v1/proofs/1')!.handler;
    expect(matchRoute(routes, 'HEAD', '/api/v1/proofs/1')).toEqual({ handler: get, params: { id: '1' } });
    expect(matchRoute(routes, 'HEAD', '/api/v1/proofs/1/reveal')).toBeNull();
  });

  it("lists each path's methods for Allow: its handlers', HEAD with GET, and OPTIONS", () => {
    expect(routes.map((r) => r.allow)).toEqual([
      ['GET', 'HEAD', 'POST', 'OPTIONS'],
      ['GET', 'HEAD', 'OPTIONS'],
      ['POST', 'OPTIONS'],
    ]);
    expect(findRoute(routes, '/api/v1/proofs/1/reveal')?.route.allow).toEqual(['POST', 'OPTIONS']);
    expect(findRoute(routes, '/api/v1/nope')).toBeNull();
  });

  it("matches nothing for what no handler serves: other methods, trailing slashes, other paths, bad escapes", () => {
    expect(matchRoute(routes, 'DELETE', '/api/v1/proofs')).toBeNull();
    expect(matchRoute(routes, 'OPTIONS', '/api/v1/proofs/1')).toBeNull();
    expect(matchRoute(routes, 'POST', '/api/v1/proofs/1')).toBeNull();
    expect(matchRoute(routes, 'GET', '/api/v1/proofs/')).toBeNull();
    expect(matchRoute(routes, 'GET', '/api/v1/proofs/1/2')).toBeNull();
    expect(matchRoute(routes, 'GET', '/api/v1/proofsx')).toBeNull();
    expect(matchRoute(routes, 'GET', '/api/v1/proofs/%E0%A4%A')).toBeNull();
  });

  it('refuses a route path it cannot express', () => {
    expect(() => compileRoutes({ '/api/[...rest]': {} })).toThrow(/unsupported segment/);
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['deflate', false],
    ['x-gzip', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('serveApi on a real socket', () => {
  let server: Server;
  let base: string;
  const seen: { body: number; url: string; headers: Record<string, string> }[] = [];
  const SITE = [
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cache-Control', value: 'site-default' },
  ];
  const routes = compileRoutes({
    '/echo/[id]': {
      POST: async (req: Request, { params }: { params: Promise<Record<string, string>> }) => {
        const bytes = new Uint8Array(await req.arrayBuffer());
        seen.push({ body: bytes.byteLength, url: req.url, headers: Object.fromEntries(req.headers) });
        return Response.json({ id: (await params).id, size: bytes.byteLength }, { status: 201 });
      },
    },
    '/big': { GET: () => new Response(JSON.stringify({ pad: 'z'.repeat(5000) }), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ETag: '"big"' } }) },
    '/small': { GET: () => Response.json({ ok: true }) },
    '/etag': { GET: () => new Response(null, { status: 304, headers: { ETag: '"a"' } }) },
    '/boom': {
      GET: () => {
        throw new Error('boom');
      },
    },
    // an answer that cannot be read (its body stream fails) or written (a header Node refuses)
    '/broken-body': {
      GET: () =>
        new Response(
          new ReadableStream({
            pull(c) {
              c.error(new Error('stream broke'));
            },
          }),
        ),
    },
    '/bad-header': { GET: () => new Response('x', { headers: { 'X-Odd': 'a\u0001b' } }) },
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const m = matchRoute(routes, req.method!, req.url!.split('?')[0]!);
      if (m) return void serveApi(req, res, m, SITE);
      res.statusCode = 599;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** A raw request (no fetch: it would decompress and hide what was on the wire). */
  function raw(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  it('hands the handler the body, path, query and headers, and writes its status and JSON', async () => {
    const res = await raw('POST', '/echo/%37?x=1', { 'content-type': 'application/json', 'x-test': 'yes' }, Buffer.from('{"a":1}'));
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body.toString())).toEqual({ id: '7', size: 7 });
    expect(res.headers['content-length']).toBe(String(res.body.length));
    const last = seen.at(-1)!;
    expect(last.url).toBe('http://localhost/echo/%37?x=1');
    expect(last.headers['x-test']).toBe('yes');
  });

  it("adds the site's headers; the handler's own win", async () => {
    const res = await raw('GET', '/big');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await raw('GET', '/small')).headers['cache-control']).toBe('site-default');
  });

  it('gzips compressible answers of 1 KiB and more for clients that accept it, with Vary either way', async () => {
    const plain = await raw('GET', '/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const zipped = await raw('GET', '/big', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    // a strong ETag names the bytes: the compressed ones are other bytes, so their tag is weak
    expect(plain.headers.etag).toBe('"big"');
    expect(zipped.headers.etag).toBe('W/"big"');
    const small = await raw('GET', '/small', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });

  it("answers HEAD as GET without the body, with the GET's length", async () => {
    const get = await raw('GET', '/big');
    const head = await raw('HEAD', '/big');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers['content-type']).toBe('application/json');
  });

  it('sends no body and no length with a 304', async () => {
    const res = await raw('GET', '/etag');
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe('"a"');
    // to a client that holds the compressed answer, the tag it holds (weak)
    expect((await raw('GET', '/etag', { 'if-none-match': 'W/"a"', 'accept-encoding': 'gzip' })).headers.etag).toBe('W/"a"');
  });

  it('passes at most MAX_BODY_BYTES + one chunk of an oversized body, and none of a declared one', async () => {
    const big = Buffer.alloc(MAX_BODY_BYTES + 200_000, 0x61);
    const res = await raw('POST', '/echo/1', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, big);
    expect(res.status).toBe(201);
    const got = (JSON.parse(res.body.toString()) as { size: number }).size;
    expect(got).toBeGreaterThan(MAX_BODY_BYTES);
    expect(got).toBeLessThan(MAX_BODY_BYTES + 200_000);
    const declared = await raw('POST', '/echo/2', { 'content-type': 'application/json', 'content-length': String(big.length) }, big);
    expect(JSON.parse(declared.body.toString())).toMatchObject({ size: 0 });
    expect(seen.at(-1)!.headers['content-length']).toBe(String(big.length));
  });

  it('answers a handler that throws with the API error JSON, 500, and keeps serving', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      const res = await raw('GET', '/boom');
      expect(res.status).toBe(500);
      expect(JSON.parse(res.body.toString())).toMatchObject({ error: { code: 'internal' } });
      expect(res.body.toString()).not.toContain('boom');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect((await raw('GET', '/small')).status).toBe(200);
  });

  it('answers 500 when the answer cannot be read or written, and keeps serving', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      for (const path of ['/broken-body', '/bad-header']) {
        const res = await raw('GET', path);
        expect(res.status, path).toBe(500);
        expect(JSON.parse(res.body.toString())).toMatchObject({ error: { code: 'internal' } });
      }
    } finally {
      console.error = original;
    }
    expect((await raw('GET', '/small')).status).toBe(200);
  });
});
