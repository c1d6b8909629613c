// lib/server/front-door.ts on a real socket: the site's headers on whatever answers, the target read
// (absolute form, malformed escapes), CORS for a public read, and headers given as a flat raw list.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { admit } from '../../../lib/server/front-door';

const SITE = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
];

let server: Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = admit(req, res, SITE);
    if (path === null) return;
    seen.push(`${path} ${req.url}`);
    if (path === '/pairs') {
      // as the page cache replays a stored answer: Node's flat raw list
      res.writeHead(200, ['Content-Security-Policy', "connect-src 'none'", 'X-Replayed', '1']);
      return void res.end('pairs');
    }
    if (path === '/late') {
      res.statusCode = 500;
      return void res.end('late');
    }
    res.writeHead(200, 'OK', { 'Content-Type': 'text/plain' });
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function get(path: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('admit', () => {
  it("puts the site's headers on an answer that sets none", async () => {
    const res = await get('/late');
    expect([res.status, res.headers['x-frame-options'], res.headers['content-security-policy']]).toEqual([500, 'DENY', "default-src 'self'"]);
  });

  it("lets the answer's own header win, given as an object or as a flat raw list", async () => {
    const res = await get('/pairs');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("connect-src 'none'");
    expect(res.headers['x-replayed']).toBe('1');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect((await get('/x')).headers['content-type']).toBe('text/plain');
  });

  it('hands on an absolute-form target as its path, and answers a malformed one 400 itself', async () => {
    await get('http://evil.example/en/check?x=1');
    expect(seen.at(-1)).toBe('/en/check /en/check?x=1');
    const page = await get('/en/%ZZ');
    expect([page.status, page.headers['content-type'], page.headers['x-frame-options']]).toEqual([400, 'text/html; charset=utf-8', 'DENY']);
    const apiRes = await get('/api/v1/proofs/%ZZ');
    expect(apiRes.status).toBe(400);
    expect(JSON.parse(apiRes.body)).toMatchObject({ error: { code: 'invalid_input' } });
    expect(apiRes.headers['x-frame-options']).toBe('DENY');
    expect(seen.some((s) => s.includes('%ZZ'))).toBe(false);
  });

  it('adds CORS to a public read only', async () => {
    expect((await get('/api/v1/proofs/1')).headers['access-control-allow-origin']).toBe('*');
    expect((await get('/api/v1/proofs/1', 'HEAD')).headers['access-control-allow-origin']).toBe('*');
    expect((await get('/api/v1/proofs', 'POST')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/en')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
