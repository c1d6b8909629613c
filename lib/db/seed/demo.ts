// The demo set: a deterministic collection of proofs that shows everything the
// site can show — every scheme and every game, a backgammon match of three
// games whose page opens a /check/ link, Telegram dice, a 20-hand poker
// session (and one player's receipt), chess against a bot, one proof whose
// recorded outcome does not match, and ones still committed. Published
// through the store's own commit → hands → reveal, with refs, so seeding twice
// changes nothing.
import { hexToBytes, toHex } from '../../fair/hex.ts';
import { computeHand, keyedMac, merklePath, SCHEMES, sha256Hex, verify, type Report } from '../../fair/index.ts';
import { demoOf } from '../../fair/schemes/index.ts';
import { getDb } from '../client.ts';
import { commitBodyOf, handBodyOf, type Json } from '../document.ts';
import { exclusive } from '../lock.ts';
import { addPokerHand, commitProof, revealProof } from '../store.ts';

const DEMO_PUBLISHER = 'demo';
/** Where the demo player's receipt is served from (committed; see scripts/db/seed.ts --receipt). */
export const RECEIPT_FILE = 'public/demo/poker-receipt.json';

/** A deterministic 64-hex-digit value for a label. */
const hex64 = (label: string) => sha256Hex(`fair-proofs demo: ${label}`);
/** A client seed as the apps make them: 16 or 32 hex digits. */
const phone = (label: string, digits = 16) => hex64(`phone ${label}`).slice(0, digits);

export interface DemoProof {
  ref: string;
  /** the whole document, seeds and outcomes included */
  doc: Json;
  /** publish only the commitment (and poker hands): the game is still in play */
  committedOnly?: boolean;
}

/** The recomputed outcomes of a document without `recorded`, as its `recorded`. */
function outcomes<S extends Report['scheme']>(doc: Json & { scheme: S }): Extract<Report, { scheme: S }> {
  const r = verify(doc);
  if (r.scheme !== doc.scheme) throw new Error(`demo: a ${doc.scheme} document gave a ${r.scheme} report`);
  return r as Extract<Report, { scheme: S }>;
}

function rollPairMatch(ref: string, seeds: string[], games: number[]): DemoProof {
  const serverSeed = hex64(ref);
  const count = games.reduce((a, b) => a + b, 0);
  const doc = { scheme: 'roll_pair_v1' as const, game: 'backgammon', serverSeed, commitment: sha256Hex(hexToBytes(serverSeed)), clientSeeds: seeds, count };
  const recorded = outcomes(doc).rolls;
  return { ref, doc: { ...doc, ...(games.length > 1 ? { games } : {}), recorded } };
}

/** A dice game; `seedOf`: the ref whose server seed it reuses (a commitment published twice). */
function dice(ref: string, count: number, telegram?: number[], seedOf = ref): DemoProof {
  const serverSeed = hex64(seedOf);
  const doc = { scheme: 'die_round_v1' as const, game: 'dice', serverSeed, commitment: sha256Hex(serverSeed), clientSeeds: [phone(`${ref} a`), phone(`${ref} b`)], count, ...(telegram ? { telegram } : {}) };
  const faces = outcomes(doc).dice ?? [];
  // At Telegram positions the bot records Telegram's own die (or only its mark).
  return { ref, doc: { ...doc, recorded: faces.map((f, i) => (telegram?.includes(i + 1) ? (i % 2 ? null : ((f ?? 1) % 6) + 1) : f)) } };
}

function match(ref: string, game: string, players: number, count: number): DemoProof {
  const serverSeed = hex64(ref);
  const doc = {
    scheme: 'match_seed_v2' as const,
    game,
    matchId: ref.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64),
    serverSeed,
    commitment: sha256Hex(serverSeed),
    clientSeeds: Array.from({ length: players }, (_, i) => phone(`${ref} seat ${i}`)),
    count,
  };
  const r = outcomes(doc);
  const recorded: Json = { seatOrder: r.seatOrder };
  if (r.dice) recorded.dice = r.dice;
  if (r.deals) recorded.deals = r.deals;
  if (r.hands) recorded.hands = r.hands;
  if (r.draws) recorded.draws = r.draws;
  return { ref, doc: { ...doc, recorded } };
}

const POKER_TABLE = 'holdem-7';
const POKER_SESSION = 'demo-s1';

function pokerSession(ref: string, session: string, hands: number): DemoProof {
  const serverSeed = hex64(ref);
  const mac = keyedMac(serverSeed);
  const players = ['0', '2', '5', '10'];
  const handDocs = Array.from({ length: hands }, (_, i) => {
    const n = i + 1;
    // Players come and go: seat 10 sits out every third hand.
    const seats = Object.fromEntries(players.filter((s) => s !== '10' || n % 3 !== 0).map((s) => [s, phone(`${ref} seat ${s}`)]));
    const h = computeHand(mac, POKER_TABLE, session, n, Object.entries(seats).map(([s, c]) => [Number(s), c] as [number, string]));
    return { n, seats, handCommitment: h.handCommitment, root: h.root, deck: h.deck };
  });
  return {
    ref,
    doc: { scheme: 'poker_hmac_v1', game: 'poker', table: POKER_TABLE, session, serverSeed, commitment: sha256Hex(serverSeed), hands: handDocs },
  };
}

function chess(ref: string, bot: boolean): DemoProof {
  const seedA = hex64(`${ref} A`);
  const doc: Json & { scheme: 'chess_colour_v1' } = { scheme: 'chess_colour_v1', game: 'chess', commitA: sha256Hex(seedA), clientA: phone(`${ref} A`), seedA };
  if (bot) doc.clientB = '';
  else {
    const seedB = hex64(`${ref} B`);
    Object.assign(doc, { commitB: sha256Hex(seedB), clientB: phone(`${ref} B`), seedB });
  }
  doc.recorded = { white: outcomes(doc).white };
  return { ref, doc };
}

/** The demo proofs, in publishing order (so their numbers are stable on an empty database). */
export function demoProofs(): DemoProof[] {
  const listed = listedProofs();
  return [...listed, ...schemeDemos(listed)];
}

/**
 * A proof of each registered scheme the list has none of: the document its registry entry declares
 * (demoOf), after the list so that its numbers stay. A new scheme needs no edit here.
 */
function schemeDemos(listed: DemoProof[]): DemoProof[] {
  const have = new Set(listed.map((p) => p.doc.scheme));
  return Object.keys(SCHEMES)
    .filter((s) => !have.has(s))
    .flatMap((s) => {
      const doc = demoOf(s);
      return doc ? [{ ref: `${s}-demo`, doc }] : [];
    });
}

function listedProofs(): DemoProof[] {
  const failed = dice('dice-altered', 30);
  const rec = failed.doc.recorded as (number | null)[];
  rec[11] = ((rec[11] ?? 1) % 6) + 1; // one die that was not what the seeds give
  return [
    rollPairMatch('backgammon-match', [phone('bg host', 32), phone('bg guest', 32)], [52, 48, 37]),
    rollPairMatch('backgammon-offline', [phone('bg solo', 32)], [61]),
    dice('dice-duel', 60),
    dice('dice-telegram', 40, [5, 6, 17, 33]),
    match('backgammon-v2', 'backgammon', 2, 120),
    match('checkers-1', 'checkers', 2, 0),
    match('xiangqi-1', 'xiangqi', 2, 0),
    match('bridge-rubber', 'bridge', 4, 4),
    match('tarneeb-1', 'tarneeb', 4, 3),
    match('trix-1', 'trix', 4, 2),
    match('baloot-1', 'baloot', 4, 2),
    match('mahjong-1', 'mahjong', 4, 90),
    pokerSession('poker-session', POKER_SESSION, 20),
    chess('chess-bot', true),
    chess('chess-duel', false),
    failed,
    { ...match('bridge-live', 'bridge', 4, 0), committedOnly: true },
    { ...pokerSession('poker-live', 'demo-s2', 3), committedOnly: true },
    // issue #21: a bot chat where Telegram threw every die (no die can be checked), and one server
    // seed serving two rooms (each page names the other); then a whole game, the home page's example
    dice('dice-bot-telegram', 12, Array.from({ length: 12 }, (_, i) => i + 1)),
    dice('dice-room', 24),
    dice('dice-room-again', 18, undefined, 'dice-room'),
    dice('dice-tournament', 36),
  ];
}

const proofStatus = async (id: number) =>
  (await exclusive(() => getDb().proof.findUnique({ where: { id }, select: { status: true } })))?.status;

async function demoPublisher(): Promise<number> {
  const db = getDb();
  const existing = await exclusive(() => db.publisher.findUnique({ where: { name: DEMO_PUBLISHER }, select: { id: true } }));
  if (existing) return existing.id;
  // Its token is random and never printed: nobody publishes as "demo".
  const row = await exclusive(() => db.publisher.create({ data: { name: DEMO_PUBLISHER, tokenHash: hex64(`token ${Math.random()}`) } }));
  return row.id;
}

/** Publishes the demo set (idempotent: the refs make a second run a no-op). Returns ref → public id. */
export async function seedDemo(): Promise<Map<string, number>> {
  const publisher = await demoPublisher();
  const ids = new Map<string, number>();
  for (const { ref, doc, committedOnly } of demoProofs()) {
    const { id, created } = await commitProof(publisher, { ...commitBodyOf(doc), ref });
    ids.set(ref, id);
    // Published by an earlier run: a revealed session takes no more hands.
    if (!created && (await proofStatus(id)) === 'revealed') continue;
    for (const hand of (doc.hands as Json[] | undefined) ?? []) {
      await addPokerHand(publisher, id, handBodyOf(hand));
    }
    if (!committedOnly) await revealProof(publisher, id, doc);
  }
  return ids;
}

/**
 * A player's receipt from the demo poker session: for every hand, seat 2's two
 * hole cards and the five board cards (positions as dealt), with salts and
 * Merkle paths — checkable against the published roots without the seed.
 */
export function demoPokerReceipt(): Json {
  const session = demoProofs().find((p) => p.ref === 'poker-session')!.doc;
  const mac = keyedMac(String(session.serverSeed));
  const hands = (session.hands as Json[]).map((h) => {
    const seats = Object.entries(h.seats as Record<string, string>).map(([s, c]) => [Number(s), c] as [number, string]);
    const out = computeHand(mac, POKER_TABLE, POKER_SESSION, h.n as number, seats);
    // As this demo table deals: one card to each player in seat order, twice,
    // then the board with a burned card before the flop, the turn and the river.
    // Seat 2 is the second seated player.
    const players = seats.length;
    const positions = [1, 1 + players, 2 * players + 1, 2 * players + 2, 2 * players + 3, 2 * players + 5, 2 * players + 7];
    return {
      n: h.n,
      seats: h.seats,
      handCommitment: h.handCommitment,
      root: h.root,
      cards: positions.map((position) => ({
        position,
        card: out.deck[position]!,
        salt: toHex(out.salts[position]!),
        path: merklePath(out.levels, position),
      })),
    };
  });
  return { scheme: 'poker_hmac_v1', game: 'poker', table: POKER_TABLE, session: POKER_SESSION, commitment: session.commitment, hands };
}
