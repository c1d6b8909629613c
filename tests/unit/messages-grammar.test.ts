import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/** Sentences whose words agree with a number: formatted as the page formats them, read whole. */
const dir = join(import.meta.dirname, '../../messages');
const messages = (locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, Record<string, string>>;
const format = (locale: string, ns: string, key: string, values: Record<string, number>) =>
  new IntlMessageFormat(messages(locale)[ns]![key]!, locale).format(values) as string;

describe('Check.detail_failed (the /check verdict of a failed document)', () => {
  it('ro: the verb agrees with the number of failed checks (1 a eșuat, 2 au eșuat)', () => {
    expect(format('ro', 'Check', 'detail_failed', { count: 1, checks: 31 })).toMatch(/^1 verificare din 31 a eșuat\./);
    expect(format('ro', 'Check', 'detail_failed', { count: 2, checks: 31 })).toMatch(/^2 verificări din 31 au eșuat\./);
    expect(format('ro', 'Check', 'detail_failed', { count: 25, checks: 31 })).toMatch(/^25 de verificări din 31 au eșuat\./);
  });
  it('ru and en read as sentences for 1 and for several', () => {
    expect(format('ru', 'Check', 'detail_failed', { count: 1, checks: 31 })).toMatch(/^Не прошла 1 проверка из 31\./);
    expect(format('ru', 'Check', 'detail_failed', { count: 2, checks: 31 })).toMatch(/^Не прошли 2 проверки из 31\./);
    expect(format('en', 'Check', 'detail_failed', { count: 1, checks: 31 })).toMatch(/^1 check of 31 failed\./);
  });
  it('both numbers are written as the language writes numbers (a 40,000-roll link read "38 894 … из 40000")', () => {
    expect(format('ru', 'Check', 'detail_failed', { count: 38894, checks: 40000 })).toMatch(/^Не прошли 38\u00a0894 проверки из 40\u00a0000\./);
    expect(format('ro', 'Check', 'detail_failed', { count: 38894, checks: 40000 })).toMatch(/^38\.894 de verificări din 40\.000 au eșuat\./);
    expect(format('en', 'Check', 'detail_failed', { count: 38894, checks: 40000 })).toMatch(/^38,894 checks of 40,000 failed\./);
  });
});

describe("Stats: a proof page's 'how unusual was this game' (components/proof/Unusual.tsx)", () => {
  const aces = { seat: 0, x: 4, deals: 20, mean: 3.08, p: '37 %' } as unknown as Record<string, number>;
  it('ru: "по 2 карты" in poker (2 hole cards), "по 13 карт" in bridge, "по 5 карт" in baloot', () => {
    expect(format('ru', 'Stats', 'aces_more', { ...aces, cards: 2 })).toContain('за 20 раздач по 2 карты (');
    expect(format('ru', 'Stats', 'aces_more', { ...aces, cards: 13 })).toContain('за 20 раздач по 13 карт (');
    expect(format('ru', 'Stats', 'honours_fewer', { ...aces, cards: 5 })).toContain('за 20 раздач по 5 карт (');
  });
  it('ru: deals are "раздачи", as the poker page names them, in every number ("в 20 руках" read oddly)', () => {
    expect(format('ru', 'Stats', 'aces_more', { ...aces, deals: 1, cards: 13 })).toContain('за 1 раздачу по 13 карт (');
    expect(format('ru', 'Stats', 'aces_fewer', { ...aces, deals: 3, cards: 13 })).toContain('за 3 раздачи по 13 карт (');
    expect(format('ru', 'Stats', 'honours_more', { ...aces, deals: 21, cards: 2 })).toContain('за 21 раздачу по 2 карты (');
    for (const key of ['aces_fewer', 'aces_more', 'honours_fewer', 'honours_more']) expect(messages('ru').Stats![key]).not.toMatch(/рук/);
  });
  it('mahjong: the 53 tiles are named as the deal; ro "primele 12 piese", "primele 21 de piese"; ru "первого 21 тайла"; ru counts tiles, not winds', () => {
    const tiles = { x: 3, mean: 10.31, p: '1 %' } as unknown as Record<string, number>;
    for (const key of ['honourTiles_fewer', 'honourTiles_more', 'flowers_fewer', 'flowers_more']) {
      expect(format('ro', 'Stats', key, { ...tiles, n: 53 })).toContain('printre cele 53 de piese ale împărțirii inițiale (');
      expect(format('ro', 'Stats', key, { ...tiles, n: 12 })).toContain('printre primele 12 piese trase (');
      expect(format('ro', 'Stats', key, { ...tiles, n: 21 })).toContain('printre primele 21 de piese trase (');
      expect(format('ru', 'Stats', key, { ...tiles, n: 53 })).toContain('среди 53 тайлов начальной раздачи (');
      expect(format('ru', 'Stats', key, { ...tiles, n: 21 })).toContain('среди первого 21 взятого тайла (');
      expect(format('ru', 'Stats', key, { ...tiles, n: 21 })).toMatch(/^3 тайла /);
      expect(format('en', 'Stats', key, { ...tiles, n: 53 })).toContain("among the deal's 53 tiles (");
      expect(format('en', 'Stats', key, { ...tiles, n: 12 })).toContain('among the first 12 tiles drawn (');
    }
  });
  it('ro and en: the card count agrees too', () => {
    expect(format('ro', 'Stats', 'aces_more', { ...aces, cards: 2 })).toContain('de câte 2 cărți (');
    expect(format('en', 'Stats', 'aces_more', { ...aces, cards: 2 })).toContain('of 2 cards (');
  });
  it("the link to /stats, shown on every game's page, names no game's pieces (no dice on a poker page)", () => {
    for (const locale of ['ru', 'ro', 'en']) {
      expect(messages(locale).Stats!.statsLinkLead).not.toMatch(/кубик|кост|zar|dice/i);
    }
  });
});

describe('DiceTally.checked (how many dice a proof page and /check compared, issue #21)', () => {
  const f = (locale: string, compared: number, dice: number, telegram: number) => format(locale, 'DiceTally', 'checked', { compared, dice, telegram });
  it("en says it as the issue does, the verb agreeing with Telegram's count", () => {
    expect(f('en', 7, 10, 3)).toBe("7 of 10 dice checked; 3 were thrown with Telegram's animation and cannot be checked.");
    expect(f('en', 9, 10, 1)).toBe("9 of 10 dice checked; 1 was thrown with Telegram's animation and cannot be checked.");
    expect(f('en', 1, 1, 0)).toBe('1 of 1 die checked.');
  });
  it('ru: брошена / брошены / брошено agree with the number', () => {
    expect(f('ru', 9, 10, 1)).toBe('Сверено 9 из 10 костей; 1 брошена анимацией Telegram — её проверить нельзя.');
    expect(f('ru', 7, 10, 3)).toBe('Сверено 7 из 10 костей; 3 брошены анимацией Telegram — их проверить нельзя.');
    expect(f('ru', 0, 25, 25)).toBe('Сверено 0 из 25 костей; 25 брошено анимацией Telegram — их проверить нельзя.');
    expect(f('ru', 21, 21, 0)).toBe('Сверено 21 из 21 кости.');
  });
  it('ro: one die, several, twenty and more', () => {
    expect(f('ro', 9, 10, 1)).toContain('; unul a fost aruncat cu animația Telegram și nu poate fi verificat.');
    expect(f('ro', 7, 10, 3)).toBe('7 din 10 zaruri comparate; 3 au fost aruncate cu animația Telegram și nu pot fi verificate.');
    expect(f('ro', 0, 25, 25)).toBe('0 din 25 de zaruri comparate; 25 au fost aruncate cu animația Telegram și nu pot fi verificate.');
    expect(f('ro', 1, 1, 0)).toBe('1 din 1 zar comparat.');
  });
  it('each locale says that a fully checkable game is rolled in the app, as the dice rules do', () => {
    expect(messages('ru').DiceTally!.inApp).toBe('Для полностью проверяемой игры бросайте в приложении.');
    expect(messages('en').DiceTally!.inApp).toMatch(/fully checkable game.*in the app/);
    expect(messages('ro').DiceTally!.inApp).toMatch(/pe deplin verificabil.*în aplicație/);
  });
});

describe("Verdict.verifiedDetail (a proof page's verified verdict): its count names the log's checks, which /check's link does not carry", () => {
  it('says the log entries among the checks, in each language, and nothing when there are none', () => {
    expect(format('ru', 'Verdict', 'verifiedDetail', { checks: 139, log: 1 })).toBe('Зерно совпадает с печатью, все 139 проверок пройдены, включая запись в журнале.');
    expect(format('ru', 'Verdict', 'verifiedDetail', { checks: 40, log: 21 })).toBe('Зерно совпадает с печатью, все 40 проверок пройдены, включая 21 запись в журнале.');
    expect(format('ru', 'Verdict', 'verifiedDetail', { checks: 40, log: 5 })).toBe('Зерно совпадает с печатью, все 40 проверок пройдены, включая 5 записей в журнале.');
    expect(format('ro', 'Verdict', 'verifiedDetail', { checks: 139, log: 1 })).toBe('Seed-ul corespunde angajamentului și toate cele 139 de verificări au trecut, printre ele și intrarea din jurnal.');
    expect(format('ro', 'Verdict', 'verifiedDetail', { checks: 40, log: 3 })).toBe('Seed-ul corespunde angajamentului și toate cele 40 de verificări au trecut, printre ele cele 3 intrări din jurnal.');
    expect(format('en', 'Verdict', 'verifiedDetail', { checks: 139, log: 21 })).toBe('The seed matches its commitment and all 139 checks pass, its 21 entries in the commitment log among them.');
    expect(format('en', 'Verdict', 'verifiedDetail', { checks: 138, log: 0 })).toBe('The seed matches its commitment and all 138 checks pass.');
  });
});

describe('one word for a seed per locale', () => {
  it('ro says "seed", as its labels and the rules do (its input errors said "sămânță")', () => {
    expect(JSON.stringify(messages('ro'))).not.toMatch(/sămân|semin[țt]/i);
  });
});
