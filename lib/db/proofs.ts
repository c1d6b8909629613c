// Named reads of published proofs. Pages and API routes call these; they
// never build queries themselves. Lists page by key on the public id (newest
// first, `before` exclusive), never with OFFSET. The reads every API call and
// page makes are plain SQL (lib/db/sql.ts).
import { allTelegram, TELEGRAM_SCHEME } from '../fair/schemes/dice-tally.ts';
import { seedCommitments } from '../fair/schemes/index.ts';
import { getDb } from './client.ts';
import { isSession, publicDocument, type DocumentLogParts, type HandColumns, type Json, type ProofColumns } from './document.ts';
import { exclusive, withSql } from './lock.ts';
import { currentLogParts } from './log/index.ts';
import { timeOf, type Sql } from './sql.ts';

export type ProofStatus = 'committed' | 'revealed';
export type ProofVerdict = 'verified' | 'failed';

/** What a list shows — exactly the public API's `items`. */
export interface ProofSummary {
  id: number;
  scheme: string;
  game: string;
  status: ProofStatus;
  committedAt: Date;
  revealedAt: Date | null;
  verdict: ProofVerdict | null;
}

export interface ProofPage {
  items: ProofSummary[];
  /** Pass as `before` to get the next (older) page; null on the last page. */
  nextBefore: number | null;
}

/** A published proof as the public sees it. */
export interface PublicProof {
  id: number;
  scheme: string;
  game: string;
  status: ProofStatus;
  verdict: ProofVerdict | null;
  committedAt: Date;
  revealedAt: Date | null;
  /** the public proof document (no seed while committed), with its commitment-log parts */
  document: Json;
}

export const MAX_LIST_LIMIT = 100;
export const DEFAULT_LIST_LIMIT = 20;
/** Largest id a 32-bit Int column holds (both providers). */
export const MAX_ID = 2_147_483_647;

/** True for a number that can be a proof's public id. */
export const isProofId = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID;

const SUMMARY_COLUMNS = '"id", "scheme", "game", "status", "committedAt", "revealedAt", "verdict"';
const PROOF_COLUMNS =
  '"id", "scheme", "game", "status", "verdict", "commitment", "commitB", "clientSeeds", "count", "params", "serverSeed", "seedB", "recorded", "committedAt", "revealedAt", "logIndex", "logParts"';
const HAND_COLUMNS = '"n", "seats", "handCommitment", "root", "committedAt", "logIndex"';

type Stored<T> = Omit<T, 'committedAt' | 'revealedAt'> & { committedAt: unknown; revealedAt?: unknown };
/** Stored times as Dates (SQLite returns Prisma's ISO text, PostgreSQL a Date). */
function withTimes<T extends { committedAt: Date; revealedAt?: Date | null }>(row: Stored<T>): T {
  return {
    ...row,
    committedAt: timeOf(row.committedAt),
    ...('revealedAt' in row ? { revealedAt: row.revealedAt === null || row.revealedAt === undefined ? null : timeOf(row.revealedAt) } : {}),
  } as T;
}

/** Number of proofs, optionally of one game. */
export async function countProofs(opts: { game?: string } = {}): Promise<number> {
  return exclusive(() => getDb().proof.count({ where: opts.game ? { game: opts.game } : {} }));
}

/**
 * How many proofs there are, the newest one's number and the home page's example
 * number (null when there is none yet), in one read. The example is the newest
 * proof whose verdict is "verified" — with `npm start`'s demo set, one of the demo
 * proofs, which shows a new visitor a whole, checked game — or the newest proof
 * when none is verified yet.
 */
export async function proofTotals(): Promise<{ count: number; newest: number | null; example: number | null }> {
  const [row] = await withSql((sql) =>
    sql.all<{ n: number; newest: number | null; example: number | null }>(
      `SELECT COUNT(*) AS "n", MAX("id") AS "newest",
        (SELECT "id" FROM "Proof" WHERE "verdict" = 'verified' ORDER BY "id" DESC LIMIT 1) AS "example" FROM "Proof"`,
    ),
  );
  const newest = row?.newest ?? null;
  return { count: Number(row?.n ?? 0), newest, example: row?.example ?? newest };
}

/** What a list may be narrowed to. */
export interface ProofFilter {
  game?: string;
  /** the verdict at the reveal: committed proofs have none */
  verdict?: ProofVerdict;
  /** lowercase hex SHA-256 of the server seed: the seal a player's app showed before the game */
  commitment?: string;
}

/**
 * Newest proofs first. `limit` 1..100 (default 20); `before`: only ids below
 * it (exclusive); `game`, `verdict`, `commitment`: only those (each indexed).
 */
export async function listProofs(opts: ProofFilter & { limit?: number; before?: number } = {}): Promise<ProofPage> {
  const limit = opts.limit ?? DEFAULT_LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
    throw new RangeError(`limit must be an integer from 1 to ${MAX_LIST_LIMIT}`);
  }
  if (opts.before !== undefined && !(Number.isSafeInteger(opts.before) && opts.before >= 1)) {
    throw new RangeError('before must be a positive integer');
  }
  // Every id is below a `before` beyond the Int range (which the database would refuse).
  const before = opts.before !== undefined && opts.before <= MAX_ID ? opts.before : undefined;
  const conditions: [string, string | number | undefined][] = [
    ['"game" = ?', opts.game],
    ['"verdict" = ?', opts.verdict],
    ['"commitment" = ?', opts.commitment],
    ['"id" < ?', before],
  ];
  const used = conditions.filter(([, value]) => value !== undefined);
  const where = used.map(([sql]) => sql);
  const params = [...used.map(([, value]) => value as string | number), limit + 1];
  const rows = await withSql((sql) =>
    sql.all<Stored<ProofSummary>>(
      `SELECT ${SUMMARY_COLUMNS} FROM "Proof"${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY "id" DESC LIMIT ?`,
      params,
    ),
  );
  const more = rows.length > limit;
  const items = (more ? rows.slice(0, limit) : rows).map((r) => withTimes<ProofSummary>(r));
  return { items, nextBefore: more ? (items[items.length - 1]?.id ?? null) : null };
}

/**
 * The proofs a pasted 64-hex value names: those it seals (their commitment) or else those whose
 * server seed it is — the app shows the seed after the game, and players paste that too: hashed
 * as each registered scheme commits to a seed (the registry's seed fields: bytes or text).
 */
export async function proofsNamedByHex(hex: string, limit = 20): Promise<ProofSummary[]> {
  for (const commitment of [hex, ...seedCommitments(hex)]) {
    const { items } = await listProofs({ commitment, limit });
    if (items.length) return items;
  }
  return [];
}

type ProofRow = ProofColumns & { verdict: string | null; logIndex: number | null; logParts: string | null };

/**
 * One proof's row (PROOF_COLUMNS and `extra`, more columns of "Proof" for the caller) and, for a
 * session, its hands: one statement for every other scheme. Undefined when there is none.
 */
export async function readProofRow<Extra extends object = object>(
  sql: Sql,
  id: number,
  extra = '',
): Promise<{ row: ProofRow & Extra; hands: HandColumns[] } | undefined> {
  const [row] = await sql.all<Stored<ProofRow & Extra>>(`SELECT ${PROOF_COLUMNS}${extra} FROM "Proof" WHERE "id" = ?`, [id]);
  if (!row) return undefined;
  // Only a session has hands: no second query for the other schemes.
  const hands = isSession(row.scheme) ? await sql.all<Stored<HandColumns>>(`SELECT ${HAND_COLUMNS} FROM "PokerHand" WHERE "proofId" = ? ORDER BY "n"`, [id]) : [];
  return { row: withTimes<ProofRow & Extra>(row), hands: hands.map((h) => withTimes<HandColumns>(h)) };
}

/** The public view of a row readProofRow read. */
export async function publicProofOf(row: ProofRow, hands: readonly HandColumns[]): Promise<PublicProof> {
  // Log parts: a revealed document's were frozen at its reveal (it never changes); a committed
  // one's are proven against the newest signed checkpoint now.
  const log: DocumentLogParts | null =
    row.status === 'revealed'
      ? row.logParts === null
        ? null
        : (JSON.parse(row.logParts) as DocumentLogParts)
      : await currentLogParts(row.logIndex, hands);
  return {
    id: row.id,
    scheme: row.scheme,
    game: row.game,
    status: row.status === 'revealed' ? 'revealed' : 'committed',
    verdict: row.verdict === 'verified' || row.verdict === 'failed' ? row.verdict : null,
    committedAt: row.committedAt,
    revealedAt: row.revealedAt,
    document: publicDocument(row, hands, log),
  };
}

/** The public view of one proof, or null (also for ids that cannot exist: 0, -1, 1.5, > 2^31-1). */
export async function getPublicProof(id: number): Promise<PublicProof | null> {
  if (!isProofId(id)) return null;
  const found = await withSql((sql) => readProofRow(sql, id));
  return found ? publicProofOf(found.row, found.hands) : null;
}

/** At most this many other proofs are named beside a reused commitment (the page says how many more). */
export const SAME_COMMITMENT_SHOWN = 20;

/**
 * The other proofs published with the same commitment as proof `id` — one server seed serving
 * several games (issue #21): ascending ids, at most `shown`, and how many in
 * all. One query on the `Proof.commitment` index (a second, counting, only past that many).
 */
export async function sameCommitment(id: number, shown = SAME_COMMITMENT_SHOWN): Promise<{ ids: number[]; total: number }> {
  if (!isProofId(id)) return { ids: [], total: 0 };
  return withSql((sql) => sameCommitmentIn(sql, id, shown));
}

/** sameCommitment's statements, in a read under way (lib/db/proof-page.ts). */
export async function sameCommitmentIn(sql: Sql, id: number, shown: number): Promise<{ ids: number[]; total: number }> {
  const same = '"commitment" = (SELECT "commitment" FROM "Proof" WHERE "id" = ?) AND "id" <> ?';
  const rows = await sql.all<{ id: number }>(`SELECT "id" FROM "Proof" WHERE ${same} ORDER BY "id" LIMIT ?`, [id, id, shown + 1]);
  const ids = rows.map((r) => Number(r.id));
  if (ids.length <= shown) return { ids, total: ids.length };
  const [n] = await sql.all<{ n: unknown }>(`SELECT COUNT(*) AS "n" FROM "Proof" WHERE ${same}`, [id, id]);
  return { ids: ids.slice(0, shown), total: Number(n?.n) };
}

/**
 * The verified dice proofs among `items` whose every die Telegram threw: verified by their
 * commitment alone, so a list reads them "revealed" as their pages do (allTelegram, issue #21).
 */
export async function telegramOnly(items: readonly ProofSummary[]): Promise<Set<number>> {
  const ids = items.filter((p) => p.scheme === TELEGRAM_SCHEME && p.verdict === 'verified').map((p) => p.id);
  if (ids.length === 0) return new Set();
  const rows = await withSql((sql) =>
    sql.all<{ id: number; count: number | null; params: string | null }>(
      `SELECT "id", "count", "params" FROM "Proof" WHERE "id" IN (${ids.map(() => '?').join(', ')})`,
      ids,
    ),
  );
  const thrown = (params: string | null): number => {
    const telegram = params ? (JSON.parse(params) as { telegram?: unknown }).telegram : undefined;
    return Array.isArray(telegram) ? telegram.length : 0;
  };
  return new Set(rows.filter((r) => allTelegram({ dice: r.count ?? 0, telegram: thrown(r.params), compared: 0 })).map((r) => r.id));
}

/** True when a proof has this public number (the lookup box asks before it opens the page). */
export async function proofExists(id: number): Promise<boolean> {
  if (!isProofId(id)) return false;
  const rows = await withSql((sql) => sql.all<{ id: number }>('SELECT "id" FROM "Proof" WHERE "id" = ?', [id]));
  return rows.length > 0;
}
