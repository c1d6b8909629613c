// One worker thread that runs jobs one at a time, each within a time limit: the reveal's check
// (lib/db/reveal-jobs.ts). Whatever happens to the thread — it throws, exits, cannot start or
// outlives the limit (then it is ended) — the job in hand fails with WorkerUnavailable and the
// next job starts a new thread: a caller always gets an answer, never a hang.
import { Worker } from 'node:worker_threads';

/** The script a worker runs: a bundle for plain Node, or TypeScript with a loader (`execArgv`). */
export interface WorkerScript {
  file: string;
  execArgv?: string[];
}

/** The worker failed the job (crashed, ended, too slow): nothing of it was applied. */
export class WorkerUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerUnavailable';
  }
}

interface Job {
  data: unknown;
  resolve: (reply: unknown) => void;
  reject: (e: Error) => void;
}

/**
 * The worker script answers each message `{ job, data }` with one `{ job, reply }` (the reply is
 * the caller's to read); `limitMs` bounds each job from the moment the worker receives it.
 */
export class WorkerJobs {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private current: { job: Job; n: number; timer: NodeJS.Timeout } | null = null;
  private n = 0;

  constructor(
    private readonly script: WorkerScript,
    private readonly limitMs: number,
  ) {}

  /** Starts the thread ahead of the first job (its start-up then delays no request). */
  warm(): void {
    if (!this.current) this.started().unref();
  }

  run(data: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ data, resolve, reject });
      this.next();
    });
  }

  /** Ends the thread (jobs in hand fail); a later job starts another. */
  async close(): Promise<void> {
    const w = this.worker;
    this.fail('the worker was closed');
    await w?.terminate();
  }

  private next(): void {
    if (this.current || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    const worker = this.started();
    const n = ++this.n;
    const timer = setTimeout(() => this.fail(`no answer within ${this.limitMs / 1000} s`), this.limitMs);
    this.current = { job, n, timer };
    worker.ref();
    worker.postMessage({ job: n, data: job.data });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script.file, { execArgv: this.script.execArgv });
    worker.on('message', (m: { job: number; reply: unknown }) => {
      const c = this.current;
      if (!c || m.job !== c.n || worker !== this.worker) return;
      clearTimeout(c.timer);
      this.current = null;
      worker.unref(); // an idle worker keeps no process alive
      c.job.resolve(m.reply);
      this.next();
    });
    worker.on('error', (e) => worker === this.worker && this.fail(`it failed: ${e.message}`));
    worker.on('exit', (code) => worker === this.worker && this.fail(`it ended (exit code ${code})`));
    this.worker = worker;
    return worker;
  }

  /** The job in hand fails; the thread is ended and forgotten; the queue goes on with a new one. */
  private fail(why: string): void {
    const c = this.current;
    const w = this.worker;
    this.current = null;
    this.worker = null;
    if (w) void w.terminate();
    if (c) {
      clearTimeout(c.timer);
      c.job.reject(new WorkerUnavailable(`the worker thread did not finish the job: ${why}`));
    }
    this.next();
  }
}
