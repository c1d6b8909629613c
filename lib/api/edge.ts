// What becomes of a request under /api (server.ts), before any handler: the
// route module's handler serves it, or this answers it in the API's error
// JSON — an unknown path 404 `not_found`, a method the path does not answer
// 405 `method_not_allowed` with `Allow`, OPTIONS 204 with `Allow` (and a CORS
// preflight's grant, lib/site/cors.ts). The same whether the handler is then
// called directly or through Next (FAIR_API_DIRECT=0): Next's own answers to
// these were an HTML 404 and an empty 405.
import { preflightHeaders } from '../site/cors.ts';
import { errorResponse } from './http.ts';
import { findRoute, type Match, type Route } from './node.ts';

export type ApiStep =
  /** a route module's handler answers it */
  | { serve: Match }
  /** answered here */
  | { answer: Response }
  /** not the API's, or a trailing slash on a route: Next answers (a 308 to the route) */
  | { next: true };

interface ApiRequest {
  method: string;
  /** the path, without the query */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

export function apiStep(routes: readonly Route[], req: ApiRequest): ApiStep {
  if (!isApiPath(req.path)) return { next: true };
  const found = findRoute(routes, req.path);
  if (!found) {
    const trimmed = req.path.replace(/\/+$/, '');
    if (trimmed !== req.path && findRoute(routes, trimmed)) return { next: true };
    return { answer: errorResponse('not_found', `no such API call: ${req.path}`) };
  }
  const { route, params } = found;
  const handler = route.handlers.get(req.method);
  if (handler) return { serve: { handler, params } };
  if (req.method === 'OPTIONS') return { answer: options(route, req) };
  const allow = route.allow.join(', ');
  const refused = errorResponse('method_not_allowed', `${req.method} is not a method of ${req.path}: it answers ${allow}`);
  refused.headers.set('Allow', allow);
  return { answer: refused };
}

function options(route: Route, req: ApiRequest): Response {
  const one = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  const headers = new Headers(preflightHeaders(req.path, route.allow, one('access-control-request-method'), one('access-control-request-headers')));
  headers.set('Allow', route.allow.join(', '));
  headers.set('Cache-Control', 'no-store');
  return new Response(null, { status: 204, headers });
}
