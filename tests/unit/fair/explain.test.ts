import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseProof, verify, type AnyReport, type Proof } from '../../../lib/fair';
import { explain, type EventRef, type Explanation } from '../../../lib/fair/explain';
import { TracedStream } from '../../../lib/fair/explain/trace';
import { SPAN } from '../../../lib/fair/stream';
import { allCases } from './helpers';

/** At most `max` indexes of 0 … n − 1, first and last included. */
function sample(n: number, max = 12): number[] {
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const step = (n - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)))];
}

/** Events of a report with the value the recomputation gave each. */
function events(p: Proof, r: AnyReport): [EventRef, unknown][] {
  const out: [EventRef, unknown][] = [];
  for (const i of sample(r.rolls?.length ?? 0)) out.push([{ kind: 'roll', index: i }, { kind: 'roll', dice: r.rolls![i] }]);
  for (const i of sample(r.dice?.length ?? 0, 40)) out.push([{ kind: 'die', index: i }, { kind: 'die', face: r.dice![i] }]);
  if (r.seatOrder) out.push([{ kind: 'seatOrder' }, { kind: 'seatOrder', order: r.seatOrder }]);
  for (const i of sample(r.draws?.length ?? 0, 40)) out.push([{ kind: 'tile', index: i }, { kind: 'tile', tile: r.draws![i] }]);
  if (r.white) out.push([{ kind: 'white' }, { kind: 'white', white: r.white }]);
  const decks: [number, number[], 'rest' | undefined][] = [
    ...(r.deals ?? []).map((d, g): [number, number[], undefined] => [g, d, undefined]),
    ...((p.scheme === 'match_seed_v2' ? r.hands : undefined) ?? []).flatMap((h, g): [number, number[], 'rest' | undefined][] => {
      const b = h as { deck: number[]; rest: number[] };
      return [[g, b.deck, undefined], [g, b.rest, 'rest']];
    }),
    ...(p.scheme === 'poker_hmac_v1' ? (r.hands ?? []) : []).map((h, g): [number, number[], undefined] => [g, (h as { deck: number[] }).deck, undefined]),
  ];
  for (const [g, deck, part] of decks.slice(0, 4)) {
    for (const position of [0, 1, 2, deck.length - 1, ...sample(deck.length, 6)]) {
      out.push([{ kind: 'card', group: g, position, ...(part ? { part } : {}) }, { kind: 'card', card: deck[position] }]);
    }
  }
  return out;
}

const hmac = (key: Buffer, msg: string) => createHmac('sha256', key).update(msg, 'utf8').digest('hex');

/** The explanation's own data agrees with node's HMAC, and its rows with its MACs. */
function selfConsistent(e: Explanation): void {
  for (const m of e.macs) {
    const k = e.keys.find((x) => x.name === m.key)!;
    expect(hmac(Buffer.from(k.hex, 'hex'), m.message)).toBe(m.mac);
    expect(Buffer.from(m.message, 'utf8').toString('hex')).toBe(m.messageHex);
  }
  for (const b of e.bytes ?? []) expect(parseInt(e.macs[b.mac]!.mac.slice(2 * b.at, 2 * b.at + 2), 16)).toBe(b.value);
  for (const w of e.words ?? []) {
    w.macs.forEach((i, j) => expect(e.macs[i]!.mac.slice(0, 13)).toBe(w.hex[j]));
    expect(w.used).toBe(w.value < w.limit);
  }
  expect(e.steps.length).toBeGreaterThan(0);
}

describe('explain: every vector with its seed, a sample of events', () => {
  const cases = allCases().filter(({ c }) => verify(c.proof).pending === false && ('serverSeed' in c.proof || 'seedA' in c.proof));
  it('covers every scheme', () => expect(new Set(cases.map((x) => x.scheme)).size).toBe(5));
  let skipped = 0;
  for (const { scheme, c } of cases) {
    it(`${scheme}: ${c.name}`, async () => {
      const p = parseProof(c.proof);
      const r: AnyReport = verify(c.proof);
      const evs = events(p, r);
      expect(evs.length).toBeGreaterThan(0);
      for (const [ev, value] of evs) {
        const e = await explain(p, ev);
        expect(e.result, JSON.stringify(ev)).toEqual(value);
        selfConsistent(e);
        skipped += (e.bytes ?? []).filter((b) => !b.used).length;
      }
    });
  }
  it('met bytes ≥ 252 skipped, each marked unused', () => expect(skipped).toBeGreaterThan(0));
});

describe('explain: the arithmetic', () => {
  const roll = allCases().find(({ c }) => c.proof.scheme === 'roll_pair_v1')!.c;
  it('a roll: the first byte < 252, mod 36, two dice', async () => {
    const e = await explain(parseProof(roll.proof), { kind: 'roll', index: 0 });
    const used = e.bytes!.find((b) => b.used)!;
    expect(e.bytes!.filter((b) => !b.used).every((b) => b.value >= 252)).toBe(true);
    expect(e.steps[0]).toEqual({ op: 'mod', a: used.value, m: 36, r: used.value % 36 });
    expect(e.macs[0]!.message).toBe(`${(roll.proof.clientSeeds as string[]).join(':')}:1`);
    expect(e.keys[0]).toMatchObject({ name: 'serverSeed', as: 'bytes' });
  });
});

describe('explain: refusals', () => {
  const { c } = allCases().find(({ c }) => c.proof.scheme === 'die_round_v1' && !('serverSeed' in c.proof))!;
  it('names the seed before the reveal', async () => {
    await expect(explain(parseProof(c.proof), { kind: 'die', index: 0 })).rejects.toThrow(expect.objectContaining({ name: 'InputError', field: 'serverSeed' }));
  });
  it('names the event it does not have', async () => {
    const { c: r } = allCases().find(({ c }) => c.proof.scheme === 'roll_pair_v1')!;
    const p = parseProof(r.proof);
    for (const ev of [{ kind: 'roll', index: 1e6 }, { kind: 'die', index: 0 }, { kind: 'roll', index: -1 }] as EventRef[]) {
      await expect(explain(p, ev)).rejects.toThrow(expect.objectContaining({ name: 'InputError', field: 'event' }));
    }
  });
});

describe('TracedStream', () => {
  it('notes a rejected word inside its int(n)', () => {
    const words = [SPAN - 1, 5];
    const st = new TracedStream(() => words.shift()!);
    // 2^52 mod 3 = 1: limit = 2^52 − 1, so 2^52 − 1 is rejected
    expect(st.int(3)).toBe(2);
    expect(st.calls).toEqual([{ n: 3, from: 0, to: 2, r: 2 }]);
  });
});
