import { useTranslations } from 'next-intl';
import type { Hint } from '@/lib/fair/core';

type T = ReturnType<typeof useTranslations<'Diagnosis'>>;

/**
 * A report position for people: `rolls[5]` → roll 6, `dice[2]` → die 3,
 * `deals[1][7]` → deal 2, `white` → the colours, `seatOrder` → the seat order; anything else as
 * written. `t` is the Diagnosis namespace.
 */
export function positionLabel(at: string, t: T): string {
  // the outcomes that are one value, not a list: chess colours, a match's seat order
  if (at === 'white') return t('atWhite');
  if (at === 'seatOrder') return t('atSeatOrder');
  const m = /^(rolls|dice|deals|draws|cards|hands)\[(\d+)\]/.exec(at);
  if (!m) return at;
  const n = Number(m[2]) + 1;
  switch (m[1]) {
    case 'rolls':
      return t('atRoll', { n });
    case 'dice':
      return t('atDie', { n });
    case 'deals':
      return t('atDeal', { n });
    case 'draws':
      return t('atDraw', { n });
    case 'cards':
      return t('atCard', { n });
    default:
      return t('atHand', { n });
  }
}

/** Translated message for a hint, or null for a code this page does not know. */
function message(hint: Hint, t: T): string | null {
  const p = hint.params;
  const field = String(p.field ?? 'serverSeed');
  switch (hint.code) {
    case 'commitment_in_seed_field':
      return t('commitment_in_seed_field', { field });
    case 'seed_whitespace':
      return t('seed_whitespace', { field });
    case 'seed_case':
      return t('seed_case', { field, variant: p.variant === 'lower' ? 'lower' : 'upper' });
    case 'client_seeds_order':
      return t('client_seeds_order', {
        order: Array.isArray(p.order) ? p.order.map((i) => i + 1).join(', ') : String(p.order),
      });
    case 'numbering_shifted':
      return t('numbering_shifted', {
        what: p.what === 'dice' ? 'dice' : 'rolls',
        shift: Number(p.shift) > 0 ? 'missing' : 'extra',
      });
    case 'commitment_mismatch':
      return t('commitment_mismatch', { field });
    case 'outcomes_differ':
      return t('outcomes_differ', { count: Number(p.count), first: positionLabel(String(p.first), t) });
    default:
      return null;
  }
}

/**
 * lib/fair's diagnosis of a failed or invalid proof — the likely human mistake
 * behind it — in the page's language. A hint code this page does not know yet
 * is shown in lib/fair's English.
 */
export function Diagnosis({ hints }: { hints: Hint[] }) {
  const t = useTranslations('Diagnosis');
  if (hints.length === 0) return null;
  return (
    <div data-testid="diagnosis" className="rounded-xl border border-wait/50 bg-wait/10 p-4">
      <p className="font-semibold">{t('title')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {hints.map((h, i) => (
          <li key={`${h.code}-${i}`} data-hint={h.code}>
            {message(h, t) ?? h.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
