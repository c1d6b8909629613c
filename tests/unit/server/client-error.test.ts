import { PassThrough } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { clientErrorAnswer, onClientError } from '../../../lib/server/client-error';

const SITE = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

function parse(raw: string) {
  const [head, body] = raw.split('\r\n\r\n') as [string, string];
  const [status, ...lines] = head.split('\r\n');
  return { status, headers: Object.fromEntries(lines.map((l) => l.split(': ') as [string, string])), body };
}

describe('clientErrorAnswer', () => {
  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 'HTTP/1.1 408 Request Timeout'],
    ['HPE_HEADER_OVERFLOW', 'HTTP/1.1 431 Request Header Fields Too Large'],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 'HTTP/1.1 413 Content Too Large'],
    ['HPE_INVALID_METHOD', 'HTTP/1.1 400 Bad Request'],
    [undefined, 'HTTP/1.1 400 Bad Request'],
  ])('%s → %s, with the site headers, closing', (code, line) => {
    const a = parse(clientErrorAnswer(code, SITE));
    expect(a.status).toBe(line);
    expect(a.headers).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', Connection: 'close', 'Cache-Control': 'no-store' });
    expect(Number(a.headers['Content-Length'])).toBe(Buffer.byteLength(a.body));
    expect(a.body).toMatch(new RegExp(`^${line.slice(9)}: `));
  });
});

describe('onClientError', () => {
  const socket = (headersSent?: boolean) => {
    const s = new PassThrough() as PassThrough & { _httpMessage?: { headersSent: boolean } };
    if (headersSent !== undefined) s._httpMessage = { headersSent };
    let written = '';
    s.on('data', (d: Buffer) => (written += d.toString()));
    return { s, written: () => written };
  };
  const err = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

  it('answers and closes when nothing of an answer was sent', async () => {
    for (const state of [undefined, false]) {
      const { s, written } = socket(state);
      onClientError(SITE)(err, s);
      await new Promise((r) => setImmediate(r));
      expect(written()).toMatch(/^HTTP\/1.1 408 /);
      expect(s.destroyed).toBe(true);
    }
  });

  it('only closes once an answer has begun (nothing may be written into it)', async () => {
    const { s, written } = socket(true);
    onClientError(SITE)(err, s);
    await new Promise((r) => setImmediate(r));
    expect(written()).toBe('');
    expect(s.destroyed).toBe(true);
  });
});
