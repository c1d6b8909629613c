/**
 * chess_colour_v1 — who plays White: each side commits to its own seed; against the bot only side A
 * (schemes.md).
 */
import type { Checks } from '../checks';
import { fail } from '../errors';
import { clientSeed, common, digest, get, obj, textSeed, type Obj } from '../fields';
import { keyedMac, sha256Hex } from '../hash';
import { CounterMsg, DrawStream, wordHi, wordLo } from '../stream';
import type { CommonFields, EventsAt, ReportOf, SchemeCounts, SchemeModule } from './scheme';

export interface ChessProof extends CommonFields {
  scheme: 'chess_colour_v1';
  game: 'chess';
  commitA: string;
  clientA: string;
  seedA?: string;
  /** absent = a bot */
  commitB?: string;
  clientB: string;
  seedB?: string;
  recorded?: { white: 'A' | 'B' };
}

/** The outcome fields of its report: both recomputed commitments, one `commitmentOk` for both sides. */
export interface ChessOutcome {
  commitA?: string;
  commitB?: string;
  commitmentOk?: boolean;
  white?: 'A' | 'B';
}
export type ChessReport = ReportOf<'chess_colour_v1', ChessOutcome>;


/**
 * Decide White: `int(2)` over word(seedA, m(k)) XOR word(seedB, m(k)) (only seedA against a bot).
 * The XOR combines the 32-bit high and 20-bit low halves separately (never `^` on >32 bits).
 * @param commitA - lowercase commitment of A
 * @param commitB - lowercase commitment of B, or undefined for a bot (`-`)
 * @returns `A` when int(2) gives 0, else `B`
 */
export function chessWhite(seedA: string, seedB: string | undefined, commitA: string, commitB: string | undefined, clientA: string, clientB: string): 'A' | 'B' {
  const macA = keyedMac(seedA);
  const macB = seedB === undefined ? undefined : keyedMac(seedB);
  const msg = new CounterMsg(`cc1:${commitA}:${commitB ?? '-'}:0=${clientA},1=${clientB}:`);
  const a = new Uint8Array(32);
  const b = new Uint8Array(32);
  let k = 0;
  const st = new DrawStream(() => {
    const m = msg.at(k++);
    macA(m, a);
    if (!macB) return wordHi(a) * 1048576 + wordLo(a);
    macB(m, b);
    return ((wordHi(a) ^ wordHi(b)) >>> 0) * 1048576 + (wordLo(a) ^ wordLo(b));
  });
  return st.int(2) === 0 ? 'A' : 'B';
}

function parse(o: Obj): ChessProof {
  const commitA = digest(get(o, 'commitA'), 'commitA');
  const clientA = clientSeed(get(o, 'clientA'), 'clientA');
  const cb = get(o, 'commitB');
  let p: ChessProof;
  if (cb !== undefined) {
    p = { scheme: 'chess_colour_v1', game: 'chess', commitA, clientA, commitB: digest(cb, 'commitB'), clientB: clientSeed(get(o, 'clientB'), 'clientB') };
  } else {
    const clb = get(o, 'clientB');
    if (clb !== undefined && clb !== '') fail('clientB', 'expected', { expected: 'botClient' });
    p = { scheme: 'chess_colour_v1', game: 'chess', commitA, clientA, clientB: '' };
  }
  common(o, p);
  const sa = get(o, 'seedA');
  const sb = get(o, 'seedB');
  if (sa !== undefined) p.seedA = textSeed(sa, 'seedA');
  if (p.commitB === undefined) {
    if (sb !== undefined) fail('seedB', 'expected', { expected: 'botSeed' });
  } else {
    if (sb !== undefined) p.seedB = textSeed(sb, 'seedB');
    if (sa !== undefined && sb === undefined) fail('seedB', 'together');
    if (sa === undefined && sb !== undefined) fail('seedA', 'together');
  }
  const r = get(o, 'recorded');
  if (r !== undefined) {
    const w = get(obj(r, 'recorded'), 'white');
    if (w !== 'A' && w !== 'B') fail('recorded.white', 'expected', { expected: 'side' });
    p.recorded = { white: w };
  }
  return p;
}

function* verify(p: ChessProof, c: Checks): Generator<never, { revealed: boolean; body: ChessOutcome }> {
  if (p.seedA === undefined) return { revealed: false, body: {} };
  const body: ChessOutcome = { commitA: sha256Hex(p.seedA) };
  let ok = c.check(body.commitA === p.commitA, 'commitA', p.commitA, body.commitA);
  if (p.commitB !== undefined) {
    body.commitB = sha256Hex(p.seedB!);
    ok = c.check(body.commitB === p.commitB, 'commitB', p.commitB, body.commitB) && ok;
  }
  body.commitmentOk = ok;
  body.white = chessWhite(p.seedA, p.seedB, p.commitA, p.commitB, p.clientA, p.clientB);
  if (p.recorded) c.check(p.recorded.white === body.white, 'white', p.recorded.white, body.white);
  return { revealed: true, body };
}

/** The public fields of its documents besides scheme and game: what a publisher sends and the site serves. */
export const chessFields: readonly string[] = ['commitA', 'commitB', 'clientA', 'clientB', 'recorded'];

/** What a report path names (./index.ts EVENTS; apart from the module): who plays White. */
export const chessEvents: EventsAt<ChessProof> = (_p, at) => (at === 'white' ? { kind: 'white' } : null);

export const chess: SchemeModule<ChessProof, ChessOutcome> = {
  id: 'chess_colour_v1',
  games: ['chess'],
  seeds: [
    { seed: 'seedA', commitment: 'commitA' },
    { seed: 'seedB', commitment: 'commitB' },
  ],
  parse,
  verify,
  entryLines: (p) => [`commitA ${p.commitA}`, `commitB ${p.commitB ?? '-'}`],
};

/** Its statistics (stats.md): each game's colour, 0 when A plays White, 1 when B does. */
export const chessCounts: SchemeCounts<ChessOutcome, ChessProof> = {
  tables: [{ name: 'chess_colour_v1.white', cells: 2, kind: 'uniform' }],
  count(r, add) {
    if (r.white) add('chess_colour_v1.white', r.white === 'A' ? 0 : 1);
  },
};
