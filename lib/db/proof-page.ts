// What a proof's page shows from the database, in one read (issue #22): the proof with its session's
// hands, the other proofs published with the same commitment (issue #21) and, once revealed, the
// report the store made at its reveal. One SQL statement for most proofs — the row, its report and
// whether its commitment was published again (one probe of the Proof.commitment index) together;
// a session's hands and a reused commitment's other proofs are further statements of the same
// batch (one turn through the SQLite queue, lib/db/lock.ts), only when there are any.
import { withSql } from './lock.ts';
import { isProofId, publicProofOf, readProofRow, SAME_COMMITMENT_SHOWN, sameCommitmentIn, type PublicProof } from './proofs.ts';
import type { Report } from '../fair/core.ts';

export interface ProofPageData {
  proof: PublicProof;
  /** the other proofs with this proof's commitment: ascending ids, at most SAME_COMMITMENT_SHOWN, and how many in all */
  same: { ids: number[]; total: number };
  /** the report the store made at the reveal (its outcomes recomputed from the seeds); null while committed */
  report: Report | null;
}

/** Whether another proof has the row's commitment, and the stored report of a revealed proof. */
const PAGE_COLUMNS = `, EXISTS (SELECT 1 FROM "Proof" AS "same" WHERE "same"."commitment" = "Proof"."commitment" AND "same"."id" <> "Proof"."id") AS "reused",
  CASE WHEN "status" = 'revealed' THEN "report" END AS "report"`;

/** Everything proof `id`'s page needs from the database, or null when there is no such proof. */
export async function proofPageData(id: number): Promise<ProofPageData | null> {
  if (!isProofId(id)) return null;
  const found = await withSql(async (sql) => {
    const read = await readProofRow<{ reused: unknown; report: string | null }>(sql, id, PAGE_COLUMNS);
    if (!read) return undefined;
    // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean
    const same = read.row.reused === true || read.row.reused === 1 ? await sameCommitmentIn(sql, id, SAME_COMMITMENT_SHOWN) : { ids: [], total: 0 };
    return { ...read, same };
  });
  if (!found) return null;
  const { row, hands, same } = found;
  return { proof: await publicProofOf(row, hands), same, report: row.report ? (JSON.parse(row.report) as Report) : null };
}
