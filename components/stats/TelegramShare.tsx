import { useFormatter, useTranslations } from 'next-intl';
import { telegramShare } from '@/lib/stats/telegram';
import type { StatsBody } from '@/lib/stats/types';

/**
 * The share of Telegram dice among the dice game's dice (issue #21): they come from no seed, so no
 * table counts them; the dice rules' advice goes with it.
 */
export function TelegramShare({ body, counters }: { body: StatsBody; counters: Readonly<Record<string, number>> }) {
  const t = useTranslations('Stats');
  const format = useFormatter();
  const { telegram, dice, share } = telegramShare(body, counters);
  return (
    <p className="max-w-2xl text-sm text-muted" data-testid="telegram-share" data-telegram={telegram} data-dice={dice}>
      {share === null
        ? t('telegramShareNone')
        : t('telegramShare', {
            // a few among many is not "0 %": under 0.1 % to its first significant digit (0.008 %)
            share: format.number(share, share > 0 && share < 0.001 ? { style: 'percent', maximumSignificantDigits: 1 } : { style: 'percent', maximumFractionDigits: 1 }),
            telegram: format.number(telegram),
            dice: format.number(dice),
          })}
    </p>
  );
}
