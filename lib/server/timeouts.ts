/**
 * How long a client may take to send its request (server.ts): a connection whose request has not
 * fully arrived after `requestTimeout` — its headers after `headersTimeout` — is answered 408 and
 * closed, instead of holding a socket and its buffers for Node's defaults (minutes). Answers take
 * as long as they take: the limits end when the request is in.
 *
 * FAIR_REQUEST_TIMEOUT_S (whole seconds, lib/config.ts) is the whole request's limit; the headers get
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

/** The limits for a whole request of `seconds` (FAIR_REQUEST_TIMEOUT_S, checked by lib/config.ts). */
export function requestTimeouts(seconds: number): RequestTimeouts {
  const requestTimeout = seconds * 1000;
  const headersTimeout = Math.ceil(requestTimeout / 3);
  return { requestTimeout, headersTimeout, connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 4)) };
}
