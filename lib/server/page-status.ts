/**
 * Runs a page's render with a status slot (lib/site/page-status.ts): a page that says it has nothing
 * (`answeredNotFound()`) is answered 404 with the markup it drew, where Next's own `notFound()`
 * would send an empty document. Only a 200 becomes a 404: redirects, 304s and errors are Next's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

import { PAGE_STATUS, type StatusSlot } from '../site/page-status.ts';

// one store per process, whichever copy of this module makes it (lib/site/page-status.ts reads it)
const store = ((globalThis as { [PAGE_STATUS]?: AsyncLocalStorage<StatusSlot> })[PAGE_STATUS] ??= new AsyncLocalStorage<StatusSlot>());

/** `render` (Next's handler for `res`) with a slot its page can fill; the slot's status replaces a 200. */
export function renderWithStatus<T>(res: ServerResponse, render: () => T): T {
  const slot: StatusSlot = {};
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, code === 200 && slot.status ? slot.status : code, ...rest);
  } as typeof res.writeHead;
  return store.run(slot, render);
}
