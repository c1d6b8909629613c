/**
 * What the policy's witnesses say about one log entry (log.md, "Carrying a proof away"): for each
 * witness, the first of the given checkpoints it cosigned that covers the entry — checked from the
 * entry's own log part (its inclusion under the document's checkpoint) and, for each witnessed
 * checkpoint, the log's signature, the cosignature and the consistency proof between the two trees.
 * A cosignature counts only when all of that holds; the quorum is the policy's over the ones that count.
 */
import { need } from '../errors';
import { hexToBytes, isHex } from '../hex';
import type { LogPart } from '../types';
import { type CheckpointResult, parseVerifierKey, readCheckpoint, type SignatureCheck, type VerifierKey } from './checkpoint';
import { findCosignature } from './cosignature';
import { logSignature } from './cosigned';
import { strictOk } from './ed25519';
import { parsePolicy, quorumMet, type Policy } from './policy';
import { leafHashBytes, verifyConsistencyBytes, verifyInclusionBytes, type Hash } from './tree';

/** A checkpoint with witnesses' cosignatures, and the consistency proof (hex) between it and the document's checkpoint. */
export interface WitnessedCheckpoint {
  checkpoint: string;
  /** from the smaller of the two trees to the larger; empty when they are the same size */
  consistency: string[];
}

/** One witness of the policy: the checkpoint size and cosignature time (seconds) of its first counted cosignature, or nulls. */
export interface EntryWitness {
  name: string;
  size: number | null;
  time: number | null;
}

export interface EntryWitnesses {
  witnesses: EntryWitness[];
  /** the policy's quorum (or `none`) holds for this entry */
  quorum: boolean;
}

const hashes = (hex: readonly string[]): Hash[] | null => (hex.every((h) => typeof h === 'string' && h.length === 64 && isHex(h)) ? hex.map((h) => hexToBytes(h)) : null);

/** The signed tree of a checkpoint: its size and root, or null when the log's signature does not verify. */
function signedTree(note: string, keys: readonly VerifierKey[], signatureOk: SignatureCheck): { size: number; root: Hash } | null {
  const r: CheckpointResult = logSignature(note, keys, signatureOk);
  return r.ok && r.size !== null && r.root !== null ? { size: r.size, root: hexToBytes(r.root) } : null;
}

/** Whether `w`'s tree and the document's are one history (consistency proof between them). */
function consistent(a: { size: number; root: Hash }, b: { size: number; root: Hash }, proof: readonly string[]): boolean {
  const p = Array.isArray(proof) ? hashes(proof) : null;
  if (!p) return false;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return verifyConsistencyBytes(small.size, large.size, p, small.root, large.root);
}

/**
 * Each witness of `policy` for the entry of `part`: the smallest of `witnessed`'s checkpoints that
 * covers the entry, is signed by the log (a `log` of the policy, or `vkey`), is consistent with the
 * document's checkpoint and carries the witness's valid cosignature. Nothing counts when the part's
 * own inclusion proof does not verify.
 */
function checkEntryWitnessed(
  part: LogPart,
  witnessed: readonly WitnessedCheckpoint[],
  policy: Policy,
  vkey: VerifierKey | undefined,
  signatureOk: SignatureCheck,
): EntryWitnesses {
  const keys = [...policy.logs.map((l) => l.key), ...(vkey ? [vkey] : [])];
  const found = new Map<string, EntryWitness>();
  const own = signedTree(part.checkpoint, keys, signatureOk);
  const path = hashes(part.inclusion);
  if (own && path && verifyInclusionBytes(part.index, own.size, leafHashBytes(part.entry), path, own.root)) {
    for (const w of witnessed) countCosignatures(w, own, part.index, { policy, keys, signatureOk }, found);
  }
  const witnesses = policy.witnesses.map(({ name }) => found.get(name) ?? { name, size: null, time: null });
  return { witnesses, quorum: quorumMet(policy, new Set(found.keys())) };
}

/** Records in `found` each witness whose cosignature on `w` counts, keeping each witness's smallest checkpoint. */
function countCosignatures(
  w: WitnessedCheckpoint,
  own: { size: number; root: Hash },
  index: number,
  ctx: { policy: Policy; keys: readonly VerifierKey[]; signatureOk: SignatureCheck },
  found: Map<string, EntryWitness>,
): void {
  const tree = typeof w?.checkpoint === 'string' ? signedTree(w.checkpoint, ctx.keys, ctx.signatureOk) : null;
  if (!tree || tree.size <= index || !consistent(own, tree, w.consistency)) return;
  const body = readCheckpoint(w.checkpoint);
  if (typeof body === 'string') return;
  for (const { name, key } of ctx.policy.witnesses) {
    const c = findCosignature(body.text, body.signatures, key, ctx.signatureOk);
    const before = found.get(name);
    if (c?.ok && c.time !== null && (!before || before.size! > tree.size)) found.set(name, { name, size: tree.size, time: c.time });
  }
}

/**
 * {@link checkEntryWitnessed} with strict Ed25519: what the proof page computes in the browser from
 * the document's own log part, the witnessed checkpoints the server rendered into it and the policy.
 * @throws InputError for a part that is not a log part, `witnessed` not an array, a policy that does
 * not parse (naming its line) or a malformed verifier key
 */
export function verifyEntryWitnessed(part: LogPart, witnessed: readonly WitnessedCheckpoint[], policyText: string, vkey?: string): EntryWitnesses {
  const p = part as Partial<LogPart> | null;
  need(p !== null && typeof p === 'object' && Number.isSafeInteger(p.index) && typeof p.entry === 'string' && typeof p.checkpoint === 'string' && Array.isArray(p.inclusion), 'part', 'a log part ({ index, entry, checkpoint, inclusion })');
  need(Array.isArray(witnessed), 'witnessed', 'an array of { checkpoint, consistency }');
  return checkEntryWitnessed(part, witnessed, parsePolicy(policyText), vkey === undefined ? undefined : parseVerifierKey(vkey), strictOk);
}
