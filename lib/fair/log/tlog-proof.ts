/**
 * C2SP tlog-proof@v1 (log.md, "Carrying a proof away"): `c2sp.org/tlog-proof@v1`, an optional
 * `extra` line, `index <i>`, the inclusion path (base64, leaf up), a blank line, the checkpoint.
 * This log writes no `extra`: the entry is rebuilt from the proof document.
 */
import { fail } from '../errors';
import { base64Encode, decode64 } from '../base64';
import { hexToBytes } from '../hex';
import { checkCheckpoint, parseVerifierKey, type CheckpointResult, type SignatureCheck, type VerifierKey } from './checkpoint';
import { checkCosigned, type WitnessResult } from './cosigned';
import { entryFor } from './entry';
import type { Policy } from './policy';
import { leafHashBytes, verifyInclusionBytes, type Hash } from './tree';

export const TLOG_PROOF_HEADER = 'c2sp.org/tlog-proof@v1';

/** A parsed tlog-proof. */
export interface TlogProof {
  index: number;
  /** the inclusion path, leaf up */
  hashes: Hash[];
  /** the checkpoint text, with its signatures */
  checkpoint: string;
  /** the opaque extra data, when present */
  extra?: Uint8Array;
}

/** The tlog-proof text of entry `index`'s inclusion path (bytes or hex) under `checkpoint`. */
export function formatTlogProof(index: number, hashes: readonly (Hash | string)[], checkpoint: string): string {
  const lines = hashes.map((h) => `${base64Encode(typeof h === 'string' ? hexToBytes(h) : h)}\n`);
  return `${TLOG_PROOF_HEADER}\nindex ${index}\n${lines.join('')}\n${checkpoint}`;
}

/**
 * Read a tlog-proof.
 * @throws InputError (field `tlog-proof`) saying what is malformed
 */
export function parseTlogProof(text: unknown): TlogProof {
  const bad = (m: string): never => fail('tlog-proof', 'source', { what: m });
  if (typeof text !== 'string') bad('expected the text of a .tlog-proof file');
  const lines = (text as string).split('\n');
  if (lines[0] !== TLOG_PROOF_HEADER) bad(`the first line must be ${TLOG_PROOF_HEADER}`);
  let at = 1;
  let extra: Uint8Array | undefined;
  if (lines[at]?.startsWith('extra ')) {
    extra = decode64(lines[at]!.slice(6)) ?? bad('the extra line is not base64');
    at++;
  }
  const m = /^index (0|[1-9][0-9]{0,15})$/.exec(lines[at] ?? '');
  if (!m || !Number.isSafeInteger(Number(m[1]))) bad(`line ${at + 1} must be "index <decimal>"`);
  const hashes: Hash[] = [];
  for (at++; at < lines.length && lines[at] !== ''; at++) {
    const h = decode64(lines[at]!);
    if (!h || h.length !== 32) bad(`line ${at + 1} is not a base64 SHA-256 hash`);
    hashes.push(h!);
  }
  if (at >= lines.length) bad('no blank line before the checkpoint');
  return { index: Number(m![1]), hashes, checkpoint: lines.slice(at + 1).join('\n'), ...(extra ? { extra } : {}) };
}

export interface TlogProofResult extends CheckpointResult {
  index: number;
  /** the policy's witnesses (with a policy) */
  witnesses?: WitnessResult[];
}

export interface TlogProofOptions {
  /** a poker hand's number: the proof is of that hand's entry */
  hand?: number;
  /** the log's verifier key (else the policy's `log` lines) */
  vkey?: string | VerifierKey;
  /** a tlog-policy text or parsed policy: its quorum must have cosigned the checkpoint */
  policy?: string | Policy;
}

/**
 * Check a carried proof against the proof document: the entry rebuilt from the document (or its hand
 * `hand`), its inclusion at `index` under the checkpoint, the log's signature and, with a policy, the
 * quorum. `ok` false with `error` for anything that does not hold.
 * @throws InputError for a malformed proof file, document, verifier key or policy, or no key at all
 */
export function checkTlogProof(proofText: unknown, document: unknown, opts: TlogProofOptions, signatureOk: SignatureCheck): TlogProofResult {
  const proof = parseTlogProof(proofText);
  const leaf = leafHashBytes(entryFor(document, opts.hand));
  const vkey = typeof opts.vkey === 'string' ? parseVerifierKey(opts.vkey) : opts.vkey;
  let head: TlogProofResult;
  if (opts.policy !== undefined) head = { index: proof.index, ...checkCosigned(proof.checkpoint, opts.policy, vkey, signatureOk) };
  else if (vkey) head = { index: proof.index, ...checkCheckpoint(proof.checkpoint, vkey, signatureOk) };
  else fail('vkey', 'source', { what: 'a verifier key (or a policy with a log line) is needed to check the checkpoint' });
  if (!head.ok) return head;
  const included = verifyInclusionBytes(proof.index, head.size!, leaf, proof.hashes, hexToBytes(head.root!));
  if (included) return head;
  return { ...head, ok: false, error: `the entry rebuilt from the document is not at index ${proof.index} of the tree of ${head.size} (root ${head.root!.slice(0, 16)}…)` };
}
