/** The messages between a page and its verification worker (verify.worker.ts). */
import type { LogRow } from '@/components/proof/logParts';
import type { CheckInput, Outcome } from '@/components/check/check';
import type { Hint, Progress, Proof, Report } from '@/lib/fair/core';

/** A proof page's document to verify, or /check's inputs ({@link CheckRequest}). */
export type WorkerRequest = PageRequest | CheckRequest;

export interface PageRequest {
  kind: 'page';
  document: unknown;
  /** the commitment log's verifier key: the document's log parts are checked with it */
  vkey?: string;
  /** the page's locale: the /check link is made for it */
  locale?: string;
}

/** /check's inputs: answered with the page's outcome (components/check/check.ts), no progress. */
export interface CheckRequest {
  kind: 'check';
  input: CheckInput;
  vkey?: string;
}

/**
 * What a verification gives the page: the report, and what the page draws from the document — the
 * proof as lib/fair parsed it, and its commitment-log rows — so that the page's own scripts never
 * parse a document (their first load carries none of lib/fair's schemes).
 */
export interface Verified {
  report: Report;
  proof: Proof;
  logs: LogRow[];
  /** the document's /check link in the request's locale (components/proof/checkHref.ts); null without a locale */
  checkHref: string | null;
  /** a failed report's diagnosis (components/proof/hintsOf.ts): made here, it never holds the page's main thread */
  hints: Hint[];
}

/** An error as it crosses to the page: its name, message and own fields (an InputError's field…). */
export type ErrorData = { name: string; message: string } & Record<string, unknown>;

export type WorkerReply =
  | { kind: 'progress'; progress: Progress }
  | ({ kind: 'done' } & Verified)
  | { kind: 'checked'; outcome: Outcome }
  | { kind: 'error'; error: ErrorData };
