import { describe, expect, it } from 'vitest';
import { valueText } from '@/components/check/valueText';
import { cardId, tileLabel } from '@/lib/fair/core';

describe("valueText: a mismatch's values as the page shows them (/check's list of differences)", () => {
  it('a seat order from 1, as the form offers it; a card as its chip; a tile in the page’s words', () => {
    expect(valueText('seatOrder', [1, 0])).toBe('2\u00a0→\u00a01');
    expect(valueText('deals[0][3]', cardId('Td'))).toBe('10♦');
    const words = (_key: 'short' | 'name', v: { suit: string; rank: number }) => `${v.rank}/${v.suit}`;
    expect(valueText('draws[4]', 35, words)).toBe('9/characters');
    expect(valueText('draws[4]', 35)).toBe(tileLabel(35));
    expect(valueText('rolls[0]', [6, 3])).toBe('6-3');
  });
});
