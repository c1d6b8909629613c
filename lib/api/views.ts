// What the public API serves, shaped once here for the route handlers.
import { createHash } from 'node:crypto';

import { getPublicProof, type ProofSummary } from '../db/proofs.ts';
import { MATCH_GAMES } from '../fair/index.ts';

/** Every game a proof can name, for filters and query validation. */
export const GAMES = [...new Set(['backgammon', 'dice', ...MATCH_GAMES, 'poker', 'chess'])] as [string, ...string[]];

/** The page path of a proof (api.md: `url`). */
export const proofUrl = (id: number) => `/fair/${id}`;

export function summaryJson(p: ProofSummary) {
  return {
    id: p.id,
    scheme: p.scheme,
    game: p.game,
    status: p.status,
    committedAt: p.committedAt.toISOString(),
    revealedAt: p.revealedAt?.toISOString() ?? null,
    verdict: p.verdict,
  };
}

interface Served {
  body: string;
  etag: string;
  revealed: boolean;
}

// Revealed proofs never change: their serialized JSON is kept (bounded, oldest
// out first), so a hot proof is served without touching the database.
const revealedCache = new Map<number, Served>();
const CACHE_MAX = 5_000;

/** The public JSON of proof `id`, ready to send, or null. */
export async function publicProofJson(id: number): Promise<Served | null> {
  const hit = revealedCache.get(id);
  if (hit) return hit;
  const proof = await getPublicProof(id);
  if (!proof) return null;
  const body = JSON.stringify(proof.document);
  const served = {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    revealed: proof.status === 'revealed',
  };
  if (served.revealed) {
    if (revealedCache.size >= CACHE_MAX) revealedCache.delete(revealedCache.keys().next().value as number);
    revealedCache.set(id, served);
  }
  return served;
}
