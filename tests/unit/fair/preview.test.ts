// previewOf (lib/fair/schemes): what a proof page draws of a long proof before the browser has
// the whole document — each scheme's long list cut to the page's limits, nothing else touched.
import { describe, expect, it } from 'vitest';

import { parseProof } from '../../../lib/fair/parse';
import { previewOf, type Proof } from '../../../lib/fair/schemes';
import { backgammonRolls, bridgeMatch } from '../../http/big-docs';

const LIMITS = { events: 10, groups: 3 };

describe('previewOf', () => {
  it('cuts a bridge match to its first deals, counting them all', () => {
    const p = parseProof(bridgeMatch(8));
    const preview = previewOf(p, LIMITS)!;
    expect([preview.shown, preview.total]).toEqual([3, 8]);
    const cut = preview.proof as Extract<Proof, { scheme: 'match_seed_v2' }>;
    expect(cut.recorded?.deals).toEqual((p as typeof cut).recorded?.deals?.slice(0, 3));
    expect(cut.recorded?.seatOrder).toEqual((p as typeof cut).recorded?.seatOrder);
    expect({ ...cut, recorded: undefined }).toEqual({ ...p, recorded: undefined });
    expect((p as typeof cut).recorded?.deals).toHaveLength(8);
  });

  it('cuts rolls to the first events', () => {
    const p = parseProof(backgammonRolls(25));
    const preview = previewOf(p, LIMITS)!;
    expect([preview.shown, preview.total]).toEqual([10, 25]);
    expect((preview.proof as Extract<Proof, { scheme: 'roll_pair_v1' }>).recorded).toHaveLength(10);
  });

  it('is null for a proof within the limits, and for one that records nothing long', () => {
    expect(previewOf(parseProof(bridgeMatch(3)), LIMITS)).toBeNull();
    expect(previewOf(parseProof(backgammonRolls(10)), LIMITS)).toBeNull();
    expect(previewOf(parseProof(bridgeMatch(50, { record: false })), LIMITS)).toBeNull();
  });
});
