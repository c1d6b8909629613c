// Reused commitments (issue #21): the proofs that carry one commitment name each other on their pages
// (lib/db/proofs.ts' sameCommitment, one query on the Proof.commitment index), and a commit that
// reuses a commitment tells the page cache which earlier proofs' pages changed.
import { describe, expect, it } from 'vitest';

import { withSql } from '../../lib/db/lock.ts';
import { sameCommitment } from '../../lib/db/proofs.ts';
import { onCommitmentReused } from '../../lib/db/events.ts';
import { commitProof } from '../../lib/db/store.ts';
import { newPublisher, withScratchDatabase } from './fixtures.ts';
import { testProvider } from './helpers.ts';

withScratchDatabase('same-commitment');

const dice = (commitment: string, ref: string) => ({ scheme: 'die_round_v1', game: 'dice', commitment, ref });

describe(`proofs sharing a commitment on ${testProvider()}`, () => {
  it('name each other, and a proof alone names none', async () => {
    const pub = await newPublisher('same-a');
    const other = await newPublisher('same-b');
    const told: number[][] = [];
    onCommitmentReused((ids) => told.push(ids));
    const { id: a } = await commitProof(pub, dice('aa'.repeat(32), 'a'));
    const { id: alone } = await commitProof(pub, dice('bb'.repeat(32), 'alone'));
    // the same commitment under another ref, and by another publisher
    const { id: b } = await commitProof(pub, dice('AA'.repeat(32), 'b'));
    const { id: c } = await commitProof(other, dice('aa'.repeat(32), 'c'));
    await expect.poll(() => told.length).toBe(2);
    expect(told).toEqual([[a], [a, b]]);
    expect(await sameCommitment(a)).toEqual({ ids: [b, c], total: 2 });
    expect(await sameCommitment(b)).toEqual({ ids: [a, c], total: 2 });
    expect(await sameCommitment(c)).toEqual({ ids: [a, b], total: 2 });
    expect(await sameCommitment(alone)).toEqual({ ids: [], total: 0 });
    expect(await sameCommitment(999_999)).toEqual({ ids: [], total: 0 });
    expect(await sameCommitment(0)).toEqual({ ids: [], total: 0 });
  });

  it('names the first ones and counts the rest', async () => {
    const pub = await newPublisher('same-many');
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push((await commitProof(pub, dice('cc'.repeat(32), `m${i}`))).id);
    expect(await sameCommitment(ids[0]!)).toEqual({ ids: ids.slice(1, 21), total: 24 });
    expect(await sameCommitment(ids[24]!, 3)).toEqual({ ids: ids.slice(0, 3), total: 24 });
  });

  it('Proof.commitment has its index', async () => {
    const names = await withSql((sql) =>
      sql.provider === 'postgres'
        ? sql.all<{ name: string }>(`SELECT indexname AS "name" FROM pg_indexes WHERE tablename = 'Proof'`)
        : sql.all<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'Proof'`),
    );
    expect(names.map((n) => n.name)).toContain('Proof_commitment_idx');
  });
});
