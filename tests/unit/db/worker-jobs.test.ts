// lib/db/worker-jobs.ts: one worker thread, one job at a time, each within a time limit. A worker
// that throws, exits, cannot start or hangs fails its job with WorkerUnavailable — never a hang —
// and the next job gets a new thread.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { WorkerJobs, WorkerUnavailable } from '../../../lib/db/worker-jobs.ts';
import { tsxBin } from '../../../scripts/lib/proc.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fair-worker-jobs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A worker script answering `{ job, data }` as `handle(data)` says (its body: JS with `data` and `reply`). */
function script(name: string, handle: string): string {
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(
    file,
    `import { parentPort } from 'node:worker_threads';
parentPort.on('message', async ({ job, data }) => { const reply = (r) => parentPort.postMessage({ job, reply: r }); ${handle} });`,
  );
  return file;
}

const echo = script('echo', 'reply({ twice: data * 2 });');
// data: what to do — 'hang' never answers, 'exit' ends the thread, 'throw' throws, a number is echoed
const moody = script(
  'moody',
  `if (data === 'hang') return; if (data === 'exit') process.exit(3); if (data === 'throw') throw new Error('boom'); reply(data);`,
);

describe('WorkerJobs', () => {
  it('answers jobs in order, one at a time, from one thread', async () => {
    const jobs = new WorkerJobs({ file: echo }, 10_000);
    expect(await Promise.all([1, 2, 3].map((n) => jobs.run(n)))).toEqual([{ twice: 2 }, { twice: 4 }, { twice: 6 }]);
    await jobs.close();
  });

  it('fails a job whose thread hangs, exits, throws or cannot start — and runs the next on a new thread', { timeout: 60_000 }, async () => {
    // the limit counts from the job's message, a new thread's start-up included: not too short on a busy machine
    const jobs = new WorkerJobs({ file: moody }, 3000);
    const results = await Promise.allSettled(['hang', 1, 'exit', 2, 'throw', 3].map((d) => jobs.run(d)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).constructor.name))).toEqual([
      'WorkerUnavailable', 1, 'WorkerUnavailable', 2, 'WorkerUnavailable', 3,
    ]);
    const [hang, , exit, , thrown] = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : ''));
    expect(hang).toMatch(/no answer within 3 s/);
    expect(exit).toMatch(/exit code 3/);
    expect(thrown).toMatch(/boom/);
    await jobs.close();

    const missing = new WorkerJobs({ file: path.join(dir, 'missing.mjs') }, 10_000);
    await expect(missing.run(1)).rejects.toBeInstanceOf(WorkerUnavailable);
  });

  it('keeps no process alive while idle', () => {
    // a script that starts a thread, runs a job and never closes its WorkerJobs still ends
    const main = path.join(dir, 'main.mts');
    fs.writeFileSync(
      main,
      `import { WorkerJobs } from ${JSON.stringify(path.resolve('lib/db/worker-jobs.ts'))};
const jobs = new WorkerJobs({ file: ${JSON.stringify(echo)} }, 10_000);
jobs.warm();
console.log(JSON.stringify(await jobs.run(21)));`,
    );
    const out = execFileSync(process.execPath, [tsxBin, main], { encoding: 'utf8', timeout: 30_000 });
    expect(out.trim()).toBe('{"twice":42}');
  }, 60_000);
});
