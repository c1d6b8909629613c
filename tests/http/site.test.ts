// The one server-process helper (scripts/lib/site.ts) as `npm start` uses it: a given port on every
// interface, reached on 127.0.0.1; a signal sent to this process passed on to the server; the
// caller told when the server ended by itself or by that signal — and not when it stopped it.
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { applyMigrations } from '../../lib/db/migrations/migrate.ts';
import { freePort } from '../../scripts/lib/proc.ts';
import { startSite } from '../../scripts/lib/site.ts';

afterAll(() => closeDb());

describe('startSite, as npm start runs the server', () => {
  it('listens on the given port of every interface, passes a signal on and reports how the server ended', async () => {
    await applyMigrations();
    const port = await freePort();
    const before = process.listenerCount('SIGUSR2');
    const ended: unknown[] = [];
    let exited: () => void = () => {};
    const gone = new Promise<void>((r) => (exited = r));
    const site = await startSite({
      port,
      host: '0.0.0.0',
      ready: '/',
      forwardSignals: ['SIGUSR2'],
      onExit: (code, signal) => {
        ended.push([code, signal]);
        exited();
      },
    });
    expect(site.url).toBe(`http://127.0.0.1:${port}`);
    expect(site.output).toContain(`listening on http://0.0.0.0:${port}`);
    expect((await fetch(`${site.url}/api/v1/proofs?limit=1`)).status).toBe(200);
    expect(process.listenerCount('SIGUSR2')).toBe(before + 1);
    process.kill(process.pid, 'SIGUSR2'); // the server has no handler for it: it ends by the signal
    await gone;
    expect(ended).toEqual([[null, 'SIGUSR2']]);
    expect(process.listenerCount('SIGUSR2')).toBe(before);
  });

  it('drains and exits 0 on Ctrl-C, which reaches the server twice (the terminal, and npm start passing it on)', async () => {
    const ended: unknown[] = [];
    let exited: () => void = () => {};
    const gone = new Promise<void>((r) => (exited = r));
    const site = await startSite({
      onExit: (code, signal) => {
        ended.push([code, signal]);
        exited();
      },
    });
    // a request under way (its body still coming) keeps the server draining when the second one arrives
    const socket = connect(Number(new URL(site.url).port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write('POST /api/v1/proofs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    await new Promise((r) => setTimeout(r, 300));
    process.kill(site.pid!, 'SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    process.kill(site.pid!, 'SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    expect(ended).toEqual([]); // still draining
    socket.destroy();
    await gone;
    expect(ended).toEqual([[0, null]]);
  });

  it('does not report an end it asked for (stop)', async () => {
    const ended: unknown[] = [];
    const site = await startSite({ onExit: (...end) => ended.push(end) });
    await site.stop();
    expect(ended).toEqual([]);
  });
});
