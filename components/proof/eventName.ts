/**
 * What a report path names, in the page's words: the proof page's differences (./Mismatches.tsx)
 * and /check's (components/check/engine.ts gives it to the page with the rest of lib/fair).
 */
import type { useTranslations } from 'next-intl';
import { cardText } from '@/components/outcomes/PlayingCard';
import type { Proof } from '@/lib/fair/core';
import { eventAt } from '@/lib/fair/schemes';
import type { EventAt } from '@/lib/fair/schemes/scheme';

export type OutcomesT = ReturnType<typeof useTranslations<'Outcomes'>>;
/** A scheme's own noun (EventAt's `event`) is a message key only the messages know. */
type Key = Parameters<OutcomesT>[0];

/**
 * A localized name for an event its scheme reads off a report path (`rolls[5]`, `deals[1][7]`,
 * `hands[0].root`: lib/fair's eventAt); null for a scheme's own noun that has no message.
 */
function nameOf(t: OutcomesT, e: EventAt): string | null {
  switch (e.kind) {
    case 'event':
      return t.has(e.noun as Key) ? t(e.noun as Key, { n: e.n }) : null;
    case 'roll':
    case 'die':
    case 'tile':
      return t(e.kind, { n: e.n });
    case 'receipt':
      return t('evReceipt', { hand: e.hand, card: cardText(e.card) });
    case 'dealCard':
      return t('evDealCard', { deal: e.deal, n: e.n });
    case 'handCard':
    case 'restCard':
      return t(e.kind === 'restCard' ? 'evRestCard' : 'evHandCard', { hand: e.hand, n: e.n });
    case 'pokerHand':
      return `${t('pokerHand', { n: e.hand })}: ${t(e.part)}`;
    default:
      return t(e.kind);
  }
}

/** A localized name for a report path: its scheme's event, a commitment, or the path itself. */
export function eventName(t: OutcomesT, proof: Proof, at: string): string {
  const e = eventAt(proof, at);
  const name = e && nameOf(t, e);
  if (name) return name;
  if (at === 'commitment' || at === 'commitA' || at === 'commitB') return t(at === 'commitment' ? 'evCommitment' : at === 'commitA' ? 'evCommitA' : 'evCommitB');
  return at;
}
