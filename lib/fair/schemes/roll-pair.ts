/**
 * roll_pair_v1 — backgammon: two dice per HMAC, keyed by the server seed's bytes (schemes.md).
 * Its documents, recomputation, verification, log entry and check link.
 */
import type { Checks } from '../checks';
import { fail } from '../errors';
import {
  arr, clientSeedList, common, countField, digest, get, int, LOG, MAX_EVENTS, MAX_SEEDS, NOT_HEX, seen, type Obj,
} from '../fields';
import { absorbPrefix, keyedMac, sha256Hex, type MacFn } from '../hash';
import { ascii, hexToBytes, pastedHex, writeDecimal } from '../hex';
import { CounterMsg } from '../stream';
import type { Pair } from '../types';
import { doubles } from './counting';
import { CLIENT_SEED_LIST, listPosition, previewList, type CommonFields, type EventsAt, type PreviewOf, type ReportOf, type SchemeCounts, type SchemeModule } from './scheme';

export interface RollPairProof extends CommonFields {
  scheme: 'roll_pair_v1';
  game: 'backgammon';
  commitment?: string;
  /** lowercase hex */
  serverSeed?: string;
  clientSeeds?: string[];
  count?: number;
  recorded?: Pair[];
  games?: number[];
}

/** The outcome fields of its report. */
export interface RollPairOutcome {
  commitment?: string;
  commitmentOk?: boolean;
  rolls?: Pair[];
  games?: number[];
}
export type RollPairReport = ReportOf<'roll_pair_v1', RollPairOutcome>;

/** Give up after this many `+` retries (each has probability ≈ 2^-192; only an injected MAC gets here). */
const MAX_PLUS = 1024;

/**
 * Rolls 1…count (or `from`…`from+count−1`) of roll_pair_v1.
 * @param mac - HMAC keyed by the server seed *bytes*
 * @param clientSeeds - client seeds in seat order
 */
export function rollPairs(mac: MacFn, clientSeeds: readonly string[], count: number, from = 1): Pair[] {
  const joined = clientSeeds.join(':');
  const seeds = ascii(joined);
  // the usual message `seeds:n`, the whole blocks of `seeds:` absorbed once
  const { mac: after, rest } = absorbPrefix(mac, ascii(`${joined}:`));
  const usual = new CounterMsg(rest);
  // the retries `seeds+:n`, `seeds++:n`, … (never met in practice)
  const buf = new Uint8Array(seeds.length + MAX_PLUS + 20);
  buf.set(seeds);
  const out = new Uint8Array(32);
  const rolls: Pair[] = [];
  for (let n = from; n < from + count; n++) {
    let b = -1;
    for (let plus = 0; b < 0; plus++) {
      if (plus > MAX_PLUS) throw new Error('no byte < 252');
      let m: Uint8Array;
      if (plus === 0) {
        m = after(usual.at(n), out);
      } else {
        let off = seeds.length;
        for (let i = 0; i < plus; i++) buf[off++] = 43; // '+'
        buf[off++] = 58; // ':'
        off = writeDecimal(buf, off, n);
        m = mac(buf.subarray(0, off), out);
      }
      for (let i = 0; i < 32; i++) {
        if (m[i]! < 252) { b = m[i]!; break; }
      }
    }
    const v = b % 36;
    rolls.push([Math.floor(v / 6) + 1, (v % 6) + 1]);
  }
  return rolls;
}

function parse(o: Obj): RollPairProof {
  const p: RollPairProof = { scheme: 'roll_pair_v1', game: 'backgammon' };
  common(o, p);
  const c = get(o, 'commitment');
  if (c !== undefined) p.commitment = digest(c, 'commitment');
  const s = get(o, 'serverSeed');
  if (s !== undefined) {
    if (typeof s !== 'string' || NOT_HEX.test(s) || s.length < 32 || s.length > 128 || s.length % 2 !== 0) {
      fail('serverSeed', 'expected', { expected: 'hexEven', ...seen(s, NOT_HEX) });
    }
    p.serverSeed = s.toLowerCase();
  }
  const seeds = clientSeedList(o, 1, MAX_SEEDS, s !== undefined);
  if (seeds) p.clientSeeds = seeds;
  const count = countField(o, s !== undefined, MAX_EVENTS);
  if (count !== undefined) p.count = count;
  const g = get(o, 'games');
  if (g !== undefined) {
    const games = arr(g, 'games', 0, MAX_EVENTS, 'gameSizes').map((x, i) => int(x, `games[${i}]`, 1, MAX_EVENTS));
    if (count !== undefined) {
      const sum = games.reduce((a, b) => a + b, 0);
      if (sum !== count) fail('games', 'sum', { count, got: sum });
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
  if (p.log && p.commitment === undefined) fail('commitment', 'required', LOG);
  return p;
}

function* verify(p: RollPairProof, c: Checks): Generator<never, { revealed: boolean; body: RollPairOutcome }> {
  if (p.serverSeed === undefined) return { revealed: false, body: {} };
  const key = hexToBytes(p.serverSeed);
  const commitment = c.commitment(p.commitment, sha256Hex(key));
  const rolls = rollPairs(keyedMac(key), p.clientSeeds!, p.count!);
  c.each('rolls', p.recorded, rolls);
  return { revealed: true, body: { ...commitment, rolls, ...(p.games ? { games: p.games } : {}) } };
}

/** The backgammon app's link parameters (proof-format.md, "Check links"), besides `v`. */
const LINK_KEYS = new Set(['scheme', 'game', 'serverSeed', 'commitment', 'clientSeeds', 'count', 'recorded', 'games']);

/**
 * A short link cut short — by a messenger's length limit or a partial copy: its `r=` holds fewer
 * rolls than its `g=` (their sum) or `n=` say there are. `rolls`: the whole rolls r= holds; null when
 * the link says no count or r= is absent or not digits (its own error then).
 */
export function linkCut(params: ReadonlyMap<string, string>): { rolls: number; expected: number; param: 'g' | 'n' } | null {
  const r = params.get('r');
  if (r === undefined || !/^[1-6]*$/.test(r)) return null;
  const rolls = Math.floor(r.length / 2);
  const n = params.get('n');
  if (n && /^\d{1,9}$/.test(n) && Number(n) > rolls) return { rolls, expected: Number(n), param: 'n' };
  const g = params.get('g');
  const sum = g && /^\d{1,9}(,\d{1,9})*$/.test(g) ? g.split(',').reduce((a, b) => a + Number(b), 0) : 0;
  return sum > rolls ? { rolls, expected: sum, param: 'g' } : null;
}

/** The document field each short-link parameter fills (for an error's field). */
const LINK_FIELD: Record<string, string> = { s: 'serverSeed', c: 'commitment', p: 'clientSeeds', r: 'r' };

/**
 * A short link that stops inside a value or before what it needs, as a link cut at its end does:
 * the parameter it stops at (`r` with half a roll last; `s` or `c` last with fewer than 64 hex
 * digits, or with the players' seeds still to come), or null. The app writes them in the order s,
 * c, p, r, g (proof-format.md, "Check links"); one that stops after `p` may have been written
 * without its rolls, and is told that it needs them.
 */
export function linkStopsAt(params: ReadonlyMap<string, string>): string | null {
  const last = [...params.keys()].pop() ?? '';
  const v = params.get(last) ?? '';
  if (last === 'r') return /^[1-6]*$/.test(v) && v.length % 2 ? last : null;
  if (last !== 's' && last !== 'c') return null;
  return /^[\da-f]{0,63}$/i.test(v) || !params.has('p') ? last : null;
}

/** The document of a short backgammon link's parameters `s`, `c`, `p`, `r`, `g`, `n` (percent-decoded; proof-format.md, "Check links"). */
export function rollPairFromLink(params: ReadonlyMap<string, string>): Obj {
  const stop = linkStopsAt(params);
  if (stop) fail(LINK_FIELD[stop]!, 'link_stops', { list: [`${stop}=`] });
  const s = params.get('s');
  const p = params.get('p');
  if (!s) fail('serverSeed', 'link_needs', { list: ['s='] });
  if (!p) fail('clientSeeds', 'link_needs', { list: ['p='] });
  const cut = linkCut(params);
  if (cut) fail('r', 'link_cut', { got: cut.rolls, count: cut.expected, list: [`${cut.param}=`] });
  // a seed or commitment with spaces or line breaks inside (percent-encoded) is read without them
  const doc: Obj = { scheme: 'roll_pair_v1', game: 'backgammon', serverSeed: pastedHex(s).value, clientSeeds: p.split(',') };
  const c = params.get('c');
  if (c) doc.commitment = pastedHex(c).value;
  const r = params.get('r');
  const n = params.get('n');
  const g = params.get('g');
  let count: number | undefined;
  if (r) {
    if (!/^[1-6]*$/.test(r) || r.length % 2 !== 0) fail('r', 'expected', { expected: 'rollPairs' });
    const rec: Pair[] = [];
    for (let i = 0; i < r.length; i += 2) rec.push([r.charCodeAt(i) - 48, r.charCodeAt(i + 1) - 48]);
    doc.recorded = rec;
    count = rec.length;
  }
  if (n) {
    if (!/^\d{1,9}$/.test(n)) fail('n', 'expected', { expected: 'number' });
    if (count !== undefined && Number(n) !== count) fail('n', 'link_count', { count });
    count = Number(n);
  }
  if (g) {
    if (!/^\d{1,9}(,\d{1,9})*$/.test(g)) fail('g', 'expected', { expected: 'numbers' });
    doc.games = g.split(',').map(Number);
    if (count === undefined) count = (doc.games as number[]).reduce((a, b) => a + b, 0);
  }
  if (count === undefined) fail('n', 'link_needs', { list: ['r=', 'n='] });
  doc.count = count;
  return doc;
}

/** The short link's parameters (after `#v=1`) of a revealed document with only the link's fields, or null. */
export function rollPairToLink(p: RollPairProof, d: Obj): string | null {
  const short =
    p.serverSeed !== undefined && Object.keys(d).every((k) => LINK_KEYS.has(k) && d[k] !== null) && (p.recorded === undefined || p.recorded.length > 0);
  if (!short) return null;
  const e = encodeURIComponent;
  let f = `&s=${e(d.serverSeed as string)}`;
  if (typeof d.commitment === 'string') f += `&c=${e(d.commitment)}`;
  f += `&p=${(d.clientSeeds as string[]).map(e).join(',')}`;
  if (p.recorded) f += `&r=${p.recorded.map((x) => `${x[0]}${x[1]}`).join('')}`;
  if (p.games) f += `&g=${p.games.join(',')}`;
  if (!p.recorded || p.recorded.length !== p.count) f += `&n=${p.count}`;
  return f;
}

/** The public fields of its documents besides scheme and game: what a publisher sends and the site serves. */
export const rollPairFields: readonly string[] = ['commitment', 'clientSeeds', 'count', 'recorded', 'games'];

/** What a report path names (./index.ts EVENTS; apart from the module): a roll. */
export const rollPairEvents: EventsAt<RollPairProof> = (_p, at) => {
  const n = listPosition(at, 'rolls');
  return n === null ? null : { kind: 'roll', n };
};

/** What a page draws of a long proof first (./index.ts PREVIEWS; apart from the module: verifier.js never needs it). */
export const rollPairPreview: PreviewOf<RollPairProof> = (p, { events }) => previewList(p, p.recorded, events, (recorded) => ({ ...p, recorded }));

export const rollPair: SchemeModule<RollPairProof, RollPairOutcome> = {
  id: 'roll_pair_v1',
  games: ['backgammon'],
  seeds: [{ seed: 'serverSeed', commitment: 'commitment', hex: true }],
  parse,
  verify,
  entryLines(p) {
    if (p.commitment === undefined) fail('commitment', 'required', { with: 'entry' });
    return [`commitment ${p.commitment}`];
  },
  events(p) {
    if (!p.recorded || p.serverSeed === undefined) return undefined;
    const key = hexToBytes(p.serverSeed);
    return { what: 'rolls', recorded: p.recorded, recompute: (count) => rollPairs(keyedMac(key), p.clientSeeds!, count) };
  },
  clientSeeds: {
    ...CLIENT_SEED_LIST,
    first: ({ games: _games, ...p }, n) => ({ ...p, count: Math.min(p.count ?? 0, n), recorded: p.recorded?.slice(0, n) }),
  },
};

/** Its statistics (stats.md): each die of each recomputed roll, and each roll as a pair. */
export const rollPairCounts: SchemeCounts<RollPairOutcome, RollPairProof> = {
  tables: [
    { name: 'roll_pair_v1.faces', cells: 6, kind: 'uniform' },
    { name: 'roll_pair_v1.pairs', cells: 36, kind: 'uniform' },
  ],
  count(r, add) {
    for (const [d1, d2] of r.rolls ?? []) {
      add('roll_pair_v1.faces', d1 - 1);
      add('roll_pair_v1.faces', d2 - 1);
      add('roll_pair_v1.pairs', 6 * (d1 - 1) + (d2 - 1));
    }
  },
  // the doubles among the recomputed rolls
  observe: (r) => doubles(r.rolls ?? []),
};
