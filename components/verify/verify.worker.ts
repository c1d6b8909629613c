/**
 * The proof page's verification, off the main thread (issue #23: a long session must never freeze
 * the page; the main thread only draws): progress messages while it runs, then the report or the
 * input error.
 */
import { verifyReporting } from './verifyReporting';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const post = (reply: WorkerReply) => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(reply);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  try {
    const { document, ...options } = event.data;
    post({ kind: 'done', ...verifyReporting(document, options, (progress) => post({ kind: 'progress', progress })) });
  } catch (e) {
    post({ kind: 'error', error: e instanceof Error ? { ...e, name: e.name, message: e.message } : { name: 'Error', message: String(e) } });
  }
};
