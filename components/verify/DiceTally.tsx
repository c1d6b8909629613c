import { useTranslations } from 'next-intl';
import type { DiceTally } from '@/lib/fair/schemes/die-round';

/**
 * Under a revealed dice proof's verdict (proof pages and /check): how many dice were compared and how
 * many Telegram threw — never compared — and, when any did, that a fully checkable game is one
 * rolled in the app (the dice rules' words). Nothing for other schemes or an empty game.
 */
export function DiceTallyLine({ tally, room = false }: { tally: DiceTally | null; /** the banner's unseen room for it: no test hooks */ room?: boolean }) {
  const t = useTranslations('DiceTally');
  if (!tally || tally.dice === 0) return null;
  const { dice, telegram, compared } = tally;
  const hooks = room ? {} : { 'data-testid': 'dice-tally', 'data-compared': compared, 'data-telegram': telegram };
  return (
    <span className="mt-1 block" {...hooks}>
      {compared === 0 && telegram < dice ? t('noneRecorded', { dice }) : t('checked', { compared, dice, telegram })}
      {telegram > 0 && ` ${t('inApp')}`}
    </span>
  );
}

/** The verdict words of a proof that verified by its commitment alone: Telegram threw every die. */
export function useNoDieVerdict(): { title: string; detail: string } {
  const t = useTranslations('DiceTally');
  return { title: t('noneTitle'), detail: t('noneDetail') };
}
