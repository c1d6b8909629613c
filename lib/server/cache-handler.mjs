// @ts-check
/**
 * Next's server cache for rendered pages (next.config.ts: `cacheHandler`),
 * kept in this process's memory only.
 *
 * Why not Next's default (the file system under the build directory):
 * - it outlives the process and is shared by every server started on the same
 *   build — a proof page cached from one database would be served for another
 *   (tests run SQLite and PostgreSQL on one build; `db:seed` writes without the
 *   server); memory dies with the process, so a restart starts clean;
 * - pages rendered at build time are not used: every page is rendered by the
 *   running server on its first request, so what it shows from the environment
 *   (CONTACT_EMAIL in the footer) is read at run time, as before, and a page is
 *   still rendered once per process, not once per request.
 *
 * What is not stored: any answer with status ≥ 400 (stray URLs must not fill
 * the cache). Proof pages are not Next's to cache: they are rendered
 * dynamically and kept by server.ts (lib/server/page-cache.ts).
 *
 * Entries are evicted oldest-used first beyond `cacheMaxMemorySize` (Next's
 * option, 50 MB by default; 0 disables the cache). `revalidateTag` and
 * `revalidatePath` drop what they name at once (no stale-while-revalidate).
 */

const TAGS_HEADER = 'x-next-cache-tags';
const DEFAULT_BYTES = 50 * 1024 * 1024;

/**
 * @typedef {{ lastModified: number, value: any, cacheControl?: unknown, tags: string[], bytes: number }} Entry
 */

/** @type {Map<string, Entry>} in least-recently-used order */
const entries = new Map();
/** @type {Map<string, number>} tag → when it was last revalidated (ms) */
const revalidated = new Map();
/**
 * @type {Map<string, number>} key → when a lookup missed: a render starts then,
 * so an entry counts as made at that moment — a revalidation during its render
 * (which may have read the old data) still drops it.
 */
const missedAt = new Map();
let usedBytes = 0;

/** @param {any} value */
function sizeOf(value) {
  if (!value) return 32;
  const bytes = (/** @type {any} */ b) => (b ? (typeof b === 'string' ? b.length * 2 : b.length ?? b.byteLength ?? 0) : 0);
  switch (value.kind) {
    case 'APP_PAGE': {
      let n = bytes(value.html) + bytes(value.rscData) + bytes(value.postponed);
      if (value.segmentData) for (const [k, b] of value.segmentData) n += k.length + bytes(b);
      return n;
    }
    case 'APP_ROUTE':
      return bytes(value.body);
    case 'PAGES':
      return bytes(value.html) + JSON.stringify(value.pageData ?? null).length;
    default:
      return JSON.stringify(value).length;
  }
}

/** @param {any} value @param {any} ctx */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' && header ? header.split(',') : [];
  return Array.isArray(ctx?.tags) ? [...fromHeader, ...ctx.tags] : fromHeader;
}

/** @param {string} key */
function drop(key) {
  const e = entries.get(key);
  if (!e) return;
  entries.delete(key);
  usedBytes -= e.bytes;
}

/** @param {string} key */
function miss(key) {
  if (missedAt.size > 10_000) missedAt.clear();
  if (!missedAt.has(key)) missedAt.set(key, Date.now());
  return null;
}

export default class MemoryCacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} ctx */
  constructor(ctx) {
    this.budget = typeof ctx?.maxMemoryCacheSize === 'number' ? ctx.maxMemoryCacheSize : DEFAULT_BYTES;
  }

  /** @param {string} key @param {any} [ctx] */
  async get(key, ctx) {
    const e = entries.get(key);
    if (!e) return miss(key);
    const softTags = Array.isArray(ctx?.softTags) ? ctx.softTags : [];
    for (const tag of e.tags.concat(softTags)) {
      const at = revalidated.get(tag);
      if (at !== undefined && at >= e.lastModified) {
        drop(key);
        return miss(key);
      }
    }
    // Most recently used goes last.
    entries.delete(key);
    entries.set(key, e);
    return { lastModified: e.lastModified, value: e.value, cacheControl: e.cacheControl };
  }

  /** @param {string} key @param {any} data @param {any} [ctx] */
  async set(key, data, ctx) {
    const since = missedAt.get(key) ?? Date.now();
    missedAt.delete(key);
    drop(key);
    if (!data || this.budget <= 0) return;
    const tags = tagsOf(data, ctx);
    if (typeof data.status === 'number' && data.status >= 400) return;
    const bytes = key.length * 2 + sizeOf(data);
    if (bytes > this.budget / 8) return;
    while (usedBytes + bytes > this.budget && entries.size > 0) {
      const oldest = /** @type {string} */ (entries.keys().next().value);
      drop(oldest);
    }
    entries.set(key, { lastModified: since, value: data, cacheControl: ctx?.cacheControl, tags, bytes });
    usedBytes += bytes;
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) revalidated.set(tag, now);
  }

  resetRequestCache() {}
}
