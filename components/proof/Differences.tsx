import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Hint, Proof, Report } from '@/lib/fair/core';
import type { Failure } from './useProofVerification';

/**
 * A failed verdict's differences (recorded against computed) and lib/fair's diagnosis, drawn by
 * `parts` (./failure.ts: the browser fetches it for a failing report; the server imports it for a
 * failed page's held room, FailedRoom.tsx) — one markup for both, so that the room is the size of
 * what replaces it.
 */
export function Differences({
  parts,
  proof,
  report,
  hints,
  names,
  computed,
}: {
  parts: Pick<Failure, 'Mismatches' | 'Diagnosis' | 'eventName'>;
  proof: Proof;
  report: Report;
  hints: Hint[];
  names: Record<string, ReactNode>;
  computed: Record<string, unknown>;
}) {
  const tp = useTranslations('Proof');
  const to = useTranslations('Outcomes');
  return (
    <>
      {report.mismatches.length > 0 && <parts.Mismatches proof={proof} mismatches={report.mismatches} names={names} computed={computed} />}
      {hints.length > 0 && (
        <section aria-label={tp('diagnosisTitle')}>
          <parts.Diagnosis hints={hints} nameOf={(at) => parts.eventName(to, proof, at)} />
        </section>
      )}
    </>
  );
}
