import { afterEach, describe, expect, it } from 'vitest';

import { settingOr } from '../../../lib/config';
import { requestTimeouts } from '../../../lib/server/timeouts';

const saved = process.env.FAIR_REQUEST_TIMEOUT_S;
afterEach(() => {
  if (saved === undefined) delete process.env.FAIR_REQUEST_TIMEOUT_S;
  else process.env.FAIR_REQUEST_TIMEOUT_S = saved;
});

const fromEnv = (raw: string | undefined) => {
  if (raw === undefined) delete process.env.FAIR_REQUEST_TIMEOUT_S;
  else process.env.FAIR_REQUEST_TIMEOUT_S = raw;
  return requestTimeouts(settingOr('FAIR_REQUEST_TIMEOUT_S'));
};

describe('requestTimeouts (FAIR_REQUEST_TIMEOUT_S)', () => {
  it('gives a request 30 s and its headers 10 s by default, checked every second', () => {
    for (const raw of [undefined, '', '  ']) {
      expect(fromEnv(raw)).toEqual({ requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 1000 });
    }
  });

  it('scales both limits and the check with the variable, headers a third', () => {
    expect(fromEnv('3')).toEqual({ requestTimeout: 3000, headersTimeout: 1000, connectionsCheckingInterval: 250 });
    expect(fromEnv('1')).toEqual({ requestTimeout: 1000, headersTimeout: 334, connectionsCheckingInterval: 84 });
    expect(fromEnv(' 120 ').headersTimeout).toBe(40_000);
  });

  it('refuses anything but a whole number of seconds from 1, naming the variable', () => {
    for (const raw of ['0', '-1', '1.5', '30s', 'abc', '999999']) expect(() => fromEnv(raw), raw).toThrow(/FAIR_REQUEST_TIMEOUT_S/);
  });
});
