/**
 * A checkpoint checked against a C2SP tlog-policy (log.md, "Witnesses"): signed by one of the
 * policy's logs (or the verifier key given), and cosigned by the policy's quorum of witnesses.
 */
import { checkCheckpoint, readCheckpoint, type CheckpointResult, type SignatureCheck, type VerifierKey } from './checkpoint';
import { findCosignature } from './cosignature';
import { parsePolicy, quorumMet, quorumWitnesses, type Policy } from './policy';

/** Each witness of the policy: whether its cosignature is there and verifies, and its time (seconds). */
export interface WitnessResult {
  name: string;
  ok: boolean;
  time: number | null;
}

export interface CosignedResult extends CheckpointResult {
  witnesses: WitnessResult[];
}

/** The log's signature: the first of `keys` whose name is the origin and whose signature verifies. */
export function logSignature(note: string, keys: readonly VerifierKey[], signatureOk: SignatureCheck): CheckpointResult {
  let first: CheckpointResult | null = null;
  for (const key of keys) {
    const r = checkCheckpoint(note, key, signatureOk);
    if (r.ok) return r;
    if (!first || r.origin === key.name) first = r;
  }
  return first ?? { ok: false, origin: null, size: null, root: null, error: 'no log key: the policy has no log line and no verifier key was given' };
}

/**
 * Check a checkpoint against a policy: the log's signature (by a `log` of the policy, or `vkey`), each
 * witness's cosignature, and the quorum. `error` says what failed — for a quorum not met, which
 * witnesses of the quorum did not cosign.
 * @throws InputError for a policy that does not parse (naming its line) or a malformed verifier key
 */
export function checkCosigned(note: unknown, policyArg: string | Policy, vkey: VerifierKey | undefined, signatureOk: SignatureCheck): CosignedResult {
  const parsed = (policyArg as Policy | null)?.groups instanceof Map;
  const policy = parsed ? (policyArg as Policy) : parsePolicy(policyArg);
  const keys = [...policy.logs.map((l) => l.key), ...(vkey ? [vkey] : [])];
  const log = logSignature(note as string, keys, signatureOk);
  const body = typeof note === 'string' ? readCheckpoint(note) : null;
  const witnesses = policy.witnesses.map(({ name, key }) => {
    const c = body && typeof body !== 'string' ? findCosignature(body.text, body.signatures, key, signatureOk) : null;
    return { name, ok: c?.ok ?? false, time: c?.time ?? null };
  });
  if (!log.ok) return { ...log, witnesses };
  const cosigned = new Set(witnesses.filter((w) => w.ok).map((w) => w.name));
  if (quorumMet(policy, cosigned)) return { ...log, witnesses };
  const missing = quorumWitnesses(policy).filter((w) => !cosigned.has(w));
  return { ...log, ok: false, error: `the quorum ${policy.quorum} is not met: no valid cosignature of ${missing.join(', ')}`, witnesses };
}
