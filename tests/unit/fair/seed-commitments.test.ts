import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../lib/fair';
import { hexToBytes } from '../../../lib/fair/hex';
import { seedCommitments } from '../../../lib/fair/schemes';

describe('seedCommitments: how the registered schemes commit to a seed (the lookup box finds a game by its seed)', () => {
  it('a hex seed as its bytes (roll_pair_v1) and as its text (the others), each once; text only when it is no hex', () => {
    const seed = 'ab'.repeat(32);
    expect(seedCommitments(seed).sort()).toEqual([sha256Hex(hexToBytes(seed)), sha256Hex(seed)].sort());
    expect(seedCommitments('room-7')).toEqual([sha256Hex('room-7')]);
    expect(seedCommitments('')).toEqual([]);
  });
});
