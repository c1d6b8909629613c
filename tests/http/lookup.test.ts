// Finding a game by its number or its seal, over HTTP against the production server: the API's
// `?commitment=` (api.md's list, narrowed), the lookup box's answers on /fair (a redirect to the
// proof, or the page with the box filled in and what was wrong), robots.txt, absolute hreflang
// URLs from FAIR_SITE_URL, and a path under a locale the site does not have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { sha256Hex } from '../../lib/fair/index.ts';
import { testProvider } from '../db/helpers.ts';
import { api, expectError, newToken, startServer, type Server } from './harness.ts';

const provider = testProvider();
const ORIGIN = 'https://fair.example.com';

let server: Server;
let token: string;

beforeAll(async () => {
  server = await startServer({ env: { FAIR_SITE_URL: `${ORIGIN}/` } });
  token = await newToken('lookup');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await closeDb();
});

const seed = (tag: number) => `${Date.now().toString(16)}${tag}`.padStart(64, 'e');
const body = (seedHex: string, ref: string) => ({ scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seedHex)), clientSeeds: ['a', 'b'], ref });
/** A page without following its redirect. */
const page = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe(`lookup by number or seal over HTTP on ${provider}`, () => {
  it('lists the proofs sealed with a commitment, and refuses a malformed one naming the field', async () => {
    const c = api(server.url, token);
    const twice = seed(1);
    const commitment = body(twice, '').commitment;
    const first = (await c.post('/api/v1/proofs', body(twice, `lookup-${twice}-1`))).json.id as number;
    const second = (await c.post('/api/v1/proofs', body(twice, `lookup-${twice}-2`))).json.id as number;
    await c.post('/api/v1/proofs', body(seed(2), `lookup-${twice}-3`));

    const listed = await c.get(`/api/v1/proofs?commitment=${commitment}`);
    expect(listed.status).toBe(200);
    expect((listed.json.items as { id: number }[]).map((p) => p.id)).toEqual([second, first]);
    expect(Object.keys((listed.json.items as object[])[0]!).sort()).toEqual(['committedAt', 'game', 'id', 'revealedAt', 'scheme', 'status', 'verdict']);
    expect(listed.json.next).toBeNull();
    // hex in capitals names the same seal; pages keep the filter
    expect(((await c.get(`/api/v1/proofs?commitment=${commitment.toUpperCase()}`)).json.items as object[]).length).toBe(2);
    const paged = await c.get(`/api/v1/proofs?commitment=${commitment}&limit=1`);
    expect(paged.json.next).toBe(`/api/v1/proofs?before=${second}&limit=1&commitment=${commitment}`);
    expect(((await c.get(paged.json.next as string)).json.items as { id: number }[]).map((p) => p.id)).toEqual([first]);
    expect((await c.get(`/api/v1/proofs?commitment=${'0'.repeat(64)}`)).json).toEqual({ items: [], next: null });

    for (const bad of ['abc', commitment.slice(1), `${commitment}0`, 'g'.repeat(64), '', `${commitment.slice(0, 32)}%20${commitment.slice(32)}`]) {
      const res = await c.get(`/api/v1/proofs?commitment=${bad}`);
      expectError(res, 400, 'invalid_input', 'commitment');
      expect(res.json.error?.message).toBe('expected the SHA-256 commitment as 64 hex digits');
    }
  });

  it('opens a proof from the lookup box by every shape of its number and by its seal', async () => {
    const c = api(server.url, token);
    const own = seed(3);
    const id = (await c.post('/api/v1/proofs', body(own, `lookup-${own}`))).json.id as number;
    const commitment = body(own, '').commitment;
    // …and by its server seed, which the app shows after the game (committed to as its bytes here)
    for (const text of [`${id}`, ` ${id} `, `№${id}`, `№ ${id}`, `#${id}`, `No. ${id}`, `Nr. ${id}`, `Игра № ${id}`, commitment, `${commitment.slice(0, 20)}\n${commitment.slice(20)}`, own]) {
      const res = await page(`/ru/fair?id=${encodeURIComponent(text)}`);
      expect(res.status, JSON.stringify(text)).toBe(307);
      expect(res.headers.get('location'), JSON.stringify(text)).toBe(`/ru/fair/${id}`);
    }
    // a dice game's seed is committed to as its text
    const text = seed(4);
    const dice = (await c.post('/api/v1/proofs', { scheme: 'die_round_v1', game: 'dice', commitment: sha256Hex(text), clientSeeds: ['a1', 'b2'] })).json.id as number;
    expect((await page(`/ru/fair?id=${text}`)).headers.get('location')).toBe(`/ru/fair/${dice}`);
    // a pasted link (what a page without JavaScript submits; with it, the box opens links itself)
    for (const [text, where] of [
      [`https://fair.example.com/ru/fair/${id}`, `/ro/fair/${id}`],
      [`https://fair.example.com/en/fair/${id}#receipt=eyJhIjoxfQ`, `/ro/fair/${id}#receipt=eyJhIjoxfQ`],
      [`https://fair.example.com/ru/check#v=1&s=${own}&p=a,b&r=6353`, `/ro/check#v=1&s=${own}&p=a,b&r=6353`],
      [`v=1&s=${own}&p=a,b&n=3`, `/ro/check#v=1&s=${own}&p=a,b&n=3`],
    ] as const) {
      const res = await page(`/ro/fair?id=${encodeURIComponent(text)}`);
      expect([res.status, res.headers.get('location')], text).toEqual([307, where]);
    }
  });

  it('answers an unknown number, an unknown seal and nonsense on the page, the box filled in', async () => {
    for (const [path, said, value] of [
      ['/en/fair?id=%E2%84%96999999', 'There is no game No. 999999.', '№999999'],
      ['/ru/fair?id=999999', 'Игры № 999999 нет.', '999999'],
      ['/ru/fair?id=99999999999999999999', 'Игры № 99999999999999999999 нет.', '99999999999999999999'],
      ['/ro/fair?id=%23999999', 'Nu există jocul nr. 999999.', '#999999'],
      [`/en/fair?id=${'0'.repeat(64)}`, 'No game here has this commitment, nor was played with this server seed.', '0'.repeat(64)],
      ['/en/fair?id=twelve', 'That is neither a game number', 'twelve'],
    ] as const) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      // (a number stays with its sign: "№ 12" is written with a no-break space)
      const html = (await res.text()).replaceAll('&#x27;', "'").replaceAll('\u00a0', ' ');
      expect(html, path).toContain(said);
      expect(html, path).toMatch(new RegExp(`<input[^>]*id="lookup-id"[^>]*value="${value}"`));
      expect(html, path).not.toMatch(/id="lookup-id"[^>]*pattern=/);
    }
  });

  it('serves robots.txt, names every locale by an absolute URL and sends a foreign locale prefix to the default one', async () => {
    const robots = await page('/robots.txt');
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Allow: \//);
    expect(text).not.toMatch(/Sitemap/i);

    for (const [path, own] of [['/en', ''], ['/ru/stats', '/stats'], ['/ro/fair', '/fair'], ['/en/how-it-works/faq', '/how-it-works/faq'], ['/ru/check', '/check']] as const) {
      const html = await (await page(path)).text();
      for (const locale of ['ru', 'ro', 'en']) expect(html, path).toContain(`<link rel="alternate" hrefLang="${locale}" href="${ORIGIN}/${locale}${own}"/>`);
      expect(html, path).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/ru${own}"/>`);
    }

    for (const [path, to] of [['/de/fair/2', '/ru/fair/2'], ['/de', '/ru'], ['/en-US/stats', '/en/stats']] as const) {
      const res = await page(path);
      expect(res.status, path).toBe(307);
      expect(new URL(res.headers.get('location')!, server.url).pathname, path).toBe(to);
    }
  });
});
