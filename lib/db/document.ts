// Proof documents in and out of the store: which fields a scheme publishes,
// how a request maps onto the columns, and the public document a row serves.
// Public output holds only seeds, commitments, counts, outcomes, scheme/game,
// numbers, timestamps and log proofs (api.md) — never the publisher, the ref
// or a seed before its reveal.
import { isScheme, PUBLIC_FIELDS, SCHEMES, type Scheme, type SeedField } from '../fair/index.ts';
import { clientFieldsOf, sessionOf } from '../fair/schemes/index.ts';
import type { PokerHand, Proof } from './generated/sqlite/client.ts';

/** The stored columns a public document is made of. */
export type ProofColumns = Pick<
  Proof,
  'id' | 'scheme' | 'game' | 'status' | 'commitment' | 'commitB' | 'clientSeeds' | 'count' | 'params' | 'serverSeed' | 'seedB' | 'recorded' | 'committedAt' | 'revealedAt'
>;
export type HandColumns = Pick<PokerHand, 'n' | 'seats' | 'handCommitment' | 'root' | 'committedAt' | 'logIndex'>;

export type Json = Record<string, unknown>;

/**
 * How a scheme's document lies in a Proof row, read from lib/fair's registry (nothing here names a
 * scheme): the first secret field and its commitment go to `serverSeed` / `commitment`, a second
 * side's (chess B) to `seedB` / `commitB`; the client seeds — a `clientSeeds` list, or one field per
 * side (`clientA`, `clientB`) — to `clientSeeds` as a list; `count` and `recorded` to their columns;
 * a session's `hands` to the PokerHand table (their decks, at the reveal, to `recorded` by hand
 * number); every other public field (matchId, games, telegram, table, session) to `params`.
 */
export interface Shape {
  seeds: readonly SeedField[];
  clientFields: readonly string[];
  params: readonly string[];
  /** a session's field of parts, added one by one before their deals (a poker session's `hands`: the module's `session`); undefined for a single game */
  session: 'hands' | undefined;
  /** the public fields a served document carries before its seeds, in serving order (all but `recorded`) */
  served: readonly string[];
}

const OWN_COLUMNS = new Set(['count', 'recorded', 'hands']);

/** The order a served document's fields have always had; a field not listed here comes after them. */
const FIELD_ORDER = ['table', 'session', 'commitment', 'commitA', 'commitB', 'matchId', 'clientSeeds', 'clientA', 'clientB', 'count', 'games', 'telegram', 'hands'];
const orderOf = (f: string) => (FIELD_ORDER.includes(f) ? FIELD_ORDER.indexOf(f) : FIELD_ORDER.length);

function shapeFor(scheme: Scheme): Shape {
  const fields = PUBLIC_FIELDS[scheme];
  const seeds = SCHEMES[scheme].seeds;
  const commitments = new Set(seeds.map((f) => f.commitment));
  const clientFields = clientFieldsOf(scheme);
  return {
    seeds,
    clientFields,
    params: fields.filter((f) => !commitments.has(f) && !clientFields.includes(f) && !OWN_COLUMNS.has(f)),
    session: sessionOf(scheme),
    served: fields.filter((f) => f !== 'recorded').sort((x, y) => orderOf(x) - orderOf(y)),
  };
}

/** Each scheme's shape, made when first asked for: a scheme registered at run time (registerScheme) has one too. */
const SHAPES = new Map<string, Shape>();

/** The shape of a scheme's documents; null for an unknown scheme. */
export function shapeOf(scheme: string): Shape | null {
  if (!isScheme(scheme)) return null;
  let shape = SHAPES.get(scheme);
  if (!shape) SHAPES.set(scheme, (shape = shapeFor(scheme)));
  return shape;
}

/** Seeds: absent until the reveal (every registered scheme's secret fields). */
export const secretFields = (): string[] => [...new Set(Object.values(SCHEMES).flatMap((m) => m.seeds.map((f) => f.seed)))];

/** The commit body of a whole document (as a game server sends it before play): no seeds, no outcomes, no session's hands. */
export function commitBodyOf(doc: Json): Json {
  const left = new Set([...secretFields(), 'recorded', 'hands']);
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !left.has(k)));
}

/** The add-hand body of a poker hand: its four fields of a document's hand or a request (no deck, receipt or timestamp). */
export function handBodyOf(hand: Json): Json {
  return { n: hand.n, seats: hand.seats, handCommitment: hand.handCommitment, root: hand.root };
}

/** A session's hands are added one by one, before their deals (a poker session). */
export const isSession = (scheme: string): boolean => shapeOf(scheme)?.session !== undefined;

/** Fields the store assigns: a request that sends them is refused. */
export const ASSIGNED_FIELDS = ['id', 'status', 'committedAt', 'revealedAt', 'log'] as const;

/** The hex digests, lowercased before storage and comparison. */
const DIGESTS = new Set(['commitment', 'commitA', 'commitB', 'handCommitment', 'root']);

/**
 * The scheme's public fields of a request body, digests lowercased (the
 * verifier lowercases them too): what is stored and compared. Unknown fields
 * are dropped, as proof-format.md says they are ignored, and so is a null one
 * (absent to lib/fair; a request's are dropped on arrival, body-checks.ts
 * `asObject`, a body stored before that may still hold them).
 */
export function knownFields(body: Json, scheme: string): Json {
  const out: Json = {};
  for (const key of ['scheme', 'game', ...(isScheme(scheme) ? PUBLIC_FIELDS[scheme] : [])]) {
    if (body[key] !== undefined && body[key] !== null) out[key] = lowerDigests(key, body[key]);
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
  const shape = shapeOf(String(doc.scheme));
  if (!shape) throw new Error(`document: unknown scheme ${String(doc.scheme)}`);
  const [a, b] = shape.seeds;
  const params: Json = {};
  for (const key of shape.params) if (doc[key] !== undefined) params[key] = doc[key];
  const sides = shape.clientFields.length > 1;
  const clientSeeds = sides
    ? shape.clientFields.some((f) => doc[f] !== undefined)
      ? shape.clientFields.map((f) => doc[f] ?? null)
      : null
    : (doc[shape.clientFields[0] ?? 'clientSeeds'] ?? null);
  return {
    commitment: String(doc[a!.commitment]),
    commitB: b && typeof doc[b.commitment] === 'string' ? (doc[b.commitment] as string) : null,
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
  const shape = shapeOf(row.scheme);
  if (!shape) throw new Error(`proof ${row.id}: unknown scheme ${row.scheme}`);
  const [a, b] = shape.seeds;
  const params = parseJson<Json>(row.params) ?? {};
  const seeds = parseJson<unknown[]>(row.clientSeeds);
  const decks = shape.session && revealed ? (parseJson<Record<string, number[]>>(row.recorded) ?? {}) : {};
  const value = (field: string): unknown => {
    if (field === a!.commitment) return row.commitment;
    if (field === b?.commitment) return row.commitB ?? undefined;
    const side = shape.clientFields.indexOf(field);
    if (side >= 0) return shape.clientFields.length > 1 ? (seeds?.[side] ?? undefined) : (seeds ?? undefined);
    if (field === 'count') return row.count ?? undefined;
    if (field === 'hands') {
      return [...hands]
        .sort((x, y) => x.n - y.n)
        .map((h) => ({
          n: h.n,
          seats: JSON.parse(h.seats) as Json,
          handCommitment: h.handCommitment,
          root: h.root,
          committedAt: h.committedAt.toISOString(),
          ...(decks[String(h.n)] ? { deck: decks[String(h.n)] } : {}),
          ...(log?.hands[String(h.n)] ? { log: log.hands[String(h.n)] } : {}),
        }));
    }
    return shape.params.includes(field) ? params[field] : undefined;
  };
  for (const field of shape.served) {
    const v = value(field);
    if (v !== undefined && v !== null) doc[field] = v;
  }
  if (revealed) {
    if (row.serverSeed !== null) doc[a!.seed] = row.serverSeed;
    if (b && row.seedB !== null) doc[b.seed] = row.seedB;
    if (row.recorded !== null && !shape.session) doc.recorded = JSON.parse(row.recorded);
  }
  doc.committedAt = row.committedAt.toISOString();
  if (revealed && row.revealedAt) doc.revealedAt = row.revealedAt.toISOString();
  if (log?.log) doc.log = log.log;
  return doc;
}
