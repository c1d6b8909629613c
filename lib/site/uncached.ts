import { unstable_cache } from 'next/cache';

/** Same string as NO_STORE_TAG in lib/site/cache-handler.mjs (the server's page cache). */
const NO_STORE_TAG = 'fair:no-store';

const mark = unstable_cache(async () => true, ['fair-no-store'], { tags: [NO_STORE_TAG] });

/**
 * Keeps the page being rendered out of the server's page cache: it is rendered
 * again on every request. For pages of a statically cached route whose content
 * can still change — a committed proof (its reveal, each poker hand, the newest
 * log checkpoint). Next offers no per-render "do not store" for such routes (a
 * dynamic API there is an error at run time); a cache tag is how the render
 * tells lib/site/cache-handler.mjs.
 */
export async function doNotCache(): Promise<void> {
  await mark();
}
