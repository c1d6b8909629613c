// A page's 404 drawn in full (lib/site/page-status.ts): the page marks its render, the server
// (lib/server/page-status.ts) answers 404 in place of Next's 200 — across two copies of the modules,
// as server.ts and Next's bundle each hold one.
import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  const server = await import('../../../lib/server/page-status.ts');
  vi.resetModules();
  const site = await import('../../../lib/site/page-status.ts');
  return { ...server, ...site };
}

function response(): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.assignSocket(new Socket());
  return res;
}

describe("a page's own 404", () => {
  it('is answered 404 when the page marks it, even from another copy of the module, a task later', async () => {
    const { renderWithStatus, answeredNotFound } = await fresh();
    const res = response();
    await renderWithStatus(res, async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(answeredNotFound()).toBe(true);
      res.writeHead(200, { 'Content-Type': 'text/html' });
    });
    expect(res.statusCode).toBe(404);
  });

  it('leaves an unmarked render, and a redirect or an error of a marked one, as Next answers them', async () => {
    const { renderWithStatus, answeredNotFound } = await fresh();
    for (const [marked, code, want] of [
      [false, 200, 200],
      [true, 307, 307],
      [true, 500, 500],
    ] as const) {
      const res = response();
      renderWithStatus(res, () => {
        if (marked) answeredNotFound();
        res.writeHead(code);
      });
      expect(res.statusCode).toBe(want);
    }
  });

  it('is not taken outside a render of the server: the page calls notFound() itself', async () => {
    const { answeredNotFound } = await fresh();
    expect(answeredNotFound()).toBe(false);
  });
});
