// The HTTP edge of the publishing API (api.md): error JSON, bearer tokens,
// content type, size limit and JSON reading — in api.md's order of checks:
// 401, 415, 413, 404, 400, 409 already_revealed, 422, 409 conflict. The
// route handlers stay thin; the invariants live in lib/db/store.ts.
import { authenticate } from '../db/publishers.ts';
import { parseBody } from '../db/body-checks.ts';
import { isProofId } from '../db/proofs.ts';
import { assertProofOwned, StoreError, type StoreErrorCode } from '../db/store.ts';
import { parseProofNumber } from '../site/proof-number.ts';

export const MAX_BODY_BYTES = 1_048_576;

type ErrorCode = StoreErrorCode | 'unauthorized' | 'method_not_allowed' | 'too_large' | 'unsupported_media_type' | 'internal';

const STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  ref_conflict: 409,
  already_revealed: 409,
  conflict: 409,
  hand_exists: 409,
  too_large: 413,
  unsupported_media_type: 415,
  commitment_mismatch: 422,
  internal: 500,
  unavailable: 503,
};

/** A refusal at the HTTP edge, answered as the API's error JSON. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';
/** Cache-Control of an answer that can never change (a revealed proof, log entries and proofs to a size). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(data), status, headers);
}

/** An answer whose JSON is already text (a stored report spliced into it: never parsed and re-encoded). */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store', ...headers } });
}

export function errorResponse(code: ErrorCode, message: string, field?: string): Response {
  // 503: the request may simply be sent again (a reveal whose worker failed it)
  return json({ error: { code, message, ...(field ? { field } : {}) } }, STATUS[code], code === 'unavailable' ? { 'Retry-After': '5' } : {});
}

/**
 * Runs a handler and turns every refusal into the error JSON. Anything else
 * is a bug of ours: logged, and answered 500 without details.
 */
export async function handle(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError || e instanceof StoreError) return errorResponse(e.code, e.message, e.field);
    console.error('api: unexpected error', e);
    return errorResponse('internal', 'internal error: the request was not applied; please retry or report it');
  }
}

/** The publisher of the request's bearer token; 401 without a valid, unrevoked one. */
export async function requirePublisher(req: Request): Promise<number> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new ApiError('unauthorized', 'send your publisher token as "Authorization: Bearer <token>"');
  const publisher = await authenticate(match[1]);
  if (publisher === null) throw new ApiError('unauthorized', 'unknown or revoked token');
  return publisher;
}

/** A request body read within the limits: its JSON, or the 400 it deserves once 404 has had its turn. */
export type Body = { ok: true; value: unknown } | { ok: false; error: ApiError | StoreError };
/** A request body read within the limits: its text, not yet parsed, or the 400 it deserves. */
type BodyText = { ok: true; text: string } | { ok: false; error: ApiError };

/** Checks the content type (415) and size (413), then parses the JSON (kept as a pending 400). */
export async function readJson(req: Request): Promise<Body> {
  const body = await readText(req);
  return body.ok ? parsed(body.text) : body;
}

function parsed(text: string): Body {
  try {
    return { ok: true, value: parseBody(text) };
  } catch (e) {
    if (e instanceof StoreError) return { ok: false, error: e };
    throw e;
  }
}

/** Checks the content type (415) and size (413), then decodes the UTF-8 (kept as a pending 400). */
async function readText(req: Request): Promise<BodyText> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ApiError('unsupported_media_type', 'send the body as JSON with "Content-Type: application/json"');
  }
  // a compressed body would be read as its compressed bytes (gzip: "not valid UTF-8"; br: taken as is)
  const encoding = (req.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== '') {
    throw new ApiError('unsupported_media_type', `send the JSON uncompressed: "Content-Encoding: ${encoding}" is not read`);
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const bytes = await readLimited(req);
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, error: new ApiError('invalid_input', 'the body is not valid UTF-8', 'document') };
  }
}

const tooLarge = () => new ApiError('too_large', `the body is over ${MAX_BODY_BYTES} bytes (1 MiB)`);

async function readLimited(req: Request): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body: nothing to apply, nobody to answer.
      throw new ApiError('invalid_input', 'the request body was cut off', 'document');
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** The proof id of a route parameter; anything but a plain positive number is "not found". */
export function routeId(raw: string): number {
  const id = parseProofNumber(raw);
  if (id === null || !isProofId(id)) throw new ApiError('not_found', 'no such proof');
  return id;
}

/**
 * A publishing call on an existing proof (reveal, hands): the token (401), the
 * body's type and size (415, 413), the proof and its owner (404), and only
 * then the body's JSON (400) — api.md's order.
 */
export async function proofCall(req: Request, rawId: string): Promise<{ publisher: number; id: number; value: unknown }> {
  const { publisher, id, text } = await proofCallText(req, rawId);
  const body = parsed(text);
  if (!body.ok) {
    await assertProofOwned(publisher, id);
    throw body.error;
  }
  return { publisher, id, value: body.value };
}

/**
 * {@link proofCall} with the body's text left unparsed: the reveal parses it where it checks it
 * (a large one in a worker thread, lib/db/reveal-jobs.ts), its 400 still after the 404.
 */
export async function proofCallText(req: Request, rawId: string): Promise<{ publisher: number; id: number; text: string }> {
  const publisher = await requirePublisher(req);
  const body = await readText(req);
  const id = routeId(rawId);
  if (!body.ok) {
    await assertProofOwned(publisher, id);
    throw body.error;
  }
  return { publisher, id, text: body.text };
}

/** Returns the parsed body, or — the proof existing — its pending 400. */
export function bodyValue(body: Body): unknown {
  if (!body.ok) throw body.error;
  return body.value;
}
