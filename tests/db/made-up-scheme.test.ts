// Issue #22, item 4: a made-up scheme (tests/made-up-scheme.ts, coin_flip_v1) registered through the
// registry is committed and revealed by the store like the real ones — its columns, its log entry,
// its verdict, its public document and its statistics — with no shared file changed for it. The
// same scheme through parsing, verification and the document mapping: tests/unit/registry-made-up-scheme.test.ts.
import { describe, expect, it } from 'vitest';

import { withSql } from '../../lib/db/lock.ts';
import { getPublicProof } from '../../lib/db/proofs.ts';
import { commitProof, revealProof } from '../../lib/db/store.ts';
import { entryFor } from '../../lib/fair/index.ts';
import { COIN, coinDocument, registerCoinFlip } from '../made-up-scheme.ts';
import { newPublisher, refusal, withScratchDatabase } from './fixtures.ts';

registerCoinFlip();
withScratchDatabase('made-up-scheme');

/** The statistics' counters of a table, summed over their shards, by cell. */
const countsOf = (table: string) =>
  withSql((sql) => sql.all<{ cell: number; n: number }>('SELECT "cell", SUM("count") AS "n" FROM "StatsCount" WHERE "name" = ? GROUP BY "cell" ORDER BY "cell"', [table]));

describe('a made-up scheme in the store', () => {
  it('is committed, revealed, served and counted', async () => {
    const pub = await newPublisher('coin');
    const doc = coinDocument(30);
    const { serverSeed, recorded, ...committed } = doc;
    const { id } = await commitProof(pub, { ...committed, ref: 'coin-1' });

    const before = (await getPublicProof(id))!;
    expect(before.document).toEqual({ id, status: 'committed', ...committed, committedAt: before.committedAt.toISOString(), log: expect.anything() });
    // its log entry is the scheme's own lines
    expect(entryFor(before.document)).toContain(`commitment ${doc.commitment}`);

    expect(await refusal(revealProof(pub, id, { ...doc, serverSeed: 'another-seed' }))).toEqual({ code: 'commitment_mismatch', field: 'serverSeed' });
    const { report } = await revealProof(pub, id, { ...doc, serverSeed, recorded });
    expect(report).toMatchObject({ scheme: COIN, ok: true, checks: 31, flips: recorded });

    const after = (await getPublicProof(id))!;
    expect(after.verdict).toBe('verified');
    expect(after.document).toMatchObject({ status: 'revealed', ...doc });

    const tails = recorded.filter((f) => f === 1).length;
    expect((await countsOf(`${COIN}.sides`)).map((r) => [Number(r.cell), Number(r.n)])).toEqual([
      [0, 30 - tails],
      [1, tails],
    ].filter(([, n]) => n! > 0));
  });

  it('refuses a seed at commit, naming the field', async () => {
    const pub = await newPublisher('coin-seed');
    const { recorded: _r, ...withSeed } = coinDocument(3);
    expect(await refusal(commitProof(pub, withSeed))).toEqual({ code: 'invalid_input', field: 'serverSeed' });
  });
});
