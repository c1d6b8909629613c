// A small made-up scheme, coin_flip_v1, written the way docs/adding-a-scheme.md says and registered
// at run time through the registry (registerScheme): the tests that take it through parsing,
// verification, the store, the public document and the statistics change no shared file for it.
// Flip i (from 1) is the low bit of the first byte of HMAC-SHA256(serverSeed, "<clientSeeds joined by :>:<i>").
import type { Checks } from '../lib/fair/checks';
import { arr, clientSeedList, common, countField, digest, get, int, MAX_EVENTS, MAX_SEEDS, textSeed, type Obj } from '../lib/fair/fields';
import { hmacHex, sha256Hex } from '../lib/fair/hash';
import { registerScheme, type SchemeEntry } from '../lib/fair/schemes';
import { CLIENT_SEED_LIST, type CommonFields, type ReportOf } from '../lib/fair/schemes/scheme';

export const COIN = 'coin_flip_v1';

export interface CoinProof extends CommonFields {
  scheme: typeof COIN;
  game: 'coin';
  commitment: string;
  serverSeed?: string;
  clientSeeds?: string[];
  count?: number;
  /** 0 heads, 1 tails */
  recorded?: number[];
}
export interface CoinOutcome {
  commitment?: string;
  commitmentOk?: boolean;
  flips?: number[];
}
export type CoinReport = ReportOf<typeof COIN, CoinOutcome>;

/** Flips 1…count. */
export const flipsOf = (serverSeed: string, clientSeeds: readonly string[], count: number): number[] =>
  Array.from({ length: count }, (_, i) => parseInt(hmacHex(serverSeed, `${clientSeeds.join(':')}:${i + 1}`).slice(0, 2), 16) & 1);

function parse(o: Obj): CoinProof {
  const p: CoinProof = { scheme: COIN, game: 'coin', commitment: digest(get(o, 'commitment'), 'commitment') };
  common(o, p);
  const s = get(o, 'serverSeed');
  if (s !== undefined) p.serverSeed = textSeed(s, 'serverSeed');
  const seeds = clientSeedList(o, 1, MAX_SEEDS, s !== undefined);
  if (seeds) p.clientSeeds = seeds;
  const count = countField(o, s !== undefined, MAX_EVENTS);
  if (count !== undefined) p.count = count;
  const r = get(o, 'recorded');
  if (r !== undefined) p.recorded = arr(r, 'recorded', count ?? 0, count ?? MAX_EVENTS, 'positions').map((x, i) => int(x, `recorded[${i}]`, 0, 1));
  return p;
}

function* verify(p: CoinProof, c: Checks): Generator<never, { revealed: boolean; body: CoinOutcome }> {
  if (p.serverSeed === undefined) return { revealed: false, body: {} };
  const commitment = c.commitment(p.commitment, sha256Hex(p.serverSeed));
  const flips = flipsOf(p.serverSeed, p.clientSeeds!, p.count!);
  c.each('flips', p.recorded, flips);
  return { revealed: true, body: { ...commitment, flips } };
}

/** The entry registerScheme takes: module, public fields, statistics (one table: heads and tails), its events, its demo proof. */
export const coinFlip: SchemeEntry<CoinProof, CoinOutcome> = {
  module: {
    id: COIN,
    games: ['coin'],
    seeds: [{ seed: 'serverSeed', commitment: 'commitment' }],
    parse,
    verify,
    entryLines: (p) => [`commitment ${p.commitment}`],
    clientSeeds: CLIENT_SEED_LIST,
  },
  fields: ['commitment', 'clientSeeds', 'count', 'recorded'],
  counts: {
    tables: [{ name: `${COIN}.sides`, cells: 2, kind: 'uniform' }],
    count: (r, add) => r.flips?.forEach((f) => add(`${COIN}.sides`, f)),
  },
  // a flip is a kind of event the site does not draw: named by its own noun, an `Outcomes` message
  events: (_p, at) => {
    const m = /^flips\[(\d+)\]$/.exec(at);
    return m ? { kind: 'event', noun: 'flip', n: Number(m[1]) + 1 } : null;
  },
  demo: () => coinDocument(16),
};

/** Registers coin_flip_v1 (once per test file: each has its own module graph). */
export const registerCoinFlip = (): void => registerScheme(coinFlip);

/** A revealed coin_flip_v1 document: its seeds, its flips recorded (`wrong`: the first one flipped over). */
export function coinDocument(count: number, wrong = false): CoinProof & { serverSeed: string; clientSeeds: string[]; count: number; recorded: number[] } {
  const serverSeed = 'made-up-coin-seed';
  const clientSeeds = ['alice', 'bob'];
  const recorded = flipsOf(serverSeed, clientSeeds, count);
  if (wrong) recorded[0] = 1 - recorded[0]!;
  return { scheme: COIN, game: 'coin', commitment: sha256Hex(serverSeed), serverSeed, clientSeeds, count, recorded };
}
