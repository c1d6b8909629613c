/**
 * "Show me the math" (issue #23): how one event of a proof was derived, as plain data a page words
 * in its own language. Built by ./index.ts' `explain` from the schemes' own primitives; verifier.js
 * never imports it.
 */
import type { Scheme } from '../schemes';

/** One event of a proof; indexes are 0-based, `group` is the deal, baloot hand or poker hand's index in the document. */
export type EventRef =
  | { kind: 'roll'; index: number }
  | { kind: 'die'; index: number }
  | { kind: 'seatOrder' }
  | { kind: 'card'; group: number; position: number; part?: 'rest' }
  | { kind: 'tile'; index: number }
  | { kind: 'white' };

/** Which secret keys an HMAC. */
export type KeyName = 'serverSeed' | 'seedA' | 'seedB' | 'handValue';

/** An HMAC key as the scheme uses it: `bytes` = the hex decoded (roll_pair_v1), `text` = the text's UTF-8 bytes. */
export interface HmacKey {
  name: KeyName;
  as: 'bytes' | 'text';
  /** the seed as written */
  text: string;
  /** the key bytes in hex */
  hex: string;
}

/** One HMAC-SHA256 computed. */
export interface MacRow {
  key: KeyName;
  message: string;
  messageHex: string;
  mac: string;
}

/** A byte of a MAC read in order (roll_pair_v1, die_round_v1): the first one below 252 is used, larger ones are skipped. */
export interface ByteRow {
  /** index into `macs` */
  mac: number;
  /** 0-based position in the MAC */
  at: number;
  value: number;
  used: boolean;
}

/** A 52-bit word drawn by `int(n)`: used when below `limit`, else rejected and the next word drawn. */
export interface WordRow {
  /** the stream's counter */
  k: number;
  /** indexes into `macs`: one, or two whose words are XORed (chess against a person) */
  macs: number[];
  /** the first 13 hex digits of each MAC, in `macs` order */
  hex: string[];
  /** the word (after the XOR, if any) */
  value: number;
  n: number;
  limit: number;
  used: boolean;
}

/** One line of arithmetic from the used byte or word to the result. */
export type MathStep =
  /** a mod m = r */
  | { op: 'mod'; a: number; m: number; r: number }
  /** roll_pair_v1: v → (⌊v / 6⌋ + 1, v mod 6 + 1) */
  | { op: 'pair'; v: number; dice: [number, number] }
  /** a die: r + 1 */
  | { op: 'face'; r: number; face: number }
  /** Fisher–Yates step i of a deck of `size`: int(i + 1) = j, the card then at position j moves to position i, where it stays */
  | { op: 'swap'; i: number; j: number; card: number; size: number }
  /** position 0: the card left there after the last step */
  | { op: 'left'; card: number }
  /** mahjong: position j of the `left` tiles still in the wall */
  | { op: 'wall'; j: number; left: number; tile: number }
  /** chess: the two words XORed */
  | { op: 'xor'; a: string; b: string; x: string }
  /** shuffle([0, 1]) with int(2) = r */
  | { op: 'seatOrder'; r: number; order: number[] }
  /** chess: int(2) = r, 0 → A plays White */
  | { op: 'white'; r: number; white: 'A' | 'B' };

/** What the event is. */
export type Derived =
  | { kind: 'roll'; dice: [number, number] }
  | { kind: 'die'; face: number | null }
  | { kind: 'card'; card: number }
  | { kind: 'tile'; tile: number }
  | { kind: 'seatOrder'; order: number[] }
  | { kind: 'white'; white: 'A' | 'B' };

export interface Explanation {
  scheme: Scheme;
  event: EventRef;
  keys: HmacKey[];
  macs: MacRow[];
  bytes?: ByteRow[];
  words?: WordRow[];
  steps: MathStep[];
  result: Derived;
  /** its HMAC messages name seats by their index from 0 (`0=…,10=…`), where the pages count from 1 */
  seatsFromZero?: true;
}
