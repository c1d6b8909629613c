// What lib/api/edge.ts makes of a request under /api before any handler: served, answered here
// (404, 405 with Allow, OPTIONS and its CORS preflight), or left to Next.
import { describe, expect, it } from 'vitest';

import { apiStep, isApiPath, type ApiStep } from '../../lib/api/edge.ts';
import { compileRoutes } from '../../lib/api/node.ts';

const h = () => new Response('x');
const routes = compileRoutes({ '/api/v1/proofs': { GET: h, POST: h }, '/api/v1/proofs/[id]': { GET: h }, '/api/v1/proofs/[id]/reveal': { POST: h } });
const step = (method: string, path: string, headers: Record<string, string> = {}) => apiStep(routes, { method, path, headers });

async function answer(s: ApiStep) {
  if (!('answer' in s)) throw new Error(`not answered: ${JSON.stringify(s)}`);
  const text = await s.answer.text();
  return { status: s.answer.status, headers: Object.fromEntries(s.answer.headers), json: text ? (JSON.parse(text) as { error: { code: string; message: string } }) : null };
}

describe('apiStep', () => {
  it('knows the API by its path', () => {
    for (const p of ['/api', '/api/', '/api/v1/x']) expect(isApiPath(p), p).toBe(true);
    for (const p of ['/apix', '/en/api', '/']) expect(isApiPath(p), p).toBe(false);
    expect(step('GET', '/en/fair/1')).toEqual({ next: true });
  });

  it('serves what a handler serves, HEAD by GET', () => {
    expect(step('GET', '/api/v1/proofs/7')).toMatchObject({ serve: { params: { id: '7' } } });
    expect(step('HEAD', '/api/v1/proofs')).toMatchObject({ serve: { params: {} } });
    expect(step('POST', '/api/v1/proofs/7/reveal')).toMatchObject({ serve: { params: { id: '7' } } });
  });

  it('answers an unknown path with the JSON 404, whatever the method', async () => {
    for (const [m, p] of [['GET', '/api/v1/nope'], ['GET', '/api/v2/x'], ['GET', '/api/'], ['GET', '/api'], ['POST', '/api/v1/proofs/1/2'], ['OPTIONS', '/api/x']]) {
      const a = await answer(step(m!, p!));
      expect([a.status, a.json?.error.code], `${m} ${p}`).toEqual([404, 'not_found']);
    }
  });

  it("leaves a route's trailing slash to Next (its 308 to the route)", () => {
    expect(step('GET', '/api/v1/proofs/')).toEqual({ next: true });
    expect(step('GET', '/api/v1/proofs/1/')).toEqual({ next: true });
  });

  it('answers another method 405 with Allow, and names the methods in the JSON', async () => {
    const cases: [string, string, string][] = [
      ['PUT', '/api/v1/proofs/1', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/v1/proofs', 'GET, HEAD, POST, OPTIONS'],
      ['POST', '/api/v1/proofs/1', 'GET, HEAD, OPTIONS'],
      ['GET', '/api/v1/proofs/1/reveal', 'POST, OPTIONS'],
    ];
    for (const [m, p, allow] of cases) {
      const a = await answer(step(m, p));
      expect(a.status).toBe(405);
      expect(a.headers.allow).toBe(allow);
      expect(a.json?.error.code).toBe('method_not_allowed');
      expect(a.json?.error.message).toContain(allow);
      expect(a.json?.error.message).toContain(m);
    }
  });

  it('answers OPTIONS 204 with Allow, and a preflight for a read with its grant', async () => {
    const plain = await answer(step('OPTIONS', '/api/v1/proofs'));
    expect([plain.status, plain.headers.allow, plain.headers['access-control-allow-origin']]).toEqual([204, 'GET, HEAD, POST, OPTIONS', undefined]);
    const read = await answer(step('OPTIONS', '/api/v1/proofs/1', { origin: 'https://a.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' }));
    expect(read.status).toBe(204);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    const publish = await answer(step('OPTIONS', '/api/v1/proofs', { origin: 'https://a.example', 'access-control-request-method': 'POST' }));
    expect([publish.status, publish.headers['access-control-allow-origin']]).toEqual([204, undefined]);
    const reveal = await answer(step('OPTIONS', '/api/v1/proofs/1/reveal', { origin: 'https://a.example', 'access-control-request-method': 'GET' }));
    expect([reveal.headers.allow, reveal.headers['access-control-allow-origin']]).toEqual(['POST, OPTIONS', undefined]);
  });
});
