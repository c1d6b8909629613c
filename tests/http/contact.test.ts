// CONTACT_EMAIL unset: `npm start`'s server (server.ts) says so once — also with several worker
// processes, on PostgreSQL — and the pages then send players to the game's in-app support (the
// box's words: tests/unit/contact.test.ts; beside a failed verdict in a browser: tests/e2e/receipt.spec.ts).
import { afterEach, describe, expect, it } from 'vitest';

import { closeDb } from '../../lib/db/client.ts';
import { contactWarning } from '../../lib/site/contact.ts';
import { testProvider } from '../db/helpers.ts';
import { startServer, type Server } from './harness.ts';

const provider = testProvider();
let server: Server | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  await closeDb();
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe(`CONTACT_EMAIL at start-up on ${provider}`, () => {
  it('unset: one warning, naming what players see instead', async () => {
    server = await startServer({ env: { CONTACT_EMAIL: '' } });
    await fetch(`${server.url}/en/check`);
    expect(count(server.output, `server: ${contactWarning(undefined)!}`)).toBe(1);
  });

  it('set: no warning', async () => {
    server = await startServer({ env: { CONTACT_EMAIL: 'fair@example.org' } });
    const html = await (await fetch(`${server.url}/en`)).text();
    expect(html).toContain('fair@example.org');
    expect(server.output).not.toContain('CONTACT_EMAIL');
  });

  it.runIf(provider === 'postgres')('unset with WEB_CONCURRENCY=2: still one warning, from the primary', async () => {
    server = await startServer({ env: { CONTACT_EMAIL: '', WEB_CONCURRENCY: '2' } });
    await new Promise((r) => setTimeout(r, 1000));
    expect(count(server.output, 'CONTACT_EMAIL is not set')).toBe(1);
  });
});
