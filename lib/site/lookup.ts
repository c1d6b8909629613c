/**
 * What a player types into the lookup box (home, /fair, the 404 page): a game's number as the
 * site and the apps write it — "148", "№148", "№ 148", "#148", "No. 148", "Nr. 148", " 148 " —
 * or the seal the app showed before the game, the commitment's 64 hex digits (spaces and line
 * breaks a copy from a phone puts inside are dropped). Pure: the /fair page and its tests call it.
 */
import { PROOF_NUMBER } from './proof-number.ts';

export type Lookup =
  | { kind: 'number'; id: number }
  | { kind: 'commitment'; commitment: string }
  | { kind: 'empty' }
  | { kind: 'invalid' };

// After NFKC: "№" is "No", "nº" "no", full-width digits plain ones; the number as the site writes it.
const NUMBER = new RegExp(`^(?:#|n[or]?\\.?|n°)?\\s*0*(${PROOF_NUMBER})$`, 'i');
const HEX64 = /^[0-9a-f]{64}$/i;

export function parseLookup(raw: string): Lookup {
  const text = raw.normalize('NFKC').trim();
  if (!text) return { kind: 'empty' };
  const number = NUMBER.exec(text);
  if (number?.[1]) return { kind: 'number', id: Number(number[1]) };
  const hex = text.replace(/\s+/g, '');
  if (HEX64.test(hex)) return { kind: 'commitment', commitment: hex.toLowerCase() };
  return { kind: 'invalid' };
}
