/**
 * The answer to what Node's HTTP parser refuses before any handler sees a request (server.ts's
 * `clientError`): a request that arrives too slowly (lib/server/timeouts.ts), headers too large, a
 * line that is not HTTP. Node's own answer is a bare status line; this one carries the site's
 * headers too, says what happened in a line of text, and closes the connection.
 */
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [status: number, reason: string, text: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'the request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'the request headers are too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Content Too Large', 'the request chunk extensions are too large'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', 'the request is not valid HTTP'];

/** The raw answer (status line, headers, body) to a parser error with this `code`. */
export function clientErrorAnswer(code: string | undefined, siteHeaders: readonly { key: string; value: string }[]): string {
  const [status, reason, text] = (code && ANSWERS[code]) || BAD_REQUEST;
  const body = `${status} ${reason}: ${text}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...siteHeaders.map(({ key, value }) => `${key}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * A `clientError` listener: answers unless the answer to the request under way has begun (as Node
 * does: its in-flight response is `_httpMessage`), then closes the connection.
 */
export function onClientError(siteHeaders: readonly { key: string; value: string }[]) {
  return (err: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { headersSent: boolean } | null }): void => {
    if (socket.writable && !socket._httpMessage?.headersSent) socket.write(clientErrorAnswer(err.code, siteHeaders));
    socket.destroy();
  };
}
