/**
 * die_round_v1 — dice: one die per position, text key, up to 16 retry rounds (schemes.md); Telegram
 * positions are shown by the app as the Telegram mark and never compared.
 */
import type { Checks } from '../checks';
import { fail } from '../errors';
import { arr, clientSeedList, common, countField, digest, get, int, MAX_EVENTS, MAX_SEEDS, textSeed, type Obj } from '../fields';
import { absorbPrefix, keyedMac, sha256Hex, type MacFn } from '../hash';
import { ascii, writeDecimal } from '../hex';
import { faces } from './counting';
import { CLIENT_SEED_LIST, listPosition, previewList, type CommonFields, type EventsAt, type PreviewOf, type ReportOf, type SchemeCounts, type SchemeModule } from './scheme';

export interface DieRoundProof extends CommonFields {
  scheme: 'die_round_v1';
  game: 'dice';
  commitment: string;
  serverSeed?: string;
  clientSeeds?: string[];
  count?: number;
  /** null = a Telegram mark */
  recorded?: (number | null)[];
  /** 1-based positions shown as the Telegram mark */
  telegram?: number[];
}

/** The outcome fields of its report: `dice` has a value at every position (null: 16 rounds failed). */
export interface DieRoundOutcome {
  commitment?: string;
  commitmentOk?: boolean;
  dice?: (number | null)[];
  telegram?: number[];
}
export type DieRoundReport = ReportOf<'die_round_v1', DieRoundOutcome>;

/**
 * Dice 1…count of die_round_v1; `null` where 16 rounds produced no byte < 252.
 * @param mac - HMAC keyed by the UTF-8 server seed
 * @param clientSeed - the players' seeds joined with `:`
 */
export function dieRounds(mac: MacFn, clientSeed: string, count: number, from = 1): (number | null)[] {
  // the whole blocks of `clientSeed:` absorbed once; `rest` starts every message
  const { mac: after, rest } = absorbPrefix(mac, ascii(`${clientSeed}:`));
  const buf = new Uint8Array(rest.length + 40);
  buf.set(rest);
  const out = new Uint8Array(32);
  const dice: (number | null)[] = [];
  for (let n = from; n < from + count; n++) {
    let off0 = writeDecimal(buf, rest.length, n);
    buf[off0++] = 58;
    let face: number | null = null;
    for (let round = 0; round < 16 && face === null; round++) {
      const off = writeDecimal(buf, off0, round);
      const m = after(buf.subarray(0, off), out);
      for (let i = 0; i < 32; i++) {
        if (m[i]! < 252) { face = (m[i]! % 6) + 1; break; }
      }
    }
    dice.push(face);
  }
  return dice;
}

function parse(o: Obj): DieRoundProof {
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
      if (tg.has(pos)) fail(`telegram[${i}]`, 'repeated', { item: pos });
      tg.add(pos);
      return pos;
    });
  }
  const r = get(o, 'recorded');
  if (r !== undefined) {
    const list = arr(r, 'recorded', count ?? 0, count ?? MAX_EVENTS, 'dice');
    p.recorded = list.map((x, i) => {
      if (x === null && tg.has(i + 1)) return null;
      if (x === null) fail(`recorded[${i}]`, 'expected', { expected: 'face' });
      return int(x, `recorded[${i}]`, 1, 6);
    });
  }
  return p;
}

/** The client seed the dice are derived from, as the rules page's snippet takes it: the players' seeds joined with `:`. */
export const joinedClientSeed = (clientSeeds: readonly string[]): string => clientSeeds.join(':');

/**
 * The dice proof's inputs as the dice rules page's check-it-yourself snippet takes them: `serverSeed`
 * (once revealed), `commit` and `clientSeed` (the players' seeds joined with `:`). Null when the
 * document has no client seeds, or ones that are not all texts (its verification says so).
 */
export function dieRoundSnippetInputs(doc: Readonly<Record<string, unknown>>): [string, string][] | null {
  const seeds: unknown = doc.clientSeeds;
  if (!Array.isArray(seeds) || seeds.length === 0 || !seeds.every((s): s is string => typeof s === 'string')) return null;
  return [
    ...(typeof doc.serverSeed === 'string' ? [['serverSeed', doc.serverSeed] as [string, string]] : []),
    ...(typeof doc.commitment === 'string' ? [['commit', doc.commitment] as [string, string]] : []),
    ['clientSeed', joinedClientSeed(seeds)],
  ];
}

const diceOf = (p: DieRoundProof, count: number) => dieRounds(keyedMac(p.serverSeed!), joinedClientSeed(p.clientSeeds!), count);

function* verify(p: DieRoundProof, c: Checks): Generator<never, { revealed: boolean; body: DieRoundOutcome }> {
  if (p.serverSeed === undefined) return { revealed: false, body: {} };
  const commitment = c.commitment(p.commitment, sha256Hex(p.serverSeed));
  const dice = diceOf(p, p.count!);
  // a die that 16 rounds could not produce fails, recorded or not
  dice.forEach((d, i) => d === null && c.check(false, `dice[${i}]`, p.recorded?.[i] ?? null, null));
  c.each('dice', p.recorded, dice, new Set(p.telegram));
  return { revealed: true, body: { ...commitment, dice, ...(p.telegram ? { telegram: p.telegram } : {}) } };
}

export { allTelegram, diceTally, onlyTelegramDice, type DiceTally } from './dice-tally';

/** The public fields of its documents besides scheme and game: what a publisher sends and the site serves. */
export const dieRoundFields: readonly string[] = ['commitment', 'clientSeeds', 'count', 'recorded', 'telegram'];

/** What a report path names (./index.ts EVENTS; apart from the module): a die. */
export const dieRoundEvents: EventsAt<DieRoundProof> = (_p, at) => {
  const n = listPosition(at, 'dice');
  return n === null ? null : { kind: 'die', n };
};

/** What a page draws of a long proof first (./index.ts PREVIEWS; apart from the module: verifier.js never needs it). */
export const dieRoundPreview: PreviewOf<DieRoundProof> = (p, { events }) => previewList(p, p.recorded, events, (recorded) => ({ ...p, recorded }));

export const dieRound: SchemeModule<DieRoundProof, DieRoundOutcome> = {
  id: 'die_round_v1',
  games: ['dice'],
  seeds: [{ seed: 'serverSeed', commitment: 'commitment' }],
  parse,
  verify,
  entryLines: (p) => [`commitment ${p.commitment}`],
  events(p) {
    if (!p.recorded || p.serverSeed === undefined) return undefined;
    return { what: 'dice', recorded: p.recorded, recompute: (count) => diceOf(p, count), skip: new Set(p.telegram) };
  },
  clientSeeds: {
    ...CLIENT_SEED_LIST,
    first: (p, n) => ({ ...p, count: Math.min(p.count ?? 0, n), recorded: p.recorded?.slice(0, n), telegram: p.telegram?.filter((t) => t <= n) }),
  },
};

/** Its statistics (stats.md): each recomputed die at a position (1-based) that is not a Telegram position. */
export const dieRoundCounts: SchemeCounts<DieRoundOutcome, DieRoundProof> = {
  tables: [{ name: 'die_round_v1.faces', cells: 6, kind: 'uniform' }],
  // the dice Telegram threw: with the faces' n, the share of Telegram dice among the dice game's (lib/stats/telegram.ts)
  counters: ['die_round_v1.telegram'],
  count(r, add) {
    const telegram = new Set(r.telegram);
    r.dice?.forEach((d, i) => {
      if (telegram.has(i + 1)) add('die_round_v1.telegram', 0);
      else if (d !== null) add('die_round_v1.faces', d - 1);
    });
  },
  // the six faces over each die that came from the seeds: Telegram positions (1-based) and rounds without a die left out
  observe(r) {
    const telegram = new Set(r.telegram ?? []);
    return faces((r.dice ?? []).flatMap((d, i) => (d === null || telegram.has(i + 1) ? [] : [d])));
  },
};
