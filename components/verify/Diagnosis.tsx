import { useLocale, useTranslations } from 'next-intl';
import type { Hint } from '@/lib/fair/core';

type T = ReturnType<typeof useTranslations<'Diagnosis'>>;

/** Translated message for a hint, or null for a code this page does not know. */
function message(hint: Hint, t: T, nameOf: (at: string) => string, locale: string, seeds: string): string | null {
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
        seeds,
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
      return t('outcomes_differ', { count: Number(p.count), first: midSentence(nameOf(String(p.first)), locale) });
    default:
      return null;
  }
}

/** A name that starts a row ("Roll 6", the differences' own) inside a sentence: "the first at roll 6". */
const midSentence = (name: string, locale: string) => name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);

/**
 * lib/fair's diagnosis of a failed or invalid proof — the likely human mistake
 * behind it — in the page's language. A hint code this page does not know yet
 * is shown in lib/fair's English. `nameOf` names a report path as the differences
 * beside it do (components/proof/eventName.ts); `clientSeeds` is what the form calls the client
 * seeds (the backgammon app's rules: the phones').
 */
export function Diagnosis({ hints, nameOf, clientSeeds = 'players' }: { hints: Hint[]; nameOf: (at: string) => string; clientSeeds?: 'phones' | 'players' }) {
  const t = useTranslations('Diagnosis');
  const locale = useLocale();
  if (hints.length === 0) return null;
  return (
    <div data-testid="diagnosis" className="rounded-xl border border-wait/50 bg-wait/10 p-4">
      <p className="font-semibold">{t('title')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {hints.map((h, i) => (
          <li key={`${h.code}-${i}`} data-hint={h.code}>
            {message(h, t, nameOf, locale, clientSeeds) ?? h.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
