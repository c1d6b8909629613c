// The fairness statistics (../shared/spec/stats.md) in the database: counters by table and cell
// (`StatsCount`), added to by every reveal in the reveal's own transaction, read by
// `GET /api/v1/stats` and the stats page, recounted from scratch by `npm run stats:rebuild`.
//
//   - What one revealed proof adds is lib/stats' Tally (dispatching through lib/fair's registry,
//     COUNTS): its recomputed outcomes when its verdict is verified (or computed), else one
//     `excluded`.
//   - The store's reveal adds its tally with `countReveal` inside its transaction; the counters are
//     written once per transaction just before COMMIT (lib/db/lock.ts' `beforeCommit`): on SQLite
//     a group commit's reveals are added up and written together.
//   - On PostgreSQL each reveal is its own transaction; they would queue on the same hot rows' locks
//     until each COMMIT. The counters are sharded instead: a reveal writes shard (proof id mod 64:
//     reveals in flight together have nearby ids, so they rarely share one), reads sum the shards.
//     SQLite has one writer and uses shard 0.
//   - Reads are cached per process (stats change on every reveal, yet a page of counts read by many
//     is the same): the cache is dropped when this process commits a reveal and kept at most
//     CACHE_MS otherwise — what other processes (WEB_CONCURRENCY, commands) committed shows within it.

import { parseProof, signatureOk, verdictOf, verifyProof, type Report, type SignatureCheck } from '../fair/index.ts';
import { settingOr } from '../config.ts';
import { summarize } from '../stats/summary.ts';
import { isCounted, Tally, type CountRow } from '../stats/tally.ts';
import { COUNTERS, TABLES } from '../stats/tables.ts';
import type { StatsBody } from '../stats/types.ts';
import { isSession, publicDocument, type DocumentLogParts, type HandColumns, type ProofColumns } from './document.ts';
import { beforeCommit, inSqlTransaction, withSql } from './lock.ts';
import { verifierKey } from './log/index.ts';
import { processWide } from './process-wide.ts';
import { timeOf, type Sql } from './sql.ts';
import { strongEtag } from '../site/etag.ts';

/** Shards of a counter on PostgreSQL (see above). */
export const SHARDS = 64;

/** The counters' row that says they cover every revealed proof (see prisma/models.prisma). */
const BUILT = 'built';

/** `GET /api/v1/stats` before the counts of an existing database were rebuilt (answered 503). */
export class StatsNotBuiltError extends Error {
  constructor() {
    super('the statistics of this database have not been counted yet: run npm run stats:rebuild (npm start does)');
    this.name = 'StatsNotBuiltError';
  }
}

// ─── writing ───────────────────────────────────────────────────────────────

const UPSERT = 'ON CONFLICT ("name", "cell", "shard") DO UPDATE SET "count" = "StatsCount"."count" + excluded."count"';

/**
 * Adds `rows` to the counters of `shard`, on any Sql (Prisma's raw queries too: the bulk writers):
 * multi-row statements of up to 200 rows.
 */
export async function addCounts(sql: Sql, rows: readonly CountRow[], shard = 0): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const cast = sql.provider === 'postgres' ? '?::bigint' : '?';
    await sql.run(
      `INSERT INTO "StatsCount" ("name", "cell", "shard", "count") VALUES ${chunk.map(() => `(?, ?, ?, ${cast})`).join(', ')} ${UPSERT}`,
      chunk.flatMap((r) => [r.name, r.cell, shard, r.count]),
    );
  }
}

/**
 * {@link addCounts} on the store's plain-SQL connections (the reveal's hot path), with statements of
 * one fixed text whatever the number of rows — prepared once: on SQLite one row per run (synchronous,
 * microseconds each); on PostgreSQL one statement over arrays (node-postgres sends them as such).
 */
async function addCountsHot(sql: Sql, rows: readonly CountRow[], shard: number): Promise<void> {
  if (rows.length === 0) return;
  if (sql.provider === 'postgres') {
    await sql.run(
      `INSERT INTO "StatsCount" ("name", "cell", "shard", "count") SELECT "n", "c", ?::int, "k" FROM unnest(?::text[], ?::int[], ?::bigint[]) AS t("n", "c", "k") ${UPSERT}`,
      [shard, rows.map((r) => r.name), rows.map((r) => r.cell), rows.map((r) => r.count)],
    );
    return;
  }
  for (const r of rows) await sql.run(`INSERT INTO "StatsCount" ("name", "cell", "shard", "count") VALUES (?, ?, ?, ?) ${UPSERT}`, [r.name, r.cell, shard, r.count]);
}

/** This transaction's reveals, added up; written once, before its COMMIT. */
class PendingCounts {
  readonly tally = new Tally();
  shard = 0;
  run(sql: Sql): Promise<void> {
    return addCountsHot(sql, this.tally.rows(), this.shard);
  }
}

/**
 * Counts a reveal being written in the transaction of `sql` (the store's reveal): `counts` are its
 * tally's rows (Tally.addRevealed with the verdict stored, lib/db/reveal-check.ts). Call it last,
 * after the reveal's own write: the counters are written just before the transaction commits, with
 * those of the other reveals of the same group commit.
 */
export function countReveal(sql: Sql, proofId: number, counts: readonly CountRow[]): void {
  // bench:stats only (publishing with and without the counting): the counters then miss reveals
  if (!settingOr('FAIR_STATS_COUNTING')) return;
  const pending = beforeCommit(sql, 'stats', () => new PendingCounts());
  if (sql.provider === 'postgres') pending.shard = proofId % SHARDS;
  pending.tally.addRows(counts);
}

// ─── reading ───────────────────────────────────────────────────────────────

/** The per-process cache of the served statistics. */
interface Cache {
  /** bumped by every change this process commits: a read begun before it is not kept */
  generation: number;
  value: Served | null;
  /** the read under way, shared by the requests that arrive meanwhile (of that generation) */
  reading: { generation: number; promise: Promise<Served> } | null;
}
/** `counters`: the plain counters beside the tables (lib/stats/tables.ts' COUNTERS), for /stats only */
type Served = { at: number; body: StatsBody; counters: Record<string, number>; json: Uint8Array<ArrayBuffer>; etag: string };
const cache = processWide('stats-cache', (): Cache => ({ generation: 0, value: null, reading: null }));

/** How long a process serves its cached statistics without reading them again (changes by other processes). */
export const CACHE_MS = 1000;

/** Drops this process's cached statistics: a reveal it made has committed (the store calls it). */
export function statsChanged(): void {
  cache.generation++;
  cache.value = null;
}

/** Sums of every counter, by name and cell. */
async function readCounters(sql: Sql): Promise<Map<string, number[]>> {
  const rows = await sql.all<{ name: string; cell: number; count: unknown }>(
    'SELECT "name", "cell", SUM("count") AS "count" FROM "StatsCount" GROUP BY "name", "cell"',
  );
  const out = new Map<string, number[]>();
  for (const r of rows) {
    let a = out.get(r.name);
    if (!a) out.set(r.name, (a = []));
    a[Number(r.cell)] = Number(r.count);
  }
  return out;
}

/** The served shape from the counters' sums: every table of TABLES, zeros where nothing was counted. */
function bodyOf(counters: ReadonlyMap<string, number[]>): StatsBody {
  const tables: StatsBody['tables'] = {};
  for (const def of TABLES) {
    const got = counters.get(def.name) ?? [];
    tables[def.name] = summarize(def, Array.from({ length: def.cells }, (_, i) => got[i] ?? 0));
  }
  return { counted: counters.get('counted')?.[0] ?? 0, excluded: counters.get('excluded')?.[0] ?? 0, tables };
}

/** Every plain counter's sum (zero where nothing was counted). */
const countersOf = (counters: ReadonlyMap<string, number[]>): Record<string, number> => Object.fromEntries(COUNTERS.map((c) => [c, counters.get(c)?.[0] ?? 0]));

/** The statistics with their JSON and ETag, from this process's cache when fresh (see above). */
export function readStatsJson(): Promise<Served> {
  const hit = cache.value;
  if (hit && Date.now() - hit.at < CACHE_MS) return Promise.resolve(hit);
  const generation = cache.generation;
  if (cache.reading?.generation === generation) return cache.reading.promise;
  const reading = { generation, promise: readServed(generation) };
  cache.reading = reading;
  const done = () => {
    if (cache.reading === reading) cache.reading = null;
  };
  reading.promise.then(done, done);
  return reading.promise;
}

async function readServed(generation: number): Promise<Served> {
  const at = Date.now();
  const counters = await withSql(readCounters);
  if (!counters.get(BUILT)?.[0]) throw new StatsNotBuiltError();
  const body = bodyOf(counters);
  const json = new TextEncoder().encode(JSON.stringify(body));
  const value = { at, body, counters: countersOf(counters), json, etag: strongEtag(json) };
  if (cache.generation === generation) cache.value = value;
  return value;
}

/**
 * The fairness statistics as `GET /api/v1/stats` serves them (../shared/spec/stats.md): every table,
 * its counts, n, chi-square, df and p.
 * @throws StatsNotBuiltError on a database whose revealed proofs have not been counted yet
 */
export async function readStats(): Promise<StatsBody> {
  return (await readStatsJson()).body;
}

/** What /stats shows: the statistics as served and the plain counters beside them (the share of Telegram dice). */
export async function readStatsPage(): Promise<{ body: StatsBody; counters: Readonly<Record<string, number>> }> {
  const { body, counters } = await readStatsJson();
  return { body, counters };
}

// ─── recount from scratch ──────────────────────────────────────────────────

const PROOF_COLUMNS =
  '"id", "scheme", "game", "status", "verdict", "commitment", "commitB", "clientSeeds", "count", "params", "serverSeed", "seedB", "recorded", "committedAt", "revealedAt", "logParts"';
const HAND_COLUMNS = '"proofId", "n", "seats", "handCommitment", "root", "committedAt", "logIndex"';

type RevealedRow = Omit<ProofColumns, 'committedAt' | 'revealedAt'> & { committedAt: unknown; revealedAt: unknown; verdict: string | null; logParts: string | null };

/** One proof's recount: its verdict and report recomputed from the document as served. */
export interface Recounted {
  id: number;
  /** the verdict stored at its reveal (the list endpoint's) */
  stored: string | null;
  /** the verdict of the served document, log parts included, verified with the site's key */
  verdict: string;
  report: Report;
}

/**
 * Signature checks remembered across documents: the proofs revealed together share a checkpoint,
 * and an Ed25519 check is the costliest step of verifying one.
 */
function rememberedSignatures(): SignatureCheck {
  const seen = new Map<string, boolean>();
  const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
  return (sig, msg, key) => {
    const k = `${hex(sig)}:${hex(key)}:${hex(msg)}`;
    let ok = seen.get(k);
    if (ok === undefined) {
      ok = signatureOk(sig, msg, key);
      if (seen.size > 10_000) seen.clear();
      seen.set(k, ok);
    }
    return ok;
  };
}

/** Recounts the revealed proofs of `rows` (with their hands) from their served documents. */
/**
 * Whether a document's frozen log parts were signed under the log's present origin: parts frozen
 * under a key since rotated (docs/operations.md) need that old key, so the recount leaves them out
 * and counts the proof by its outcomes and commitment, as its reveal did.
 */
function signedAs(log: DocumentLogParts, origin: string): boolean {
  const part = (log.log ?? Object.values(log.hands)[0]) as { checkpoint?: unknown } | undefined;
  return typeof part?.checkpoint !== 'string' || part.checkpoint.slice(0, part.checkpoint.indexOf('\n')) === origin;
}

function recount(rows: readonly RevealedRow[], hands: readonly (HandColumns & { proofId: number })[], vkey: string, signatures: SignatureCheck): Recounted[] {
  const origin = vkey.slice(0, vkey.indexOf('+'));
  const byProof = new Map<number, HandColumns[]>();
  for (const h of hands) {
    const list = byProof.get(Number(h.proofId)) ?? [];
    list.push({ ...h, committedAt: timeOf(h.committedAt) });
    byProof.set(Number(h.proofId), list);
  }
  return rows.map((r) => {
    const row: ProofColumns = { ...r, committedAt: timeOf(r.committedAt), revealedAt: r.revealedAt === null ? null : timeOf(r.revealedAt) };
    const log = r.logParts === null ? null : (JSON.parse(r.logParts) as DocumentLogParts);
    const doc = publicDocument(row, byProof.get(r.id) ?? [], log && signedAs(log, origin) ? log : null);
    const report = verifyProof(parseProof(doc), { vkey, signatures });
    return { id: r.id, stored: r.verdict, verdict: verdictOf(report), report };
  });
}

/** Reads and recounts the revealed proofs with ids in `ids`, or after `after` (`limit` of them). */
async function recountBatch(sql: Sql, where: { ids: readonly number[] } | { after: number; limit: number }, vkey: string, signatures: SignatureCheck): Promise<Recounted[]> {
  const rows =
    'ids' in where
      ? await sql.all<RevealedRow>(
          `SELECT ${PROOF_COLUMNS} FROM "Proof" WHERE "status" = 'revealed' AND "id" IN (${where.ids.map(() => '?').join(', ')}) ORDER BY "id"`,
          where.ids,
        )
      : await sql.all<RevealedRow>(`SELECT ${PROOF_COLUMNS} FROM "Proof" WHERE "status" = 'revealed' AND "id" > ? ORDER BY "id" LIMIT ?`, [where.after, where.limit]);
  const sessions = rows.filter((r) => isSession(r.scheme)).map((r) => r.id);
  const hands = sessions.length
    ? await sql.all<HandColumns & { proofId: number }>(`SELECT ${HAND_COLUMNS} FROM "PokerHand" WHERE "proofId" IN (${sessions.map(() => '?').join(', ')}) ORDER BY "proofId", "n"`, sessions)
    : [];
  return recount(rows, hands, vkey, signatures);
}

export interface RebuildResult {
  counted: number;
  excluded: number;
  /** proofs whose served document's verdict differs from the one stored at their reveal */
  disagreeing: { id: number; stored: string | null; verdict: string }[];
}

/**
 * Counts every revealed proof again from scratch — each document as served (log parts included)
 * verified with the site's key, its recomputed outcomes counted — and replaces the counters.
 * Works beside a running site: the proofs are read and verified in batches outside any lock; then
 * one short write transaction (PostgreSQL: with the counters' table locked against reveals) lists
 * the revealed ids again, recounts those revealed meanwhile, and writes the counters.
 * @param progress - told how many proofs were recounted, after each batch
 */
export async function rebuildStats(progress: (done: number) => void = () => undefined): Promise<RebuildResult> {
  const { tally, seen, take, vkey, signatures, disagreeing } = await recountAll(progress);
  await inSqlTransaction(async (sql) => {
    // PostgreSQL: a reveal that has not written its counts yet waits for this transaction and adds
    // them after it; one that has, is waited for (its proof is then revealed for the reads below).
    if (sql.provider === 'postgres') await sql.run('LOCK TABLE "StatsCount" IN EXCLUSIVE MODE');
    const ids = (await sql.all<{ id: number }>(`SELECT "id" FROM "Proof" WHERE "status" = 'revealed'`)).map((r) => Number(r.id));
    const late = ids.filter((id) => !seen.has(id));
    const total = new Tally().merge(tally);
    for (let i = 0; i < late.length; i += 500) take(await recountBatch(sql, { ids: late.slice(i, i + 500) }, vkey, signatures), total);
    await sql.run('DELETE FROM "StatsCount"');
    await addCounts(sql, [...total.rows(), { name: BUILT, cell: 0, count: 1 }], 0);
    tally.counted = total.counted;
    tally.excluded = total.excluded;
  });
  statsChanged();
  return { counted: tally.counted, excluded: tally.excluded, disagreeing };
}

/**
 * The statistics recounted from scratch, as {@link rebuildStats} counts them, without writing them:
 * what the tests compare the served counters with (on a database no one is revealing in).
 */
export async function recountStats(): Promise<StatsBody & { disagreeing: RebuildResult['disagreeing'] }> {
  const { tally, disagreeing } = await recountAll(() => undefined);
  const counters = new Map<string, number[]>(TABLES.map((d) => [d.name, tally.countsOf(d.name)]));
  counters.set('counted', [tally.counted]);
  counters.set('excluded', [tally.excluded]);
  return { ...bodyOf(counters), disagreeing };
}

/** Every revealed proof recounted in batches (no lock held), and what the rebuild's last step needs. */
async function recountAll(progress: (done: number) => void) {
  const vkey = await verifierKey();
  const signatures = rememberedSignatures();
  const tally = new Tally();
  const seen = new Set<number>();
  const disagreeing: RebuildResult['disagreeing'] = [];
  const take = (list: readonly Recounted[], into: Tally) => {
    for (const r of list) {
      seen.add(r.id);
      into.addRevealed(r.verdict, r.report);
      if (isCounted(r.stored) !== isCounted(r.verdict)) {
        disagreeing.push({ id: r.id, stored: r.stored, verdict: r.verdict });
      }
    }
  };
  for (let after = 0; ; ) {
    const batch = await withSql((sql) => recountBatch(sql, { after, limit: 500 }, vkey, signatures));
    if (batch.length === 0) break;
    take(batch, tally);
    after = batch[batch.length - 1]!.id;
    progress(seen.size);
  }
  return { tally, seen, take, vkey, signatures, disagreeing };
}

/** True once the counters cover every revealed proof (a database migrated with revealed proofs: not before stats:rebuild). */
export async function statsBuilt(): Promise<boolean> {
  const [row] = await withSql((sql) => sql.all<{ count: unknown }>(`SELECT "count" FROM "StatsCount" WHERE "name" = '${BUILT}' AND "cell" = 0`));
  return Number(row?.count ?? 0) > 0;
}
