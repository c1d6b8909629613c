// Which checkpoint the open log shows (log.md, "Tiles" and "Carrying a proof away"): the newest one
// that meets the witness policy's quorum, carrying its cosignatures — else the newest signed one.
//
// The witnessed one comes from the cosignatures the witnesses of FAIR_LOG_POLICY sent back
// (./witnesses.ts); without a policy, or before any checkpoint met its quorum, the newest signed
// checkpoint is served, as log.md says.
import { latestCheckpoint, type Checkpoint } from './index.ts';
import { witnessedCheckpoint } from './witnesses.ts';

export { witnessedCheckpoint };

/** `/log/checkpoint` (and `/api/v1/log/checkpoint`): the newest witnessed checkpoint, else the newest signed one. */
export async function publishedCheckpoint(): Promise<Checkpoint> {
  return (await witnessedCheckpoint()) ?? latestCheckpoint();
}

/** The checkpoint a carried proof of entries below `minSize` is made against: the newest witnessed one covering them, else the newest signed one (signed now if needed). */
export async function checkpointCovering(minSize: number): Promise<Checkpoint> {
  return (await witnessedCheckpoint(minSize)) ?? latestCheckpoint(minSize);
}
