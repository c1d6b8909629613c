import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ContactCard } from '@/components/verify/ContactCard';
import type { Proof, Report } from '@/lib/fair/core';
import { failedCounts } from '@/lib/fair/verdict';
import { Differences } from './Differences';
import { Diagnosis, eventName, Mismatches } from './failure';
import { hintsOf } from './hintsOf';
import { logRowsShown } from './logNames';
import { logFailuresOf } from './logParts';
import { logRows } from './logRows';

/**
 * A failed proof's page before the browser's verdict (issue #23): the room of what that verdict
 * shows when it agrees with the one the store recorded at the reveal — the banner's words, the
 * differences with the diagnosis, the contact box — so that nothing below moves when it arrives.
 * The server draws it from the stored report with the same components, unseen and inert; without
 * JavaScript it is not shown (`data-needs-js`, StoredVerdict.tsx).
 */
export interface FailedRoom {
  /** the stored report's failing checks: of the outcomes, of the commitment log (the banner's words) */
  counts: { outcomes: number; log: number };
  differences: ReactNode;
  contact: ReactNode;
}

/** The room of a proof the store found failing; undefined for any other (no room is held). */
export function failedRoom({
  id,
  document,
  proof,
  report,
  contact,
}: {
  id: number;
  document: unknown;
  proof: Proof | null;
  report: Report | null;
  contact: string | null;
}): FailedRoom | undefined {
  if (!proof || !report || report.mismatches.length === 0) return undefined;
  return {
    counts: failedCounts(report),
    differences: (
      <Held>
        <RoomDifferences document={document} proof={proof} report={report} />
      </Held>
    ),
    contact: (
      <Held>
        <ContactCard contact={contact} proofId={id} mailBody="" copied={false} />
      </Held>
    ),
  };
}

/** Unseen, out of the tab order and of what screen readers read; not there at all without JavaScript. */
function Held({ children }: { children: ReactNode }) {
  return (
    <div data-needs-js="" data-testid="failed-room" aria-hidden="true" inert className="invisible space-y-4">
      {children}
    </div>
  );
}

function RoomDifferences({ document, proof, report }: { document: unknown; proof: Proof; report: Report }) {
  const tl = useTranslations('ProofLog');
  const { names, computed } = logRowsShown(logRows(null, proof), logFailuresOf(report), tl);
  const parts = { Mismatches, Diagnosis, eventName };
  return <Differences parts={parts} proof={proof} report={report} hints={hintsOf(document, report, proof)} names={names} computed={computed} />;
}
