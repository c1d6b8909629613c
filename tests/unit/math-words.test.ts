// The math panel's shuffle and wall steps say that positions count from 0 (card and tile titles count
// from 1), and a draw that falls on its own place says so rather than "moves from 1 to 1".
import { readFileSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';

const t = (locale: string) =>
  createTranslator({ locale, messages: JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')), namespace: 'Math' as never }) as unknown as (k: string, v: Record<string, unknown>) => string;

describe('the shuffle step in words', () => {
  it('counts positions from 0 and says when a card stays where it is', () => {
    for (const locale of ['ru', 'ro', 'en']) {
      const moved = t(locale)('stepSwap', { size: 52, i: 5, j: 2, same: 'no', card: 'J♠' });
      const stayed = t(locale)('stepSwap', { size: 52, i: 1, j: 1, same: 'yes', card: 'J♠' });
      expect(moved, locale).toMatch(/ 0\)/);
      expect(stayed, locale).not.toMatch(/1\D+1\D+1/);
      expect(t(locale)('stepWall', { j: 96, left: 144, tile: '5p' }), locale).toMatch(/ 0\)/);
    }
    expect(t('ru')('stepSwap', { size: 52, i: 1, j: 1, same: 'yes', card: 'J♠' })).toContain('карта на позиции 1 — J♠ — остаётся на ней');
  });
});
