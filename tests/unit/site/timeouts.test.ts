import { describe, expect, it } from 'vitest';

import { requestTimeouts } from '../../../lib/site/timeouts';

describe('requestTimeouts (FAIR_REQUEST_TIMEOUT_S)', () => {
  it('gives a request 30 s and its headers 10 s by default, checked every second', () => {
    for (const raw of [undefined, '', '  ']) {
      expect(requestTimeouts(raw)).toEqual({ requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 1000 });
    }
  });

  it('scales both limits and the check with the variable, headers a third', () => {
    expect(requestTimeouts('3')).toEqual({ requestTimeout: 3000, headersTimeout: 1000, connectionsCheckingInterval: 250 });
    expect(requestTimeouts('1')).toEqual({ requestTimeout: 1000, headersTimeout: 334, connectionsCheckingInterval: 84 });
    expect(requestTimeouts(' 120 ').headersTimeout).toBe(40_000);
  });

  it('refuses anything but a whole number of seconds from 1, naming the variable', () => {
    for (const raw of ['0', '-1', '1.5', '30s', 'abc', '999999']) expect(() => requestTimeouts(raw), raw).toThrow(/FAIR_REQUEST_TIMEOUT_S/);
  });
});
