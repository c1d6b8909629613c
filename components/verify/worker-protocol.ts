/** The messages between a page and its verification worker (verify.worker.ts). */
import type { Progress, Report } from '@/lib/fair/core';

export interface WorkerRequest {
  document: unknown;
  /** the commitment log's verifier key: the document's log parts are checked with it */
  vkey?: string;
}

/** An error as it crosses to the page: its name, message and own fields (an InputError's field…). */
export type ErrorData = { name: string; message: string } & Record<string, unknown>;

export type WorkerReply = { kind: 'progress'; progress: Progress } | { kind: 'done'; report: Report } | { kind: 'error'; error: ErrorData };
