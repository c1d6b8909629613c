// Issue #22, item 4: the registry knows each scheme's shape. A made-up scheme (tests/made-up-scheme.ts,
// coin_flip_v1) registered through registerScheme goes through everything that dispatches on a scheme —
// parsing, verification, the diagnosis, its log entry, the store's document mapping, the statistics —
// with no shared file changed for it. Its commit and reveal on the embedded database:
// tests/db/made-up-scheme.test.ts.
import { readFileSync } from 'node:fs';
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Mismatches } from '../../components/proof/Mismatches.tsx';

import { columnsOf, publicDocument, shapeOf, type ProofColumns } from '../../lib/db/document.ts';
import { demoProofs } from '../../lib/db/seed/demo.ts';
import { diagnose, entryFor, isInputError, isScheme, parseProof, verify, verdictOf } from '../../lib/fair/index.ts';
import { clientFieldsOf, eventAt, hasSeed, isTwoSided, registerScheme, sessionOf, type Proof } from '../../lib/fair/schemes/index.ts';
import { isLogPath } from '../../lib/fair/verify.ts';
import { Tally } from '../../lib/stats/tally.ts';
import { COIN, coinDocument, coinFlip, registerCoinFlip } from '../made-up-scheme.ts';
import { allCases } from './fair/helpers.ts';

registerCoinFlip();

/** The InputError field a call raises. */
function failedField(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (isInputError(e)) return e.field;
    throw e;
  }
  throw new Error('expected an input error');
}

describe('a made-up scheme registered through the registry', () => {
  it('is a scheme once registered, and only once', () => {
    expect(isScheme(COIN)).toBe(true);
    expect(() => registerScheme(coinFlip)).toThrow(/registered already/);
    expect(() => registerScheme({ ...coinFlip, module: { ...coinFlip.module, id: 'match_seed_v1' as typeof COIN } })).toThrow(/registered already/);
  });

  it('its shape is read from the registry: one seed, a client-seed list, no session', () => {
    expect(sessionOf(COIN)).toBeUndefined();
    expect(isTwoSided(COIN)).toBe(false);
    expect(clientFieldsOf(COIN)).toEqual(['clientSeeds']);
    expect(shapeOf(COIN)).toMatchObject({ session: undefined, clientFields: ['clientSeeds'], params: [] });
    // the real ones, for comparison
    expect(sessionOf('poker_hmac_v1')).toBe('hands');
    expect(isTwoSided('chess_colour_v1')).toBe(true);
    expect(clientFieldsOf('chess_colour_v1')).toEqual(['clientA', 'clientB']);
  });

  it('is in the demo set, after the listed proofs (their numbers stay), with the document it declares', () => {
    const demos = demoProofs();
    expect(demos.at(-1)).toEqual({ ref: `${COIN}-demo`, doc: coinDocument(16) });
    expect(demos.filter((d) => d.doc.scheme === COIN)).toHaveLength(1);
    expect(verdictOf(verify(demos.at(-1)!.doc))).toBe('verified');
  });

  it('parses, naming the field of bad input', () => {
    const doc = coinDocument(8);
    expect(parseProof(doc)).toEqual(doc);
    expect(hasSeed(parseProof(doc) as Proof)).toBe(true);
    expect(failedField(() => parseProof({ ...doc, recorded: [2, ...doc.recorded.slice(1)] }))).toBe('recorded[0]');
    expect(failedField(() => parseProof({ ...doc, game: 'dice' }))).toBe('game');
    expect(failedField(() => parseProof({ ...doc, commitment: 'zz' }))).toBe('commitment');
  });

  it('verifies: every flip and the commitment checked, a wrong flip named', () => {
    const good = verify(coinDocument(8));
    expect(verdictOf(good)).toBe('verified');
    expect(good.checks).toBe(9);
    expect((good as unknown as { flips: number[] }).flips).toEqual(coinDocument(8).recorded);
    const bad = verify(coinDocument(8, true));
    expect(verdictOf(bad)).toBe('failed');
    expect(bad.mismatches.map((m) => m.at)).toEqual(['flips[0]']);
  });

  it('is diagnosed: client seeds in the wrong order are found', () => {
    const doc = coinDocument(20);
    const swapped = { ...doc, clientSeeds: [...doc.clientSeeds].reverse() };
    expect(diagnose(swapped).map((h) => h.code)).toContain('client_seeds_order');
  });

  it('has its log entry', () => {
    const { serverSeed: _s, recorded: _r, ...committed } = coinDocument(4);
    expect(entryFor({ ...committed, id: 3, committedAt: '2026-12-03T11:00:00.000Z' })).toContain(`commitment ${committed.commitment}`);
  });

  it('lies in a Proof row and comes back as the same public document', () => {
    const doc = coinDocument(6);
    const columns = columnsOf({ ...doc });
    expect(columns).toMatchObject({ commitment: doc.commitment, clientSeeds: JSON.stringify(doc.clientSeeds), count: 6, params: null });
    const at = new Date('2026-12-03T11:00:00.000Z');
    const row: ProofColumns = { id: 5, scheme: COIN, game: 'coin', status: 'revealed', committedAt: at, revealedAt: at, ...columns, serverSeed: doc.serverSeed, seedB: null };
    expect(publicDocument(row)).toEqual({ id: 5, status: 'revealed', ...doc, committedAt: at.toISOString(), revealedAt: at.toISOString() });
    const committed = publicDocument({ ...row, status: 'committed', serverSeed: null, recorded: null, revealedAt: null });
    expect(committed).not.toHaveProperty('serverSeed');
    expect(committed).not.toHaveProperty('recorded');
  });

  it('is counted into its own table of the statistics', () => {
    const t = new Tally();
    const report = verify(coinDocument(40));
    t.addRevealed(verdictOf(report), report);
    const sides = t.countsOf(`${COIN}.sides`);
    expect(sides.reduce((a, b) => a + b, 0)).toBe(40);
    expect(sides[1]).toBe(coinDocument(40).recorded.filter((f) => f === 1).length);
    expect(t.counted).toBe(1);
  });
});

describe('what a report path names, by scheme (eventAt)', () => {
  it('every mismatch of every vector names an event of its scheme, but commitments and log parts', () => {
    let named = 0;
    for (const { scheme, c } of allCases()) {
      let proof: Proof;
      try {
        proof = parseProof(c.proof) as Proof;
      } catch {
        continue; // an invalid vector has no report
      }
      for (const m of verify(c.proof).mismatches) {
        const e = eventAt(proof, m.at);
        if (/^commit/.test(m.at) || isLogPath(m.at)) expect(e, `${scheme} ${c.name} ${m.at}`).toBeNull();
        else {
          expect(e, `${scheme} ${c.name} ${m.at}`).not.toBeNull();
          named++;
        }
      }
    }
    expect(named).toBeGreaterThan(10);
  });

  it('numbers events as players count them: from 1, a poker hand by its own number', () => {
    const poker = allCases().find(({ c }) => c.proof.scheme === 'poker_hmac_v1' && Array.isArray(c.proof.hands) && (c.proof.hands as unknown[]).length > 1)!;
    const proof = parseProof(poker.c.proof) as Extract<Proof, { scheme: 'poker_hmac_v1' }>;
    expect(eventAt(proof, 'hands[1].root')).toEqual({ kind: 'pokerHand', hand: proof.hands[1]!.n, part: 'root' });
    expect(eventAt(proof, 'hands[1].deck[3]')).toEqual({ kind: 'handCard', hand: proof.hands[1]!.n, n: 4 });
    expect(eventAt(proof, 'cards[0]')).toBeNull(); // this session carries no receipt
    // a receipt's card: its hand by number and the card (not the two roots the report compares)
    const doc = allCases().find(({ scheme, c }) => scheme === 'poker_hmac_v1' && c.name === 'receipt with a swapped card')!.c.proof;
    const swapped = parseProof(doc) as Extract<Proof, { scheme: 'poker_hmac_v1' }>;
    const bad = verify(doc).mismatches.map((m) => m.at);
    expect(bad.length).toBeGreaterThan(0);
    const k = Number(/^cards\[(\d+)\]$/.exec(bad[0]!)![1]);
    const card = swapped.hands[0]!.cards![k]!;
    expect(eventAt(swapped, bad[0]!)).toEqual({ kind: 'receipt', hand: swapped.hands[0]!.n, card: card.card });
    expect(eventAt(swapped, `cards[${swapped.hands[0]!.cards!.length}]`)).toBeNull();
    const match = parseProof(allCases().find(({ c }) => c.proof.scheme === 'match_seed_v2')!.c.proof) as Proof;
    expect(eventAt(match, 'deals[1][7]')).toEqual({ kind: 'dealCard', deal: 2, n: 8 });
    expect(eventAt(match, 'hands[0].rest[2]')).toEqual({ kind: 'restCard', hand: 1, n: 3 });
    expect(eventAt(match, 'rolls[0]')).toBeNull();
  });

  it("a made-up scheme names its own kind of event with its own noun; no shared file draws it", () => {
    const proof = parseProof(coinDocument(2)) as Proof;
    expect(eventAt(proof, 'flips[1]')).toEqual({ kind: 'event', noun: 'flip', n: 2 });
    expect(eventAt(proof, 'recorded')).toBeNull();
  });

  it('a failed page names the mismatch by that noun in its language, or shows the path while it has no words', () => {
    const doc = coinDocument(3, true);
    const proof = parseProof(doc) as Proof;
    const { mismatches } = verify(doc);
    expect(mismatches.map((m) => m.at)).toEqual(['flips[0]']);
    const row = (locale: string, flip?: string) => {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, Record<string, string>>;
      if (flip) messages.Outcomes!.flip = flip;
      const config = { locale, timeZone: 'UTC', messages } as Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'>;
      const html = renderToStaticMarkup(createElement(NextIntlClientProvider, config as ComponentProps<typeof NextIntlClientProvider>, createElement(Mismatches, { proof, mismatches })));
      return /<th scope="row"[^>]*>(.*?)<\/th>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
    };
    expect(row('ru', 'Бросок монеты {n}')).toBe('✗ Бросок монеты 1');
    expect(row('en', 'Flip {n}')).toBe('✗ Flip 1');
    expect(row('en')).toBe('✗ flips[0]');
  });
});
