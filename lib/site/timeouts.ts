/**
 * How long a client may take to send its request (server.ts): a connection whose request has not
 * fully arrived after `requestTimeout` — its headers after `headersTimeout` — is answered 408 and
 * closed, instead of holding a socket and its buffers for Node's defaults (minutes). Answers take
 * as long as they take: the limits end when the request is in.
 *
 * FAIR_REQUEST_TIMEOUT_S (whole seconds, default 30) is the whole request's limit; the headers get
 * a third of it. Node checks its connections for these limits every `connectionsCheckingInterval`,
 * a small part of the headers' limit, so a slow request is cut close to its limit, not up to one
 * interval later. Keep-alive is unchanged: an idle connection closes after Node's keep-alive
 * timeout, shorter than the headers' limit.
 */
export interface RequestTimeouts {
  requestTimeout: number;
  headersTimeout: number;
  connectionsCheckingInterval: number;
}

export const DEFAULT_REQUEST_TIMEOUT_S = 30;

/** The limits of FAIR_REQUEST_TIMEOUT_S (`raw`), or an error naming the variable. */
export function requestTimeouts(raw: string | undefined): RequestTimeouts {
  const text = raw?.trim() || String(DEFAULT_REQUEST_TIMEOUT_S);
  if (!/^[1-9]\d{0,4}$/.test(text)) {
    throw new Error(`FAIR_REQUEST_TIMEOUT_S must be a whole number of seconds from 1 (how long a client may take to send a request; its headers get a third of it), got "${text}"`);
  }
  const requestTimeout = Number(text) * 1000;
  const headersTimeout = Math.ceil(requestTimeout / 3);
  return { requestTimeout, headersTimeout, connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 4)) };
}
