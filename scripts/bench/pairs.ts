import type { Request as CannonRequest } from 'autocannon';
import { freshProof } from '../../lib/db/seed/volume.ts';

/** Rolls in each benchmark proof (a short backgammon game). */
export const PAIR_ROLLS = 30;

/**
 * autocannon's requests for commit+reveal pairs, chained per connection: POST /api/v1/proofs with a
 * fresh commitment, then POST …/reveal with its seed (a failed commit starts over). `counter`
 * counts the pairs revealed and the answers that were not the expected 201 / 200.
 */
export function pairRequests(token: string, counter: { pairs: number; bad: number }): CannonRequest[] {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return [
    {
      method: 'POST',
      path: '/api/v1/proofs',
      headers,
      setupRequest: (req, ctx) => {
        const { commit, reveal } = freshProof(PAIR_ROLLS);
        ctx.reveal = JSON.stringify(reveal);
        ctx.id = undefined;
        return { ...req, body: JSON.stringify(commit) };
      },
      onResponse: (status, body, ctx) => {
        if (status === 201) ctx.id = (JSON.parse(body) as { id: number }).id;
        else counter.bad++;
      },
    },
    {
      method: 'POST',
      headers,
      // No id (the commit failed): start over with a new commit.
      setupRequest: (req, ctx) => (ctx.id === undefined ? null : { ...req, path: `/api/v1/proofs/${String(ctx.id)}/reveal`, body: ctx.reveal as string }),
      onResponse: (status) => {
        if (status === 200) counter.pairs++;
        else counter.bad++;
      },
    },
  ];
}
