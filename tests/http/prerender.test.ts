// A proof's pages rendered right after its reveal (lib/server/prerender.ts, server.ts), so that the
// player's first visit is answered from the page cache; on PostgreSQL, shared by every process
// through the database (RenderedPage, lib/db/pages.ts), and never for a committed proof.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { withSql } from '../../lib/db/lock.ts';
import { testProvider } from '../db/helpers.ts';
import { api, newToken, rollProof, startServer, type Server } from './harness.ts';

const provider = testProvider();
const LOCALES = ['ru', 'ro', 'en'];

let a: Server;
/** PostgreSQL: a second process on the same database, which renders nothing after reveals */
let b: Server | null = null;
let token: string;

beforeAll(async () => {
  a = await startServer({ env: { FAIR_PRERENDER: '1' } });
  if (provider === 'postgres') b = await startServer({ migrate: false, env: { FAIR_PRERENDER: '0' } });
  token = await newToken('prerender');
}, 120_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await closeDb();
});

async function page(base: string, path: string) {
  const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
  return { status: res.status, cache: res.headers.get('x-fair-cache'), html: await res.text() };
}


const sharedKeys = async (id: number): Promise<string[]> =>
  (await withSql((sql) => sql.all<{ key: string }>('SELECT "key" FROM "RenderedPage" WHERE "key" LIKE ? ORDER BY "key"', [`% /__/fair/${id}`]))).map((r) => r.key);

/** Waits until `pages` pages of `id` have been rendered: seen in the shared pages (PostgreSQL), or given time (SQLite). */
async function prerendered(id: number, pages = LOCALES.length): Promise<void> {
  if (provider !== 'postgres') return void (await new Promise((r) => setTimeout(r, 8000)));
  const deadline = Date.now() + 30_000;
  while ((await sharedKeys(id)).length < pages && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

describe(`pages rendered right after the reveal, on ${provider}`, () => {
  it("answers a revealed proof's first visit in every locale from the cache, showing its seed", async () => {
    const c = api(a.url, token);
    const { commit, reveal, serverSeed } = rollProof(3);
    const id = (await c.post('/api/v1/proofs', commit)).json.id as number;
    const committed = await page(a.url, `/en/fair/${id}`);
    expect([committed.status, committed.cache]).toEqual([200, 'MISS']);
    expect(committed.html).not.toContain(serverSeed);
    expect((await c.post(`/api/v1/proofs/${id}/reveal`, reveal)).status).toBe(200);
    await prerendered(id);
    for (const locale of LOCALES) {
      const p = await page(a.url, `/${locale}/fair/${id}`);
      expect(p.status, locale).toBe(200);
      expect(p.cache, `${locale}: the first visit after the reveal`).toBe('HIT');
      expect(p.html, locale).toContain(serverSeed);
      expect(p.html, locale).toContain(`lang="${locale}"`);
    }
    if (provider === 'postgres') {
      expect(await sharedKeys(id)).toEqual(LOCALES.map((l) => `gzip /${l}/fair/${id}`).sort());
      // another process: answered from the shared pages, then from its own memory
      const other = await page(b!.url, `/ro/fair/${id}`);
      expect([other.status, other.cache]).toEqual([200, 'SHARED']);
      expect(other.html).toBe((await page(a.url, `/ro/fair/${id}`)).html);
      expect((await page(b!.url, `/ro/fair/${id}`)).cache).toBe('HIT');
    }
  });

  it('never renders ahead or shares a committed proof; a process rendering nothing after reveals renders on the first visit', async () => {
    const c = api(a.url, token);
    const { commit, reveal } = rollProof(3);
    const id = (await c.post('/api/v1/proofs', commit)).json.id as number;
    for (let i = 0; i < 2; i++) expect((await page(a.url, `/en/fair/${id}`)).cache).toBe('MISS');
    if (provider !== 'postgres') return;
    expect(await sharedKeys(id)).toEqual([]);
    // revealed through b (FAIR_PRERENDER=0): nothing is rendered until someone asks
    expect((await api(b!.url, token).post(`/api/v1/proofs/${id}/reveal`, reveal)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await sharedKeys(id)).toEqual([]);
    expect((await page(b!.url, `/en/fair/${id}`)).cache).toBe('MISS');
    // b writes the page to the shared ones after answering (the answer does not wait for it)
    await prerendered(id, 1);
    expect(await sharedKeys(id)).toEqual([`gzip /en/fair/${id}`]);
    expect((await page(a.url, `/en/fair/${id}`)).cache, 'rendered by b, shared with a').toBe('SHARED');
  });
});
