import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { StoredPage } from '../../../lib/db/pages';
import { cacheableRequest, CHECK_TTL_MS, PageCache, STATS_TTL_MS, type SharedPages } from '../../../lib/server/page-cache';
import { afterEach, vi } from 'vitest';

const LOCALES = ['ru', 'ro', 'en'];
/** The page state of a proof that is revealed when `pred` holds, else committed. */
const revealedIf = (pred: (id: number) => boolean) => async (id: number) => (pred(id) ? ('revealed' as const) : null);
const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers }) as unknown as IncomingMessage;

/** A ServerResponse stand-in recording what is written (enough for PageCache). */
class FakeRes extends EventEmitter {
  statusCode = 200;
  headers: Record<string, unknown> = {};
  body = '';
  ended = false;
  status = 0;
  sent: unknown;
  setHeader(n: string, v: unknown) {
    this.headers[n.toLowerCase()] = v;
  }
  getHeaders() {
    return { ...this.headers };
  }
  writeHead(status: number, headers?: unknown) {
    this.status = status;
    this.statusCode = status;
    // the cache writes Node's flat raw list: kept here as [name, value] pairs
    this.sent = Array.isArray(headers) ? headers.flatMap((h, i, a) => (i % 2 ? [] : [[h, a[i + 1]]])) : headers;
    return this;
  }
  write(chunk: string) {
    this.body += chunk;
    return true;
  }
  end(chunk?: string) {
    if (chunk) this.body += chunk;
    this.ended = true;
    return this;
  }
}
const res = () => new FakeRes() as unknown as ServerResponse & FakeRes;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('cacheableRequest', () => {
  it('takes GETs of /<locale>/fair/<id>, whatever their query string and RSC headers', () => {
    expect(cacheableRequest(req('/en/fair/12'), LOCALES)).toEqual({ key: 'identity /en/fair/12', path: '/en/fair/12', id: 12 });
    expect(cacheableRequest(req('/ru/fair/7', { 'accept-encoding': 'gzip, deflate, br' }), LOCALES)).toEqual({ key: 'gzip /ru/fair/7', path: '/ru/fair/7', id: 7 });
    // gzip refused by weight is not asked for (it was taken for the word alone)
    for (const accept of ['gzip;q=0', 'br, gzip; q=0', '*;q=0']) expect(cacheableRequest(req('/ru/fair/7', { 'accept-encoding': accept }), LOCALES)?.key, accept).toBe('identity /ru/fair/7');
    for (const url of ['/de/fair/1', '/en/fair/0', '/en/fair/01', '/en/fair/1/', '/en/fair/abc', '/en/fair/1234567890123456', '/en/log', '/en/fair/1/x?y']) {
      expect(cacheableRequest(req(url), LOCALES), url).toBeNull();
    }
    expect(cacheableRequest(req('/en/fair/1', {}, 'HEAD'), LOCALES)).toBeNull();
    // every variant is the one page: one key, never a render of its own
    for (const variant of [req('/en/fair/1?x=1'), req('/en/fair/1?_rsc=abc'), req('/en/fair/1?'), req('/en/fair/1', { rsc: '1' }), req('/en/fair/1', { 'next-router-prefetch': '1' })]) {
      expect(cacheableRequest(variant, LOCALES), variant.url).toEqual({ key: 'identity /en/fair/1', path: '/en/fair/1', id: 1 });
    }
  });

  it('takes /check for a minute: the same page for every visitor', () => {
    expect(cacheableRequest(req('/ru/check', { 'accept-encoding': 'gzip' }), LOCALES)).toEqual({ key: 'gzip /ru/check', path: '/ru/check', ttlMs: CHECK_TTL_MS });
    expect(cacheableRequest(req('/ru/check?x=1'), LOCALES)).toEqual({ key: 'identity /ru/check', path: '/ru/check', ttlMs: CHECK_TTL_MS });
    expect(CHECK_TTL_MS).toBe(60_000);
    for (const url of ['/de/check', '/ru/check/', '/check', '/ru/check/x']) expect(cacheableRequest(req(url), LOCALES), url).toBeNull();
  });

  it('takes the statistics page for a second', () => {
    expect(cacheableRequest(req('/ro/stats'), LOCALES)).toEqual({ key: 'identity /ro/stats', path: '/ro/stats', ttlMs: STATS_TTL_MS });
    expect(STATS_TTL_MS).toBeLessThanOrEqual(1000);
    for (const url of ['/de/stats', '/ro/stats/', '/stats']) expect(cacheableRequest(req(url), LOCALES), url).toBeNull();
  });
});

describe('PageCache', () => {
  const render = (r: FakeRes, body: string, status = 200) => () => {
    r.statusCode = status;
    r.setHeader('Content-Type', 'text/html');
    r.setHeader('Set-Cookie', 'a=b');
    r.write(body.slice(0, 3));
    r.end(body.slice(3));
  };

  it('keeps a revealed proof page after its first render and answers from memory', async () => {
    const cache = new PageCache({ locales: LOCALES, maxBytes: 1 << 20, pageState: revealedIf((id) => id === 1) });
    const a = res();
    expect(cache.handle(req('/en/fair/1'), a, render(a, '<html>one</html>'))).toBe(true);
    await flush();
    expect(a.body).toBe('<html>one</html>');
    expect(a.headers['x-fair-cache']).toBe('MISS');
    const b = res();
    expect(cache.handle(req('/en/fair/1'), b, () => expect.unreachable())).toBe(true);
    expect(b.body).toBe('<html>one</html>');
    const sent = new Map(b.sent as [string, string][]);
    expect(sent.get('x-fair-cache')).toBe('HIT');
    expect(sent.get('Content-Type') ?? sent.get('content-type')).toBe('text/html');
    expect(sent.has('set-cookie') || sent.has('Set-Cookie')).toBe(false);
    expect(sent.get('Content-Length')).toBe('16');
    // 304 for its ETag
    const c = res();
    cache.handle(req('/en/fair/1', { 'if-none-match': sent.get('ETag')! }), c, () => expect.unreachable());
    expect([c.status, c.body]).toEqual([304, '']);
    expect([cache.hits, cache.misses]).toEqual([2, 1]);
  });

  it('forgets the pages of proofs whose commitment a later proof reused (issue #21): they are rendered again', async () => {
    const cache = new PageCache({ locales: LOCALES, maxBytes: 1 << 20, pageState: revealedIf(() => true) });
    for (const [url, enc] of [['/en/fair/1', 'gzip'], ['/ru/fair/1', ''], ['/en/fair/2', '']] as const) {
      const a = res();
      cache.handle(req(url, enc ? { 'accept-encoding': enc } : {}), a, render(a, `<html>${url}</html>`));
      await flush();
    }
    expect(cache.size).toBe(3);
    const keys = cache.forget([1]);
    expect(keys).toEqual(['gzip /ru/fair/1', 'identity /ru/fair/1', 'gzip /ro/fair/1', 'identity /ro/fair/1', 'gzip /en/fair/1', 'identity /en/fair/1']);
    expect(cache.size).toBe(1);
    const again = res();
    let rendered = false;
    cache.handle(req('/ru/fair/1'), again, () => {
      rendered = true;
      render(again, '<html>flagged</html>')();
    });
    await flush();
    expect([rendered, again.headers['x-fair-cache']]).toEqual([true, 'MISS']);
    const kept = res();
    cache.handle(req('/en/fair/2'), kept, () => expect.unreachable());
    expect(kept.body).toBe('<html>/en/fair/2</html>');
  });

  it('keeps a page whose witness lines may still change for one witness interval only, and shares it only once they are final (decision 0016)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = new Map<string, StoredPage>();
    const shared: SharedPages = { get: async (key) => store.get(key) ?? null, put: (key, page) => void store.set(key, page) };
    let witnessing = true;
    const cache = new PageCache({ locales: LOCALES, maxBytes: 1 << 20, pageState: async () => (witnessing ? 'witnessing' : 'revealed'), shared, witnessingMs: 1000 });
    const visit = async (body: string) => {
      const r = res();
      let rendered = false;
      cache.handle(req('/en/fair/1'), r, () => ((rendered = true), render(r, body)()));
      await flush();
      return { rendered };
    };
    expect((await visit('<html>not yet</html>')).rendered).toBe(true);
    expect(store.size).toBe(0);
    // within the interval: from memory
    expect((await visit('x')).rendered).toBe(false);
    vi.advanceTimersByTime(1001);
    witnessing = false;
    expect((await visit('<html>cosigned</html>')).rendered).toBe(true);
    expect([...store.keys()]).toEqual(['identity /en/fair/1']);
    vi.advanceTimersByTime(10 * 60_000);
    expect((await visit('x')).rendered).toBe(false);
    vi.useRealTimers();
  });

  it('shares what it renders; a page another process rendered is answered from the shared pages, then from memory', async () => {
    const store = new Map<string, StoredPage>();
    const looked: string[] = [];
    const shared: SharedPages = { get: async (key) => (looked.push(key), store.get(key) ?? null), put: (key, page) => void store.set(key, page) };
    const revealedAsked: number[] = [];
    const pageState = async (id: number) => (revealedAsked.push(id), id !== 2 ? ('revealed' as const) : null);
    const one = new PageCache({ locales: LOCALES, maxBytes: 1 << 20, pageState, shared });
    const other = new PageCache({ locales: LOCALES, maxBytes: 1 << 20, pageState, shared });
    const a = res();
    one.handle(req('/en/fair/1', { 'accept-encoding': 'gzip' }), a, render(a, '<html>one</html>'));
    await flush();
    expect([...store.keys()]).toEqual(['gzip /en/fair/1']);
    expect(Buffer.from(store.get('gzip /en/fair/1')!.body).toString()).toBe('<html>one</html>');
    expect(store.get('gzip /en/fair/1')!.headers.some(([n]) => /^set-cookie$/i.test(n))).toBe(false);
    // the other process: its status read, then no render
    revealedAsked.length = 0;
    const b = res();
    other.handle(req('/en/fair/1', { 'accept-encoding': 'gzip' }), b, () => expect.unreachable());
    await flush();
    expect(b.body).toBe('<html>one</html>');
    expect(new Map(b.sent as [string, string][]).get('x-fair-cache')).toBe('SHARED');
    const c = res();
    other.handle(req('/en/fair/1', { 'accept-encoding': 'gzip' }), c, () => expect.unreachable());
    expect(new Map(c.sent as [string, string][]).get('x-fair-cache')).toBe('HIT');
    expect(revealedAsked).toEqual([1]);
    expect([other.sharedHits, other.hits, other.misses]).toEqual([1, 1, 0]);
    // a committed proof's page is neither shared nor kept; another encoding is another page
    for (const [url, headers] of [['/en/fair/2', {}], ['/en/fair/1', {}]] as const) {
      const r = res();
      other.handle(req(url, headers), r, render(r, 'rendered'));
      await flush();
      expect(r.headers['x-fair-cache'], url).toBe('MISS');
    }
    expect([...store.keys()].sort()).toEqual(['gzip /en/fair/1', 'identity /en/fair/1']);
    // the committed proof's page was never looked for in the shared pages
    expect(looked.filter((k) => k.endsWith('/fair/2'))).toEqual([]);
    // the shared pages unreadable (database down): the page is rendered as without them
    const down = new PageCache({ locales: LOCALES, maxBytes: 1 << 20, pageState, shared: { get: () => Promise.reject(new Error('down')), put: () => undefined } });
    const d = res();
    down.handle(req('/en/fair/1'), d, render(d, 'rendered'));
    await flush();
    expect([d.headers['x-fair-cache'], d.body]).toEqual(['MISS', 'rendered']);
  });

  it('never keeps a committed proof, an error or an oversized page', async () => {
    const cache = new PageCache({ locales: LOCALES, maxBytes: 800, pageState: revealedIf((id) => id !== 2) });
    for (const [url, body, status] of [['/en/fair/2', 'committed', 200], ['/en/fair/3', 'gone', 404], ['/en/fair/4', 'x'.repeat(200), 200]] as const) {
      for (let i = 0; i < 2; i++) {
        const r = res();
        cache.handle(req(url), r, render(r, body, status));
        await flush();
        expect(r.headers['x-fair-cache'], url).toBe('MISS');
      }
    }
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used beyond its budget', async () => {
    const cache = new PageCache({ locales: LOCALES, maxBytes: 8 * 200, pageState: revealedIf(() => true) });
    const visit = async (id: number) => {
      const r = res();
      cache.handle(req(`/en/fair/${id}`), r, render(r, `page ${id} `.padEnd(60, '.')));
      await flush();
      return r.headers['x-fair-cache'] ?? 'HIT';
    };
    for (let id = 1; id <= 20; id++) await visit(id);
    expect(cache.bytes).toBeLessThanOrEqual(8 * 200);
    expect(cache.size).toBeGreaterThan(3);
    expect(await visit(20)).toBe('HIT');
    expect(await visit(1)).toBe('MISS');
  });

  it('keeps the statistics page a second; after that one request renders while the others get the previous answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new PageCache({ locales: LOCALES, maxBytes: 1 << 20, pageState: async () => expect.unreachable() });
    const first = res();
    cache.handle(req('/en/stats'), first, render(first, 'counts 1'));
    first.emit('close');
    const hit = res();
    cache.handle(req('/en/stats'), hit, () => expect.unreachable());
    expect(hit.body).toBe('counts 1');
    vi.setSystemTime(Date.now() + STATS_TTL_MS + 1);
    // expired: this request renders; until it is done, others get the previous answer
    const again = res();
    let rendering: (() => void) | undefined;
    cache.handle(req('/en/stats'), again, () => (rendering = render(again, 'counts 2')));
    const meanwhile = res();
    cache.handle(req('/en/stats'), meanwhile, () => expect.unreachable());
    expect(meanwhile.body).toBe('counts 1');
    rendering!();
    again.emit('close');
    const after = res();
    cache.handle(req('/en/stats'), after, () => expect.unreachable());
    expect(after.body).toBe('counts 2');
    vi.setSystemTime(Date.now() + STATS_TTL_MS + 1);
    const late = res();
    let rendered = false;
    cache.handle(req('/en/stats'), late, () => {
      rendered = true;
      render(late, 'counts 3')();
    });
    expect(rendered).toBe(true);
  });
  afterEach(() => vi.useRealTimers());

  it('lets Next answer, and keeps nothing, when the database cannot say', async () => {
    const cache = new PageCache({ locales: LOCALES, maxBytes: 1 << 20, pageState: async () => Promise.reject(new Error('down')) });
    const r = res();
    let rendered = false;
    cache.handle(req('/en/fair/9'), r, () => {
      rendered = true;
      render(r, 'page')();
    });
    await flush();
    expect(rendered).toBe(true);
    expect(cache.size).toBe(0);
  });
});
