import { describe, expect, it } from 'vitest';
import { cardRankShown } from '../../../lib/fair/cards';
import { cardId, cardLabel, dieFace, InputError, isRed, rollLabel, seatOrderLabel, SUIT_SYMBOLS, tileInfo, tileLabel } from '../../../lib/fair';

describe('cards', () => {
  it('names ids 0–51 as in schemes.md', () => {
    expect(cardLabel(0)).toBe('2c');
    expect(cardLabel(12)).toBe('Ac');
    expect(cardLabel(13)).toBe('2d');
    expect(cardLabel(51)).toBe('As');
    expect(cardLabel(8)).toBe('Tc');
    expect(cardLabel(51, SUIT_SYMBOLS)).toBe('A♠');
    expect(cardLabel(26, { h: 'Ч' })).toBe('2Ч');
    expect(cardLabel(52)).toBe('?');
    for (let i = 0; i < 52; i++) expect(cardId(cardLabel(i))).toBe(i);
    expect(cardId('Xx')).toBe(-1);
    expect(isRed(13)).toBe(true);
    expect(isRed(0)).toBe(false);
  });
  it('shows a rank as a card does: 10 for T, the letter or digit otherwise', () => {
    expect([0, 7, 8, 9, 12, 21, 51].map(cardRankShown)).toEqual(['2', '9', '10', 'J', 'A', '10', 'A']);
    expect(() => cardRankShown(52)).toThrow(InputError);
  });
  it('dice', () => {
    expect(dieFace(1)).toBe('⚀');
    expect(dieFace(6)).toBe('⚅');
    expect(dieFace(null)).toBe('?');
    expect(rollLabel([6, 3])).toBe('6-3');
    expect(seatOrderLabel([0, 1])).toBe('1\u00a0→\u00a02');
    expect(seatOrderLabel([1, 0])).toBe('2\u00a0→\u00a01');
  });
});

describe('mahjong tiles', () => {
  it('kinds and names', () => {
    expect(tileInfo(0)).toMatchObject({ kind: 0, suit: 'characters', rank: 1, code: '1m' });
    expect(tileInfo(3).kind).toBe(0);
    expect(tileInfo(4 * 9)).toMatchObject({ suit: 'dots', rank: 1, code: '1p' });
    expect(tileInfo(4 * 26 + 3)).toMatchObject({ suit: 'bamboo', rank: 9, code: '9s' });
    expect(tileInfo(4 * 27)).toMatchObject({ suit: 'wind', name: 'East wind', code: 'E' });
    expect(tileInfo(4 * 30)).toMatchObject({ suit: 'wind', name: 'North wind' });
    expect(tileInfo(4 * 31)).toMatchObject({ suit: 'dragon', name: 'Red dragon' });
    expect(tileInfo(135)).toMatchObject({ suit: 'dragon', name: 'White dragon', code: 'Wd' });
    expect(tileInfo(136)).toMatchObject({ suit: 'flower', rank: 1 });
    expect(tileInfo(143)).toMatchObject({ suit: 'season', rank: 4, code: 'S4' });
    expect(tileLabel(144)).toBe('?');
    expect(() => tileInfo(-1)).toThrow(InputError);
  });
});

describe('tileLabel agrees with tileInfo', () => {
  it('for every tile', () => {
    for (let i = 0; i < 144; i++) expect(tileLabel(i)).toBe(tileInfo(i).code);
  });
});
