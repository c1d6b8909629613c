/**
 * The proof page's verification, off the main thread: lib/fair's verifySteps over the whole
 * document, with a progress message at most every REPORT_MS, then the report (or the input error).
 * The page's main thread only draws (issue #23: a long session must never freeze the page).
 */
import { signatureOk } from '@/lib/fair/log/ed25519';
import { parseProof } from '@/lib/fair/parse';
import { verifySteps } from '@/lib/fair/verify';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/** Progress is reported at most this often: each report re-renders the page around the progress bar. */
const REPORT_MS = 100;

const post = (reply: WorkerReply) => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(reply);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { document, vkey } = event.data;
  try {
    const steps = verifySteps(parseProof(document), vkey === undefined ? {} : { vkey, signatures: signatureOk });
    let reported = performance.now();
    for (;;) {
      const r = steps.next();
      if (r.done) return post({ kind: 'done', report: r.value });
      if (performance.now() - reported >= REPORT_MS) {
        reported = performance.now();
        post({ kind: 'progress', progress: r.value });
      }
    }
  } catch (e) {
    post({ kind: 'error', error: e instanceof Error ? { ...e, name: e.name, message: e.message } : { name: 'Error', message: String(e) } });
  }
};
