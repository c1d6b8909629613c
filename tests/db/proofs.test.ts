import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closeDb, dbProvider, getDb } from '../../lib/db/client.ts';
import { applyMigrations } from '../../lib/db/migrate.ts';
import {
  countProofs,
  getProofById,
  getProofByRef,
  insertProof,
  isUniqueViolation,
  listRecentProofs,
  type NewProof,
} from '../../lib/db/proofs.ts';
import { scratchDatabase, testProvider, type ScratchDb } from './helpers.ts';

const provider = testProvider();
const hex = (c: string) => c.repeat(64);

const proof = (over: Partial<NewProof> = {}): NewProof => ({
  scheme: 'roll_pair_v1',
  game: 'backgammon',
  commitment: hex('a'),
  document: { scheme: 'roll_pair_v1', game: 'backgammon', commitment: hex('a') },
  ...over,
});

describe(`proof queries on ${provider}`, () => {
  let db: ScratchDb;
  const savedUrl = process.env.DATABASE_URL;

  beforeAll(async () => {
    db = await scratchDatabase('proofs');
    await applyMigrations(db.url);
    process.env.DATABASE_URL = db.url;
  });
  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = savedUrl;
    await db?.drop();
  });

  it('uses the provider named by DATABASE_URL', () => {
    expect(dbProvider()).toBe(provider);
    expect(getDb()).toBe(getDb());
  });

  it('starts empty', async () => {
    expect(await countProofs()).toBe(0);
    expect(await listRecentProofs({ limit: 5 })).toEqual({ items: [], nextBefore: null });
  });

  it('inserts and reads a proof back', async () => {
    const committedAt = new Date('2026-01-02T03:04:05.678Z');
    const doc = { scheme: 'die_round_v1', game: 'dice', commitment: hex('b'), clientSeeds: ['x'] };
    const p = await insertProof({ scheme: 'die_round_v1', game: 'dice', commitment: hex('b'), document: doc, committedAt });
    expect(p.id).toBeGreaterThanOrEqual(1);
    const got = await getProofById(p.id);
    expect(got).not.toBeNull();
    expect(got).toMatchObject({
      id: p.id,
      scheme: 'die_round_v1',
      game: 'dice',
      status: 'committed',
      commitment: hex('b'),
      revealedAt: null,
      serverSeed: null,
      verdict: null,
      publisherId: null,
      ref: null,
    });
    expect(got?.committedAt.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(JSON.parse(got?.document ?? 'null')).toEqual(doc);
  });

  it('stores a revealed proof', async () => {
    const revealedAt = new Date('2026-03-04T05:06:07.089Z');
    const p = await insertProof(
      proof({ status: 'revealed', serverSeed: hex('c'), verdict: 'verified', revealedAt, document: '{"x":1}' }),
    );
    const got = await getProofById(p.id);
    expect(got?.status).toBe('revealed');
    expect(got?.serverSeed).toBe(hex('c'));
    expect(got?.verdict).toBe('verified');
    expect(got?.revealedAt?.toISOString()).toBe('2026-03-04T05:06:07.089Z');
    expect(got?.document).toBe('{"x":1}');
  });

  it('returns null for ids that do not exist or cannot exist', async () => {
    for (const id of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, 2 ** 53, 999_999]) {
      expect(await getProofById(id)).toBeNull();
    }
  });

  it('numbers proofs sequentially and never reuses a number', async () => {
    const a = await insertProof(proof());
    const b = await insertProof(proof());
    expect(b.id).toBe(a.id + 1);
    await getDb().proof.delete({ where: { id: b.id } });
    const c = await insertProof(proof());
    expect(c.id).toBeGreaterThan(b.id);
  });

  it('lists newest first with key pagination (before is exclusive)', async () => {
    await getDb().proof.deleteMany({});
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await insertProof(proof({ game: i % 3 === 0 ? 'dice' : 'backgammon' }))).id);
    const newestFirst = [...ids].reverse();

    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    for (;;) {
      const page = await listRecentProofs({ limit: 3, before });
      pages++;
      seen.push(...page.items.map((p) => p.id));
      expect(page.items.length).toBeLessThanOrEqual(3);
      if (page.nextBefore === null) break;
      expect(page.nextBefore).toBe(page.items.at(-1)?.id);
      before = page.nextBefore;
    }
    expect(seen).toEqual(newestFirst);
    expect(pages).toBe(3);

    // exactly one full last page → no empty extra page
    const six = await listRecentProofs({ limit: 6, before: newestFirst[0] });
    expect(six.items.map((p) => p.id)).toEqual(newestFirst.slice(1));
    expect(six.nextBefore).toBeNull();

    const below = await listRecentProofs({ limit: 100, before: ids[3] });
    expect(below.items.map((p) => p.id)).toEqual(ids.slice(0, 3).reverse());

    // summaries carry the list fields only
    expect(Object.keys(below.items[0] ?? {}).sort()).toEqual(
      ['committedAt', 'game', 'id', 'revealedAt', 'scheme', 'status', 'verdict'].sort(),
    );
  });

  it('filters the list and the count by game', async () => {
    const dice = await listRecentProofs({ limit: 100, game: 'dice' });
    expect(dice.items.length).toBe(3);
    expect(dice.items.every((p) => p.game === 'dice')).toBe(true);
    expect(await countProofs({ game: 'dice' })).toBe(3);
    expect(await countProofs({ game: 'backgammon' })).toBe(4);
    expect(await countProofs()).toBe(7);
    const first = await listRecentProofs({ limit: 2, game: 'dice' });
    expect(first.nextBefore).not.toBeNull();
    const rest = await listRecentProofs({ limit: 2, game: 'dice', before: first.nextBefore ?? undefined });
    expect([...first.items, ...rest.items].map((p) => p.id)).toEqual(dice.items.map((p) => p.id));
    expect(rest.nextBefore).toBeNull();
    expect((await listRecentProofs({ game: 'chess' })).items).toEqual([]);
  });

  it('rejects bad list arguments', async () => {
    for (const limit of [0, 101, 1.5, -3]) await expect(listRecentProofs({ limit })).rejects.toThrow(RangeError);
    for (const before of [0, -1, 2.5]) await expect(listRecentProofs({ before })).rejects.toThrow(RangeError);
    expect((await listRecentProofs({ before: 2 ** 40 })).items.length).toBe(7);
  });

  it('enforces a unique (publisherId, ref)', async () => {
    const first = await insertProof(proof({ publisherId: 'pub1', ref: 'game-42' }));
    let err: unknown;
    try {
      await insertProof(proof({ publisherId: 'pub1', ref: 'game-42' }));
    } catch (e) {
      err = e;
    }
    expect(err).toBeDefined();
    expect(isUniqueViolation(err)).toBe(true);
    // the same ref for another publisher, and any number of proofs without a ref, are fine
    await insertProof(proof({ publisherId: 'pub2', ref: 'game-42' }));
    await insertProof(proof({ publisherId: 'pub1', ref: null }));
    await insertProof(proof({ publisherId: 'pub1', ref: null }));
    expect((await getProofByRef('pub1', 'game-42'))?.id).toBe(first.id);
    expect(await getProofByRef('pub3', 'game-42')).toBeNull();
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });
});
