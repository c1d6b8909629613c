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

// Revealed proofs never change: their serialized JSON is kept, up to a memory
// budget (oldest out first), so a proof read twice is served without the
// database. 64 MiB holds ~100,000 ordinary proofs.
const revealedCache = new Map<number, Served>();
const CACHE_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;

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
  if (served.revealed && body.length <= CACHE_BYTES / 16) {
    while (cachedBytes + body.length > CACHE_BYTES) {
      const [oldest, entry] = revealedCache.entries().next().value as [number, Served];
      revealedCache.delete(oldest);
      cachedBytes -= entry.body.length;
    }
    revealedCache.set(id, served);
    cachedBytes += body.length;
  }
  return served;
}
