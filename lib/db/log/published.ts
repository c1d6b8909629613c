// Which checkpoint the open log shows (log.md, "Tiles" and "Carrying a proof away"): the newest one
// that meets the witness policy's quorum, carrying its cosignatures — else the newest signed one.
//
// THE SEAM for the witnesses: `witnessedCheckpoint` is where the stored cosignatures come in. Until
// the site submits its checkpoints to witnesses (FAIR_LOG_POLICY), no checkpoint is witnessed and
// everything below serves the newest signed checkpoint, as log.md says for a site without a policy.
import { latestCheckpoint, type Checkpoint } from './index.ts';

/**
 * The newest checkpoint of at least `minSize` entries whose stored cosignatures meet the policy's
 * quorum, its note carrying them after the log's signature; null when none does (or no policy is set).
 */
export async function witnessedCheckpoint(minSize = 0): Promise<Checkpoint | null> {
  void minSize;
  return null;
}

/** `/log/checkpoint` (and `/api/v1/log/checkpoint`): the newest witnessed checkpoint, else the newest signed one. */
export async function publishedCheckpoint(): Promise<Checkpoint> {
  return (await witnessedCheckpoint()) ?? latestCheckpoint();
}

/** The checkpoint a carried proof of entries below `minSize` is made against: the newest witnessed one covering them, else the newest signed one (signed now if needed). */
export async function checkpointCovering(minSize: number): Promise<Checkpoint> {
  return (await witnessedCheckpoint(minSize)) ?? latestCheckpoint(minSize);
}
