/**
 * Verification off the main thread (issue #23: a long session must never freeze the page; the main
 * thread only draws). A proof page's: progress messages while it runs, then the report or the input
 * error. /check's: the outcome of its inputs.
 */
import { signatureOk } from '@/lib/fair/log/ed25519';
import { check } from '@/components/check/check';
import { verifyReporting } from './verifyReporting';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const post = (reply: WorkerReply) => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(reply);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  try {
    const request = event.data;
    if (request.kind === 'check') {
      const { input, vkey } = request;
      return post({ kind: 'checked', outcome: check(input, vkey === undefined ? undefined : { vkey, signatures: signatureOk }) });
    }
    const { kind: _, document, ...options } = request;
    post({ kind: 'done', ...verifyReporting(document, options, (progress) => post({ kind: 'progress', progress })) });
  } catch (e) {
    post({ kind: 'error', error: e instanceof Error ? { ...e, name: e.name, message: e.message } : { name: 'Error', message: String(e) } });
  }
};
