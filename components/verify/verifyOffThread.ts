/**
 * Verifies a document in a Web Worker (verify.worker.ts: the same lib/fair code), so the page's main
 * thread only draws while a long session is checked. Where a worker cannot start (an old browser, a
 * policy that refuses it), the same verification runs in slices on the main thread instead
 * (components/proof/runVerification.ts) — the verdict is the same either way.
 */
import { InputError, type InputCode, type InputParams } from '@/lib/fair/errors';
import type { Progress } from '@/lib/fair/core';
import type { ErrorData, Verified, WorkerReply, WorkerRequest } from './worker-protocol';

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
  return report && { report, ...drawnFrom(document, parseProof(document), locale) };
}

/** What a verification is given besides its document: the log's verifier key, the page's locale (./worker-protocol.ts). */
type Options = Omit<WorkerRequest, 'document'>;

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
      }
      else reject(revive(reply.error));
    };
    // the worker could not load (a network or policy refusal): the main thread does the work
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      onMainThread(document, onProgress, signal, options).then(resolve, reject);
    };
    const request: WorkerRequest = { document, ...options };
    worker.postMessage(request);
  });
}
