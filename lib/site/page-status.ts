/**
 * A page's 404 that the server renders in full. Next 16's `notFound()` answers 404 with an empty
 * document in a production build — the not-found page's markup only comes in its script data, so
 * without JavaScript (a player's reader mode, a crawler) it is blank (vercel/next.js#98295). A page
 * that knows it has nothing calls `answeredNotFound()` instead and draws its own words: the site's
 * server (lib/server/page-status.ts) runs every render with a slot this fills, and answers 404.
 * Outside that server (no slot) it returns false, and the page calls `notFound()` as before.
 */

/** Where the server puts the store of its renders' slots (a global: the page's bundle is not the server's). */
export const PAGE_STATUS = Symbol.for('fair-proofs.page-status');

/** What a render says of its answer's status. */
export interface StatusSlot {
  status?: number;
}

interface SlotStore {
  getStore(): StatusSlot | undefined;
}

/** Marks this render's answer as a 404; false when no server slot is there to take it. */
export function answeredNotFound(): boolean {
  const slot = (globalThis as { [PAGE_STATUS]?: SlotStore })[PAGE_STATUS]?.getStore();
  if (!slot) return false;
  slot.status = 404;
  return true;
}
