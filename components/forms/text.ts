/**
 * Outcomes pasted as players see them — dice, Telegram marks, cards — read into a document's
 * values, and written back. Pure: unit-tested in tests/unit/forms.test.ts. What cannot be read
 * raises lib/fair's InputError, code `unreadable` (the item's number, the text, why), worded on the
 * page like every other input error (components/verify/inputError.ts).
 */
import { cardId, cardLabel, InputError } from '@/lib/fair/core';

/** The InputError of a pasted item that cannot be read (the form shows it at its own control). */
const unreadable = (field: string, token: string, item: number | undefined, why: 'face' | 'telegram' | 'card' | 'position'): InputError =>
  new InputError(field, 'unreadable', { got: token.slice(0, 20), ...(item === undefined ? {} : { item }), why });

/** Telegram's mark, as typed: T, TG, Telegram, ✈ (what the dice log shows instead of a face). */
const TELEGRAM = /^(t|tg|telegram|✈️?|🎲)$/i;

/** A line's leading number — `12.`, `12)`, `#12`, `12: ` — is a numbering, not an outcome (`1:5` is a roll). */
const NUMBERING = /^\s*(?:#\s*\d+\s*[.):]?\s*|\d+\s*[.)]\s*|\d+\s*:\s+)/;

/**
 * Dice as pasted: faces 1–6, one per character or separated by anything (`6 3 4`, `6-3`, `634`),
 * lines optionally numbered; with `telegram`, a Telegram mark stands for a die thrown by Telegram
 * (null). Throws an InputError naming the first item it cannot read.
 */
export function readDice(text: string, telegram: boolean): (number | null)[] {
  const dice: (number | null)[] = [];
  for (const raw of text.split(/\r\n|\r|\n|;/)) {
    const line = raw.replace(NUMBERING, '');
    for (const token of line.split(/[\s,\-–—:/|()[\]]+/).filter(Boolean)) {
      if (telegram && TELEGRAM.test(token)) {
        dice.push(null);
        continue;
      }
      if (!/^[1-6]+$/.test(token)) throw unreadable('recorded', token, dice.length + 1, telegram ? 'telegram' : 'face');
      for (const d of token) dice.push(Number(d));
    }
  }
  return dice;
}

/** Dice as the form shows them: `6 3 4 T 2` (T: a Telegram die). */
export const diceText = (dice: readonly (number | null)[]): string => dice.map((d) => (d === null ? 'T' : String(d))).join(' ');

/** Backgammon dice as the form shows them: two to a roll, `6-3 4-4 1-5`. */
export function dicePairsText(dice: readonly number[]): string {
  const rolls: string[] = [];
  for (let i = 0; i < dice.length; i += 2) rolls.push(dice.slice(i, i + 2).join('-'));
  return rolls.join(' ');
}

/** Positions as typed: `3, 17, 40` (whole numbers ≥ 1, any separators). */
export function readPositions(text: string): number[] {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  for (const p of parts) if (!/^\d{1,6}$/.test(p) || Number(p) < 1) throw unreadable('telegram', p, undefined, 'position');
  return parts.map(Number);
}

const SUIT_OF: Record<string, string> = { '♣': 'c', '♦': 'd', '♥': 'h', '♠': 's', '♧': 'c', '♢': 'd', '♡': 'h', '♤': 's' };

/** The Russian ranks (Туз, Король, Дама, Валет), written before a suit's symbol: Т♠ is the ace of spades. */
const RUSSIAN_RANK: Record<string, string> = { т: 'A', к: 'K', д: 'Q', в: 'J' };

/**
 * A card as typed: rank (2–10, T, J, Q, K, A) then suit (c d h s or ♣ ♦ ♥ ♠), any case — or a
 * Russian rank (Т К Д В) before a suit symbol; its id, or -1.
 */
export function cardOf(token: string): number {
  const m = /^(10|[2-9tjqka])([cdhs♣♦♥♠♧♢♡♤])\uFE0F?$/i.exec(token) ?? /^([ткдв])([♣♦♥♠♧♢♡♤])\uFE0F?$/i.exec(token);
  if (!m) return -1;
  const suit = m[2]!.toLowerCase();
  const rank = RUSSIAN_RANK[m[1]!.toLowerCase()] ?? (m[1] === '10' ? 'T' : m[1]!);
  return cardId(rank + (SUIT_OF[suit] ?? suit));
}

/**
 * Cards as pasted, in order: `As Kh 10d 2c`, `A♠ K♥ T♦ 2♣`, `Т♠ Д♥`, separated by spaces, commas or lines
 * (lines optionally numbered). Throws an InputError naming the first card it cannot read.
 */
export function readCards(text: string): number[] {
  const cards: number[] = [];
  for (const raw of text.split(/\r\n|\r|\n|;/)) {
    const line = raw.replace(NUMBERING, '').replace(/^[^:]{1,24}:\s/, (m) => (/\d[cdhs♣♦♥♠]/i.test(m) ? m : ''));
    for (const token of line.split(/[\s,|/]+/).filter(Boolean)) {
      const c = cardOf(token);
      if (c < 0) throw unreadable('recorded', token, cards.length + 1, 'card');
      cards.push(c);
    }
  }
  return cards;
}

/** Cards as the form shows them: groups of `perLine` (a seat's hand) on a line, `As Kh Td 2c`. */
export function cardsText(cards: readonly number[], perLine: number): string {
  const lines: string[] = [];
  for (let i = 0; i < cards.length; i += perLine) lines.push(cards.slice(i, i + perLine).map((c) => cardLabel(c)).join(' '));
  return lines.join('\n');
}
