'use client';

import { useTranslations } from 'next-intl';
import { rollLabel } from '@/lib/fair/cards';
import type { RollPairProof, RollPairReport } from '@/lib/fair/core';
import { Die } from '../Die';
import { ChipList, EVENT_LIMIT, EventChip, Limited, Marks, Recorded, Section, TWO_DICE, type OutcomeProps } from '../parts';

/** The rolls shown (ascending indexes) split by game, the games starting at `starts`. */
function byGame(shown: readonly number[], starts: readonly number[]): number[][] {
  const out = starts.map((): number[] => []);
  let g = 0;
  for (const i of shown) {
    while (g + 1 < starts.length && i >= starts[g + 1]!) g++;
    out[g]!.push(i);
  }
  return out;
}

/**
 * roll_pair_v1: every roll as two dice, numbered from 1 over the whole match, grouped by game when
 * the document gives the games' sizes; each marked against the recorded roll when there is one.
 */
export default function RollPairOutcomes({ proof, report }: OutcomeProps<RollPairProof, RollPairReport>) {
  const t = useTranslations('Outcomes');
  const marks = new Marks(report);
  const rolls = report?.rolls ?? proof.recorded ?? [];
  if (rolls.length === 0) return <p className="text-muted">{t('noOutcomes')}</p>;
  const games = proof.games && proof.games.length > 1 ? proof.games : [rolls.length];
  const starts: number[] = [];
  games.reduce((from, len) => (starts.push(from), from + len), 0);
  const indexes = rolls.map((_, i) => i);
  return (
    <div className="space-y-6" data-testid="rolls">
      <Limited items={indexes} limit={EVENT_LIMIT} keep={(i) => marks.failedAt(`rolls[${i}]`)}>
        {(shown) =>
          byGame(shown, starts).map((slice, g) => {
            const from = starts[g] ?? 0;
            const len = games[g] ?? 0;
            if (slice.length === 0) return null;
            const grouped = games.length > 1;
            return (
              <div key={g} data-game={grouped ? g + 1 : undefined}>
                <Section
                  title={grouped ? t('game', { n: g + 1 }) : t('rolls')}
                  aside={grouped ? t('gameRolls', { from: from + 1, to: from + len }) : t('rollCount', { count: len })}
                >
                  <ChipList count={slice.length} chip={TWO_DICE}>
                    {slice.map((i) => {
                      const roll = rolls[i]!;
                      const rec = proof.recorded?.[i];
                      return (
                        <EventChip
                          key={i}
                          n={i + 1}
                          hook={{ 'data-roll': i + 1 }}
                          math={[{ kind: 'roll', index: i }]}
                          status={marks.at(`rolls[${i}]`, rec !== undefined)}
                          label={t('rollLabel', { n: i + 1, roll: rollLabel(roll) })}
                          recorded={rec ? <Recorded value={rollLabel(rec)} /> : undefined}
                        >
                          <Die face={roll[0]} size={24} />
                          <Die face={roll[1]} size={24} />
                        </EventChip>
                      );
                    })}
                  </ChipList>
                </Section>
              </div>
            );
          })
        }
      </Limited>
    </div>
  );
}
