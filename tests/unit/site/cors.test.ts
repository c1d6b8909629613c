import { describe, expect, it } from 'vitest';

import { corsHeaders, isPublicRead, preflightHeaders, PUBLIC_READ_PREFIXES } from '../../../lib/site/cors';

describe('the public reads', () => {
  it('are each prefix and what lies below it, not a longer name', () => {
    expect(PUBLIC_READ_PREFIXES).toEqual(['/api/v1/proofs', '/api/v1/stats', '/api/v1/log', '/log/']);
    // every answer under /log/ (log.md), its 404s and 400s too
    for (const p of ['/api/v1/proofs', '/api/v1/proofs/19', '/api/v1/stats', '/api/v1/log/checkpoint', '/api/v1/log/proof/inclusion', '/log/checkpoint', '/log/tile/0/000', '/log/tile/entries/x001/000.p/3', '/log/tiles', '/log/foo']) {
      expect(isPublicRead(p), p).toBe(true);
    }
    for (const p of ['/api/v1/proofsx', '/api/v1/statsx', '/api/v1/logs', '/api/v2/proofs', '/en/log', '/log', '/log/', '/logs/x', '/']) expect(isPublicRead(p), p).toBe(false);
  });
});

describe('corsHeaders', () => {
  it('lets anyone read with GET and HEAD, seeing the ETag', () => {
    for (const m of ['GET', 'HEAD']) {
      expect(Object.fromEntries(corsHeaders(m, '/api/v1/proofs/1'))).toEqual({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag, Retry-After' });
    }
  });

  it('gives nothing to publishing, other methods or other paths, and never credentials', () => {
    expect(corsHeaders('POST', '/api/v1/proofs')).toEqual([]);
    expect(corsHeaders('POST', '/api/v1/proofs/1/reveal')).toEqual([]);
    // under the open log nothing is written: every answer carries it (log.md), a plain OPTIONS's and a 405's too
    for (const m of ['OPTIONS', 'POST', 'DELETE']) {
      for (const p of ['/log/tile/0/000', '/api/v1/log/checkpoint']) expect(corsHeaders(m, p), `${m} ${p}`).toContainEqual(['Access-Control-Allow-Origin', '*']);
    }
    expect(corsHeaders('OPTIONS', '/api/v1/proofs')).toEqual([]);
    expect(corsHeaders('PUT', '/api/v1/stats')).toEqual([]);
    expect(corsHeaders('GET', '/en/fair/1')).toEqual([]);
    expect(corsHeaders('GET', '/api/v1/proofs').map(([k]) => k)).not.toContain('Access-Control-Allow-Credentials');
  });
});

describe('preflightHeaders', () => {
  const READ = ['GET', 'HEAD', 'OPTIONS'];
  const BOTH = ['GET', 'HEAD', 'POST', 'OPTIONS'];

  it('grants a read asking for what a reader sends', () => {
    const h = Object.fromEntries(preflightHeaders('/api/v1/proofs/1', READ, 'GET', 'If-None-Match, cache-control'));
    expect(h).toEqual({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'If-None-Match, If-Modified-Since, Cache-Control',
      'Access-Control-Max-Age': '86400',
    });
    expect(preflightHeaders('/api/v1/proofs', BOTH, 'HEAD', undefined)).not.toEqual([]);
  });

  it('refuses publishing, an Authorization header, an unknown header, a method the path lacks, other paths', () => {
    expect(preflightHeaders('/api/v1/proofs', BOTH, 'POST', 'content-type')).toEqual([]);
    expect(preflightHeaders('/api/v1/proofs', BOTH, 'GET', 'authorization')).toEqual([]);
    expect(preflightHeaders('/api/v1/proofs', BOTH, 'GET', 'if-none-match, x-custom')).toEqual([]);
    expect(preflightHeaders('/api/v1/proofs/1/reveal', ['POST', 'OPTIONS'], 'GET', undefined)).toEqual([]);
    expect(preflightHeaders('/api/v1/proofs/1', READ, 'DELETE', undefined)).toEqual([]);
    expect(preflightHeaders('/api/v1/proofs/1', READ, undefined, undefined)).toEqual([]);
    expect(preflightHeaders('/api/v2/x', READ, 'GET', undefined)).toEqual([]);
  });
});
