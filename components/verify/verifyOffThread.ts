/**
 * Verifies in a Web Worker (verify.worker.ts: the same lib/fair code), so a page's main thread only
 * draws while a long session is checked: a proof page's document ({@link verifyOffThread}) and
 * /check's inputs ({@link checkOffThread}). Where a worker cannot start (an old browser, a policy
 * that refuses it), the same verification runs on the main thread instead — the verdict is the same
 * either way.
 */
import { InputError, type InputCode, type InputParams } from '@/lib/fair/errors';
import type { Progress } from '@/lib/fair/core';
import type { CheckInput, Outcome } from '@/components/check/check';
import type { ErrorData, PageRequest, Verified, WorkerReply, WorkerRequest } from './worker-protocol';

/** The error the worker reported, as the page's own: an InputError stays one (its fields kept). */
function revive(data: ErrorData): Error {
  const error =
    data.name === 'InputError'
      ? new InputError(String(data.field ?? 'document'), (data.code ?? 'source') as InputCode, (data.params ?? { what: data.message }) as InputParams)
      : new Error(data.message);
  Object.assign(error, data);
  return error;
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * The same verification on the main thread, in slices: its code (lib/fair's verification, Ed25519)
 * is fetched only when it is needed, so the page's first load does not carry what the worker runs.
 */
async function onMainThread(document: unknown, onProgress: (p: Progress) => void, signal: { aborted: boolean }, { vkey, locale }: Options): Promise<Verified | null> {
  const [{ runVerification }, { signatureOk }, { parseProof }, { drawnFrom }] = await Promise.all([
    import('@/components/proof/runVerification'),
    import('@/lib/fair/log/ed25519'),
    import('@/lib/fair/parse'),
    import('./verifyReporting'),
  ]);
  const report = await runVerification(document, onProgress, signal, vkey === undefined ? {} : { vkey, signatures: signatureOk });
  return report && drawnFrom(document, parseProof(document), report, locale);
}

/** What a verification is given besides its document: the log's verifier key, the page's locale (./worker-protocol.ts). */
type Options = Omit<PageRequest, 'kind' | 'document'>;

/**
 * Verify `document` (with its log parts when `options.vkey` is given); `onProgress` as
 * runVerification's. Resolves to the report with what the page draws from the document
 * (./worker-protocol.ts' Verified), or to null when `signal` was aborted (the worker is then ended).
 */
export function verifyOffThread(document: unknown, onProgress: (p: Progress) => void, signal: { aborted: boolean }, options: Options = {}): Promise<Verified | null> {
  const worker = typeof Worker === 'function' ? startWorker() : null;
  if (!worker) return onMainThread(document, onProgress, signal, options);
  return new Promise<Verified | null>((resolve, reject) => {
    const poll = setInterval(() => {
      if (!signal.aborted) return;
      finish();
      resolve(null);
    }, 50);
    const finish = () => {
      clearInterval(poll);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') return onProgress(reply.progress);
      finish();
      if (signal.aborted) resolve(null);
      else if (reply.kind === 'done') {
        const { kind: _, ...verified } = reply;
        resolve(verified);
      } else if (reply.kind === 'error') reject(revive(reply.error));
    };
    // the worker could not load (a network or policy refusal): the main thread does the work
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      onMainThread(document, onProgress, signal, options).then(resolve, reject);
    };
    const request: WorkerRequest = { kind: 'page', document, ...options };
    worker.postMessage(request);
  });
}

/** /check's worker, kept between its checks (null: none could start). */
let checker: Worker | null | undefined;

/** /check's inputs on the main thread: the Ed25519 check loaded only for a text with log parts. */
async function checkOnMainThread(input: CheckInput, vkey: string | undefined): Promise<Outcome> {
  const { check, mayHaveLogParts } = await import('@/components/check/check');
  const logged = vkey !== undefined && mayHaveLogParts('text' in input ? input.text : JSON.stringify(input.doc));
  return check(input, logged ? { vkey, signatures: (await import('@/lib/fair/log/ed25519')).signatureOk } : undefined);
}

/**
 * Start /check's worker, so that its script is fetched and run beside the page's own (the first
 * check then does not wait for it). Idempotent.
 */
export function startChecker(): void {
  if (checker === undefined) checker = typeof Worker === 'function' ? startWorker() : null;
}

/**
 * The outcome of /check's `input` (components/check/check.ts), its log parts checked with `vkey`.
 * `cancel()` gives up a check the visitor has typed past: a worker still on it is ended (a 500-hand
 * session is not finished for nothing) and the promise never settles.
 */
export function checkOffThread(input: CheckInput, vkey: string | undefined): { outcome: Promise<Outcome>; cancel: () => void } {
  startChecker();
  const worker = checker;
  if (!worker) return { outcome: checkOnMainThread(input, vkey), cancel: () => undefined };
  let settled = false;
  const outcome = new Promise<Outcome>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      settled = true;
      if (reply.kind === 'checked') resolve(reply.outcome);
      else if (reply.kind === 'error') reject(revive(reply.error));
    };
    // the worker could not load (a network or policy refusal): from now on the main thread checks
    worker.onerror = (event) => {
      event.preventDefault();
      settled = true;
      worker.terminate();
      checker = null;
      checkOnMainThread(input, vkey).then(resolve, reject);
    };
    const request: WorkerRequest = { kind: 'check', input, vkey };
    worker.postMessage(request);
  });
  const cancel = () => {
    if (settled) return;
    settled = true;
    worker.terminate();
    if (checker === worker) checker = undefined;
  };
  return { outcome, cancel };
}
