/**
 * The proof pages' cache, in front of Next (server.ts): a revealed proof's page never changes, so
 * the first visit renders it and every later one is answered from this process's memory — the
 * stored bytes and headers written back as they are, without entering Next at all.
 *
 * Why here and not in Next's page cache (ISR, lib/server/cache-handler.mjs): a page Next caches
 * costs more to render the first time than one it does not (it also builds the per-segment
 * prefetch data, an ETag over the whole HTML and the cache entry), and a hit still runs Next's
 * routing and response pipeline (docs/decisions/0007-page-cache.md). Proof pages are therefore
 * rendered dynamically by Next, and kept here.
 *
 * What is stored: a 200 answer to a document request (GET) for `/<locale>/fair/<id>`, whatever its
 * query string and RSC headers: they are dropped before Next sees the request (`canonical`), so that
 * `?x=1` or a forged router request cannot make a revealed proof's page render again — the page reads
 * neither, and its CSP lets no client router fetch a payload anyway. Stored when the proof was revealed
 * before the render began (checked in the database first: a committed proof's page changes with
 * its reveal, each poker hand and each log checkpoint; an unknown number may be published later —
 * neither is ever stored). A revealed proof whose witness lines may still change (a witness of the
 * log's policy has not yet cosigned a checkpoint covering it) is kept for one witness interval only,
 * and not shared (docs/decisions/0016-witness-lines-cache.md). One entry per path and encoding (gzip
 * or none, as Next chose for the request). Entries are evicted least recently used first beyond `maxBytes`.
 *
 * With `shared` (PostgreSQL: lib/db/pages.ts), a proof page this process has not kept is looked
 * up there before it is rendered, and a page it renders is written there too: with several
 * processes (or machines) on one database, a page is rendered once for all of them, and a process
 * started later finds the pages rendered before it.
 *
 * Hits answer `If-None-Match` with 304 (a strong ETag over the stored bytes). `x-fair-cache` says
 * HIT (from this process's memory), SHARED (from `shared`) or MISS (rendered) on every proof page,
 * as `x-nextjs-cache` does for Next's cache.
 *
 * The statistics page (`/<locale>/stats`) changes with every reveal and costs tens of ms to render
 * (nine server-made charts): its answer is kept for `STATS_TTL_MS` only. Once that has passed, the
 * first request renders it again while the others get the previous answer — so it is never more
 * than about a second old (what ../shared/spec/stats.md allows the API), and a crowd arriving as
 * the entry expires makes one render, not one each. `/<locale>/check` is kept the same way for
 * `CHECK_TTL_MS`: it is the same page for every visitor (their inputs stay in the #fragment), and
 * what it reads at run time — the contact address, the log's verifier key — changes only with a
 * restart; it is where the backgammon app's "verify" links land.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { acceptsGzip } from '../api/node.ts';
import type { ProofPageState } from '../db/page-state.ts';
import type { StoredPage } from '../db/pages.ts';
import { etagMatches, strongEtag } from '../site/etag.ts';
import { ByteLru } from '../site/lru.ts';
import { PROOF_NUMBER } from '../site/proof-number.ts';

/** The locales whose proof pages are cached (lib/i18n/routing.ts). */
export interface PageCacheOptions {
  locales: readonly string[];
  /** the byte budget of the stored answers (0 disables the cache) */
  maxBytes: number;
  /**
   * What may be kept of the page of the proof with this id (lib/db/page-state.ts, one database
   * statement): `revealed`, it never changes again; `witnessing`, revealed, but a witness line may
   * still change: kept `witnessingMs` only, in this process alone (docs/decisions/0016-witness-lines-cache.md);
   * null (committed, or no such proof): nothing
   */
  pageState: (id: number) => Promise<ProofPageState>;
  /** proof pages shared with the other processes (see above); absent: this process's memory only */
  shared?: SharedPages;
  /** how long a witnessing page is kept (FAIR_LOG_WITNESS_SECONDS) */
  witnessingMs?: number;
}

/** Where the processes of one site keep the proof pages they rendered (lib/db/pages.ts). */
export interface SharedPages {
  /** the page kept under `key`, or null (also when it cannot be read: the page is then rendered) */
  get(key: string): Promise<StoredPage | null>;
  /** keeps `page` under `key` (in the background: the answer does not wait for it) */
  put(key: string, page: StoredPage): void;
}

interface Entry {
  /** when it stops being fresh (ms since the epoch); absent: never */
  expires?: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
}

/** Headers that belong to one connection or one answer's framing, never replayed. */
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie', 'etag', 'x-fair-cache']);
/** Request headers of Next's client router: such a request wants the RSC payload, not the document. */
const RSC_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

const PROOF_PATH = new RegExp(`^/([a-z]{2})/fair/(${PROOF_NUMBER})$`);
const STATS_PATH = /^\/([a-z]{2})\/stats$/;
const CHECK_PATH = /^\/([a-z]{2})\/check$/;
/** How long the statistics page's answer is kept (see above). */
export const STATS_TTL_MS = 1000;
/** How long the /check page's answer is kept (see above). */
export const CHECK_TTL_MS = 60_000;

/** The encodings a page is kept in (one entry each), and an entry's key: the encoding and the path. */
const ENCODINGS = ['gzip', 'identity'] as const;
const entryKey = (encoding: (typeof ENCODINGS)[number], path: string) => `${encoding} ${path}`;

/**
 * What this cache may keep for a request: its key, its path (the URL without its query), and either
 * the proof whose page it is (kept once the proof is revealed) or for how long it is kept (the
 * statistics page); null for any other request.
 */
export function cacheableRequest(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  locales: readonly string[],
): ({ key: string; path: string } & ({ id: number } | { ttlMs: number })) | null {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const proof = PROOF_PATH.exec(path);
  const stats = proof ? null : STATS_PATH.exec(path);
  const check = proof || stats ? null : CHECK_PATH.exec(path);
  const locale = (proof ?? stats ?? check)?.[1];
  if (locale === undefined || !locales.includes(locale)) return null;
  const accept = req.headers['accept-encoding'];
  const key = entryKey(acceptsGzip(typeof accept === 'string' ? accept : undefined) ? 'gzip' : 'identity', path);
  return proof ? { key, path, id: Number(proof[2]) } : { key, path, ttlMs: stats ? STATS_TTL_MS : CHECK_TTL_MS };
}

/**
 * Makes `req` the plain document request for `path` that every variant of it is answered as: no query
 * string, none of the RSC headers of Next's client router. These pages read neither, so a variant
 * would only be one more render of the same page (and a way to make the server render at will).
 */
function canonical(req: IncomingMessage, path: string): void {
  req.url = path;
  for (const h of RSC_HEADERS) delete req.headers[h];
}

/**
 * Headers as Node's flat raw list (name, value, name, value, …): unlike [name, value] pairs, which
 * Node takes only on a response with no header set yet, it is set over the site's headers already
 * there (lib/server/front-door.ts), each stored name replacing the one set before.
 */
const flat = (pairs: [string, string][]): string[] => pairs.flat();

function headerPairs(headers: OutgoingHttpHeaders): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_STORED.has(name.toLowerCase())) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push([name, String(v)]);
  }
  return out;
}

/** Headers given to `writeHead` as an object or a flat [name, value, …] array. */
function headersOf(arg: unknown): OutgoingHttpHeaders {
  if (Array.isArray(arg)) {
    const out: OutgoingHttpHeaders = {};
    for (let i = 0; i + 1 < arg.length; i += 2) out[String(arg[i]).toLowerCase()] = arg[i + 1] as string;
    return out;
  }
  return arg && typeof arg === 'object' ? (arg as OutgoingHttpHeaders) : {};
}

export class PageCache {
  private readonly entries: ByteLru<string, Entry>;
  /** keys being rendered now, for the entries that expire */
  private readonly rendering = new Set<string>();
  hits = 0;
  /** answered from the shared pages */
  sharedHits = 0;
  misses = 0;

  constructor(private readonly opts: PageCacheOptions) {
    this.entries = new ByteLru(opts.maxBytes);
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.bytes;
  }

  /**
   * Answers `req` from the cache when it can (true); otherwise returns false at once and `render`
   * must answer it — this cache then keeps the answer when it may.
   */
  handle(req: IncomingMessage, res: ServerResponse, render: () => void): boolean {
    const target = this.opts.maxBytes > 0 ? cacheableRequest(req, this.opts.locales) : null;
    if (!target) return false;
    canonical(req, target.path);
    const entry = this.entries.get(target.key);
    const fresh = entry !== undefined && (entry.expires === undefined || entry.expires > Date.now());
    if (entry && (fresh || this.rendering.has(target.key))) {
      this.hits++;
      this.reply(req, res, entry, 'HIT');
      return true;
    }
    if ('ttlMs' in target) {
      this.misses++;
      res.setHeader('x-fair-cache', 'MISS');
      this.rendering.add(target.key);
      res.once('close', () => this.rendering.delete(target.key));
      this.capture(target.key, res, Date.now() + target.ttlMs);
      render();
      return true;
    }
    const shared = this.opts.shared;
    const rendered = (revealed: boolean, until?: number) => {
      this.misses++;
      res.setHeader('x-fair-cache', 'MISS');
      if (revealed) this.capture(target.key, res, until, until === undefined ? shared : undefined);
      render();
    };
    // The status first: a committed proof's page (rendered on every request while it is played)
    // costs no look into the shared pages, which only ever hold revealed ones whose witness lines are final.
    this.opts.pageState(target.id).then(
      (state) => {
        if (state === 'witnessing') return rendered(true, Date.now() + (this.opts.witnessingMs ?? 0));
        if (state === null || !shared) return rendered(state !== null);
        shared.get(target.key).then(
          (page) => {
            if (!page) return rendered(true);
            this.sharedHits++;
            this.reply(req, res, this.store(target.key, page.status, page.headers, Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength)), 'SHARED');
          },
          // the shared pages unreadable: render as without them
          () => rendered(true),
        );
      },
      // the database is unreachable: let Next render (and answer) as it would without this cache
      () => rendered(false),
    );
    return true;
  }

  private reply(req: IncomingMessage, res: ServerResponse, e: Entry, from: 'HIT' | 'SHARED'): void {
    const headers: [string, string][] = [...e.headers, ['ETag', e.etag], ['x-fair-cache', from]];
    if (etagMatches(req.headers['if-none-match'], e.etag)) {
      res.writeHead(304, flat(headers.filter(([n]) => !/^content-(type|encoding)$/i.test(n))));
      res.end();
      return;
    }
    headers.push(['Content-Length', String(e.body.length)]);
    res.writeHead(e.status, flat(headers));
    res.end(e.body);
  }

  /** Collects what Next writes to `res` and stores it once the answer ends with 200 (in `shared` too, if given). */
  private capture(key: string, res: ServerResponse, expires?: number, shared?: SharedPages): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let written: OutgoingHttpHeaders = {};
    let failed = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || failed) return;
      const b = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += b.length;
      // larger than the cache keeps: not worth collecting
      if (!this.entries.fits(size)) failed = true;
      else chunks.push(b);
    };
    const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const h = typeof args[1] === 'string' ? args[2] : args[1];
      written = { ...written, ...headersOf(h) };
      return writeHead(...args);
    }) as typeof res.writeHead;
    res.write = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      const out = end(...args);
      if (!failed && res.statusCode === 200) {
        const e = this.store(key, res.statusCode, headerPairs({ ...res.getHeaders(), ...written }), Buffer.concat(chunks, size), expires);
        shared?.put(key, { status: e.status, headers: e.headers, body: e.body });
      }
      return out;
    }) as typeof res.end;
  }

  private store(key: string, status: number, pairs: [string, string][], body: Buffer, expires?: number): Entry {
    const bytes = body.length + key.length + pairs.reduce((n, [a, b]) => n + a.length + b.length, 0) + 64;
    const entry = { expires, status, headers: pairs, body, etag: strongEtag(body) };
    this.entries.set(key, entry, bytes);
    return entry;
  }

  /**
   * Drops the kept pages of these proofs, every locale and encoding, and returns their keys: a page
   * that changed after all — a later proof reused its commitment, which the page flags (issue #21).
   */
  forget(ids: readonly number[]): string[] {
    const keys = ids.flatMap((id) => this.opts.locales.flatMap((l) => ENCODINGS.map((enc) => entryKey(enc, `/${l}/fair/${id}`))));
    for (const key of keys) this.entries.delete(key);
    return keys;
  }
}
