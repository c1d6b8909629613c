// Named queries on proofs. Pages and API routes call these; they never build
// queries themselves. Listing uses key pagination on the public id (newest
// first, `before` exclusive), never OFFSET.
import { getDb } from './client.ts';
import type { Proof } from './generated/sqlite/client.ts';

export type { Proof };

export type ProofStatus = 'committed' | 'revealed';
export type ProofVerdict = 'verified' | 'failed';

/** What a list shows (and the public API's `items` carry). */
export interface ProofSummary {
  id: number;
  scheme: string;
  game: string;
  status: string;
  committedAt: Date;
  revealedAt: Date | null;
  verdict: string | null;
}

export interface ProofPage {
  items: ProofSummary[];
  /** Pass as `before` to get the next (older) page; null on the last page. */
  nextBefore: number | null;
}

export const MAX_LIST_LIMIT = 100;
export const DEFAULT_LIST_LIMIT = 20;
/** Largest id a 32-bit Int column holds (both providers). */
const MAX_ID = 2_147_483_647;

const isId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID;

const summarySelect = {
  id: true,
  scheme: true,
  game: true,
  status: true,
  committedAt: true,
  revealedAt: true,
  verdict: true,
} as const;

/** Number of proofs, optionally of one game. */
export async function countProofs(opts: { game?: string } = {}): Promise<number> {
  return getDb().proof.count({ where: opts.game ? { game: opts.game } : {} });
}

/**
 * Newest proofs first. `limit` 1..100 (default 20); `before`: only ids below
 * it (exclusive); `game`: only that game.
 */
export async function listRecentProofs(
  opts: { limit?: number; game?: string; before?: number } = {},
): Promise<ProofPage> {
  const limit = opts.limit ?? DEFAULT_LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
    throw new RangeError(`limit must be an integer from 1 to ${MAX_LIST_LIMIT}`);
  }
  if (opts.before !== undefined && !(Number.isSafeInteger(opts.before) && opts.before >= 1)) {
    throw new RangeError('before must be a positive integer');
  }
  // Every id is below a `before` beyond the Int range (which the database would refuse).
  const before = opts.before !== undefined && opts.before <= MAX_ID ? opts.before : undefined;
  const rows = await getDb().proof.findMany({
    where: {
      ...(opts.game ? { game: opts.game } : {}),
      ...(before !== undefined ? { id: { lt: before } } : {}),
    },
    orderBy: { id: 'desc' },
    take: limit + 1,
    select: summarySelect,
  });
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  return { items, nextBefore: more ? (items[items.length - 1]?.id ?? null) : null };
}

/** One proof, or null (also for ids that cannot exist: 0, -1, 1.5, NaN, > 2^31-1). */
export async function getProofById(id: number): Promise<Proof | null> {
  if (!isId(id)) return null;
  return getDb().proof.findUnique({ where: { id } });
}

/** A publisher's proof by its own `ref`, or null. */
export async function getProofByRef(publisherId: string, ref: string): Promise<Proof | null> {
  return getDb().proof.findUnique({ where: { publisherId_ref: { publisherId, ref } } });
}

export interface NewProof {
  scheme: string;
  game: string;
  commitment: string;
  /** The public document: JSON text, or a value to serialize. */
  document: string | object;
  status?: ProofStatus;
  committedAt?: Date;
  revealedAt?: Date | null;
  serverSeed?: string | null;
  verdict?: ProofVerdict | null;
  publisherId?: string | null;
  ref?: string | null;
}

/**
 * Store a new proof and return it with its id. A second proof with the same
 * (publisherId, ref) throws a unique-constraint error (see isUniqueViolation).
 */
export async function insertProof(p: NewProof): Promise<Proof> {
  return getDb().proof.create({
    data: {
      scheme: p.scheme,
      game: p.game,
      commitment: p.commitment,
      document: typeof p.document === 'string' ? p.document : JSON.stringify(p.document),
      status: p.status ?? 'committed',
      ...(p.committedAt ? { committedAt: p.committedAt } : {}),
      revealedAt: p.revealedAt ?? null,
      serverSeed: p.serverSeed ?? null,
      verdict: p.verdict ?? null,
      publisherId: p.publisherId ?? null,
      ref: p.ref ?? null,
    },
  });
}

/** True for Prisma's unique-constraint error (P2002), e.g. a repeated (publisherId, ref). */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'P2002';
}
