// The commitment log's public API (log.md, "Interfaces"): query checking and
// the answers, for the thin route handlers under app/api/v1/log/. An answer
// that can never change (entries below the size, proofs to a given size) is
// served immutable; the checkpoint, which moves as the log grows, is not.
import { ApiError, IMMUTABLE, json } from './http.ts';
import { consistencyProofHex, inclusionProofHex, logEntries, logSize } from '../db/log/index.ts';

/** The most entries one GET /api/v1/log/entries returns. */
export const MAX_ENTRIES = 1000;

/** A required whole-number query parameter (a 400 naming it otherwise). */
export function intParam(params: URLSearchParams, name: string): number {
  const raw = params.get(name);
  if (raw === null || raw === '') throw new ApiError('invalid_input', `"${name}" is required: a whole number`, name);
  if (!/^[0-9]{1,16}$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new ApiError('invalid_input', `expected a whole number, got "${raw.slice(0, 40)}"`, name);
  }
  return Number(raw);
}

/** The log's size, for a bound that must not pass it. */
async function sizeFor(value: number, field: string, what: string): Promise<number> {
  const size = await logSize();
  if (value > size) throw new ApiError('invalid_input', `${what} ${value} is beyond the log, which has ${size} entries`, field);
  return size;
}

/** `GET /api/v1/log/entries?start=&end=`: `[{ index, entry }]` for [start, end). */
export async function entriesAnswer(params: URLSearchParams): Promise<Response> {
  const start = intParam(params, 'start');
  const end = intParam(params, 'end');
  if (start > end) throw new ApiError('invalid_input', `expected start ≤ end, got ${start} > ${end}`, 'start');
  if (end - start > MAX_ENTRIES) throw new ApiError('invalid_input', `at most ${MAX_ENTRIES} entries per request, asked for ${end - start}`, 'end');
  await sizeFor(end, 'end', 'end');
  return json(await logEntries(start, end), 200, { 'Cache-Control': IMMUTABLE });
}

/** `GET /api/v1/log/proof/inclusion?index=&size=`: `{ index, size, hashes }`. */
export async function inclusionAnswer(params: URLSearchParams): Promise<Response> {
  const index = intParam(params, 'index');
  const size = intParam(params, 'size');
  if (index >= size) throw new ApiError('invalid_input', `expected index < size, got index ${index}, size ${size}`, 'index');
  await sizeFor(size, 'size', 'size');
  return json({ index, size, hashes: await inclusionProofHex(index, size) }, 200, { 'Cache-Control': IMMUTABLE });
}

/** `GET /api/v1/log/proof/consistency?from=&to=`: `{ from, to, hashes }` (empty when from = to). */
export async function consistencyAnswer(params: URLSearchParams): Promise<Response> {
  const from = intParam(params, 'from');
  const to = intParam(params, 'to');
  if (from < 1) throw new ApiError('invalid_input', 'expected from ≥ 1: there is no consistency proof from the empty log', 'from');
  if (from > to) throw new ApiError('invalid_input', `expected from ≤ to, got ${from} > ${to}`, 'from');
  await sizeFor(to, 'to', 'to');
  return json({ from, to, hashes: await consistencyProofHex(from, to) }, 200, { 'Cache-Control': IMMUTABLE });
}
