// The served verifier.js (lib/site/verifier-file.ts, verifier-route.ts, verifier-key-text.ts) on a
// stand-in file that, like verifier.js, sets FairVerifier.log.vkey from its key literal: the key
// swapped as the build writes it, the problems in one line, and the HTTP answer of /verifier.js.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteHeaders } from '../../../lib/site/headers';
import { builtKey, isServed, loadVerifier, servedVerifier, type ServedVerifier, type VerifierState } from '../../../lib/site/verifier-file';
import { verifierHandler } from '../../../lib/server/verifier-route';
import { fillKeySlot, swapKey, VKEY_SLOT } from '../../../lib/site/verifier-key-text';

const TEMPLATE = `/*! stand-in */var k=${JSON.stringify(VKEY_SLOT)};globalThis.FairVerifier={log:{vkey:k,again:${JSON.stringify(VKEY_SLOT)}}};`;
const KEYLESS = '/*! stand-in */globalThis.FairVerifier={log:{vkey:null}};';
const A = 'site-a.example/log+0a0b0c0d+AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh';
// names may hold quotes, backslashes and `$` patterns
const B = 'we"ird\\$&$1.example/log+01020304+AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAh';

let dir: string;
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fair-verifier-file-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the verifier key as text', () => {
  it('fills the slot with the key, every copy, with no $ patterns', () => {
    const out = fillKeySlot(TEMPLATE, B);
    expect(out).not.toContain(VKEY_SLOT);
    expect(out.split(JSON.stringify(B)).length).toBe(3);
    expect(builtKey(out)).toBe(B);
  });

  it('refuses a template whose slot is missing or merged into other text', () => {
    expect(() => fillKeySlot('var k="x";', A)).toThrow(/missing/);
    expect(() => fillKeySlot(`var k="--vkey ${VKEY_SLOT}";`, A)).toThrow(/merged/);
  });

  it('swaps one key for another into the bytes a build with the other key has', () => {
    expect(swapKey(fillKeySlot(TEMPLATE, A), A, B)).toBe(fillKeySlot(TEMPLATE, B));
    expect(swapKey(fillKeySlot(TEMPLATE, B), B, A)).toBe(fillKeySlot(TEMPLATE, A));
    expect(() => swapKey(KEYLESS, A, B)).toThrow(/not where the build writes it/);
  });
});

describe('loadVerifier', () => {
  const served = (s: VerifierState): ServedVerifier => {
    expect(isServed(s), JSON.stringify(s)).toBe(true);
    return s as ServedVerifier;
  };

  it('serves a file built with another key with the site key, gzipped too, with its SHA-256', async () => {
    const s = served(await loadVerifier(file('a.js', fillKeySlot(TEMPLATE, A)), B));
    const want = fillKeySlot(TEMPLATE, B);
    expect(s.identity.body.toString()).toBe(want);
    expect(gunzipSync(s.gzip.body).toString()).toBe(want);
    expect(s.sha256).toBe(createHash('sha256').update(want).digest('hex'));
    expect(s.vkey).toBe(B);
    expect(s.identity.etag).not.toBe(s.gzip.etag);
  });

  it('serves a file with the site key, a keyless one, or any when asked for none, as it is', async () => {
    const same = fillKeySlot(TEMPLATE, A);
    expect(served(await loadVerifier(file('same.js', same), A)).identity.body.toString()).toBe(same);
    expect(served(await loadVerifier(file('same.js', same), null)).vkey).toBe(A);
    const keyless = served(await loadVerifier(file('none.js', KEYLESS), B));
    expect([keyless.identity.body.toString(), keyless.vkey]).toEqual([KEYLESS, null]);
  });

  it('says in one line that the file is missing (404) or cannot carry the key (503)', async () => {
    const missing = await loadVerifier(path.join(dir, 'nothing.js'), A);
    expect(missing).toEqual({ status: 404, message: 'verifier.js is missing from this build: run npm run build:verifier', cause: path.join(dir, 'nothing.js') });
    const broken = await loadVerifier(file('broken.js', 'throw new Error("boom\\nat line 2")'), A);
    expect(broken).toEqual({ status: 503, message: "verifier.js cannot be served with this site's verifier key: run npm run build:verifier", cause: 'boom' });
    // a key the build did not write as a literal (hand-edited or an older build)
    const odd = await loadVerifier(file('odd.js', `globalThis.FairVerifier={log:{vkey:${JSON.stringify(A.slice(0, 9))}+${JSON.stringify(A.slice(9))}}}`), B);
    expect(odd).toMatchObject({ status: 503 });
  });

  it('retries after the key could not be read, and keeps what it served', async () => {
    let calls = 0;
    const load = servedVerifier(file('r.js', fillKeySlot(TEMPLATE, A)), () => (++calls === 1 ? Promise.reject(new Error('database down\nstack')) : Promise.resolve(B)));
    expect(await load()).toEqual({ status: 503, message: "verifier.js is not served: the site's verifier key cannot be read", cause: 'database down' });
    await new Promise((r) => setImmediate(r));
    expect(served(await load()).vkey).toBe(B);
    await load();
    expect(calls).toBe(2);
  });
});

describe('GET /verifier.js', () => {
  let server: Server;
  let state: VerifierState;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!verifierHandler(() => Promise.resolve(state))(req, res)) res.writeHead(418).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    state = await loadVerifier(file('h.js', fillKeySlot(TEMPLATE, A)), B);
  });
  afterAll(() => new Promise((r) => server.close(r)));

  /** A raw request (fetch would decode gzip and hide the encoding). */
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const r = request(`${base}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      r.on('error', reject);
      r.end();
    });

  it('answers the file with its type, caching, ETag and the site headers; gzip when accepted', async () => {
    const s = state as ServedVerifier;
    const plain = await get('/verifier.js');
    expect(plain.status).toBe(200);
    expect(plain.body.equals(s.identity.body)).toBe(true);
    expect(plain.headers).toMatchObject({ 'content-type': 'application/javascript; charset=UTF-8', 'cache-control': 'public, max-age=0', etag: s.identity.etag, vary: 'Accept-Encoding' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const { key, value } of siteHeaders(false)) expect(plain.headers[key.toLowerCase()]).toBe(value);
    const gz = await get('/verifier.js?v=1', { 'accept-encoding': 'br, gzip;q=0.8' });
    expect([gz.headers['content-encoding'], gz.headers.etag]).toEqual(['gzip', s.gzip.etag]);
    expect(gunzipSync(gz.body).equals(s.identity.body)).toBe(true);
    expect((await get('/verifier.js', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to its ETag, HEAD without a body, other methods 405, other paths not at all', async () => {
    const s = state as ServedVerifier;
    expect((await get('/verifier.js', { 'if-none-match': `"x", ${s.identity.etag}` })).status).toBe(304);
    expect((await get('/verifier.js', { 'if-none-match': s.gzip.etag })).status).toBe(200);
    const head = await get('/verifier.js', {}, 'HEAD');
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String(s.identity.body.length), 0]);
    const post = await get('/verifier.js', {}, 'POST');
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect((await get('/verifier.jsx')).status).toBe(418);
    expect((await get('/verifier.js/x')).status).toBe(418);
  });

  it('says what is wrong in one line of text, never a stack', async () => {
    const kept = state;
    state = await loadVerifier(path.join(dir, 'gone.js'), A);
    try {
      const r = await get('/verifier.js');
      expect(r.status).toBe(404);
      expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
      // the client is told what, the server's log also where (no path of the server's in the answer)
      expect(r.body.toString()).toBe('verifier.js is missing from this build: run npm run build:verifier\n');
    } finally {
      state = kept;
    }
  });
});
