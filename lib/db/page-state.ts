// What the page cache (lib/server/page-cache.ts) asks of a proof before it renders its page, in one
// statement: whether the proof is revealed — its page then never changes — and, with a policy of
// witnesses the site submits to (those with a URL), whether its witness lines may still change: one
// of them has not yet cosigned a checkpoint covering its log entry (docs/decisions/0016-witness-lines-cache.md).
import type { Policy } from '../fair/log/policy.ts';
import { withSql } from './lock.ts';
import { logSigner } from './log/key.ts';
import { witnessConfig, witnessId } from './log/policy.ts';
import { isProofId } from './proofs.ts';

/** `revealed`: the page never changes; `witnessing`: revealed, but a witness line may still change; null: committed, or no such proof. */
export type ProofPageState = 'revealed' | 'witnessing' | null;

/** A witness (its stored id, the second parameter) cosigned a checkpoint beyond the entry: a seek on LogCosignature's key. */
const COSIGNED = 'EXISTS (SELECT 1 FROM "LogCosignature" AS "c" WHERE "c"."keyId" = ? AND "c"."size" > "Proof"."logIndex" AND "c"."witness" = ?)';

/** Proof `id`'s page state (see above); the policy is the site's unless given. */
export async function proofPageState(id: number, policy: Policy | null = witnessConfig().policy): Promise<ProofPageState> {
  if (!isProofId(id)) return null;
  const submitted = (policy?.witnesses ?? []).filter((w) => w.url !== undefined).map(witnessId);
  // a proof without a log entry has no witness lines to wait for
  const witnessing = submitted.length === 0 ? '0' : `CASE WHEN "logIndex" IS NOT NULL AND NOT (${submitted.map(() => COSIGNED).join(' AND ')}) THEN 1 ELSE 0 END`;
  const keyId = submitted.length === 0 ? '' : (await logSigner()).keyId;
  const params = [...submitted.flatMap((w) => [keyId, w]), id];
  const [row] = await withSql((sql) => sql.all<{ status: string; witnessing: unknown }>(`SELECT "status", ${witnessing} AS "witnessing" FROM "Proof" WHERE "id" = ?`, params));
  if (row?.status !== 'revealed') return null;
  return Number(row.witnessing) === 1 ? 'witnessing' : 'revealed';
}
