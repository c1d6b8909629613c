import { request as httpRequest } from 'node:http';

/** Marks the server's own requests for the pages it renders ahead (not counted as visits). */
export const PRERENDER_HEADER = 'x-fair-prerender';

/**
 * Asks this server for one of its pages as a browser would (GET, gzip accepted), marked as its own
 * request: how the pre-rendering (lib/server/prerender.ts) renders a page into the page cache.
 * `port` is read at each call (the port is known once the server listens).
 */
export function ownPageFetch(hostname: string, port: () => number): (page: string) => Promise<void> {
  const host = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return (page) =>
    new Promise<void>((resolve, reject) => {
      const r = httpRequest({ host, port: port(), path: page, headers: { 'accept-encoding': 'gzip', [PRERENDER_HEADER]: '1' } }, (res) => {
        res.resume();
        res.once('end', resolve);
        res.once('error', reject);
      });
      r.once('error', reject);
      r.end();
    });
}
