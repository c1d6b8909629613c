// What the policy's witnesses say about one proof's log entry (log.md, "Carrying a proof away"),
// for its page: for each witness, the first checkpoint it cosigned that covers the entry — the
// earliest independent bound on when the commitment existed, and one that never changes once there.
// The page carries those checkpoints with their cosignatures, the consistency proof between each
// and the document's own checkpoint, and the policy's text, so that the browser checks every line
// itself (lib/fair/log/witnessed.ts) with no request after load. Whether a revealed proof's page may
// still change is asked by the page cache (lib/db/page-state.ts, docs/decisions/0016-witness-lines-cache.md).
import { parseCheckpoint } from '../../fair/log/checkpoint.ts';
import { quorumMet, type Policy } from '../../fair/log/policy.ts';
import type { WitnessedCheckpoint } from '../../fair/log/witnessed.ts';
import type { LogPart } from '../../fair/types.ts';
import { withSql } from '../lock.ts';
import { timeOf } from '../sql.ts';
import { consistencyProofHex } from './index.ts';
import { logSigner } from './key.ts';
import { witnessConfig, witnessId } from './policy.ts';
import { storedWith } from './witnesses.ts';

/** One witness of the policy as the site has stored it: its first cosigned checkpoint covering the entry (size, time in ms), or nulls. */
export interface StoredWitnessLine {
  name: string;
  size: number | null;
  time: number | null;
}

/** A proof page's witness lines: the site's stored view, and what the browser checks it from. */
export interface ProofWitnesses {
  /** the policy file's text */
  policy: string;
  /** the quorum's name, `none` for none */
  quorum: string;
  stored: StoredWitnessLine[];
  /** the policy's quorum holds in the stored view */
  storedQuorum: boolean;
  witnessed: WitnessedCheckpoint[];
}

/** Each witness's smallest cosigned size above `index` (stored id → size, time), for the log key `keyId`. */
async function firstCovering(keyId: string, index: number): Promise<Map<string, { size: number; time: number }>> {
  const rows = await withSql((sql) =>
    sql.all<{ witness: string; size: number; time: unknown }>(
      'SELECT c."witness", c."size", c."time" FROM "LogCosignature" c WHERE c."keyId" = ? AND c."size" = (SELECT MIN(d."size") FROM "LogCosignature" d WHERE d."keyId" = c."keyId" AND d."witness" = c."witness" AND d."size" > ?)',
      [keyId, index],
    ),
  );
  return new Map(rows.map((r) => [r.witness, { size: Number(r.size), time: timeOf(r.time).getTime() }]));
}

/** The checkpoint of `size` with every cosignature of the policy's witnesses kept for it, and its consistency proof with the tree of `own` entries. */
async function witnessedAt(keyId: string, policy: Policy, size: number, own: number): Promise<WitnessedCheckpoint | null> {
  const ids = new Set(policy.witnesses.map(witnessId));
  const lines = await withSql((sql) => sql.all<{ witness: string; line: string }>('SELECT "witness", "line" FROM "LogCosignature" WHERE "keyId" = ? AND "size" = ?', [keyId, size]));
  const cp = await storedWith(keyId, size, lines.filter((l) => ids.has(l.witness)).map((l) => l.line));
  if (!cp) return null;
  return { checkpoint: cp.note, consistency: size === own ? [] : await consistencyProofHex(Math.min(size, own), Math.max(size, own)) };
}

/** The witness lines of the proof page whose document's own log part is `part`; null without a policy. */
export async function proofWitnesses(part: LogPart): Promise<ProofWitnesses | null> {
  const { policy, text } = witnessConfig();
  if (!policy || text === undefined) return null;
  const body = parseCheckpoint(part.checkpoint);
  const signer = await logSigner();
  const first = await firstCovering(signer.keyId, part.index);
  const stored = policy.witnesses.map((w): StoredWitnessLine => {
    const c = first.get(witnessId(w));
    return { name: w.name, size: c?.size ?? null, time: c?.time ?? null };
  });
  const sizes = [...new Set(stored.flatMap((s) => (s.size === null ? [] : [s.size])))];
  const witnessed = typeof body === 'string' ? [] : (await Promise.all(sizes.map((s) => witnessedAt(signer.keyId, policy, s, body.size)))).filter((w) => w !== null);
  const cosigned = new Set(stored.filter((s) => s.size !== null).map((s) => s.name));
  return { policy: text, quorum: policy.quorum, stored, storedQuorum: quorumMet(policy, cosigned), witnessed };
}

