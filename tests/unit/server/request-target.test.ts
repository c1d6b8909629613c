import { describe, expect, it } from 'vitest';

import { MAX_TARGET, readTarget } from '../../../lib/server/request-target';

describe('readTarget', () => {
  it('keeps an origin-form target as it is, with its path', () => {
    expect(readTarget('/en/fair/7?x=1')).toEqual({ ok: true, url: '/en/fair/7?x=1', path: '/en/fair/7' });
    expect(readTarget('/api/v1/proofs/%34%32')).toEqual({ ok: true, url: '/api/v1/proofs/%34%32', path: '/api/v1/proofs/%34%32' });
    expect(readTarget('//evil.example/en')).toMatchObject({ ok: true, path: '//evil.example/en' });
  });

  it('reads an absolute-form target as the path it names on this host, whatever its authority', () => {
    expect(readTarget('http://evil.example/api/v1/proofs/1')).toEqual({ ok: true, url: '/api/v1/proofs/1', path: '/api/v1/proofs/1' });
    expect(readTarget('HTTPS://evil.example:8443/en?x=%41')).toEqual({ ok: true, url: '/en?x=%41', path: '/en' });
    expect(readTarget('http://evil.example')).toEqual({ ok: true, url: '/', path: '/' });
    expect(readTarget('http://evil.example?x=1')).toEqual({ ok: true, url: '/?x=1', path: '/' });
    expect(readTarget('http://user@evil.example/ru')).toMatchObject({ ok: true, url: '/ru' });
  });

  it('refuses a target that is no path', () => {
    for (const t of ['*', 'evil.example', 'evil.example:443', 'ftp://evil.example/x', '']) {
      expect(readTarget(t), t).toMatchObject({ ok: false, reason: 'target' });
    }
  });

  it('refuses a malformed %-escape in the path or the query, naming the path', () => {
    for (const [t, path] of [
      ['/api/v1/proofs/%ZZ', '/api/v1/proofs/%ZZ'],
      ['/en/fair/%ZZ', '/en/fair/%ZZ'],
      ['/%ZZ', '/%ZZ'],
      ['/%', '/%'],
      ['/ro/%E0%A4%A', '/ro/%E0%A4%A'],
      ['/en/%FF', '/en/%FF'],
      ['/en?x=%ZZ', '/en'],
      ['http://evil.example/ru/%', '/ru/%'],
      ['/ru/stats%00', '/ru/stats%00'],
      ['/ru/log%0A', '/ru/log%0A'],
      ['/api/v1/proofs/1%7f', '/api/v1/proofs/1%7f'],
    ]) {
      expect(readTarget(t!), t).toEqual({ ok: false, reason: 'escape', path });
    }
  });

  it('accepts well-formed escapes, UTF-8 included', () => {
    expect(readTarget('/en/%E0%A4%A4?q=%D1%8F+b')).toMatchObject({ ok: true });
    // a control character in the query is the page's or the API's to refuse, by its field
    expect(readTarget('/api/v1/proofs?game=%00')).toMatchObject({ ok: true });
  });

  it('refuses a target over MAX_TARGET characters, the query counted, naming its path', () => {
    const path = `/en/fair/${'1'.repeat(MAX_TARGET - 9)}`;
    expect(readTarget(path)).toMatchObject({ ok: true });
    expect(readTarget(`${path}1`)).toEqual({ ok: false, reason: 'long', path: `${path}1` });
    expect(readTarget(`/api/v1/proofs?game=${'x'.repeat(MAX_TARGET)}`)).toMatchObject({ ok: false, reason: 'long', path: '/api/v1/proofs' });
    expect(readTarget(`/ru/%ZZ${'x'.repeat(MAX_TARGET)}`)).toMatchObject({ ok: false, reason: 'long' });
  });
});
