'use client';

import { useTranslations } from 'next-intl';
import type { ChessProof, ChessReport } from '@/lib/fair/core';
import { MathButton } from '@/components/math/MathButton';
import { eventBox, eventData, Mark } from '../marks';
import { Marks, Section, type OutcomeProps } from '../parts';

/** chess_colour_v1: who plays White. */
export default function ChessOutcomes({ proof, report }: OutcomeProps<ChessProof, ChessReport>) {
  const t = useTranslations('Outcomes');
  const white = report?.white ?? proof.recorded?.white;
  if (!white) return <p className="text-muted">{t('noOutcomes')}</p>;
  const status = new Marks(report).at('white', proof.recorded !== undefined);
  const who = white === 'A' ? t('whiteA') : proof.commitB === undefined ? t('whiteBot') : t('whiteB');
  return (
    <Section title={t('white')}>
      <p className={`inline-flex items-center gap-3 rounded-lg border px-3 py-2 text-lg font-medium ${eventBox(status)}`} {...eventData(status)} data-testid="white">
        <span aria-hidden="true" className="text-2xl leading-none">
          ♔
        </span>
        <MathButton events={[{ kind: 'white' }]} className="text-left underline decoration-dotted underline-offset-4">
          {who}
        </MathButton>
        <Mark status={status} />
      </p>
    </Section>
  );
}
