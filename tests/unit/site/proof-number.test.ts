import { describe, expect, it } from 'vitest';

import { isProofNumber, parseProofNumber, PROOF_NUMBER } from '../../../lib/site/proof-number';

describe('the proof number rule (lib/site/proof-number.ts)', () => {
  it('reads 1 to 15 plain digits without a leading zero', () => {
    for (const [text, n] of [['1', 1], ['148', 148], ['2147483647', 2147483647], ['999999999999999', 999999999999999]] as const) {
      expect(isProofNumber(text), text).toBe(true);
      expect(parseProofNumber(text), text).toBe(n);
    }
  });

  it('refuses every other spelling of a number', () => {
    const bad = ['', '0', '007', '01', '1234567890123456', '1e3', '+1', '-1', '1.0', ' 1', '1 ', '1\n', '0x1F', '١٢٣', '１２３', '12a', 'NaN', 'Infinity'];
    for (const text of bad) {
      expect(isProofNumber(text), JSON.stringify(text)).toBe(false);
      expect(parseProofNumber(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('is a pattern other patterns embed, anchored by them', () => {
    const path = new RegExp(`^/fair/(${PROOF_NUMBER})$`);
    expect(path.exec('/fair/12')?.[1]).toBe('12');
    expect(path.test('/fair/012')).toBe(false);
  });
});
