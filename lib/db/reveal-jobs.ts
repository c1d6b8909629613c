// Where a reveal's check (lib/db/reveal-check.ts) runs: in the caller's thread for a small proof,
// in a worker thread for one of more than `inlineMax` outcomes (its `count`, or a session's hands) —
// a 10,000-deal match takes seconds of CPU that would otherwise hold the server's event loop
// (docs/decisions/0014-reveal-worker.md). The production server names
// the worker's bundle at start (server.ts); without one (next dev, tests, commands) every check
// runs inline, the same code. A worker that fails a job answers 503 "try again", nothing stored.
import { parseBody } from './body-checks.ts';
import { sessionOf } from '../fair/schemes/index.ts';
import type { Json } from './document.ts';
import { processWide } from './process-wide.ts';
import { checkReveal, type RevealChecked, type RevealReply, type RevealRow } from './reveal-check.ts';
import { StoreError } from './store-error.ts';
import { WorkerJobs, WorkerUnavailable, type WorkerScript } from './worker-jobs.ts';

/** The default of FAIR_REVEAL_INLINE_MAX: the most outcomes a reveal checked inline may have. */
export const INLINE_MAX = 50;
/** The longest a check may take in the worker (a 10,000-deal match on a busy machine: several seconds). */
const LIMIT_MS = 60_000;

interface State {
  jobs: WorkerJobs | null;
  inlineMax: number;
}
// one per process: Next's copy of this module (FAIR_API_DIRECT=0) finds the server's worker
const state = processWide('reveal-jobs', (): State => ({ jobs: null, inlineMax: INLINE_MAX }));

/**
 * Checks reveals of more than `inlineMax` outcomes in a worker running `script` (null: all inline),
 * started now (`warm`, the server: its start-up then delays no reveal) or at the first large reveal.
 */
export function useRevealWorker(script: WorkerScript | null, { inlineMax = INLINE_MAX, limitMs = LIMIT_MS, warm = false } = {}): void {
  void state.jobs?.close();
  state.jobs = script ? new WorkerJobs(script, limitMs) : null;
  state.inlineMax = inlineMax;
  if (warm) state.jobs?.warm();
}

/** A reveal's body as the store got it: parsed (commands, tests), or the request's JSON text. */
export type SentBody = { value: unknown } | { text: string };

/** Request bodies longer than this (in characters) are parsed in the worker, not in the server's thread. */
const TEXT_INLINE_MAX = 64 * 1024;

const number = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** How many outcomes a reveal recomputes: its count (sent or committed), or its session's hands. */
function outcomes(row: RevealRow, body: unknown): number {
  const sent = (body ?? {}) as Json;
  const committed = JSON.parse(row.commitBody) as Json;
  const parts = sessionOf(row.scheme);
  const sentParts = parts && Array.isArray(sent[parts]) ? (sent[parts] as unknown[]).length : 0;
  return Math.max(number(sent.count), number(committed.count), row.hands.length, sentParts);
}

/**
 * lib/db/reveal-check.ts' checkReveal, in the worker when there is one and the reveal is large (its
 * text, or its outcomes). A body's text is parsed in the thread that checks it; not JSON: 400.
 */
export async function checkRevealJob(row: RevealRow, sent: SentBody): Promise<RevealChecked> {
  const jobs = state.jobs;
  const small = 'value' in sent || sent.text.length <= TEXT_INLINE_MAX || !jobs;
  const value = small ? ('value' in sent ? sent.value : parseBody(sent.text)) : undefined;
  if (!jobs || (small && outcomes(row, value) <= state.inlineMax)) return checkReveal(row, value);
  let reply: RevealReply;
  try {
    reply = (await jobs.run({ row, body: 'text' in sent ? sent.text : JSON.stringify(value) })) as RevealReply;
  } catch (e) {
    if (!(e instanceof WorkerUnavailable)) throw e;
    console.error(`reveal: ${e.message}`);
    throw new StoreError('unavailable', 'the reveal could not be checked just now and nothing was stored: try again');
  }
  if ('refused' in reply) throw new StoreError(reply.refused.code, reply.refused.message, reply.refused.field);
  if ('failed' in reply) throw new Error(`reveal worker: ${reply.failed}`);
  return reply.checked;
}
