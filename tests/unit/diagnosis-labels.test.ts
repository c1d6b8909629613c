import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { positionLabel } from '@/components/verify/Diagnosis';

/** "N recorded values differ, the first at …": the position in the player's words, never a report path. */
const messages = (locale: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')) as Record<string, Record<string, string>>).Diagnosis!;
const tOf = (locale: string) => ((key: string, values?: Record<string, unknown>) =>
  new IntlMessageFormat(messages(locale)[key]!, locale).format(values) as string) as unknown as Parameters<typeof positionLabel>[1];

describe('positionLabel (the diagnosis and /check name where a recorded outcome differs)', () => {
  it.each([
    ['ru', 'white', 'кто играет белыми'],
    ['ru', 'seatOrder', 'порядок мест'],
    ['ro', 'white', 'culoarea pieselor'],
    ['en', 'seatOrder', 'the seat order'],
    ['ru', 'rolls[5]', 'бросок 6'],
    ['en', 'deals[1][7]', 'deal 2'],
  ])('%s %s → %s', (locale, at, label) => {
    expect(positionLabel(at, tOf(locale))).toBe(label);
  });
  it('names every outcome a scheme can record in words (no report path left as written)', () => {
    for (const at of ['white', 'seatOrder', 'rolls[0]', 'dice[0]', 'deals[0][0]', 'draws[0]', 'cards[0]', 'hands[0].deck[0]', 'hands[0].rest[0]']) {
      for (const locale of ['ru', 'ro', 'en']) expect(positionLabel(at, tOf(locale))).not.toBe(at);
    }
  });
});
