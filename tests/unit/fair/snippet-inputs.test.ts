import { describe, expect, it } from 'vitest';
import { snippetInputsOf } from '@/lib/fair/schemes';

describe("snippetInputsOf: a proof's inputs as its rules page's snippet takes them", () => {
  const dice = { scheme: 'die_round_v1', game: 'dice', commitment: 'ab'.repeat(32), clientSeeds: ['alice', 'bob:2'] };

  it('gives a dice proof its seal and the client seeds joined with ":", and the server seed once revealed', () => {
    expect(snippetInputsOf(dice)).toEqual([
      ['commit', 'ab'.repeat(32)],
      ['clientSeed', 'alice:bob:2'],
    ]);
    expect(snippetInputsOf({ ...dice, serverSeed: 'cd'.repeat(32) })?.[0]).toEqual(['serverSeed', 'cd'.repeat(32)]);
  });

  it('gives nothing without client seeds that are all texts, or for a game whose rules page has no snippet', () => {
    expect(snippetInputsOf({ ...dice, clientSeeds: [] })).toBeNull();
    expect(snippetInputsOf({ ...dice, clientSeeds: ['a', 3] })).toBeNull();
    expect(snippetInputsOf({ ...dice, scheme: 'roll_pair_v1' })).toBeNull();
    expect(snippetInputsOf({ ...dice, scheme: 'nope' })).toBeNull();
    expect(snippetInputsOf({})).toBeNull();
  });
});
