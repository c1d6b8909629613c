import { z } from 'zod';
import { bodyValue, handle, json, readJson, requirePublisher, ApiError } from '@/lib/api/http';
import { GAMES, proofUrl, summaryJson } from '@/lib/api/views';
import { listProofs, MAX_LIST_LIMIT } from '@/lib/db/proofs';
import { commitProof } from '@/lib/db/store';

/** Commit: a proof document without seeds, before play. */
export function POST(req: Request) {
  return handle(async () => {
    const publisher = await requirePublisher(req);
    const body = bodyValue(await readJson(req));
    const { id, created } = await commitProof(publisher, body);
    return json({ id, url: proofUrl(id) }, created ? 201 : 200);
  });
}

const digits = z.string().regex(/^[0-9]{1,15}$/, 'expected a whole number of at most 15 digits').transform(Number);
const ListQuery = z.object({
  before: digits.pipe(z.number().int().min(1, 'expected a number from 1')).optional(),
  limit: digits.pipe(z.number().int().min(1, `expected 1 to ${MAX_LIST_LIMIT}`).max(MAX_LIST_LIMIT, `expected 1 to ${MAX_LIST_LIMIT}`)).optional(),
  game: z.enum(GAMES, { error: `expected one of ${GAMES.join(', ')}` }).optional(),
  commitment: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'expected the SHA-256 commitment as 64 hex digits')
    .transform((hex) => hex.toLowerCase())
    .optional(),
});
const QUERY_KEYS = ['before', 'limit', 'game', 'commitment'] as const;

/** The public list: newest first, paged by key; `commitment` finds the proofs sealed with it. */
export function GET(req: Request) {
  return handle(async () => {
    const params = new URL(req.url).searchParams;
    const parsed = ListQuery.safeParse(Object.fromEntries(QUERY_KEYS.flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : []))));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError('invalid_input', issue?.message ?? 'invalid query', String(issue?.path[0] ?? 'query'));
    }
    const { before, limit = 20, game, commitment } = parsed.data;
    const page = await listProofs({ before, limit, game, commitment });
    const next =
      page.nextBefore === null
        ? null
        : `/api/v1/proofs?${new URLSearchParams({ before: String(page.nextBefore), limit: String(limit), ...(game ? { game } : {}), ...(commitment ? { commitment } : {}) })}`;
    return json({ items: page.items.map(summaryJson), next }, 200, { 'Cache-Control': 'no-cache' });
  });
}
