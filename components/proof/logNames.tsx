import type { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { LogFailure, LogRow } from './logParts';

/**
 * The log's rows in the differences (Mismatches' `names` and `computed`): which entry and which
 * step failed; where the check stopped at the checkpoint (unreadable, no key, bad signature), the
 * step is what was "computed". The same on the server (a failed page's held room: FailedRoom.tsx)
 * and in the browser.
 */
export function logRowsShown(logs: LogRow[], logFailures: Record<string, LogFailure>, tl: ReturnType<typeof useTranslations<'ProofLog'>>) {
  const names: Record<string, ReactNode> = {};
  const computed: Record<string, unknown> = {};
  for (const row of logs) {
    const failure = logFailures[row.at];
    const entry = row.hand === undefined ? tl('entryName', { index: row.index }) : tl('handEntryName', { n: row.hand, index: row.index });
    names[row.at] = (
      <>
        {entry}
        {failure && <span className="mt-0.5 block text-xs font-normal text-bad">{tl(`fail_${failure}`)}</span>}
      </>
    );
    if (failure === 'checkpoint' || failure === 'key' || failure === 'signature') computed[row.at] = null;
  }
  return { names, computed };
}
