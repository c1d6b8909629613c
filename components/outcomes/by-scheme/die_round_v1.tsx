'use client';

import { useTranslations } from 'next-intl';
import type { DieRoundProof, DieRoundReport } from '@/lib/fair/core';
import { Die } from '../Die';
import { ChipList, EVENT_LIMIT, EventChip, Limited, Marks, ONE_DIE, Recorded, Section, type OutcomeProps } from '../parts';

/**
 * die_round_v1: one die per position; a Telegram position shows the Telegram mark (with the die
 * Telegram threw, when recorded, and the seeds' value beside it) and is never compared.
 */
export default function DieRoundOutcomes({ proof, report }: OutcomeProps<DieRoundProof, DieRoundReport>) {
  const t = useTranslations('Outcomes');
  const marks = new Marks(report);
  const computed = report?.dice;
  const recorded = proof.recorded;
  const n = computed?.length ?? recorded?.length ?? 0;
  if (n === 0) return <p className="text-muted">{t('noOutcomes')}</p>;
  const tg = new Set(proof.telegram ?? []);
  return (
    <Section title={t('dice')} aside={t('diceCount', { count: n })} testId="dice">
      {tg.size > 0 && <p className="text-sm text-muted">{t('telegramNote')}</p>}
      <Limited items={Array.from({ length: n }, (_, i) => i)} limit={EVENT_LIMIT} keep={(i) => marks.failedAt(`dice[${i}]`)}>
        {(shown) => (
          <ChipList count={shown.length} chip={ONE_DIE}>
            {shown.map((i) => {
              const rec = recorded?.[i];
              if (tg.has(i + 1)) {
                const seed = computed?.[i];
                const label = `${t('die', { n: i + 1 })}: ${t('telegram')}${typeof rec === 'number' ? ` ${rec}` : ''}`;
                return (
                  <EventChip key={i} n={i + 1} hook={{ 'data-die': i + 1 }} status={marks.at(`dice[${i}]`, false)} label={label} math={[{ kind: 'die', index: i }]}>
                    <Die face={typeof rec === 'number' ? rec : null} telegram size={24} title={label} />
                    {typeof seed === 'number' && <span className="text-xs text-muted">({t('seedValue', { face: seed })})</span>}
                  </EventChip>
                );
              }
              const face = computed?.[i] ?? rec ?? null;
              // a die that 16 rounds could not produce is compared (and fails) even when not recorded
              const compared = rec !== undefined || (computed !== undefined && face === null);
              return (
                <EventChip
                  key={i}
                  n={i + 1}
                  hook={{ 'data-die': i + 1 }}
                  math={[{ kind: 'die', index: i }]}
                  status={marks.at(`dice[${i}]`, compared)}
                  label={`${t('die', { n: i + 1 })}: ${face ?? '?'}`}
                  recorded={typeof rec === 'number' ? <Recorded value={String(rec)} /> : undefined}
                >
                  <Die face={face} size={24} title={face === null ? '?' : String(face)} />
                </EventChip>
              );
            })}
          </ChipList>
        )}
      </Limited>
    </Section>
  );
}
