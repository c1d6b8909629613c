// Proof documents in and out of the store: which fields a scheme publishes,
// how a request maps onto the columns, and the public document a row serves.
// Public output holds only seeds, commitments, counts, outcomes, scheme/game,
// numbers, timestamps and log proofs (api.md) — never the publisher, the ref
// or a seed before its reveal.
import { isScheme, PUBLIC_FIELDS, SCHEMES } from '../fair/index.ts';
import type { PokerHand, Proof } from './generated/sqlite/client.ts';

/** The stored columns a public document is made of. */
export type ProofColumns = Pick<
  Proof,
  'id' | 'scheme' | 'game' | 'status' | 'commitment' | 'commitB' | 'clientSeeds' | 'count' | 'params' | 'serverSeed' | 'seedB' | 'recorded' | 'committedAt' | 'revealedAt'
>;
export type HandColumns = Pick<PokerHand, 'n' | 'seats' | 'handCommitment' | 'root' | 'committedAt' | 'logIndex'>;

export type Json = Record<string, unknown>;

/** Scheme-specific public fields kept in the `params` column. */
const PARAMS = ['matchId', 'games', 'telegram', 'table', 'session'] as const;

/** Seeds: absent until the reveal (every scheme's secret fields, lib/fair's registry). */
export const SEED_FIELDS: readonly string[] = [...new Set(Object.values(SCHEMES).flatMap((m) => m.seeds.map((f) => f.seed)))];

/** Fields the store assigns: a request that sends them is refused. */
export const ASSIGNED_FIELDS = ['id', 'status', 'committedAt', 'revealedAt', 'log'] as const;

/** The hex digests, lowercased before storage and comparison. */
const DIGESTS = new Set(['commitment', 'commitA', 'commitB', 'handCommitment', 'root']);

/**
 * The scheme's public fields of a request body, digests lowercased (the
 * verifier lowercases them too): what is stored and compared. Unknown fields
 * are dropped, as proof-format.md says they are ignored.
 */
export function knownFields(body: Json, scheme: string): Json {
  const out: Json = {};
  for (const key of ['scheme', 'game', ...(isScheme(scheme) ? PUBLIC_FIELDS[scheme] : [])]) {
    if (body[key] !== undefined) out[key] = lowerDigests(key, body[key]);
  }
  return out;
}

function lowerDigests(key: string, value: unknown): unknown {
  if (DIGESTS.has(key) && typeof value === 'string') return value.toLowerCase();
  if (key === 'hands' && Array.isArray(value)) {
    return value.map((hand: unknown) => {
      if (hand === null || typeof hand !== 'object' || Array.isArray(hand)) return hand;
      const h: Json = { ...(hand as Json) };
      for (const k of ['handCommitment', 'root']) if (typeof h[k] === 'string') h[k] = (h[k] as string).toLowerCase();
      return h;
    });
  }
  return value;
}

const parseJson = <T>(text: string | null): T | undefined => (text === null ? undefined : (JSON.parse(text) as T));

/** The columns for a document's public fields (at commit, or completed at reveal). */
export function columnsOf(doc: Json): {
  commitment: string;
  commitB: string | null;
  clientSeeds: string | null;
  count: number | null;
  recorded: string | null;
  params: string | null;
} {
  const chess = doc.scheme === 'chess_colour_v1';
  const params: Json = {};
  for (const key of PARAMS) if (doc[key] !== undefined) params[key] = doc[key];
  const clientSeeds = chess
    ? doc.clientA !== undefined || doc.clientB !== undefined
      ? [doc.clientA ?? null, doc.clientB ?? null]
      : null
    : (doc.clientSeeds ?? null);
  return {
    commitment: String(chess ? doc.commitA : doc.commitment),
    commitB: chess && typeof doc.commitB === 'string' ? doc.commitB : null,
    clientSeeds: clientSeeds === null ? null : JSON.stringify(clientSeeds),
    count: typeof doc.count === 'number' ? doc.count : null,
    recorded: doc.recorded === undefined ? null : JSON.stringify(doc.recorded),
    params: Object.keys(params).length ? JSON.stringify(params) : null,
  };
}

/** A document's commitment-log parts (log.md): its own entry's, and its poker hands' by hand number. */
export interface DocumentLogParts {
  log?: unknown;
  hands: Record<string, unknown>;
}

/**
 * The public document of a stored proof (the API's GET and the pages). While
 * committed it has no seed and no outcomes. `log`: its commitment-log parts
 * (lib/db/log/), added as `log` and `hands[k].log`.
 */
export function publicDocument(row: ProofColumns, hands: readonly HandColumns[] = [], log: DocumentLogParts | null = null): Json {
  const revealed = row.status === 'revealed';
  const doc: Json = { id: row.id, scheme: row.scheme, game: row.game, status: revealed ? 'revealed' : 'committed' };
  const params = parseJson<Json>(row.params) ?? {};
  const seeds = parseJson<(string | null)[]>(row.clientSeeds);

  if (row.scheme === 'chess_colour_v1') {
    doc.commitA = row.commitment;
    if (row.commitB !== null) doc.commitB = row.commitB;
    if (seeds) {
      if (seeds[0] !== null && seeds[0] !== undefined) doc.clientA = seeds[0];
      if (seeds[1] !== null && seeds[1] !== undefined) doc.clientB = seeds[1];
    }
    if (revealed) {
      if (row.serverSeed !== null) doc.seedA = row.serverSeed;
      if (row.seedB !== null) doc.seedB = row.seedB;
    }
  } else if (row.scheme === 'poker_hmac_v1') {
    doc.table = params.table;
    doc.session = params.session;
    doc.commitment = row.commitment;
    const decks = revealed ? (parseJson<Record<string, number[]>>(row.recorded) ?? {}) : {};
    doc.hands = [...hands]
      .sort((a, b) => a.n - b.n)
      .map((h) => ({
        n: h.n,
        seats: JSON.parse(h.seats) as Json,
        handCommitment: h.handCommitment,
        root: h.root,
        committedAt: h.committedAt.toISOString(),
        ...(decks[String(h.n)] ? { deck: decks[String(h.n)] } : {}),
        ...(log?.hands[String(h.n)] ? { log: log.hands[String(h.n)] } : {}),
      }));
    if (revealed && row.serverSeed !== null) doc.serverSeed = row.serverSeed;
  } else {
    doc.commitment = row.commitment;
    if (params.matchId !== undefined) doc.matchId = params.matchId;
    if (seeds) doc.clientSeeds = seeds;
    if (row.count !== null) doc.count = row.count;
    if (params.games !== undefined) doc.games = params.games;
    if (params.telegram !== undefined) doc.telegram = params.telegram;
    if (revealed && row.serverSeed !== null) doc.serverSeed = row.serverSeed;
  }
  if (revealed && row.recorded !== null && row.scheme !== 'poker_hmac_v1') doc.recorded = JSON.parse(row.recorded);
  doc.committedAt = row.committedAt.toISOString();
  if (revealed && row.revealedAt) doc.revealedAt = row.revealedAt.toISOString();
  if (log?.log) doc.log = log.log;
  return doc;
}
