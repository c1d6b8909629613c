// A proof a player can carry away (log.md, "Carrying a proof away"): C2SP tlog-proof@v1 of a proof's
// own entry, or of one of its poker hands', against the checkpoint published for it (./published.ts):
// the inclusion path from the stored hashes, in one read.
import { formatTlogProof } from '../../fair/log/tlog-proof.ts';
import { withSql } from '../lock.ts';
import { isProofId } from '../proofs.ts';
import { committedReader } from './index.ts';
import { checkpointCovering } from './published.ts';
import { proveInclusion } from './tree.ts';

/** Why there is no tlog-proof: no such proof, no such hand, or an entry never logged (stored before the log existed). */
export type NoTlogProof = 'no such proof' | 'no such hand' | 'not logged';

/** The log index of a proof's own entry (or of its hand `hand`'s entry); a string when there is none. */
async function entryIndex(id: number, hand: number | undefined): Promise<number | NoTlogProof> {
  if (!isProofId(id)) return 'no such proof';
  return withSql(async (sql) => {
    const [proof] = await sql.all<{ logIndex: number | null }>('SELECT "logIndex" FROM "Proof" WHERE "id" = ?', [id]);
    if (!proof) return 'no such proof';
    if (hand === undefined) return proof.logIndex === null ? 'not logged' : Number(proof.logIndex);
    // a hand's number is kept in the ids' range (store.ts addPokerHand): beyond it, no hand has it
    if (!isProofId(hand)) return 'no such hand';
    const [row] = await sql.all<{ logIndex: number | null }>('SELECT "logIndex" FROM "PokerHand" WHERE "proofId" = ? AND "n" = ?', [id, hand]);
    if (!row) return 'no such hand';
    return row.logIndex === null ? 'not logged' : Number(row.logIndex);
  });
}

/** The tlog-proof@v1 text of proof `id`'s entry (or its hand `hand`'s), or why there is none. */
export async function tlogProofOf(id: number, hand?: number): Promise<string | { none: NoTlogProof }> {
  const index = await entryIndex(id, hand);
  if (typeof index === 'string') return { none: index };
  const checkpoint = await checkpointCovering(index + 1);
  const path = await proveInclusion(index, checkpoint.size, committedReader());
  return formatTlogProof(index, path, checkpoint.note);
}
