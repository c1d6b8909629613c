// The open log's paths (/log/checkpoint, /log/tile/…) as server.ts serves them, in both dispatch
// modes: lib/api/open-log.ts' answer written with the site's headers. Never rejects: a failure of the
// store is a 500 in a line of text (a wrong path is lib/api/open-log.ts' 400 or 404), and the process
// keeps serving.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { openLogResponse } from '../api/open-log.ts';
import { send } from '../api/node.ts';

export { isOpenLogPath } from '../api/open-log.ts';

type SiteHeaders = readonly { key: string; value: string }[];

export async function serveOpenLog(req: IncomingMessage, res: ServerResponse, path: string, siteHeaders: SiteHeaders): Promise<void> {
  let response: Response;
  try {
    response = await openLogResponse(req.method ?? 'GET', path, (name) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    });
  } catch (e) {
    console.error('log: unexpected error', e);
    response = new Response('500 Internal Server Error: the log could not be read; please retry\n', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  await send(req, res, response, siteHeaders).catch(() => res.destroy());
}
