// The reveal worker thread (lib/db/reveal-jobs.ts): runs lib/db/reveal-check.ts on a large reveal's
// body, sent as JSON text (a string crosses threads at the cost of a copy; a parsed 100,000-roll
// document would be cloned node by node). The build bundles it into <distDir>/fair-reveal-worker.mjs
// (scripts/lib/build.ts), next to the server's bundle.
import { parentPort } from 'node:worker_threads';

import { parseBody } from './body-checks.ts';
import { checkReveal, type RevealReply, type RevealRow } from './reveal-check.ts';
import { StoreError } from './store-error.ts';

parentPort!.on('message', ({ job, data }: { job: number; data: { row: RevealRow; body: string } }) => {
  let reply: RevealReply;
  try {
    reply = { checked: checkReveal(data.row, parseBody(data.body)) };
  } catch (e) {
    // a refusal crosses as data; anything else is a bug of ours, answered as the inline check's would be (500)
    reply = e instanceof StoreError ? { refused: { code: e.code, message: e.message, field: e.field } } : { failed: String((e as Error)?.stack ?? e) };
  }
  parentPort!.postMessage({ job, reply });
});
