// The proof store's write path: commit → (poker hands) → reveal, with the
// invariants of api.md held here, in the data layer, not in the handlers:
//   - the commitment is written once and never updated;
//   - a reveal happens once (a conditional write inside a transaction);
//   - a seed that does not hash to the commitment is refused, nothing stored;
//   - the same `ref` twice makes one proof (a unique index decides races);
//   - a hand cannot be added once the session is revealed.
//   - every commitment (a proof, a poker hand) is appended to the commitment
//     log in the same transaction (log.md): never a commitment without its
//     entry; its time is the stored committedAt;
//   - a reveal freezes the document's log parts (inclusion against the
//     newest signed checkpoint) with the seeds.
// What a valid document is, is decided by lib/fair's parseProof — one source
// of truth for the API, the pages and verifier.js. A reveal's validation and
// verification, with its refusals in api.md's order, are lib/db/reveal-check.ts'
// (a large reveal runs them in a worker thread: lib/db/reveal-jobs.ts); its
// writes are here. The statements are plain SQL (lib/db/sql.ts): this is the
// hot path of every game server's publishing.
import { entryFor, parseProof, type Report } from '../fair/index.ts';
import { MAX_DEALS } from '../fair/fields.ts';
import { isTwoSided } from '../fair/schemes/index.ts';
import { asObject, knownHand, refuseAssigned, validate } from './body-checks.ts';
import { canonicalJson, firstDifference } from './canonical.ts';
import { columnsOf, handBodyOf, isSession, knownFields, secretFields, shapeOf, type Json } from './document.ts';
import { announceCommitmentReused, announceReveal, reuseListened } from './events.ts';
import { inSqlTransaction, withSql } from './lock.ts';
import { appendEntries, currentLogParts, lockTail } from './log/index.ts';
import { checkpointCovering } from './log/published.ts';
import { checkRevealJob, type SentBody } from './reveal-jobs.ts';
import { isUniqueViolation, type Sql } from './sql.ts';
import { countReveal, statsChanged } from './stats.ts';
import { MAX_ID, sameCommitment } from './proofs.ts';
import { invalid, StoreError } from './store-error.ts';

export { StoreError, type StoreErrorCode } from './store-error.ts';

const notFound = () => new StoreError('not_found', 'no such proof');

/** Runs `fn` in a write transaction that holds the proof's row: a row lock on PostgreSQL; on SQLite the single writer. */
function withProofLocked<T>(id: number, fn: (sql: Sql) => Promise<T>): Promise<T> {
  return inSqlTransaction(async (sql) => {
    if (sql.provider === 'postgres') await sql.all('SELECT "id" FROM "Proof" WHERE "id" = ? FOR UPDATE', [id]);
    return fn(sql);
  });
}

// ─── commit ────────────────────────────────────────────────────────────────

export interface CommitResult {
  id: number;
  /** false when the same `ref` with the same body was committed before */
  created: boolean;
}

/** After a commit: the earlier proofs with its commitment, announced (lib/db/events.ts; nobody listening: no query). */
function tellReuse(id: number): void {
  if (!reuseListened()) return;
  sameCommitment(id, 10_000).then(
    ({ ids }) => ids.length > 0 && announceCommitmentReused(ids),
    () => undefined,
  );
}

/** `POST /api/v1/proofs`: stores a commitment before play. */
export async function commitProof(publisherId: number, input: unknown): Promise<CommitResult> {
  const body = asObject(input);
  const ref = body.ref;
  // characters as a person counts them (an emoji is one), and text only: no lone surrogate
  if (ref !== undefined && (typeof ref !== 'string' || /\p{Cs}/u.test(ref) || ref.length < 1 || [...ref].length > 128 || /[\u0000-\u001f\u007f]/.test(ref))) {
    throw invalid('ref', 'expected your own id for this game: 1–128 characters, no control characters');
  }
  refuseAssigned(body);
  if ('recorded' in body) throw invalid('recorded', 'outcomes cannot exist before play: send them with the reveal');
  for (const key of secretFields()) {
    if (key in body) throw invalid(key, 'a commit carries no seed: send it with the reveal');
  }
  const scheme = typeof body.scheme === 'string' ? body.scheme : '';
  const doc = knownFields(body, scheme);
  // what "the same body" compares a repeated ref with: the scheme's own fields, nothing else stored
  const commitBody = canonicalJson(doc);
  const shape = shapeOf(scheme);
  const session = shape?.session;
  // an unknown scheme is refused here, naming the field
  validate(() => parseProof(session ? { [session]: [], ...doc } : doc));
  const first = shape!.seeds[0]!.commitment;
  if (doc[first] === undefined) {
    throw invalid(
      first,
      isTwoSided(scheme) ? 'expected 64 hex digits: the SHA-256 of side A’s seed' : 'expected 64 hex digits: the SHA-256 of the server seed, published before play',
    );
  }
  if (session && Array.isArray(doc[session]) && (doc[session] as unknown[]).length > 0) {
    throw invalid(session, 'a session is committed without hands: add each hand with POST /api/v1/proofs/{id}/hands before its deal');
  }
  if (session) delete doc[session];

  const columns = columnsOf(doc);
  // the document as it is served while committed: what its log entry is built from
  const served: Json = session ? { ...doc, [session]: [] } : doc;
  try {
    const id = await inSqlTransaction(async (sql) => {
      const tail = await lockTail(sql);
      const [created] = await sql.all<{ id: number }>(
        `INSERT INTO "Proof" ("scheme", "game", "commitment", "commitB", "clientSeeds", "count", "params", "commitBody", "publisherId", "ref", "committedAt", "logIndex")
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING "id"`,
        [
          scheme, String(doc.game), columns.commitment, columns.commitB, columns.clientSeeds, columns.count, columns.params,
          commitBody, publisherId, typeof ref === 'string' ? ref : null, tail.time, tail.size,
        ],
      );
      const id = Number(created!.id);
      await appendEntries(sql, tail, [entryFor({ ...served, id, committedAt: tail.time.toISOString() })]);
      return id;
    });
    tellReuse(id);
    return { id, created: true };
  } catch (e) {
    if (typeof ref !== 'string' || !isUniqueViolation(e)) throw e;
    const [existing] = await withSql((sql) =>
      sql.all<{ id: number; commitBody: string }>('SELECT "id", "commitBody" FROM "Proof" WHERE "publisherId" = ? AND "ref" = ?', [publisherId, ref]),
    );
    if (!existing) throw e;
    if (existing.commitBody !== commitBody) {
      const field = firstDifference(existing.commitBody, commitBody);
      throw new StoreError('ref_conflict', `ref "${ref}" was committed before with a different body (proof ${existing.id})${field ? `: "${field}" differs` : ''}`, 'ref');
    }
    return { id: existing.id, created: false };
  }
}

// ─── poker hands ───────────────────────────────────────────────────────────

/** `POST /api/v1/proofs/{id}/hands`: a poker hand's commitments, before its deal. */
export async function addPokerHand(publisherId: number, id: number, input: unknown): Promise<{ created: boolean }> {
  const row = await findOwned(publisherId, id);
  const body = asObject(input);
  if (!isSession(row.scheme)) throw invalid('document', `hands belong to poker sessions; proof ${id} is ${row.scheme}`);
  for (const key of ['committedAt', 'log', 'deck', 'cards'] as const) {
    if (key in body) {
      throw invalid(key, key === 'committedAt' || key === 'log' ? `"${key}" is assigned by the store: leave it out` : `"${key}" is published with the session's reveal, not before the deal`);
    }
  }
  const hand = handBodyOf(body);
  // the PokerHand table's number is a 32-bit integer on PostgreSQL, as a proof's id is: the store's
  // range, said before lib/fair's own (which allows any safe integer)
  if (!(Number.isInteger(hand.n) && (hand.n as number) >= 1 && (hand.n as number) <= MAX_ID)) {
    throw invalid('n', `expected a hand number from 1 to ${MAX_ID}, got ${hand.n === undefined ? 'nothing' : JSON.stringify(hand.n)}`);
  }
  const params = JSON.parse(row.params ?? '{}') as Json;
  validate(
    () => parseProof({ scheme: row.scheme, game: row.game, table: params.table, session: params.session, commitment: row.commitment, hands: [hand] }),
    (f) => f.replace(/^hands\[0\]\.?/, '') || 'document',
  );
  const n = hand.n as number;
  const stored = knownHand(hand);
  // "the same hand again" compares the hand's own fields, digests lowercased as everywhere (a body
  // stored before they were is compared as it was sent)
  const bodyText = canonicalJson({ ...hand, handCommitment: stored.handCommitment, root: stored.root });
  const sentText = canonicalJson(hand);

  return withProofLocked(id, async (sql) => {
    const [current] = await sql.all<{ status: string }>('SELECT "status" FROM "Proof" WHERE "id" = ?', [id]);
    if (current?.status !== 'committed') throw new StoreError('already_revealed', `session ${id} is revealed: no hand can be added`);
    const [existing] = await sql.all<{ body: string }>('SELECT "body" FROM "PokerHand" WHERE "proofId" = ? AND "n" = ?', [id, n]);
    if (existing) {
      if (existing.body === bodyText || existing.body === sentText) return { created: false };
      throw new StoreError('hand_exists', `hand ${n} of session ${id} was added before with a different body`, 'n');
    }
    // a session's document holds at most MAX_DEALS hands: one more could never be revealed or read
    const [{ hands }] = (await sql.all<{ hands: number | string }>('SELECT COUNT(*) AS "hands" FROM "PokerHand" WHERE "proofId" = ?', [id])) as [{ hands: number | string }];
    if (Number(hands) >= MAX_DEALS) throw invalid('n', `a session holds at most ${MAX_DEALS} hands, and session ${id} has ${hands}`);
    const tail = await lockTail(sql);
    await sql.run(
      `INSERT INTO "PokerHand" ("proofId", "n", "seats", "handCommitment", "root", "body", "committedAt", "logIndex")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, n, JSON.stringify(stored.seats), stored.handCommitment, stored.root, bodyText, tail.time, tail.size],
    );
    const session = { scheme: row.scheme, game: row.game, table: params.table, session: params.session, commitment: row.commitment, id };
    const hand = { n, seats: stored.seats, handCommitment: stored.handCommitment, root: stored.root, committedAt: tail.time.toISOString() };
    await appendEntries(sql, tail, [entryFor({ ...session, hands: [hand] }, n)]);
    return { created: true };
  });
}

// ─── reveal ────────────────────────────────────────────────────────────────

export interface RevealResult {
  id: number;
  /** the verification report's JSON, as stored: what the API answers (spliced in, not re-encoded) */
  reportJson: string;
  /** the report, parsed from reportJson on first use */
  readonly report: Report;
}

const revealResult = (id: number, reportJson: string): RevealResult => {
  let report: Report | undefined;
  return {
    id,
    reportJson,
    get report() {
      return (report ??= JSON.parse(reportJson) as Report);
    },
  };
};

/** `POST /api/v1/proofs/{id}/reveal`: publishes the seed(s) and the outcomes, verified at once. */
export function revealProof(publisherId: number, id: number, input: unknown): Promise<RevealResult> {
  return reveal(publisherId, id, { value: input });
}

/**
 * {@link revealProof} of the request body's JSON text, parsed where it is checked: a large one in
 * the reveal's worker thread (lib/db/reveal-jobs.ts). Not JSON: 400, after 404.
 */
export function revealProofText(publisherId: number, id: number, text: string): Promise<RevealResult> {
  return reveal(publisherId, id, { text });
}

async function reveal(publisherId: number, id: number, sent: SentBody): Promise<RevealResult> {
  // A poker hand added between reading the hands and writing the reveal makes
  // the report incomplete: then read and verify again.
  for (let attempt = 0; ; attempt++) {
    const outcome = await tryReveal(publisherId, id, sent);
    if (outcome !== 'hands-changed') return outcome;
    if (attempt >= 4) throw new StoreError('conflict', `hands of session ${id} kept changing during the reveal: try again`);
  }
}

async function tryReveal(publisherId: number, id: number, sent: SentBody): Promise<RevealResult | 'hands-changed'> {
  const row = await findOwned(publisherId, id, true);
  // validated, verified and encoded off this thread when the proof is large (lib/db/reveal-jobs.ts)
  const { revealBody, write } = await checkRevealJob(
    { scheme: row.scheme, revealed: row.status === 'revealed', commitB: row.commitB !== null, commitBody: row.commitBody, hands: row.hands },
    sent,
  );
  if (!write) return sameReveal(row, revealBody);

  // The log parts frozen with the reveal: inclusion of the proof's entry (and its hands') against
  // the checkpoint the log publishes — the newest that meets the witnesses' quorum, with its
  // cosignatures, when one covers them (verifier.js --policy then holds for the document); else the
  // newest signed one, signed now if none covers them yet (docs/decisions/0024-frozen-witnessed.md).
  // The entries were committed before; a hand added meanwhile makes the reveal start over.
  const logParts = await currentLogParts(row.logIndex, row.hands, checkpointCovering);
  // true once this call wrote the reveal (not a repeat of an earlier one)
  let fresh = false;
  const outcome = await withProofLocked(id, async (sql) => {
    const [current] = await sql.all<{ status: string; revealBody: string | null; report: string | null }>(
      'SELECT "status", "revealBody", "report" FROM "Proof" WHERE "id" = ?',
      [id],
    );
    if (!current) throw notFound();
    if (current.status === 'revealed') return sameReveal({ id, ...current }, revealBody);
    if (isSession(row.scheme)) {
      const ns = (await sql.all<{ n: number }>('SELECT "n" FROM "PokerHand" WHERE "proofId" = ? ORDER BY "n"', [id])).map((h) => Number(h.n));
      if (ns.join(',') !== write.handNs) return 'hands-changed' as const;
    }
    await sql.run(
      `UPDATE "Proof" SET "status" = 'revealed', "revealedAt" = ?, "serverSeed" = ?, "seedB" = ?, "clientSeeds" = ?, "count" = ?,
         "recorded" = ?, "params" = ?, "verdict" = ?, "report" = ?, "revealBody" = ?, "logParts" = ?
       WHERE "id" = ?`,
      [
        new Date(), write.serverSeed, write.seedB, write.clientSeeds, write.count, write.recorded, write.params, write.verdict, write.reportJson,
        revealBody, logParts ? JSON.stringify(logParts) : null, id,
      ],
    );
    // counted in this transaction (written with the group's other reveals, just before COMMIT)
    countReveal(sql, id, write.counts);
    fresh = true;
    return revealResult(id, write.reportJson);
  });
  if (outcome === 'hands-changed') return outcome;
  // this process's cached statistics are stale once the reveal has committed; a first reveal is announced
  statsChanged();
  if (fresh) announceReveal(id);
  return outcome;
}

function sameReveal(row: { id: number; revealBody: string | null; report: string | null }, revealBody: string): RevealResult {
  if (row.revealBody !== revealBody || row.report === null) {
    const field = row.revealBody === null ? undefined : firstDifference(row.revealBody, revealBody);
    throw new StoreError('already_revealed', `proof ${row.id} is already revealed with a different body${field ? `: "${field}" differs` : ''}`);
  }
  return revealResult(row.id, row.report);
}

/** Throws not_found unless proof `id` exists and belongs to the publisher. */
export async function assertProofOwned(publisherId: number, id: number): Promise<void> {
  await findOwned(publisherId, id);
}

interface OwnedRow {
  id: number;
  scheme: string;
  game: string;
  status: string;
  commitment: string;
  commitB: string | null;
  params: string | null;
  commitBody: string;
  revealBody: string | null;
  report: string | null;
  publisherId: number;
  logIndex: number | null;
  hands: { n: number; seats: string; handCommitment: string; root: string; logIndex: number | null }[];
}

async function findOwned(publisherId: number, id: number, withHands = false): Promise<OwnedRow> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  const row = await withSql(async (sql) => {
    const [proof] = await sql.all<Omit<OwnedRow, 'hands'>>(
      `SELECT "id", "scheme", "game", "status", "commitment", "commitB", "params", "commitBody", "revealBody", "report", "publisherId", "logIndex"
       FROM "Proof" WHERE "id" = ?`,
      [id],
    );
    if (!proof || !withHands) return proof && { ...proof, hands: [] };
    const hands = await sql.all<OwnedRow['hands'][number]>(
      'SELECT "n", "seats", "handCommitment", "root", "logIndex" FROM "PokerHand" WHERE "proofId" = ? ORDER BY "n"',
      [id],
    );
    return { ...proof, hands };
  });
  // Another publisher's proof is "not found" for publishing calls: its existence is not theirs to learn.
  if (!row || Number(row.publisherId) !== publisherId) throw notFound();
  return row;
}

