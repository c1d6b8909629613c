/** Card and dice display helpers. Card ids 0–51: rank = id mod 13 (2…A), suit = floor(id / 13) (c d h s). */
import { isInt, need } from './errors';

export const RANKS = '23456789TJQKA';
export const SUITS = 'cdhs';
/** The 32 baloot card ids (rank 7–A), ascending. */
export const BALOOT: readonly number[] = Array.from({ length: 52 }, (_, i) => i).filter((i) => i % 13 >= 5);
/** Suit symbols by suit letter; pass your own map to localize. */
export const SUIT_SYMBOLS: Readonly<Record<'c' | 'd' | 'h' | 's', string>> = { c: '♣', d: '♦', h: '♥', s: '♠' };

type Suit = 'c' | 'd' | 'h' | 's';
const suitOf = (id: number): Suit => SUITS[Math.floor(id / 13)] as Suit;
const cardArg = (id: unknown): void => need(isInt(id, 0, 51), 'id', 'a card id 0–51');

/**
 * Rank character (`2`…`9`, `T`, `J`, `Q`, `K`, `A`) of a card id.
 * @throws InputError (field `id`) when id is not a card id 0–51
 */
export function cardRank(id: number): string {
  cardArg(id);
  return RANKS[id % 13]!;
}

/**
 * Rank of a card id as a card shows it: `2`…`9`, `10`, `J`, `Q`, `K`, `A`.
 * @throws InputError (field `id`) when id is not a card id 0–51
 */
export function cardRankShown(id: number): string {
  const r = cardRank(id);
  return r === 'T' ? '10' : r;
}

/**
 * Suit letter (`c`, `d`, `h`, `s`) of a card id.
 * @throws InputError (field `id`) when id is not a card id 0–51
 */
export function cardSuit(id: number): Suit {
  cardArg(id);
  return suitOf(id);
}

/**
 * Name of a card: `2c` … `As` by default; with a suit map (e.g. {@link SUIT_SYMBOLS}) `2♣` … `A♠`.
 * Returns `?` for an id outside 0–51.
 */
export function cardLabel(id: number, suits?: Partial<Record<'c' | 'd' | 'h' | 's', string>>): string {
  if (!Number.isInteger(id) || id < 0 || id > 51) return '?';
  const s = suitOf(id);
  return RANKS[id % 13]! + (suits?.[s] ?? s);
}

/**
 * Card id of a name like `As`, `2c`, `Td` (case-insensitive rank letters), or -1.
 * @throws InputError (field `name`) when name is not a string
 */
export function cardId(name: string): number {
  need(typeof name === 'string', 'name', 'a string');
  if (name.length !== 2) return -1;
  const r = RANKS.indexOf(name[0]!.toUpperCase());
  const s = SUITS.indexOf(name[1]!.toLowerCase());
  return r < 0 || s < 0 ? -1 : s * 13 + r;
}

/**
 * True for a red suit (diamonds, hearts).
 * @throws InputError (field `id`) when id is not a card id 0–51
 */
export function isRed(id: number): boolean {
  cardArg(id);
  const s = Math.floor(id / 13);
  return s === 1 || s === 2;
}

const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/**
 * Unicode die face `⚀`…`⚅` for 1–6, `?` for any other number, null or undefined (e.g. a Telegram mark).
 * @throws InputError (field `n`) when n is not a number, null or undefined
 */
export function dieFace(n: number | null | undefined): string {
  need(n == null || typeof n === 'number', 'n', 'a number, null or undefined');
  return typeof n === 'number' && n >= 1 && n <= 6 ? DIE_FACES[n - 1]! : '?';
}

/**
 * A roll as text, e.g. `6-3`.
 * @throws InputError (field `roll`) when roll is not a pair of numbers
 */
export function rollLabel(roll: readonly [number, number]): string {
  need(Array.isArray(roll) && roll.length === 2 && roll.every((d) => typeof d === 'number'), 'roll', 'a pair of numbers');
  return `${roll[0]}-${roll[1]}`;
}

/**
 * A seat order as players count, from 1: `[1, 0]` → `2 → 1` (the scheme's order holds indices
 * from 0; the pages name players, pairs and sides from 1), its spaces no-break ones: a line
 * never ends inside it.
 * @throws InputError (field `order`) when order is not a list of integers
 */
export function seatOrderLabel(order: readonly number[]): string {
  need(Array.isArray(order) && order.every((v) => Number.isInteger(v)), 'order', 'a list of integers');
  return order.map((v) => v + 1).join('\u00a0→\u00a0');
}
