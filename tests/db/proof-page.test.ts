// A proof page's first render reads the database once (issue #22): lib/db/proof-page.ts' one batch
// returns the proof, its session's hands, the other proofs with its commitment and the stored
// report. Counted here through the shared SQL connection every read takes (lib/db/client.ts'
// sharedSql): one read, and one statement for a proof that is neither a session nor a reused commitment.
// Before it, the page cache's question (lib/db/page-state.ts: revealed? its witness lines final?) is
// one statement too, with a policy of witnesses as without.
import { describe, expect, it, vi } from 'vitest';

import { getDb } from '../../lib/db/client.ts';
import { logSigner } from '../../lib/db/log/key.ts';
import { witnessId } from '../../lib/db/log/policy.ts';
import { proofPageState } from '../../lib/db/page-state.ts';
import { proofPageData } from '../../lib/db/proof-page.ts';
import { getPublicProof } from '../../lib/db/proofs.ts';
import { parsePolicy } from '../../lib/fair/log/policy.ts';
import { TestWitness } from '../witness/test-witness.ts';
import { addPokerHand, commitProof, revealProof } from '../../lib/db/store.ts';
import { commitBodyOf, handBodyOf, newPublisher, vectorCases, withScratchDatabase, type Doc } from './fixtures.ts';
import { testProvider } from './helpers.ts';

const counted = vi.hoisted(() => ({ reads: 0, statements: 0 }));
vi.mock('../../lib/db/client.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/db/client.ts')>();
  return {
    ...real,
    sharedSql: async () => {
      const sql = await real.sharedSql();
      counted.reads++;
      return {
        provider: sql.provider,
        all: (q: string, p?: readonly unknown[]) => (counted.statements++, sql.all(q, p)),
        run: (q: string, p?: readonly unknown[]) => (counted.statements++, sql.run(q, p)),
      };
    },
  };
});

withScratchDatabase('proof-page');

/** What `fn` costs the database: reads (turns through the shared connection) and statements. */
async function cost<T>(fn: () => Promise<T>): Promise<{ value: T; reads: number; statements: number }> {
  counted.reads = 0;
  counted.statements = 0;
  const value = await fn();
  return { value, reads: counted.reads, statements: counted.statements };
}

/** Publishes a vector's document (commit, its hands, reveal); its id. */
async function publish(pub: number, proof: Doc, ref: string): Promise<number> {
  const { id } = await commitProof(pub, { ...commitBodyOf(proof), ref });
  for (const hand of (proof.hands as Doc[] | undefined) ?? []) await addPokerHand(pub, id, handBodyOf(hand));
  await revealProof(pub, id, proof);
  return id;
}

const firstCase = (scheme: string, ok = true) => vectorCases(scheme).find((c) => c.expect.ok === ok && !c.expect.pending)!.proof;

describe(`a proof page's data on ${testProvider()}`, () => {
  it('is one read of one statement for a revealed proof, with its stored report', async () => {
    const pub = await newPublisher('page-one');
    const id = await publish(pub, firstCase('die_round_v1'), 'one');
    const { value, reads, statements } = await cost(() => proofPageData(id));
    expect({ reads, statements }).toEqual({ reads: 1, statements: 1 });
    expect(value?.proof).toEqual(await getPublicProof(id));
    expect(value?.same).toEqual({ ids: [], total: 0 });
    expect(value?.report?.ok).toBe(true);
  });

  it("is one read for a session (its hands a second statement) and a reused commitment's proofs", async () => {
    const pub = await newPublisher('page-many');
    const session = await publish(pub, firstCase('poker_hmac_v1'), 'session');
    const s = await cost(() => proofPageData(session));
    expect(s.reads).toBe(1);
    expect(s.statements).toBe(2);
    expect(s.value?.proof.document.hands).toEqual((await getPublicProof(session))?.document.hands);

    // one server seed in two games
    const a = await publish(pub, firstCase('die_round_v1'), 'a');
    const b = await publish(pub, firstCase('die_round_v1'), 'b');
    const r = await cost(() => proofPageData(a));
    expect(r.reads).toBe(1);
    // (the first test published the same document: a third proof with that commitment)
    expect(r.value?.same.ids).toContain(b);
    expect(r.value?.same.total).toBe(r.value?.same.ids.length);
  });

  it('has no report while committed', async () => {
    const pub = await newPublisher('page-committed');
    const { id } = await commitProof(pub, { scheme: 'die_round_v1', game: 'dice', commitment: 'ab'.repeat(32), ref: 'c' });
    // (a committed document's log parts are proven against the newest checkpoint: the log's own reads)
    const page = await proofPageData(id);
    expect(page?.proof.status).toBe('committed');
    expect(page?.report).toBeNull();
  });

  it('is null, without a read, for a number no proof can have, and null for one nobody has', async () => {
    expect(await cost(() => proofPageData(0))).toEqual({ value: null, reads: 0, statements: 0 });
    expect(await proofPageData(2 ** 31 - 1)).toBeNull();
  });
});

describe(`the page cache's question about a proof on ${testProvider()}`, () => {
  it('is one statement without a policy: revealed, or nothing to keep (committed, unknown)', async () => {
    const pub = await newPublisher('state-plain');
    const revealed = await publish(pub, firstCase('die_round_v1'), 'state-revealed');
    const { id: committed } = await commitProof(pub, { scheme: 'die_round_v1', game: 'dice', commitment: 'cd'.repeat(32), ref: 'state-committed' });
    for (const [id, state] of [[revealed, 'revealed'], [committed, null], [2 ** 31 - 1, null]] as const) {
      expect(await cost(() => proofPageState(id, null)), String(id)).toEqual({ value: state, reads: 1, statements: 1 });
    }
    expect(await cost(() => proofPageState(0, null))).toEqual({ value: null, reads: 0, statements: 0 });
  });

  it('is one statement with a policy: witnessing until every witness with a URL cosigned beyond the entry', async () => {
    const { vkey, keyId } = await logSigner();
    const [a, b, c] = ['a', 'b', 'c'].map((n) => new TestWitness(`witness-${n}.test/w`, [vkey]));
    // B has no URL: the site never submits to it, so the page does not wait for it
    const policy = parsePolicy(`log ${vkey}\nwitness A ${a!.vkey} http://a.test/w\nwitness B ${b!.vkey}\nwitness C ${c!.vkey} http://c.test/w\ngroup any1 any A B C\nquorum any1\n`);
    const [idA, , idC] = policy.witnesses.map(witnessId);
    const pub = await newPublisher('state-policy');
    const id = await publish(pub, firstCase('die_round_v1'), 'state-policy');
    const index = Number((await getDb().proof.findUniqueOrThrow({ where: { id }, select: { logIndex: true } })).logIndex);
    const cosign = (witness: string, size: number, key = keyId) => getDb().logCosignature.create({ data: { keyId: key, size, witness, line: `— ${witness} x`, time: new Date() } });
    const state = () => cost(() => proofPageState(id, policy));
    expect(await state()).toEqual({ value: 'witnessing', reads: 1, statements: 1 });
    // a checkpoint of the entry's own index does not cover it; another log key's cosignature is not this log's
    await cosign(idA!, index);
    await cosign(idC!, index + 1, 'another-key');
    await cosign(idA!, index + 1);
    expect((await state()).value).toBe('witnessing');
    await cosign(idC!, index + 5);
    expect(await state()).toEqual({ value: 'revealed', reads: 1, statements: 1 });
    const { id: committed } = await commitProof(pub, { scheme: 'die_round_v1', game: 'dice', commitment: 'ef'.repeat(32), ref: 'state-policy-c' });
    expect(await cost(() => proofPageState(committed, policy))).toEqual({ value: null, reads: 1, statements: 1 });
  });
});
