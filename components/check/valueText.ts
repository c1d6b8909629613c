import { rollLabel, tileLabel, type Pair } from '@/lib/fair/core';
import { cardText } from '../outcomes/PlayingCard';

/** A compared value as a short text: `6-3`, `K♠` (`10♦` as its chip), `3p`, a shortened hex digest. */
export function valueText(at: string, v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number') && at.startsWith('rolls')) return rollLabel(v as Pair);
  if (typeof v === 'number' && /^(deals|hands\[\d+\]\.(deck|rest))\[/.test(at)) return cardText(v);
  if (typeof v === 'number' && at.startsWith('draws')) return tileLabel(v);
  if (typeof v === 'string' && /^[0-9a-f]{64}$/i.test(v)) return `${v.slice(0, 12)}…`;
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}

