// The log's witnesses in the database (log.md, "Witnesses"): submission rounds, the cosignatures
// they bring back, the alarms, and the newest checkpoint that meets the policy's quorum.
//
// Every FAIR_LOG_WITNESS_SECONDS a new round fixes the newest signed checkpoint (the LogWitness row
// of witness "": one process moves it on), so that every witness is sent the same checkpoint and
// their cosignatures meet on it. Every process runs rounds (./witness-loop.ts): for each witness of
// the policy with a URL that has not cosigned the round's checkpoint, it claims the witness's row —
// an UPDATE that succeeds in one process only, and only once the interval has passed since the last
// submission — then submits (./submit.ts) and records the outcome. So several processes on
// PostgreSQL submit each checkpoint once, and a witness hears from the site at most once per
// interval (a 409's resubmission aside). A claim whose process died lapses after CLAIM_MS.
// Storing a cosignature also raises the "quorum" row when its checkpoint now meets the quorum, so
// that /log/checkpoint reads the newest witnessed checkpoint in two queries, whatever the history.
// Nothing here runs on a request's path: a slow or absent witness delays only its own round.
import { quorumMet, type Policy, type PolicyWitness } from '../../fair/log/policy.ts';
import { readCheckpoint } from '../../fair/log/checkpoint.ts';
import { hexToBytes, toHex } from '../../fair/hex.ts';
import { inSqlTransaction, withSql } from '../lock.ts';
import { resolveDatabase } from '../config.ts';
import { processWide } from '../process-wide.ts';
import { timeOf, type Sql } from '../sql.ts';
import { consistencyProofHex, latestCheckpoint, type Checkpoint } from './index.ts';
import { logSigner } from './key.ts';
import { witnessConfig, witnessId } from './policy.ts';
import { submitCheckpoint, type Outcome, type SubmitIo } from './submit.ts';
import { boundedText } from './bounded-text.ts';

/** How long a witness may take to answer. */
const WITNESS_TIMEOUT_MS = 10_000;
/** How long a claim holds: two answers' time and some. */
const CLAIM_MS = 2 * WITNESS_TIMEOUT_MS + 5_000;

/** Submissions over the network, with the log's stored hashes for the proofs. */
const networkIo: SubmitIo = {
  post: async (url, body) => {
    const res = await fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, signal: AbortSignal.timeout(WITNESS_TIMEOUT_MS) });
    return { status: res.status, text: await boundedText(res) };
  },
  proof: async (from, to) => (await consistencyProofHex(from, to)).map((h) => hexToBytes(h)),
  signed: signedByLog,
};

/** Whether the log signed (with its current key) a checkpoint of `size` entries. */
export async function signedByLog(size: number): Promise<boolean> {
  return (await storedWith((await logSigner()).keyId, size, [])) !== null;
}

/** Claims `witness`'s next submission for this process: true when no other process holds it and it is due. */
async function claim(keyId: string, witness: string, now: Date): Promise<boolean> {
  return inSqlTransaction(async (sql) => {
    await sql.run('INSERT INTO "LogWitness" ("keyId", "witness", "nextAt") VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [keyId, witness, new Date(0)]);
    const n = await sql.run(
      'UPDATE "LogWitness" SET "claimedUntil" = ? WHERE "keyId" = ? AND "witness" = ? AND "nextAt" <= ? AND ("claimedUntil" IS NULL OR "claimedUntil" < ?)',
      [new Date(now.getTime() + CLAIM_MS), keyId, witness, now, now],
    );
    return n === 1;
  });
}

/** The row of witness "quorum": its knownSize is the newest checkpoint whose cosignatures met the quorum. */
const MET = 'quorum';

/**
 * Inside `record`'s transaction, after a cosignature of `size` was stored: when the checkpoint's
 * cosignatures now meet the quorum, raise the met row to it. The row is locked before the
 * cosignatures are read, so of two processes storing the last two cosignatures at once, the second
 * sees both.
 */
async function raiseMet(sql: Sql, keyId: string, size: number, policy: Policy): Promise<void> {
  await sql.run('INSERT INTO "LogWitness" ("keyId", "witness", "nextAt") VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [keyId, MET, new Date(0)]);
  await sql.run('UPDATE "LogWitness" SET "claimedUntil" = NULL WHERE "keyId" = ? AND "witness" = ?', [keyId, MET]);
  if (!(await metAt(sql, keyId, size, policy))) return;
  await sql.run('UPDATE "LogWitness" SET "knownSize" = ? WHERE "keyId" = ? AND "witness" = ? AND ("knownSize" IS NULL OR "knownSize" < ?)', [size, keyId, MET, size]);
}

/** The cosignature lines of the policy's witnesses kept for the checkpoint of `size`, when they meet its quorum. */
async function metAt(sql: Sql, keyId: string, size: number, policy: Policy): Promise<string[] | null> {
  const witnesses = byId(policy);
  const rows = (await sql.all<{ witness: string; line: string }>('SELECT "witness", "line" FROM "LogCosignature" WHERE "keyId" = ? AND "size" = ?', [keyId, size]))
    .filter((r) => witnesses.has(r.witness));
  return quorumMet(policy, new Set(rows.map((r) => witnesses.get(r.witness)!.name))) ? rows.map((r) => r.line) : null;
}

/** Stores a submission's outcome (and its cosignature) and releases the claim until the next interval. */
async function record(keyId: string, witness: string, size: number, outcome: Outcome, seconds: number, policy: Policy): Promise<void> {
  const now = new Date();
  await inSqlTransaction(async (sql) => {
    if (outcome.ok) {
      await sql.run('INSERT INTO "LogCosignature" ("keyId", "size", "witness", "line", "time") VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING', [
        keyId, size, witness, outcome.line, new Date(outcome.time * 1000),
      ]);
      await raiseMet(sql, keyId, size, policy);
    }
    // a witness ahead of the round (another submitter sent it a newer checkpoint) is no alarm: the next round's is newer
    const alarm = outcome.ok || outcome.ahead ? null : `${outcome.status}: ${outcome.message}`;
    await sql.run(
      'UPDATE "LogWitness" SET "knownSize" = COALESCE(?, "knownSize"), "nextAt" = ?, "claimedUntil" = NULL, "alarm" = ?, "alarmAt" = ?, "fork" = ? WHERE "keyId" = ? AND "witness" = ?',
      [outcome.knownSize, new Date(now.getTime() + seconds * 1000), alarm, alarm === null ? null : now, !outcome.ok && outcome.fork, keyId, witness],
    );
  });
}

interface WitnessRow {
  witness: string;
  knownSize: number | null;
  alarm: string | null;
}

/** The witnesses' rows and the newest size each cosigned, for the log key `keyId`. */
async function witnessRows(keyId: string): Promise<{ rows: Map<string, WitnessRow>; cosigned: Map<string, number> }> {
  return withSql(async (sql) => {
    const rows = await sql.all<WitnessRow>('SELECT "witness", "knownSize", "alarm" FROM "LogWitness" WHERE "keyId" = ?', [keyId]);
    const sizes = await sql.all<{ witness: string; size: number }>('SELECT "witness", MAX("size") AS "size" FROM "LogCosignature" WHERE "keyId" = ? GROUP BY "witness"', [keyId]);
    return { rows: new Map(rows.map((r) => [r.witness, r])), cosigned: new Map(sizes.map((s) => [s.witness, Number(s.size)])) };
  });
}

/** What a round did with one witness. */
export interface RoundReport {
  witness: PolicyWitness;
  size: number;
  outcome: Outcome;
}

/** The round row's witness: the checkpoint every witness is sent until the next round. */
const ROUND = '';

/**
 * The size of the current round's checkpoint: a new round (this process claims it, one process
 * does) every `seconds` takes the newest signed checkpoint, so that all witnesses are sent the same
 * one and their cosignatures meet on it.
 */
async function roundSize(keyId: string, seconds: number): Promise<number> {
  const read = () =>
    withSql((sql) => sql.all<{ knownSize: number | null; nextAt: unknown }>('SELECT "knownSize", "nextAt" FROM "LogWitness" WHERE "keyId" = ? AND "witness" = ?', [keyId, ROUND]));
  const [current] = await read();
  if (current && timeOf(current.nextAt).getTime() > Date.now()) return Number(current.knownSize ?? 0);
  const newest = await latestCheckpoint();
  const now = new Date();
  await inSqlTransaction(async (sql) => {
    await sql.run('INSERT INTO "LogWitness" ("keyId", "witness", "nextAt") VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [keyId, ROUND, new Date(0)]);
    await sql.run('UPDATE "LogWitness" SET "knownSize" = ?, "nextAt" = ? WHERE "keyId" = ? AND "witness" = ? AND "nextAt" <= ?', [
      newest.size, new Date(now.getTime() + seconds * 1000), keyId, ROUND, now,
    ]);
  });
  const [row] = await read();
  return Number(row?.knownSize ?? 0);
}

/**
 * One round: the round's checkpoint to every witness with a URL that has not cosigned it (or whose
 * last submission failed), each submission claimed first (so one process makes it) and run beside
 * the others.
 */
export async function witnessRound(policy: Policy, seconds: number, io: SubmitIo = networkIo): Promise<RoundReport[]> {
  const targets = policy.witnesses.filter((w) => w.url !== undefined);
  if (targets.length === 0) return [];
  const signer = await logSigner();
  const size = await roundSize(signer.keyId, seconds);
  const note = size > 0 ? (await storedWith(signer.keyId, size, []))?.note : undefined;
  if (note === undefined) return [];
  const { rows, cosigned } = await witnessRows(signer.keyId);
  const reports = await Promise.all(
    targets.map(async (w): Promise<RoundReport | null> => {
      const id = witnessId(w);
      const row = rows.get(id);
      if ((cosigned.get(id) ?? 0) >= size && !row?.alarm) return null;
      if (!(await claim(signer.keyId, id, new Date()))) return null;
      const outcome = await submitCheckpoint(w, note, row?.knownSize ?? null, io).catch(
        (e: unknown): Outcome => ({ ok: false, knownSize: null, status: 'error', message: (e as Error).message, fork: false }),
      );
      await record(signer.keyId, id, size, outcome, seconds, policy);
      return { witness: w, size, outcome };
    }),
  );
  return reports.filter((r) => r !== null);
}

// ─── reads: the /log page and /log/checkpoint ──────────────────────────────

/** A witness of the policy as the /log page shows it. */
export interface WitnessView {
  /** its name in the policy */
  name: string;
  /** `<key name>+<key ID hex>` */
  key: string;
  url: string | null;
  /** the newest checkpoint size it cosigned, and its cosignature's time (ms); null: none yet */
  size: number | null;
  cosignedAt: number | null;
  /** the last submission's failure (`<status>: <what>`), when it failed */
  alarm: string | null;
  alarmAt: number | null;
  fork: boolean;
}

/** The witnesses and the quorum, for the /log page. */
export interface WitnessState {
  witnesses: WitnessView[];
  /** null: `quorum none` */
  quorum: string | null;
  /** the newest checkpoint's size, and the size of the newest that meets the quorum (null: none does) */
  newestSize: number;
  witnessedSize: number | null;
}

/** The policy's witnesses with their newest cosignatures and alarms, and the quorum's state; null without a policy. */
export async function witnessState(): Promise<WitnessState | null> {
  const { policy } = witnessConfig();
  if (!policy) return null;
  const signer = await logSigner();
  const [newest, witnessed] = await Promise.all([latestCheckpoint(), witnessedCheckpoint()]);
  const views = await withSql(async (sql) => {
    const alarms = await sql.all<{ witness: string; alarm: string | null; alarmAt: unknown; fork: unknown }>(
      'SELECT "witness", "alarm", "alarmAt", "fork" FROM "LogWitness" WHERE "keyId" = ?', [signer.keyId],
    );
    const newestRows = await sql.all<{ witness: string; size: number; time: unknown }>(
      'SELECT c."witness", c."size", c."time" FROM "LogCosignature" c WHERE c."keyId" = ? AND c."size" = (SELECT MAX(d."size") FROM "LogCosignature" d WHERE d."keyId" = c."keyId" AND d."witness" = c."witness")',
      [signer.keyId],
    );
    const a = new Map(alarms.map((r) => [r.witness, r]));
    const n = new Map(newestRows.map((r) => [r.witness, r]));
    return policy.witnesses.map((w): WitnessView => {
      const id = witnessId(w);
      const al = a.get(id);
      const c = n.get(id);
      return {
        name: w.name, key: id, url: w.url ?? null,
        size: c ? Number(c.size) : null, cosignedAt: c ? timeOf(c.time).getTime() : null,
        alarm: al?.alarm ?? null, alarmAt: al?.alarm && al.alarmAt ? timeOf(al.alarmAt).getTime() : null, fork: Boolean(al?.alarm && Number(al.fork)),
      };
    });
  });
  return { witnesses: views, quorum: policy.quorum === 'none' ? null : policy.quorum, newestSize: newest.size, witnessedSize: witnessed?.size ?? null };
}

/** The note of a checkpoint with `lines` appended to its signatures. */
const withLines = (note: string, lines: readonly string[]): string => note + lines.map((l) => `${l}\n`).join('');

/** The policy's witnesses by stored id. */
const byId = (policy: Policy): Map<string, PolicyWitness> => new Map(policy.witnesses.map((w) => [witnessId(w), w]));

/** The log's stored checkpoint of `size` entries with `lines` after its signature. */
export async function storedWith(keyId: string, size: number, lines: readonly string[]): Promise<Checkpoint | null> {
  const [row] = await withSql((sql) => sql.all<{ note: string; createdAt: unknown }>('SELECT "note", "createdAt" FROM "LogCheckpoint" WHERE "keyId" = ? AND "size" = ?', [keyId, size]));
  const body = row ? readCheckpoint(row.note) : null;
  if (!row || !body || typeof body === 'string') return null;
  return { size, root: toHex(body.root), note: withLines(row.note, lines), signedAt: timeOf(row.createdAt).getTime() };
}

/** The newest checkpoint (of at least `minSize` entries) with the cosignatures of the policy's witnesses kept for it. */
async function newestWithCosignatures(keyId: string, policy: Policy, minSize: number): Promise<Checkpoint> {
  const newest = await latestCheckpoint(minSize);
  const known = byId(policy);
  const rows = await withSql((sql) => sql.all<{ witness: string; line: string }>('SELECT "witness", "line" FROM "LogCosignature" WHERE "keyId" = ? AND "size" = ?', [keyId, newest.size]));
  return { ...newest, note: withLines(newest.note, rows.filter((r) => known.has(r.witness)).map((r) => r.line)) };
}

const cache = processWide('witnessed-checkpoint', () => new Map<string, { at: number; value: Promise<Checkpoint | null> }>());
/** How long a process reuses its answer for /log/checkpoint. */
const CACHE_MS = 1000;

async function findWitnessed(minSize: number): Promise<Checkpoint | null> {
  const { policy } = witnessConfig();
  if (!policy) return null;
  const signer = await logSigner();
  if (policy.quorum === 'none') return newestWithCosignatures(signer.keyId, policy, minSize);
  const [row] = await withSql((sql) => sql.all<{ knownSize: number | null }>('SELECT "knownSize" FROM "LogWitness" WHERE "keyId" = ? AND "witness" = ?', [signer.keyId, MET]));
  const size = row?.knownSize === null || row?.knownSize === undefined ? null : Number(row.knownSize);
  if (size === null || size < minSize) return null;
  // checked again under this process's policy (a restart may have changed it: then none until the next round meets it)
  const lines = await withSql((sql) => metAt(sql, signer.keyId, size, policy));
  return lines && storedWith(signer.keyId, size, lines);
}

/**
 * The newest checkpoint of at least `minSize` entries whose stored cosignatures meet the policy's
 * quorum, its note carrying them after the log's signature (with quorum none: the newest, with
 * whatever cosignatures it has); null when none does or there is no policy. The answer for
 * `minSize` 0 — /log/checkpoint's — is reused for a second.
 */
export function witnessedCheckpoint(minSize = 0): Promise<Checkpoint | null> {
  if (minSize > 0) return findWitnessed(minSize);
  const key = resolveDatabase().url;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = findWitnessed(0);
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}
