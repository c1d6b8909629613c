/** verify(): recompute a proof through its scheme's module, compare it with what the document records, check its log parts. */
import { Checks } from './checks';
import { hexToBytes, toHex } from './hex';
import { need } from './errors';
import { checkCheckpoint, parseVerifierKey, readCheckpoint, type CheckpointResult, type SignatureCheck } from './log/checkpoint';
import type { checkCosigned } from './log/cosigned';
import type { Policy } from './log/policy';
import { entryOfProof, loggedParts } from './log/entry';
import { leafHashBytes, rootFromInclusion } from './log/tree';
import { parseProof } from './parse';
import { isScheme, moduleOf, type Proof, type Report } from './schemes';
import type { LogStep, Progress } from './schemes/scheme';
import type { LogEntryReport, LogPart } from './types';

/**
 * Options of {@link verify}: `vkey`, the commitment log's verifier key (log.md), and the Ed25519
 * check its signatures need (`signatures`: lib/fair/log/ed25519.ts' `signatureOk`). lib/fair's
 * index passes that check itself; pages that import `lib/fair/core` load it only for documents
 * with log parts.
 */
export interface VerifyOptions {
  vkey?: string;
  /**
   * a C2SP tlog-policy (text or parsed): every checkpoint must also be cosigned by its quorum (log.md,
   * "verifier.js"). Checked by lib/fair's index and verifier.js (`signed.ts`), which bring the policy
   * code; `lib/fair/core` (the pages' bundle) refuses it rather than ignore it.
   */
  policy?: string | Policy;
  signatures?: SignatureCheck;
}

/** Check an exported function's parsed-proof argument (parseProof's result): an object of a known scheme; its fields are trusted. */
export const proofArg = (proof: unknown): void => need(isScheme((proof as Proof | null)?.scheme), 'proof', 'a parsed proof document (parseProof)');

/** A document's log parts in report order: its own, then those of its parts logged on their own (poker hands). */
export function logPartsOf(p: Proof): { at: string; part: LogPart; entry: () => string; n?: number; time?: string }[] {
  const parts: { at: string; part: LogPart; entry: () => string; n?: number; time?: string }[] = [];
  if (p.log) parts.push({ at: 'log', part: p.log, entry: () => entryOfProof(p), time: p.committedAt });
  for (const x of loggedParts(p)) {
    if (x.log) parts.push({ at: `${x.at}.log`, part: x.log, entry: () => entryOfProof(p, x), n: x.n, time: x.committedAt });
  }
  return parts;
}

/** Message of `log.error` when a document has log parts and no verifier key was given. */
export const NO_VKEY = 'no verifier key: the log parts cannot be checked (give --vkey, or verify(doc, { vkey }))';

type PartResult = { ok: true; size: number } | { ok: false; size: number; step: LogStep; recorded: unknown; computed: unknown };

/** The signature check of a checkpoint: the log's key, or a policy's logs (or the key) and its quorum. */
type CheckpointCheck = (note: string) => CheckpointResult;

/** The policy check (`log/cosigned.ts`' checkCosigned), passed in by those that bundle it (`signed.ts`). */
export type CosignedCheck = typeof checkCosigned;

/**
 * Check one log part: the entry is the text rebuilt from the document, the inclusion path leads to
 * the checkpoint's root for its size, the checkpoint passes `check` (signed by the key; with a policy, cosigned by its quorum). The first failure is returned.
 */
function checkLogPart(part: LogPart, expected: string, check: CheckpointCheck | undefined, signed: Map<string, string | true>): PartResult {
  const body = readCheckpoint(part.checkpoint);
  const size = typeof body === 'string' ? 0 : body.size;
  const bad = (step: LogStep, recorded: unknown, computed: unknown): PartResult => ({ ok: false, size, step, recorded, computed });
  if (part.entry !== expected) return bad('entry', part.entry, expected);
  if (typeof body === 'string') return bad('checkpoint', part.checkpoint, body);
  const root = rootFromInclusion(part.index, size, leafHashBytes(part.entry), part.inclusion.map((h) => hexToBytes(h)));
  const rootHex = toHex(body.root);
  const got = root && toHex(root);
  if (got !== rootHex) return bad('path', rootHex, got);
  if (!check) return bad('key', part.checkpoint, NO_VKEY);
  // A session's parts usually share one checkpoint: check each signature once (the costliest step).
  let sig = signed.get(part.checkpoint);
  if (sig === undefined) {
    const c = check(part.checkpoint);
    sig = c.ok ? true : (c.error ?? 'bad signature');
    signed.set(part.checkpoint, sig);
  }
  if (sig !== true) return bad('signature', part.checkpoint, sig);
  return { ok: true, size };
}

/**
 * Verify an already parsed proof step by step: yields progress after each unit of a long session
 * (a poker hand) and returns the report {@link verifyProof} returns — a page drives it to stay
 * responsive, nothing else differs.
 * @param signatures - the signature check used when `opts` gives none (lib/fair's index: Ed25519)
 * @throws InputError when `opts` is not an object, `opts.vkey` not a verifier key, or the signature check not a function
 */
export function* verifySteps(p: Proof, opts?: VerifyOptions, signatures?: SignatureCheck, cosigned?: CosignedCheck): Generator<Progress, Report, void> {
  need(opts == null || typeof opts === 'object', 'opts', 'an object');
  const key = opts?.vkey === undefined ? undefined : parseVerifierKey(opts.vkey);
  const policy = opts?.policy;
  need(policy === undefined || cosigned, 'policy', 'lib/fair\'s index or verifier.js to check a policy (lib/fair/core does not bundle it)');
  const sig = opts?.signatures ?? signatures;
  need(!sig || typeof sig === 'function', 'signatures', 'a function');
  // a key (or a policy's) without the signature check cannot check a log part: as if there were no key
  const check: CheckpointCheck | undefined = !sig ? undefined
    : policy !== undefined ? (note) => cosigned!(note, policy, key, sig)
    : key ? (note) => checkCheckpoint(note, key, sig) : undefined;
  const c = new Checks();
  const { revealed, body } = yield* moduleOf(p.scheme).verify(p, c);
  const parts = logPartsOf(p);
  const extra: Pick<Report, 'log' | 'logFailures'> = {};
  if (parts.length > 0) {
    const signed = new Map<string, string | true>();
    const failures: { at: string; step: LogStep }[] = [];
    const entries: LogEntryReport[] = parts.map(({ at, part, entry }) => {
      const res = checkLogPart(part, entry(), check, signed);
      if (!res.ok) {
        c.check(false, at, res.recorded, res.computed);
        failures.push({ at, step: res.step });
      } else c.checks++;
      return { index: part.index, size: res.size, ok: res.ok };
    });
    // with a policy, the first checkpoint it refused says why (which witnesses were missing)
    const refused = policy && [...signed.values()].find((v) => v !== true);
    const error = !check ? NO_VKEY : refused || undefined;
    extra.log = { ok: failures.length === 0, entries, ...(error ? { error } : {}) };
    if (failures.length) extra.logFailures = failures;
  }
  const failed = c.mismatches.length > 0;
  const pending = !failed && !revealed;
  return {
    scheme: p.scheme,
    ok: !failed && !pending && c.checks > 0,
    pending,
    checks: c.checks,
    ...body,
    ...extra,
    mismatches: c.mismatches,
  } as Report;
}

/**
 * Verify an already parsed proof.
 * @param opts - `vkey`: the log's verifier key, needed to check `log` parts
 * @param signatures - the signature check used when `opts` gives none
 * @throws InputError when `opts.vkey` is not a verifier key
 */
export function verifyProof(p: Proof, opts?: VerifyOptions, signatures?: SignatureCheck, cosigned?: CosignedCheck): Report {
  const steps = verifySteps(p, opts, signatures, cosigned);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Verify a proof document: validate it, recompute every event, compare; check its `log` parts
 * (log.md) against `opts.vkey`.
 * A failed verification is a report (`ok: false`), never an exception.
 * @param doc - the document (object or JSON text)
 * @param opts - `vkey`: the commitment log's verifier key text
 * @param signatures - the signature check used when `opts` gives none
 * @throws InputError when the document is not a valid proof document, or vkey is not a verifier key
 */
export function verify(doc: unknown, opts?: VerifyOptions, signatures?: SignatureCheck, cosigned?: CosignedCheck): Report {
  return verifyProof(parseProof(doc), opts, signatures, cosigned);
}

export { exitCodeOf, isLogPath, verdictOf } from './verdict';
