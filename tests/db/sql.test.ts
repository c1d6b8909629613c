// lib/db/sql.ts: the store's plain SQL must store and read exactly what Prisma does, on both
// providers, and SQLite must acknowledge a commit only once it is on disk.
import { describe, expect, it } from 'vitest';

import { getDb, sharedSql } from '../../lib/db/client.ts';
import { withSql } from '../../lib/db/lock.ts';
import { getPublicProof, listProofs } from '../../lib/db/proofs.ts';
import { isUniqueViolation } from '../../lib/db/sql.ts';
import { commitProof, revealProof } from '../../lib/db/store.ts';
import { hexToBytes } from '../../lib/fair/hex.ts';
import { sha256Hex } from '../../lib/fair/index.ts';
import { newPublisher, withScratchDatabase } from './fixtures.ts';
import { testProvider } from './helpers.ts';

const provider = testProvider();
withScratchDatabase('sql');

const seed = 'ab'.repeat(32);
const body = { scheme: 'roll_pair_v1', game: 'backgammon', commitment: sha256Hex(hexToBytes(seed)), clientSeeds: ['x1', 'y2'], count: 2 };

describe(`plain SQL (lib/db/sql.ts) on ${provider}`, () => {
  it.runIf(provider === 'sqlite')('syncs every commit to disk: synchronous=FULL on the shared connection', async () => {
    const sql = await sharedSql();
    expect(await withSql((s) => s.all('PRAGMA synchronous'))).toEqual([{ synchronous: 2 }]);
    expect(sql.provider).toBe('sqlite');
  });

  it('writes times, numbers and nulls that Prisma reads back as it wrote them', async () => {
    const pub = await newPublisher(`sql-${Date.now()}`);
    const before = Date.now();
    const { id } = await commitProof(pub, { ...body, ref: 'sql-1' });
    await revealProof(pub, id, { ...body, serverSeed: seed, recorded: [[1, 2], [3, 4]] });
    const viaPrisma = await getDb().proof.findUniqueOrThrow({ where: { id } });
    expect(viaPrisma.committedAt.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(viaPrisma.revealedAt!.getTime()).toBeGreaterThanOrEqual(viaPrisma.committedAt.getTime());
    expect(viaPrisma).toMatchObject({ count: 2, commitB: null, seedB: null, ref: 'sql-1', status: 'revealed', serverSeed: seed, publisherId: pub });
    // and the plain-SQL reads give the same Dates and numbers back
    const pub1 = await getPublicProof(id);
    expect(pub1!.committedAt).toEqual(viaPrisma.committedAt);
    expect(pub1!.revealedAt).toEqual(viaPrisma.revealedAt);
    expect(pub1!.document).toMatchObject({ id, count: 2, committedAt: viaPrisma.committedAt.toISOString() });
    const { items } = await listProofs({ limit: 1 });
    expect(items[0]).toEqual({
      id, scheme: 'roll_pair_v1', game: 'backgammon', status: 'revealed', verdict: pub1!.verdict,
      committedAt: viaPrisma.committedAt, revealedAt: viaPrisma.revealedAt,
    });
  });

  it('recognises a unique violation raised through plain SQL', async () => {
    const pub = await newPublisher(`sqlu-${Date.now()}`);
    await commitProof(pub, { ...body, ref: 'dup' });
    let caught: unknown;
    try {
      await withSql((sql) =>
        sql.run(
          'INSERT INTO "Proof" ("scheme", "game", "commitment", "commitBody", "publisherId", "ref") VALUES (?, ?, ?, ?, ?, ?)',
          ['roll_pair_v1', 'backgammon', body.commitment, '{}', pub, 'dup'],
        ),
      );
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeDefined();
    expect(isUniqueViolation(caught)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });
});
