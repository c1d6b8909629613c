// The commitment log in the database (log.md): appends inside the store's
// write transactions, reads for the API, signed checkpoints, and the `log`
// parts of served documents. The tree math is ./tree.ts (over stored
// subtree hashes); the entry text, hashing and checkpoint format are lib/fair's.
//
// Concurrency. The log's tail has one writer at a time: on SQLite the store's
// single-writer queue already runs every write transaction alone (lib/db/lock.ts);
// on PostgreSQL a transaction-scoped advisory lock (pg_advisory_xact_lock) is
// taken before the tail is read and held until COMMIT. Entry numbers are the
// tail's size at that moment, so there are no gaps and no duplicates (the
// primary key would refuse one anyway), and the entry's time — taken after the
// lock, never before the previous entry's — never goes backwards with the index.
import { parseCheckpoint, type LogPart } from '../../fair/index.ts';
import { hexToBytes, toHex, utf8 } from '../../fair/hex.ts';
import { base64Encode } from '../../fair/log/index.ts';
import { leafHashBytes, type Hash } from '../../fair/log/tree.ts';
import { dbProvider, type Db } from '../client.ts';
import { resolveDatabase } from '../config.ts';
import { inSqlTransaction, withSql } from '../lock.ts';
import { processWide } from '../process-wide.ts';
import { ByteLru } from '../../site/lru.ts';
import { isUniqueViolation, prismaSql, timeOf as storedTime, type Sql } from '../sql.ts';
import { logSigner, type LogSigner } from './key.ts';
import {
  appendLeaves, frontierIds, proveConsistency, proveInclusion, proveMany, rootAt, type HashReader, type NodeId, type StoredNode,
} from './tree.ts';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
/** Plain SQL (lib/db/sql.ts), or a Prisma client or transaction (the bulk writers') to run it through. */
type Reader = Sql | Db | Tx;

function asSql(db: Reader): Sql {
  return 'all' in db && 'run' in db ? (db as Sql) : prismaSql(db as Db, dbProvider());
}

/** Key of the PostgreSQL advisory lock of the log's tail ("fair" in ASCII). */
const PG_TAIL_LOCK = 0x66616972;
/** A checkpoint is re-signed when the log has grown, at most this often (unless a document needs one that covers it). */
export const SIGN_INTERVAL_MS = 1000;
/** The most entries (and hashes) written by one statement. */
const WRITE_CHUNK = 1000;

export type { LogPart };

// ─── raw statements ────────────────────────────────────────────────────────
//
// The log's statements are plain SQL (lib/db/sql.ts): their shape varies with
// every call (how many hashes, which levels), and Prisma's query compiler then
// costs many times the query itself (docs/decisions/0002-plain-sql-hot-path.md).

/** `count` rows of placeholders for `casts` (PostgreSQL: ?::type; SQLite: ?). */
function values(sql: Sql, count: number, casts: readonly string[]): string {
  const row = `(${casts.map((c) => (sql.provider === 'postgres' ? `?::${c}` : '?')).join(', ')})`;
  return Array.from({ length: count }, () => row).join(', ');
}

/** Hashes asked for per statement. */
const READ_CHUNK = 400;

// ─── reading stored hashes ─────────────────────────────────────────────────

/** Stored hashes from the database: one SELECT per 400 ids. */
export function hashReader(db: Reader): HashReader {
  const sql = asSql(db);
  return async (ids) => {
    const found = new Map<string, Uint8Array>();
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const chunk = ids.slice(i, i + READ_CHUNK);
      const rows = await sql.all<{ level: number; idx: number; hash: Uint8Array }>(
        `SELECT "level", "idx", "hash" FROM "LogHash" WHERE ("level", "idx") IN (VALUES ${values(sql, chunk.length, ['int', 'int'])})`,
        chunk.flatMap((id) => [id.level, id.index]),
      );
      for (const r of rows) found.set(`${r.level}:${r.idx}`, r.hash);
    }
    return ids.map(({ level, index }) => {
      const h = found.get(`${level}:${index}`);
      if (!h || h.length !== 32) throw new Error(`log: stored hash (${level}, ${index}) is missing`);
      return h;
    });
  };
}

/** A reader for use outside a transaction (through the SQLite queue): committed hashes only. */
export const committedReader = (): HashReader => (ids) => withSql(async (sql) => hashReader(sql)(ids));

// ─── appending (inside a write transaction) ────────────────────────────────

/** The log's tail, held by the current write transaction. */
export interface Tail {
  /** entries so far = the next entry's number */
  size: number;
  /** the time of the next entry: now, never before the previous entry's time */
  time: Date;
  /** the hashes of the complete subtrees of the first `size` entries, left to right (what an append starts from) */
  frontier: readonly Hash[];
}

const entryTime = (entry: string): number => {
  const m = /\ntime (\S+)\n$/.exec(entry);
  const t = m ? Date.parse(m[1]!) : NaN;
  return Number.isFinite(t) ? t : 0;
};

/**
 * Take the log's tail inside a write transaction — on PostgreSQL an advisory lock held until the
 * transaction ends (SQLite: the store's single writer) — and read its size, the last entry's time
 * and the frontier (≤ log2 n stored hashes). Reads only: the transaction's writes come after it.
 */
export async function lockTail(tx: Reader): Promise<Tail> {
  const sql = asSql(tx);
  if (sql.provider === 'postgres') await sql.run(`SELECT pg_advisory_xact_lock(${PG_TAIL_LOCK})`);
  const [last] = await sql.all<{ index: number; entry: string }>('SELECT "index", "entry" FROM "LogEntry" ORDER BY "index" DESC LIMIT 1');
  const size = last ? Number(last.index) + 1 : 0;
  const ids = frontierIds(size);
  return {
    size,
    time: new Date(Math.max(Date.now(), last ? entryTime(last.entry) : 0)),
    frontier: ids.length ? await hashReader(sql)(ids) : [],
  };
}

/**
 * Append entry texts at the tail the transaction holds ({@link lockTail}): the entries and every
 * subtree hash they complete (amortized two rows per entry). Returns the hashes written; the tail
 * object is advanced, so a transaction may append again.
 */
export async function appendEntries(tx: Reader, tail: Tail, entries: readonly string[]): Promise<StoredNode[]> {
  if (entries.length === 0) return [];
  const sql = asSql(tx);
  const size = tail.size;
  const { nodes, frontier } = appendLeaves(size, tail.frontier, entries.map((e) => leafHashBytes(e)));
  for (let i = 0; i < entries.length; i += WRITE_CHUNK) {
    const chunk = entries.slice(i, i + WRITE_CHUNK);
    await sql.run(
      `INSERT INTO "LogEntry" ("index", "entry") VALUES ${values(sql, chunk.length, ['int', 'text'])}`,
      chunk.flatMap((entry, j) => [size + i + j, entry]),
    );
  }
  for (let i = 0; i < nodes.length; i += WRITE_CHUNK) {
    const chunk = nodes.slice(i, i + WRITE_CHUNK);
    await sql.run(
      `INSERT INTO "LogHash" ("level", "idx", "hash") VALUES ${values(sql, chunk.length, ['int', 'int', 'bytea'])}`,
      chunk.flatMap((n) => [n.level, n.index, n.hash]),
    );
  }
  tail.size += entries.length;
  tail.frontier = frontier;
  return nodes;
}

// ─── reads ─────────────────────────────────────────────────────────────────

/** Number of entries in the log (committed ones). */
export async function logSize(db?: Reader): Promise<number> {
  const read = (sql: Sql) => sql.all<{ last: number | null }>('SELECT MAX("index") AS "last" FROM "LogEntry"');
  const [r] = db ? await read(asSql(db)) : await withSql(read);
  return r?.last === null || r?.last === undefined ? 0 : Number(r.last) + 1;
}

/** Entries [start, end) in order (the caller checks end ≤ size). */
export async function logEntries(start: number, end: number): Promise<{ index: number; entry: string }[]> {
  return withSql((sql) => sql.all('SELECT "index", "entry" FROM "LogEntry" WHERE "index" >= ? AND "index" < ? ORDER BY "index"', [start, end]));
}

/** Inclusion proof (hex, leaf up) of entry `index` in the tree of the first `size` entries (size ≤ the log's size). */
export async function inclusionProofHex(index: number, size: number): Promise<string[]> {
  return (await proveInclusion(index, size, committedReader())).map(toHex);
}

/** Consistency proof (hex) between the trees of the first `from` and `to` entries (0 < from ≤ to ≤ the log's size). */
export async function consistencyProofHex(from: number, to: number): Promise<string[]> {
  return (await proveConsistency(from, to, committedReader())).map(toHex);
}

/** Root (hex) of the first `size` entries. */
export async function rootHex(size: number): Promise<string> {
  return toHex(await rootAt(size, committedReader()));
}

// ─── checkpoints ───────────────────────────────────────────────────────────

/** A signed checkpoint of the log. */
export interface Checkpoint {
  size: number;
  /** root, lowercase hex */
  root: string;
  /** the signed note (log.md, "Checkpoints") */
  note: string;
  /** when it was signed (ms since the epoch) */
  signedAt: number;
}

/** The signed note of (origin, size, root) — C2SP tlog-checkpoint in a C2SP signed note. */
export function signCheckpoint(signer: LogSigner, size: number, root: Hash): string {
  const body = `${signer.name}\n${size}\n${base64Encode(root)}\n`;
  const sig = signer.sign(utf8(body));
  const raw = new Uint8Array(68);
  raw.set(hexToBytes(signer.keyId));
  raw.set(sig, 4);
  return `${body}\n\u2014 ${signer.name} ${base64Encode(raw)}\n`;
}

function fromStored(row: { size: number; note: string; createdAt: unknown }): Checkpoint {
  const body = parseCheckpoint(row.note);
  if (typeof body === 'string') throw new Error(`log: a stored checkpoint is malformed: ${body}`);
  return { size: Number(row.size), root: toHex(body.root), note: row.note, signedAt: storedTime(row.createdAt).getTime() };
}

const CHECKPOINT_COLUMNS = '"size", "note", "createdAt"';
const insertCheckpoint = (sql: Sql, keyId: string, size: number, note: string, at: Date) =>
  sql.run('INSERT INTO "LogCheckpoint" ("keyId", "size", "note", "createdAt") VALUES (?, ?, ?, ?)', [keyId, size, note, at]);

interface CheckpointState {
  newest: Checkpoint | null;
  /** when the database was last asked for the newest checkpoint */
  checkedAt: number;
  inflight: Promise<void> | null;
}
/** One per process (process-wide.ts): the API's and the pages' copies of this module sign as one. */
const states = processWide('checkpoint-states', () => new Map<string, CheckpointState>());

function stateOf(signer: LogSigner): CheckpointState {
  const k = `${resolveDatabase().url}\0${signer.keyId}\0${signer.name}`;
  let s = states.get(k);
  if (!s) {
    s = { newest: null, checkedAt: 0, inflight: null };
    states.set(k, s);
  }
  return s;
}

/** Sign the checkpoint of the first `size` entries and store it (another process may have stored the same). */
async function signAndStore(signer: LogSigner, size: number): Promise<Checkpoint> {
  const root = await rootAt(size, committedReader());
  const note = signCheckpoint(signer, size, root);
  const now = new Date();
  try {
    await inSqlTransaction((sql) => insertCheckpoint(sql, signer.keyId, size, note, now));
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const [row] = await withSql((sql) =>
      sql.all<{ size: number; note: string; createdAt: unknown }>(`SELECT ${CHECKPOINT_COLUMNS} FROM "LogCheckpoint" WHERE "keyId" = ? AND "size" = ?`, [signer.keyId, size]),
    );
    if (row) return fromStored(row);
    throw e;
  }
  return { size, root: toHex(root), note, signedAt: now.getTime() };
}

/** Reads the newest stored checkpoint and signs a new one when the log has grown and one is due (or `minSize` needs it). */
async function refresh(signer: LogSigner, st: CheckpointState, minSize: number): Promise<void> {
  const size = await logSize();
  const [row] = await withSql((sql) =>
    sql.all<{ size: number; note: string; createdAt: unknown }>(
      `SELECT ${CHECKPOINT_COLUMNS} FROM "LogCheckpoint" WHERE "keyId" = ? ORDER BY "size" DESC LIMIT 1`,
      [signer.keyId],
    ),
  );
  // a note stored under this key ID by another name is not ours (FAIR_LOG_ORIGIN renamed the log)
  let newest = row && row.note.startsWith(`${signer.name}\n`) ? fromStored(row) : null;
  if (st.newest && (!newest || st.newest.size > newest.size)) newest = st.newest;
  const grown = !newest || size > newest.size;
  const due = !newest || Date.now() - newest.signedAt >= SIGN_INTERVAL_MS || newest.size < minSize;
  if (grown && due) newest = await signAndStore(signer, size);
  st.newest = newest;
  st.checkedAt = Date.now();
}

/**
 * The newest signed checkpoint: signed when the log has grown, at most about once a second,
 * cached in memory (a second) and in the database (so every process serves the same ones).
 * With `minSize`, one that covers at least that many entries — signed at once if needed
 * (concurrent callers share one signing).
 * @throws Error when the log has fewer than `minSize` entries
 */
export async function latestCheckpoint(minSize = 0): Promise<Checkpoint> {
  const signer = await logSigner();
  const st = stateOf(signer);
  for (;;) {
    const c = st.newest;
    if (c && c.size >= minSize && Date.now() - st.checkedAt < SIGN_INTERVAL_MS) return c;
    if (st.inflight) {
      // another caller is refreshing: its answer may do (a failure of theirs is retried here)
      await st.inflight.catch(() => undefined);
      continue;
    }
    st.inflight = refresh(signer, st, minSize).finally(() => {
      st.inflight = null;
    });
    await st.inflight;
    // our own refresh signs whatever the log holds when minSize asks for more than the newest
    if (st.newest && st.newest.size < minSize) throw new Error(`log: it has ${st.newest.size} entries, fewer than ${minSize}`);
  }
}

/** The verifier key text of the log (log.md). */
export async function verifierKey(): Promise<string> {
  return (await logSigner()).vkey;
}

// ─── log parts of documents ────────────────────────────────────────────────

/** A document's log parts: its own (`log`) and its poker hands' (`hands[n]`). */
export interface DocumentLog {
  log?: LogPart;
  hands: Record<string, LogPart>;
}

/** Log parts of `entries` (index → text) against the checkpoint `note`, from `proveMany`'s paths (same order). */
function partsOf(note: string, entries: ReadonlyMap<number, string>, paths: readonly Hash[][]): Map<number, LogPart> {
  return new Map([...entries].map(([index, entry], i) => [index, { index, entry, checkpoint: note, inclusion: paths[i]!.map(toHex) }]));
}

/**
 * The log parts of a document whose own entry is `own` and whose hands' entries are `hands`,
 * proven against `checkpoint` (which must cover them) with one read of stored hashes.
 */
async function logPartsAt(own: number | null, hands: readonly { n: number; logIndex: number | null }[], checkpoint: Checkpoint): Promise<DocumentLog | null> {
  const wanted = [...(own === null ? [] : [{ key: null as number | null, index: own }]), ...hands.flatMap((h) => (h.logIndex === null ? [] : [{ key: h.n, index: h.logIndex }]))];
  if (wanted.length === 0) return null;
  const rows = await withSql((sql) =>
    sql.all<{ index: number; entry: string }>(
      `SELECT "index", "entry" FROM "LogEntry" WHERE "index" IN (${wanted.map(() => '?').join(', ')})`,
      wanted.map((w) => w.index),
    ),
  );
  const text = new Map(rows.map((r) => [Number(r.index), r.entry]));
  const entries = new Map(
    wanted.map((w) => {
      const entry = text.get(w.index);
      if (entry === undefined) throw new Error(`log: entry ${w.index} is missing`);
      return [w.index, entry];
    }),
  );
  const { root, paths } = await proveMany([...entries.keys()], checkpoint.size, committedReader());
  if (toHex(root) !== checkpoint.root) throw new Error(`log: the stored tree does not give checkpoint ${checkpoint.size}'s root`);
  const parts = partsOf(checkpoint.note, entries, paths);
  const out: DocumentLog = { hands: {} };
  for (const w of wanted) {
    if (w.key === null) out.log = parts.get(w.index)!;
    else out.hands[String(w.key)] = parts.get(w.index)!;
  }
  return out;
}

/**
 * Inside a write transaction that appended `entries` (index → text; bulk writers: volume, backfill):
 * signs and stores the checkpoint of the first `size` entries as the transaction sees them, and gives
 * each entry's log part against it — root and paths from one read of stored hashes. The note must not
 * be shown to anyone before the transaction commits (the in-memory cache never sees it).
 */
export async function signAndProveInTransaction(
  tx: Reader,
  signer: LogSigner,
  size: number,
  entries: ReadonlyMap<number, string>,
): Promise<Map<number, LogPart>> {
  const sql = asSql(tx);
  const { root, paths } = await proveMany([...entries.keys()], size, hashReader(sql));
  const note = signCheckpoint(signer, size, root);
  await insertCheckpoint(sql, signer.keyId, size, note, new Date());
  return partsOf(note, entries, paths);
}

/**
 * The log parts of a document against the newest checkpoint (signing one that covers its entries
 * if needed): what a committed document carries when served. `covering` picks another checkpoint
 * of at least the size given: a reveal freezes the parts against the published one
 * (./published.ts checkpointCovering: witnessed, with its cosignatures, when one covers them).
 */
export async function currentLogParts(
  own: number | null,
  hands: readonly { n: number; logIndex: number | null }[],
  covering: (minSize: number) => Promise<Checkpoint> = latestCheckpoint,
): Promise<DocumentLog | null> {
  const indexes = [own, ...hands.map((h) => h.logIndex)].filter((i): i is number => i !== null);
  if (indexes.length === 0) return null;
  const last = Math.max(...indexes);
  const checkpoint = await covering(last + 1);
  // A proof's parts against one checkpoint never change, and a session's hands are only ever added:
  // the note (its tree and signature), the proof's own entry and its last hand's name them. Kept, and
  // shared by the reads that ask at once, so that a long committed session read again and again
  // (every read carries the newest checkpoint: never cached by HTTP) is proven once per checkpoint.
  const key = `${checkpoint.note}\0${own}\0${indexes.length}\0${last}`;
  const kept = proven.get(key);
  if (kept) return kept;
  // frozen: every reader of the document shares them
  const parts = logPartsAt(own, hands, checkpoint).then(frozen);
  if (proven.set(key, parts, indexes.length * (checkpoint.note.length + 1024))) parts.catch(() => proven.delete(key));
  return parts;
}

function frozen(log: DocumentLog | null): DocumentLog | null {
  if (!log) return log;
  for (const part of [log.log, ...Object.values(log.hands)]) if (part) Object.freeze(Object.freeze(part).inclusion);
  Object.freeze(log.hands);
  return Object.freeze(log);
}

/** Log parts proven against a checkpoint, by {@link currentLogParts}' key (an estimate of their size as budget). */
const proven = processWide('log.proven', () => new ByteLru<string, Promise<DocumentLog | null>>(32 * 1024 * 1024, 4));

export type { NodeId };
