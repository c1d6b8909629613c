// The proof pages' cache (lib/server/cache-handler.mjs in server.ts) over HTTP: a
// revealed proof's page is rendered once and then served from memory; a
// committed proof's page and an unknown number's 404 are rendered on every
// request, so nothing is ever served stale after a reveal, a poker hand or a
// publication. The x-fair-cache header says which it was (x-nextjs-cache on
// the pages Next caches).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import en from '../../messages/en.json';
import ro from '../../messages/ro.json';
import ru from '../../messages/ru.json';
import { commitBodyOf, handBodyOf, vectorCases, type Doc } from '../db/fixtures.ts';
import { testProvider } from '../db/helpers.ts';
import { api, newToken, rollProof, startServer, type Server } from './harness.ts';

const provider = testProvider();
/** The server reads CONTACT_EMAIL at run time: pages — also those `next build` rendered — must show this one. */
const CONTACT = `pages-${randomBytes(3).toString('hex')}@example.org`;

let server: Server;
let token: string;

beforeAll(async () => {
  process.env.CONTACT_EMAIL = CONTACT;
  server = await startServer();
  token = await newToken('pages');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await closeDb();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, cache: res.headers.get('x-fair-cache') ?? res.headers.get('x-nextjs-cache'), headers: res.headers, html: await res.text() };
}

/** The page's text as markup, without its scripts (the RSC payload is in them). */
const markup = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe(`proof pages and the page cache on ${provider}`, () => {
  it('renders a committed proof on every request and shows its reveal at once; the revealed page is then cached', async () => {
    const c = api(server.url, token);
    const { commit, reveal, serverSeed } = rollProof();
    const made = await c.post('/api/v1/proofs', commit);
    expect(made.status).toBe(201);
    const id = made.json.id as number;

    for (let i = 0; i < 3; i++) {
      const p = await page(`/en/fair/${id}`);
      expect(p.status).toBe(200);
      expect(p.cache, 'a committed proof is never served from the cache').toBe('MISS');
      expect(p.html).toContain(commit.commitment);
      expect(p.html).not.toContain(serverSeed);
      expect(p.headers.get('cache-control')).toBe('no-cache');
      expect(p.headers.get('content-security-policy')).toContain("connect-src 'none'");
    }

    expect((await c.post(`/api/v1/proofs/${id}/reveal`, reveal)).status).toBe(200);

    const first = await page(`/en/fair/${id}`);
    expect(first.status).toBe(200);
    expect(first.html, 'the page shows the seed right after the reveal').toContain(serverSeed);
    expect(first.cache).toBe('MISS');
    const second = await page(`/en/fair/${id}`);
    expect(second.cache, 'a revealed proof is served from the cache').toBe('HIT');
    expect(second.html).toBe(first.html);
    // Cached answers carry the same headers: the seed pages' CSP, no shared caching.
    expect(second.headers.get('content-security-policy')).toContain("connect-src 'none'");
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(second.headers.get('referrer-policy')).toBe('no-referrer');
    expect(second.headers.get('cache-control')).toBe('no-cache');
    // One entry per locale.
    const ru = await page(`/ru/fair/${id}`);
    expect([ru.cache, (await page(`/ru/fair/${id}`)).cache]).toEqual(['MISS', 'HIT']);
    expect(ru.html).toContain('lang="ru"');
    // ETag revalidation of the cached page.
    const etag = second.headers.get('etag');
    expect(etag).toBeTruthy();
    // (An explicit Cache-Control: fetch would otherwise add `no-cache`, which makes Next answer 200.)
    expect((await fetch(`${server.url}/en/fair/${id}`, { headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' } })).status).toBe(304);
    expect((await fetch(`${server.url}/en/fair/${id}`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('renders a kept page again once a later proof reuses its commitment, flagging it (issue #21)', async () => {
    const c = api(server.url, token);
    const { commit, reveal } = rollProof();
    const first = (await c.post('/api/v1/proofs', commit)).json.id as number;
    expect((await c.post(`/api/v1/proofs/${first}/reveal`, reveal)).status).toBe(200);
    for (const enc of ['gzip', 'identity']) {
      expect((await page(`/en/fair/${first}`, { 'accept-encoding': enc })).cache).toBe('MISS');
      const kept = await page(`/en/fair/${first}`, { 'accept-encoding': enc });
      expect(kept.cache).toBe('HIT');
      expect(kept.html).not.toContain('data-testid="same-commitment"');
    }
    // the same commitment under another ref: both pages name each other
    const again = await c.post('/api/v1/proofs', { ...commit, ref: `again-${first}` });
    expect(again.status).toBe(201);
    const second = again.json.id as number;
    const link = (id: number) => `href="/en/fair/${id}"`;
    await expect.poll(async () => (await page(`/en/fair/${first}`)).html.includes(link(second)), { timeout: 5000 }).toBe(true);
    const flagged = await page(`/en/fair/${first}`, { 'accept-encoding': 'gzip' });
    expect(flagged.html).toContain('data-testid="same-commitment"');
    expect(flagged.html).toContain(link(second));
    expect((await page(`/en/fair/${second}`)).html).toContain(link(first));
  });

  it('keeps one entry per encoding, answers every query and client-router variant from it, and leaves HEAD to Next', async () => {
    const c = api(server.url, token);
    const { commit, reveal, serverSeed } = rollProof();
    const id = (await c.post('/api/v1/proofs', commit)).json.id as number;
    expect((await c.post(`/api/v1/proofs/${id}/reveal`, reveal)).status).toBe(200);
    const plain = await page(`/ro/fair/${id}`, { 'Accept-Encoding': 'identity' });
    // fetch decompresses: the gzip entry's HTML must be the same page
    const gz = [await page(`/ro/fair/${id}`, { 'Accept-Encoding': 'gzip' }), await page(`/ro/fair/${id}`, { 'Accept-Encoding': 'gzip, br' })];
    expect([plain.cache, gz[0]!.cache, gz[1]!.cache]).toEqual(['MISS', 'MISS', 'HIT']);
    expect(gz[1]!.headers.get('content-encoding')).toBe('gzip');
    expect(gz[1]!.html).toBe(plain.html);
    expect(plain.html).toContain(serverSeed);
    expect((await page(`/ro/fair/${id}`, { 'Accept-Encoding': 'identity' })).cache).toBe('HIT');
    // a query string or the client router's headers are the same page: never a render of their own
    // (anyone, with no token, could otherwise make the server render a revealed proof at will)
    for (const variant of [page(`/ro/fair/${id}`, { RSC: '1', 'Accept-Encoding': 'identity' }), page(`/ro/fair/${id}?x=1`, { 'Accept-Encoding': 'identity' }), page(`/ro/fair/${id}?_rsc=1&x=2`, { 'Next-Router-Prefetch': '1', 'Accept-Encoding': 'identity' })]) {
      const v = await variant;
      expect(v.status).toBe(200);
      expect(v.cache).toBe('HIT');
      expect(v.html).toBe(plain.html);
    }
    const head = await fetch(`${server.url}/ro/fair/${id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-fair-cache')).toBeNull();
  });

  it('shows each poker hand as it is added, never a cached page without it', async () => {
    const poker = vectorCases('poker_hmac_v1').find((v) => v.expect.ok && v.proof.serverSeed)!;
    const hands = poker.proof.hands as Doc[];
    expect(hands.length).toBeGreaterThanOrEqual(2);
    // A new session of the same table, so that it is a new proof (the vector's own may exist already).
    const c = api(server.url, token);
    const made = await c.post('/api/v1/proofs', { ...commitBodyOf(poker.proof), ref: `pages-${randomBytes(4).toString('hex')}` });
    expect([200, 201]).toContain(made.status);
    const id = made.json.id as number;
    expect((await page(`/en/fair/${id}`)).status).toBe(200);
    for (const [k, hand] of hands.entries()) {
      expect((await c.post(`/api/v1/proofs/${id}/hands`, handBodyOf(hand))).status).toBe(201);
      const p = await page(`/en/fair/${id}`);
      expect(p.cache).toBe('MISS');
      for (const h of hands.slice(0, k + 1)) expect(p.html).toContain(String(h.handCommitment));
      for (const h of hands.slice(k + 1)) expect(p.html).not.toContain(String(h.handCommitment));
    }
  });

  it('answers 404 for an unknown number every time, and the page once the number is published', async () => {
    const c = api(server.url, token);
    const before = await c.post('/api/v1/proofs', rollProof().commit);
    const last = before.json.id as number;
    const next = [1, 2, 3, 4, 5].map((d) => last + d);
    for (const id of next) {
      for (let i = 0; i < 2; i++) {
        const p = await page(`/en/fair/${id}`);
        expect(p.status).toBe(404);
        expect(p.cache).not.toBe('HIT');
        // the localized not-found section as markup, not only in the page's script data (Next's
        // notFound() sends an empty document: lib/site/page-status.ts)
        expect(markup(p.html)).toContain(`There is no game No. ${id}.`);
        expect(p.html).not.toContain('__next_error__');
      }
    }
    for (const path of ['/en/fair/0', '/en/fair/007', '/en/fair/abc', '/en/fair/99999999999999999']) {
      expect((await page(path)).status, path).toBe(404);
    }
    const { commit } = rollProof();
    const made = await c.post('/api/v1/proofs', commit);
    const id = made.json.id as number;
    expect(next, 'the new proof takes one of the numbers asked for above').toContain(id);
    const p = await page(`/en/fair/${id}`);
    expect(p.status).toBe(200);
    expect(p.html).toContain(commit.commitment);
  });

  it('answers any path it has no page for with a 404 drawn in full, in its locale or the default one', async () => {
    for (const [path, lang, words] of [
      ['/en/nope', 'en', 'This page does not exist.'],
      ['/ro/fair/12/x', 'ro', 'Această pagină nu există.'],
      ['/en/how-it-works/how-it-works', 'en', 'This page does not exist.'],
      ['/ru/fair/x.y', 'ru', 'Такой страницы не существует.'],
      ['/ru/fair/1%2F..%2F2', 'ru', 'Такой страницы не существует.'],
      // a first segment with a dot is no locale, and the proxy leaves it alone: the default locale's
      ['/nope.php', 'ru', 'Такой страницы не существует.'],
      ['/wp-admin.php/setup', 'ru', 'Такой страницы не существует.'],
      // a dot before the last segment: redirected to the default locale, where no page has it
      ['/x.y/fair/1', 'ru', 'Такой страницы не существует.'],
    ] as const) {
      // twice: a page Next kept after the first render would answer the second itself, with its 200
      for (let i = 0; i < 2; i++) {
        const p = await page(path);
        expect(p.status, path).toBe(404);
        expect(p.html, path).toContain(`<html lang="${lang}">`);
        expect(markup(p.html), path).toContain(words);
        expect(/<title>([^<]*)<\/title>/.exec(p.html)?.[1], path).toMatch(/^(Nothing here|Aici nu e nimic|Здесь ничего нет) · /);
        // the 404 alone: no page of the path rendered under it (a proof page, uncached, for each request)
        expect(p.html, path).not.toContain('data-proof-id');
        // nor the home page, which `/nope.php` reaches with `nope.php` as its locale
        for (const m of [ru, ro, en]) expect(p.html, path).not.toContain(m.Home.title);
      }
    }
  });

  it('keeps /check a minute (the same page for everyone), with its headers', async () => {
    const first = await page('/ru/check', { 'Accept-Encoding': 'gzip' });
    const second = await page('/ru/check', { 'Accept-Encoding': 'gzip' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.html).toBe(first.html);
    expect(second.html).toContain(`mailto:${CONTACT}`);
    expect(second.headers.get('content-security-policy')).toContain("connect-src 'none'");
    expect(second.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it("shows the running server's CONTACT_EMAIL, also on pages `next build` rendered", async () => {
    for (const path of ['/en/how-it-works', '/ro/how-it-works/why-252', '/ru']) {
      const first = await page(path);
      expect(first.status, path).toBe(200);
      expect(first.html, path).toContain(`mailto:${CONTACT}`);
    }
    const cached = await page('/en/how-it-works');
    expect(cached.cache).toBe('HIT');
    expect(cached.html).toContain(`mailto:${CONTACT}`);
  });
});
