// The store's mapping of documents onto a Proof row (lib/db/document.ts), read from lib/fair's
// registry: every scheme's document goes into the columns and comes back out the same, its fields
// in the order the site has always served them.
import { describe, expect, it } from 'vitest';

import { columnsOf, publicDocument, shapeOf, type ProofColumns } from '../../../lib/db/document.ts';
import { PUBLIC_FIELDS, SCHEMES, type Scheme } from '../../../lib/fair';
import { allCases } from '../fair/helpers.ts';

/**
 * The served order of the fields (before committedAt, revealedAt and log) of the schemes served
 * before registered schemes declared their order: written out, an oracle apart from the code, as
 * published documents must keep it. A scheme not here is served as it declares (`declared`).
 */
const ORDER: Record<string, string[]> = {
  roll_pair_v1: ['commitment', 'clientSeeds', 'count', 'games', 'serverSeed', 'recorded'],
  die_round_v1: ['commitment', 'clientSeeds', 'count', 'telegram', 'serverSeed', 'recorded'],
  match_seed_v2: ['commitment', 'matchId', 'clientSeeds', 'count', 'serverSeed', 'recorded'],
  poker_hmac_v1: ['table', 'session', 'commitment', 'hands', 'serverSeed'],
  chess_colour_v1: ['commitA', 'commitB', 'clientA', 'clientB', 'seedA', 'seedB', 'recorded'],
};

/** A scheme's declared order: its public fields but `recorded`, its secret seeds, then `recorded`. */
const declared = (scheme: Scheme): string[] => {
  const fields = PUBLIC_FIELDS[scheme];
  const recorded = fields.includes('recorded') ? ['recorded'] : [];
  return [...fields.filter((f) => f !== 'recorded'), ...SCHEMES[scheme].seeds.map((f) => f.seed), ...recorded];
};
const orderOf = (scheme: string): string[] => ORDER[scheme] ?? declared(scheme as Scheme);

const committedAt = new Date('2026-11-29T12:00:00.000Z');
const revealedAt = new Date('2026-11-29T12:09:00.000Z');

describe('documents in and out of a Proof row', () => {
  const cases = allCases().filter(({ c }) => {
    const p = c.proof;
    // revealed documents with a commitment to store (roll_pair_v1 may come without one), no receipts
    const hands = (p.hands ?? []) as Record<string, unknown>[];
    return (p.serverSeed !== undefined || p.seedA !== undefined) && (p.commitment !== undefined || p.commitA !== undefined) && hands.every((h) => !h.cards);
  });

  it('has a case of every scheme', () => {
    expect(new Set(cases.map((x) => x.scheme))).toEqual(new Set(Object.keys(SCHEMES)));
  });

  it('serves the written-out schemes in the order they declare, the one a new scheme is checked against', () => {
    for (const [scheme, order] of Object.entries(ORDER)) expect(declared(scheme as Scheme), scheme).toEqual(order);
  });

  for (const { scheme, c } of cases) {
    it(`${scheme}: ${c.name}`, () => {
      const doc = Object.fromEntries(Object.entries(c.proof).filter(([k]) => !['id', 'status', 'committedAt', 'revealedAt', 'log'].includes(k)));
      const shape = shapeOf(scheme)!;
      const columns = columnsOf(doc);
      const hands = ((doc.hands ?? []) as Record<string, unknown>[]).map((h) => ({
        n: h.n as number,
        seats: JSON.stringify(h.seats),
        handCommitment: String(h.handCommitment).toLowerCase(),
        root: String(h.root).toLowerCase(),
        committedAt,
        logIndex: null,
      }));
      const decks = Object.fromEntries(((doc.hands ?? []) as Record<string, unknown>[]).filter((h) => h.deck).map((h) => [String(h.n), h.deck]));
      const [a, b] = shape.seeds;
      const row: ProofColumns = {
        id: 7, scheme, game: String(doc.game), status: 'revealed', committedAt, revealedAt,
        ...columns,
        recorded: shape.session ? (Object.keys(decks).length ? JSON.stringify(decks) : null) : columns.recorded,
        serverSeed: String(doc[a!.seed]),
        seedB: b && typeof doc[b.seed] === 'string' ? (doc[b.seed] as string) : null,
      };
      const served = publicDocument(row, hands);
      const fields = Object.keys(served).filter((k) => !['id', 'scheme', 'game', 'status', 'committedAt', 'revealedAt'].includes(k));
      expect(fields).toEqual(orderOf(scheme).filter((k) => k in doc || (k === 'hands' && shape.session)));
      for (const k of fields) {
        if (k === 'hands') continue;
        expect(served[k], k).toEqual(doc[k]);
      }
    });
  }
});
