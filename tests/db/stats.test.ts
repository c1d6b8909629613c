// The fairness statistics in the database (../shared/spec/stats.md): every vector proof published
// through the store at once (reveals group-committed on SQLite, concurrent transactions on
// PostgreSQL) → the counters equal what the reports add up to and what `stats:rebuild` recounts
// from scratch; a failed reveal lands in `excluded`; committed proofs and repeated reveals add nothing.
import { describe, expect, it } from 'vitest';

import { hexToBytes } from '../../lib/fair/hex.ts';
import { sha256Hex, verdictOf, type Report } from '../../lib/fair/index.ts';
import { withSql } from '../../lib/db/lock.ts';
import { privateKeyText, resetLogSigners } from '../../lib/db/log/key.ts';
import { addPokerHand, commitProof, revealProof, StoreError } from '../../lib/db/store.ts';
import { readStats, readStatsPage, rebuildStats, recountStats, StatsNotBuiltError, statsBuilt } from '../../lib/db/stats.ts';
import { summarize } from '../../lib/stats/summary.ts';
import { Tally } from '../../lib/stats/tally.ts';
import { TABLES } from '../../lib/stats/tables.ts';
import type { StatsBody } from '../../lib/stats/types.ts';
import { commitBodyOf, handBodyOf, newPublisher, vectorCases, withScratchDatabase, type Doc } from './fixtures.ts';

withScratchDatabase('stats');

const SCHEMES = ['roll_pair_v1', 'die_round_v1', 'match_seed_v2', 'poker_hmac_v1', 'chess_colour_v1'];

/** Commits a vector's document (and its hands); its reveal is returned for later. */
async function commit(pub: number, proof: Doc, ref: string) {
  const body = commitBodyOf(proof);
  if (proof.scheme === 'roll_pair_v1' && body.commitment === undefined) body.commitment = sha256Hex(hexToBytes(String(proof.serverSeed)));
  const { id } = await commitProof(pub, { ...body, ref });
  for (const hand of (proof.hands as Doc[] | undefined) ?? []) await addPokerHand(pub, id, handBodyOf(hand));
  return { id, reveal: () => revealProof(pub, id, proof) };
}

const bodyOf = (t: Tally): StatsBody => {
  const tables: StatsBody['tables'] = {};
  for (const def of TABLES) tables[def.name] = summarize(def, t.countsOf(def.name));
  return { counted: t.counted, excluded: t.excluded, tables };
};

describe('statistics counted at reveal', () => {
  let expected: Tally;

  it('a new database serves every table with zeros', async () => {
    expect(await statsBuilt()).toBe(true);
    const s = await readStats();
    expect(s.counted).toBe(0);
    expect(s.excluded).toBe(0);
    expect(Object.keys(s.tables)).toEqual(TABLES.map((d) => d.name));
    for (const def of TABLES) expect(s.tables[def.name]).toEqual({ counts: new Array(def.cells).fill(0), n: 0, chi2: null, df: null, p: null });
  });

  it('every vector proof revealed concurrently: the counters equal the reports’ tally', async () => {
    const pub = await newPublisher('stats-vectors');
    const cases = SCHEMES.flatMap((s) => vectorCases(s).map((c, i) => ({ c, ref: `${s}-${i}` })));
    const published = await Promise.all(cases.map(({ c, ref }) => commit(pub, c.proof, ref)));
    const revealable = cases.map(({ c }, i) => ({ c, p: published[i]! })).filter(({ c }) => c.proof.serverSeed !== undefined || c.proof.seedA !== undefined);
    const results = await Promise.allSettled(revealable.map(({ p }) => p.reveal()));
    expected = new Tally();
    let failed = 0;
    for (const r of results) {
      if (r.status === 'rejected') {
        // a seed that does not hash to its commitment stores nothing and counts nothing
        expect((r.reason as StoreError).code).toBe('commitment_mismatch');
        continue;
      }
      const report = r.value.report as Report;
      const verdict = verdictOf(report) === 'verified' ? 'verified' : 'failed';
      if (verdict === 'failed') failed++;
      expected.addRevealed(verdict, report);
    }
    expect(failed).toBeGreaterThan(3);
    expect(expected.counted).toBeGreaterThan(15);
    const s = await readStats();
    expect(s).toEqual(bodyOf(expected));
    expect(s.excluded).toBe(failed);
    // every table got counts from the vectors
    for (const def of TABLES) expect(s.tables[def.name]!.n, def.name).toBeGreaterThan(0);
    // the Telegram dice (issue #21), beside the tables and not in the API's body: the verified bot chat's 3
    expect((await readStatsPage()).counters).toEqual({ 'die_round_v1.telegram': 3 });
    expect(expected.countsOf('die_round_v1.telegram')).toEqual([3]);
    expect(Object.keys(s.tables)).not.toContain('die_round_v1.telegram');
  });

  it('a repeated reveal and a committed proof add nothing', async () => {
    const pub = await newPublisher('stats-again');
    const c = vectorCases('die_round_v1').find((x) => x.name === 'online 1v1, 60 dice')!;
    const p = await commit(pub, c.proof, 'again');
    const before = await readStats();
    await p.reveal();
    const once = await readStats();
    expect(once.counted).toBe(before.counted + 1);
    expect(once.tables['die_round_v1.faces']!.n).toBe(before.tables['die_round_v1.faces']!.n + 60);
    await p.reveal();
    await commit(pub, vectorCases('chess_colour_v1')[0]!.proof, 'committed-only');
    expect(await readStats()).toEqual(once);
    const report = (await p.reveal()).report;
    expected.addRevealed('verified', report);
  });

  it('stats:rebuild recounts the same from scratch (documents as served, with the site’s key)', async () => {
    const counted = await readStats();
    expect(await recountStats()).toEqual({ ...counted, disagreeing: [] });
    const telegram = (await readStatsPage()).counters;
    const r = await rebuildStats();
    expect(r.disagreeing).toEqual([]);
    expect(await readStats()).toEqual(counted);
    expect((await readStatsPage()).counters).toEqual(telegram);
    expect(telegram).toEqual({ 'die_round_v1.telegram': expected.countsOf('die_round_v1.telegram')[0] });
    expect(await readStats()).toEqual(bodyOf(expected));
    expect(r.counted).toBe(expected.counted);
    expect(r.excluded).toBe(expected.excluded);
  });

  it('a proof revealed under a key since rotated is recounted by its outcomes, not excluded as failed', async () => {
    const c = vectorCases('roll_pair_v1').find((v) => v.expect.ok && v.proof.recorded)!;
    const pub = await newPublisher('stats-rotated');
    const saved = process.env.FAIR_LOG_KEY;
    try {
      process.env.FAIR_LOG_KEY = privateKeyText('rotated-away.example/log', new Uint8Array(32).fill(7));
      resetLogSigners();
      const p = await commit(pub, c.proof, 'under-an-old-key');
      await revealProof(pub, p.id, c.proof);
    } finally {
      if (saved === undefined) delete process.env.FAIR_LOG_KEY;
      else process.env.FAIR_LOG_KEY = saved;
      resetLogSigners();
    }
    const counted = await readStats();
    expect(await recountStats()).toEqual({ ...counted, disagreeing: [] });
  });

  it('counters not covering every revealed proof are not served; the rebuild restores them', async () => {
    const counted = await readStats();
    // what a database that had revealed proofs before the statistics' migration looks like
    await withSql((sql) => sql.run('DELETE FROM "StatsCount"'));
    expect(await statsBuilt()).toBe(false);
    // this process's cache is dropped by a reveal or a rebuild; wait for it to expire
    await new Promise((r) => setTimeout(r, 1100));
    await expect(readStats()).rejects.toBeInstanceOf(StatsNotBuiltError);
    await rebuildStats();
    expect(await statsBuilt()).toBe(true);
    expect(await readStats()).toEqual(counted);
  });
});
