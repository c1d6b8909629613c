// What the public API serves, shaped once here for the route handlers.

import { getPublicProof, type ProofSummary } from '../db/proofs.ts';
import { SCHEMES } from '../fair/index.ts';
import { strongEtag } from '../site/etag.ts';
import { ByteLru } from '../site/lru.ts';

/** Every game a proof can name, for filters and query validation: each scheme module's games, in the registry's order. */
export const GAMES = [...new Set(Object.values(SCHEMES).flatMap((m) => m.games))] as [string, ...string[]];

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

/** A proof's public JSON as the API sends it. */
export interface Served {
  /** the document's JSON, UTF-8 encoded once (sent as is on every hit) */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  revealed: boolean;
}

// Revealed proofs never change: their encoded JSON is kept, up to a memory
// budget (least recently read out first), so a proof read twice is served
// without the database, JSON.stringify, hashing or UTF-8 encoding.
const revealedCache = new ByteLru<number, Served>(64 * 1024 * 1024, 16);
const utf8 = new TextEncoder();

/** The public JSON of proof `id`, ready to send, or null. */
export async function publicProofJson(id: number): Promise<Served | null> {
  const hit = revealedCache.get(id);
  if (hit) return hit;
  const proof = await getPublicProof(id);
  if (!proof) return null;
  const body = utf8.encode(JSON.stringify(proof.document));
  const served: Served = {
    body,
    etag: strongEtag(body),
    revealed: proof.status === 'revealed',
  };
  if (served.revealed) revealedCache.set(id, served, body.byteLength);
  return served;
}
