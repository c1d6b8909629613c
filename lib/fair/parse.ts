/** parseProof: strict validation of a proof document into a typed {@link Proof}. */
import { fail, InputError } from './errors';
import type {
  BalootHand, ChessProof, DieRoundProof, LogPart, MatchGame, MatchRecorded, MatchSeedProof, Pair, PokerHand,
  PokerProof, Proof, Receipt, RollPairProof,
} from './types';

/** Largest `count` of rolls or dice accepted (keeps a hostile document from hanging the verifier). */
export const MAX_EVENTS = 100000;
/** Largest number of deals / baloot hands / poker hands accepted. */
export const MAX_DEALS = 10000;
/** Largest number of client seeds accepted in roll_pair_v1 / die_round_v1. */
export const MAX_SEEDS = 64;

export const MATCH_GAMES: readonly MatchGame[] = ['backgammon', 'checkers', 'xiangqi', 'bridge', 'tarneeb', 'trix', 'baloot', 'mahjong'];
const SCHEMES = ['roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'match_seed_v1', 'poker_hmac_v1', 'chess_colour_v1'];
/** The 32 baloot card ids (rank 7–A), ascending. */
export const BALOOT: readonly number[] = Array.from({ length: 52 }, (_, i) => i).filter((i) => i % 13 >= 5);

type Obj = Record<string, unknown>;

const CLIENT_RE = /^[A-Za-z0-9_-]{1,128}$/;
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
const TEXT_SEED_RE = /^[\x21-\x7e]{1,256}$/;
const DIGEST_RE = /^[0-9a-fA-F]{64}$/;
const TIME = 'ISO 8601 UTC with ms';
const REQ = 'required with serverSeed';
const REVEAL = 'both seeds are revealed together';
const TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own property, with `null` treated as absent. */
function get(o: Obj, k: string): unknown {
  if (!Object.prototype.hasOwnProperty.call(o, k)) return undefined;
  const v = o[k];
  return v === null ? undefined : v;
}

function describe(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}…` : v);
  if (typeof v === 'number') return String(v);
  return `a ${typeof v}`;
}

function str(v: unknown, field: string, re: RegExp, what: string): string {
  if (typeof v !== 'string' || !re.test(v)) fail(field, `expected ${what}, got ${describe(v)}`);
  return v;
}

/** A 64-hex digest, lowercased. */
function digest(v: unknown, field: string): string {
  return str(v, field, DIGEST_RE, '64 hex digits').toLowerCase();
}

function textSeed(v: unknown, field: string): string {
  return str(v, field, TEXT_SEED_RE, 'a text seed (1–256 printable ASCII, no spaces)');
}

function clientSeed(v: unknown, field: string): string {
  return str(v, field, CLIENT_RE, '1–128 of A–Z a–z 0–9 _ -');
}

function ident(v: unknown, field: string): string {
  return str(v, field, ID_RE, '1–64 of A–Z a–z 0–9 _ -');
}

function int(v: unknown, field: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail(field, `expected an integer ${min}–${max}, got ${describe(v)}`);
  }
  return v === 0 ? 0 : v;
}

function arr(v: unknown, field: string, min: number, max: number, what: string): unknown[] {
  if (!Array.isArray(v)) fail(field, `expected an array of ${what}, got ${describe(v)}`);
  if (v.length < min || v.length > max) {
    fail(field, `expected ${min === max ? min : `${min}–${max}`} ${what}, got ${v.length}`);
  }
  return v;
}

function obj(v: unknown, field: string): Obj {
  if (!isObj(v)) fail(field, `expected an object, got ${describe(v)}`);
  return v;
}

/** An array of distinct ids from `allowed` (a permutation when `len` equals allowed's size). */
function cardList(v: unknown, field: string, len: number, allowed: ReadonlySet<number>, max: number, what: string): number[] {
  const a = arr(v, field, len, len, what);
  const seen = new Set<number>();
  return a.map((x, i) => {
    const c = int(x, `${field}[${i}]`, 0, max);
    if (!allowed.has(c)) fail(`${field}[${i}]`, `expected ${what}: ${c} is not one`);
    if (seen.has(c)) fail(`${field}[${i}]`, `expected ${what}: ${c} is repeated`);
    seen.add(c);
    return c;
  });
}

const ALL_CARDS: ReadonlySet<number> = new Set(Array.from({ length: 52 }, (_, i) => i));
const BALOOT_SET: ReadonlySet<number> = new Set(BALOOT);

/** Longest log entry text accepted. */
const MAX_ENTRY = 4096;
/** Longest checkpoint text accepted. */
const MAX_CHECKPOINT = 16384;
const LOG_REQ = 'required with a log part';

/**
 * A `log` part: `{ index, entry, checkpoint, inclusion: [hex] }`. Only its shape is checked here; whether
 * the entry, path and signed checkpoint agree is verification (a mismatch, never an input error).
 */
function logPart(v: unknown, f: string): LogPart {
  const o = obj(v, f);
  const index = int(get(o, 'index'), `${f}.index`, 0, Number.MAX_SAFE_INTEGER);
  const entry = get(o, 'entry');
  if (typeof entry !== 'string' || entry.length === 0 || entry.length > MAX_ENTRY) {
    fail(`${f}.entry`, `expected the entry text (1–${MAX_ENTRY} characters), got ${describe(entry)}`);
  }
  const checkpoint = get(o, 'checkpoint');
  if (typeof checkpoint !== 'string' || checkpoint.length === 0 || checkpoint.length > MAX_CHECKPOINT) {
    fail(`${f}.checkpoint`, `expected the signed checkpoint text (1–${MAX_CHECKPOINT} characters), got ${describe(checkpoint)}`);
  }
  const inclusion = arr(get(o, 'inclusion'), `${f}.inclusion`, 0, 63, 'hashes').map((h, i) => digest(h, `${f}.inclusion[${i}]`));
  return { index, entry, checkpoint, inclusion };
}

function common(o: Obj, p: { id?: number; committedAt?: string; revealedAt?: string; status?: 'committed' | 'revealed'; log?: LogPart }): void {
  const id = get(o, 'id');
  if (id !== undefined) p.id = int(id, 'id', 1, Number.MAX_SAFE_INTEGER);
  for (const k of ['committedAt', 'revealedAt'] as const) {
    const t = get(o, k);
    if (t !== undefined) p[k] = str(t, k, TIME_RE, TIME);
  }
  const lg = get(o, 'log');
  if (lg !== undefined) {
    p.log = logPart(lg, 'log');
    if (p.id === undefined) fail('id', LOG_REQ);
    if (p.committedAt === undefined) fail('committedAt', LOG_REQ);
  }
  const st = get(o, 'status');
  if (st !== undefined) {
    if (st !== 'committed' && st !== 'revealed') fail('status', 'expected committed or revealed');
    p.status = st;
  }
}

function clientSeedList(o: Obj, min: number, max: number, required: boolean): string[] | undefined {
  const v = get(o, 'clientSeeds');
  if (v === undefined) {
    if (required) fail('clientSeeds', REQ);
    return undefined;
  }
  return arr(v, 'clientSeeds', min, max, 'client seeds').map((s, i) => clientSeed(s, `clientSeeds[${i}]`));
}

function countField(o: Obj, required: boolean, max: number): number | undefined {
  const v = get(o, 'count');
  if (v === undefined) {
    if (required) fail('count', REQ);
    return undefined;
  }
  return int(v, 'count', 0, max);
}

function parseRollPair(o: Obj): RollPairProof {
  const p: RollPairProof = { scheme: 'roll_pair_v1', game: 'backgammon' };
  common(o, p);
  const c = get(o, 'commitment');
  if (c !== undefined) p.commitment = digest(c, 'commitment');
  const s = get(o, 'serverSeed');
  if (s !== undefined) {
    if (typeof s !== 'string' || !/^[0-9a-fA-F]*$/.test(s) || s.length < 32 || s.length > 128 || s.length % 2 !== 0) {
      fail('serverSeed', `expected 32–128 hex digits, even length, got ${describe(s)}`);
    }
    p.serverSeed = s.toLowerCase();
  }
  const seeds = clientSeedList(o, 1, MAX_SEEDS, s !== undefined);
  if (seeds) p.clientSeeds = seeds;
  const count = countField(o, s !== undefined, MAX_EVENTS);
  if (count !== undefined) p.count = count;
  const g = get(o, 'games');
  if (g !== undefined) {
    const games = arr(g, 'games', 0, MAX_EVENTS, 'game sizes').map((x, i) => int(x, `games[${i}]`, 1, MAX_EVENTS));
    if (count !== undefined) {
      const sum = games.reduce((a, b) => a + b, 0);
      if (sum !== count) fail('games', `expected a sum of ${count} (count), got ${sum}`);
    }
    p.games = games;
  }
  const r = get(o, 'recorded');
  if (r !== undefined) {
    const n = count ?? MAX_EVENTS;
    const list = arr(r, 'recorded', count ?? 0, n, 'rolls');
    p.recorded = list.map((pair, i): Pair => {
      const a = arr(pair, `recorded[${i}]`, 2, 2, 'dice');
      return [int(a[0], `recorded[${i}][0]`, 1, 6), int(a[1], `recorded[${i}][1]`, 1, 6)];
    });
  }
  return p;
}

function parseDieRound(o: Obj): DieRoundProof {
  const commitment = digest(get(o, 'commitment'), 'commitment');
  const p: DieRoundProof = { scheme: 'die_round_v1', game: 'dice', commitment };
  common(o, p);
  const s = get(o, 'serverSeed');
  if (s !== undefined) p.serverSeed = textSeed(s, 'serverSeed');
  const seeds = clientSeedList(o, 1, MAX_SEEDS, s !== undefined);
  if (seeds) p.clientSeeds = seeds;
  const count = countField(o, s !== undefined, MAX_EVENTS);
  if (count !== undefined) p.count = count;
  const t = get(o, 'telegram');
  const tg = new Set<number>();
  if (t !== undefined) {
    p.telegram = arr(t, 'telegram', 0, count ?? MAX_EVENTS, 'positions').map((x, i) => {
      const pos = int(x, `telegram[${i}]`, 1, count ?? MAX_EVENTS);
      if (tg.has(pos)) fail(`telegram[${i}]`, `${pos} is repeated`);
      tg.add(pos);
      return pos;
    });
  }
  const r = get(o, 'recorded');
  if (r !== undefined) {
    const list = arr(r, 'recorded', count ?? 0, count ?? MAX_EVENTS, 'dice');
    p.recorded = list.map((x, i) => {
      if (x === null && tg.has(i + 1)) return null;
      if (x === null) fail(`recorded[${i}]`, 'expected 1–6 (null only at a Telegram position)');
      return int(x, `recorded[${i}]`, 1, 6);
    });
  }
  return p;
}

const LIST_KEY: Record<MatchGame, keyof MatchRecorded | null> = {
  backgammon: 'dice', checkers: null, xiangqi: null, bridge: 'deals', tarneeb: 'deals', trix: 'deals', baloot: 'hands', mahjong: 'draws',
};

function parseMatch(o: Obj, game: MatchGame): MatchSeedProof {
  const commitment = digest(get(o, 'commitment'), 'commitment');
  const matchId = ident(get(o, 'matchId'), 'matchId');
  const p: MatchSeedProof = { scheme: 'match_seed_v2', game, matchId, commitment };
  common(o, p);
  const s = get(o, 'serverSeed');
  if (s !== undefined) p.serverSeed = textSeed(s, 'serverSeed');
  const seeds = clientSeedList(o, 1, 4, s !== undefined);
  if (seeds) p.clientSeeds = seeds;
  const listKey = LIST_KEY[game];
  let count: number | undefined;
  if (listKey !== null) {
    const max = game === 'mahjong' ? 144 : listKey === 'dice' ? MAX_EVENTS : MAX_DEALS;
    count = countField(o, s !== undefined, max);
    if (count !== undefined) p.count = count;
  }
  const r = get(o, 'recorded');
  if (r !== undefined) {
    const ro = obj(r, 'recorded');
    const rec: MatchRecorded = {};
    const so = get(ro, 'seatOrder');
    if (so !== undefined) {
      const a = arr(so, 'recorded.seatOrder', 2, 2, 'seats');
      const x = int(a[0], 'recorded.seatOrder[0]', 0, 1);
      const y = int(a[1], 'recorded.seatOrder[1]', 0, 1);
      if (x === y) fail('recorded.seatOrder', 'expected [0, 1] or [1, 0]');
      rec.seatOrder = [x, y];
    }
    for (const k of ['dice', 'deals', 'hands', 'draws'] as const) {
      if (k !== listKey && get(ro, k) !== undefined) fail(`recorded.${k}`, `not used in ${game}`);
    }
    if (listKey !== null) {
      const v = get(ro, listKey);
      if (v !== undefined) {
        const f = `recorded.${listKey}`;
        const max = game === 'mahjong' ? 144 : listKey === 'dice' ? MAX_EVENTS : MAX_DEALS;
        const list = arr(v, f, count ?? 0, count ?? max, listKey);
        if (listKey === 'dice') rec.dice = list.map((d, i) => int(d, `${f}[${i}]`, 1, 6));
        else if (listKey === 'deals') rec.deals = list.map((d, i) => cardList(d, `${f}[${i}]`, 52, ALL_CARDS, 51, 'the 52 cards'));
        else if (listKey === 'draws') {
          const seen = new Set<number>();
          rec.draws = list.map((d, i) => {
            const t = int(d, `${f}[${i}]`, 0, 143);
            if (seen.has(t)) fail(`${f}[${i}]`, `tile ${t} is repeated`);
            seen.add(t);
            return t;
          });
        } else {
          rec.hands = list.map((h, i): BalootHand => {
            const ho = obj(h, `${f}[${i}]`);
            return {
              deck: cardList(get(ho, 'deck'), `${f}[${i}].deck`, 32, BALOOT_SET, 51, 'the 32 baloot cards'),
              rest: cardList(get(ho, 'rest'), `${f}[${i}].rest`, 11, BALOOT_SET, 51, '11 distinct baloot cards'),
            };
          });
        }
      }
    }
    p.recorded = rec;
  }
  return p;
}

function parsePoker(o: Obj): PokerProof {
  const table = ident(get(o, 'table'), 'table');
  const session = ident(get(o, 'session'), 'session');
  const commitment = digest(get(o, 'commitment'), 'commitment');
  const p: PokerProof = { scheme: 'poker_hmac_v1', game: 'poker', table, session, commitment, hands: [] };
  common(o, p);
  const s = get(o, 'serverSeed');
  if (s !== undefined) p.serverSeed = textSeed(s, 'serverSeed');
  // a session committed before its first hand may carry no `hands` yet: same as []
  const hs = arr(get(o, 'hands') ?? [], 'hands', 0, MAX_DEALS, 'hands');
  const ns = new Set<number>();
  p.hands = hs.map((h, i): PokerHand => {
    const f = `hands[${i}]`;
    const ho = obj(h, f);
    const n = int(get(ho, 'n'), `${f}.n`, 1, Number.MAX_SAFE_INTEGER);
    if (ns.has(n)) fail(`${f}.n`, `${n} is repeated`);
    ns.add(n);
    const so = obj(get(ho, 'seats'), `${f}.seats`);
    const seats: [number, string][] = [];
    for (const k of Object.keys(so)) {
      if (!/^(?:[0-9]|1[0-5])$/.test(k)) fail(`${f}.seats`, 'expected seats "0"–"15"');
      seats.push([Number(k), clientSeed(so[k], `${f}.seats.${k}`)]);
    }
    if (seats.length === 0) fail(`${f}.seats`, 'expected a seat');
    seats.sort((a, b) => a[0] - b[0]);
    const hand: PokerHand = {
      n, seats,
      handCommitment: digest(get(ho, 'handCommitment'), `${f}.handCommitment`),
      root: digest(get(ho, 'root'), `${f}.root`),
    };
    const ca = get(ho, 'committedAt');
    if (ca !== undefined) hand.committedAt = str(ca, `${f}.committedAt`, TIME_RE, TIME);
    const hl = get(ho, 'log');
    if (hl !== undefined) {
      hand.log = logPart(hl, `${f}.log`);
      if (p.id === undefined) fail('id', LOG_REQ);
      if (hand.committedAt === undefined) fail(`${f}.committedAt`, LOG_REQ);
    }
    const d = get(ho, 'deck');
    if (d !== undefined) hand.deck = cardList(d, `${f}.deck`, 52, ALL_CARDS, 51, 'the 52 cards');
    const cs = get(ho, 'cards');
    if (cs !== undefined) {
      hand.cards = arr(cs, `${f}.cards`, 0, 52, 'cards').map((c, j): Receipt => {
        const g = `${f}.cards[${j}]`;
        const co = obj(c, g);
        const position = int(get(co, 'position'), `${g}.position`, 0, 51);
        const card = int(get(co, 'card'), `${g}.card`, 0, 51);
        const salt = digest(get(co, 'salt'), `${g}.salt`);
        const path = arr(get(co, 'path'), `${g}.path`, 6, 6, 'hashes').map((x, k) => digest(x, `${g}.path[${k}]`));
        return { position, card, salt, path };
      });
    }
    return hand;
  });
  return p;
}

function parseChess(o: Obj): ChessProof {
  const commitA = digest(get(o, 'commitA'), 'commitA');
  const clientA = clientSeed(get(o, 'clientA'), 'clientA');
  const cb = get(o, 'commitB');
  let p: ChessProof;
  if (cb !== undefined) {
    p = { scheme: 'chess_colour_v1', game: 'chess', commitA, clientA, commitB: digest(cb, 'commitB'), clientB: clientSeed(get(o, 'clientB'), 'clientB') };
  } else {
    const clb = get(o, 'clientB');
    if (clb !== undefined && clb !== '') fail('clientB', 'expected "" (a bot: no commitB)');
    p = { scheme: 'chess_colour_v1', game: 'chess', commitA, clientA, clientB: '' };
  }
  common(o, p);
  const sa = get(o, 'seedA');
  const sb = get(o, 'seedB');
  if (sa !== undefined) p.seedA = textSeed(sa, 'seedA');
  if (p.commitB === undefined) {
    if (sb !== undefined) fail('seedB', 'expected none (a bot: no commitB)');
  } else {
    if (sb !== undefined) p.seedB = textSeed(sb, 'seedB');
    if (sa !== undefined && sb === undefined) fail('seedB', REVEAL);
    if (sa === undefined && sb !== undefined) fail('seedA', REVEAL);
  }
  const r = get(o, 'recorded');
  if (r !== undefined) {
    const w = get(obj(r, 'recorded'), 'white');
    if (w !== 'A' && w !== 'B') fail('recorded.white', 'expected A or B');
    p.recorded = { white: w };
  }
  return p;
}

const GAME_OF: Record<string, readonly string[]> = {
  roll_pair_v1: ['backgammon'], die_round_v1: ['dice'], match_seed_v2: MATCH_GAMES, match_seed_v1: MATCH_GAMES,
  poker_hmac_v1: ['poker'], chess_colour_v1: ['chess'],
};

function parseScheme(doc: Obj, scheme: string, game: string): Proof {
  switch (scheme) {
    case 'roll_pair_v1': return parseRollPair(doc);
    case 'die_round_v1': return parseDieRound(doc);
    case 'match_seed_v2': return parseMatch(doc, game as MatchGame);
    case 'poker_hmac_v1': return parsePoker(doc);
    default: return parseChess(doc);
  }
}

/**
 * Validate a proof document exactly as proof-format.md says and return it typed
 * (digests lowercased, roll_pair_v1's hex seed lowercased, poker seats sorted).
 * @param input - the parsed JSON value, or its JSON text
 * @throws InputError with the path of the first bad field (`document` when not a JSON object)
 */
export function parseProof(input: unknown): Proof {
  let doc = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input);
    } catch {
      fail('document', 'expected a JSON object, got invalid JSON');
    }
  }
  if (!isObj(doc)) fail('document', `expected a JSON object, got ${describe(doc)}`);
  const scheme = get(doc, 'scheme');
  if (typeof scheme !== 'string' || !SCHEMES.includes(scheme)) {
    fail('scheme', `expected a known scheme, got ${describe(scheme)}`);
  }
  if (scheme === 'match_seed_v1') fail('scheme', 'this scheme is not supported yet');
  const game = get(doc, 'game');
  const games = GAME_OF[scheme]!;
  if (typeof game !== 'string' || !games.includes(game)) fail('game', `expected ${games.join(', ')}, got ${describe(game)}`);
  try {
    const p = parseScheme(doc, scheme, game);
    if (p.scheme === 'roll_pair_v1' && p.log && p.commitment === undefined) fail('commitment', LOG_REQ);
    return p;
  } catch (e) {
    if (e instanceof InputError) throw e;
    /* c8 ignore next */
    throw new InputError('document', 'unreadable document');
  }
}
