'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Mark } from '@/components/outcomes/marks';
import type { WitnessedCheckpoint } from '@/lib/fair/log/witnessed';
import type { LogPart } from '@/lib/fair/types';
import { witnessTime, type WitnessLine } from './witnessLines';

type Props = {
  locale: string;
  /** the policy file's text and its quorum's name (`none`: no witness needed) */
  policy: string;
  quorum: string;
  /** the document's own log part: the entry the witness lines are about */
  part: LogPart;
  witnessed: WitnessedCheckpoint[];
  /** the site's stored view, times in the page's words: what the page says before (and without) the browser's check */
  stored: { lines: WitnessLine[]; quorum: boolean };
  vkey?: string;
};

type Checked = { lines: WitnessLine[]; quorum: boolean; by: 'browser' } | { by: 'site' } | { by: 'error' };

/**
 * For each witness of the log's policy: whether (and when, on which checkpoint) it cosigned a
 * checkpoint that includes this game's entry, and the quorum's state — first the site's stored
 * view, then what this browser computed from the checkpoints, cosignatures and consistency proofs
 * rendered into the page (lib/fair's verifyEntryWitnessed, fetched with its script: no data request).
 */
export function ProofWitnesses({ locale, policy, quorum, part, witnessed, stored, vkey }: Props) {
  const t = useTranslations('ProofLog');
  const [checked, setChecked] = useState<Checked>({ by: 'site' });

  useEffect(() => {
    let gone = false;
    import('@/lib/fair/log/witnessed')
      .then(({ verifyEntryWitnessed }) => {
        const r = verifyEntryWitnessed(part, witnessed, policy, vkey);
        const lines = r.witnesses.map((w) => ({ name: w.name, size: w.size, time: w.time === null ? null : witnessTime(w.time * 1000, locale) }));
        if (!gone) setChecked({ lines, quorum: r.quorum, by: 'browser' });
      })
      .catch(() => !gone && setChecked({ by: 'error' }));
    return () => {
      gone = true;
    };
  }, [part, witnessed, policy, vkey, locale]);

  const shown = checked.by === 'browser' ? checked : stored;
  // ✓ on the lines this browser checked; "not yet" is no failure, so it has no mark
  const mark = (ok: boolean) => (checked.by === 'browser' && ok ? <Mark status="ok" /> : null);
  return (
    <div className="space-y-2" data-testid="proof-witnesses" data-checked={checked.by}>
      <h3 className="font-medium">{t('witnessesTitle')}</h3>
      <p className="text-sm text-muted">{t('witnessesLead')}</p>
      <ul className="space-y-1 text-sm">
        {shown.lines.map((w) => (
          <li key={w.name} data-witness={w.name} data-witness-state={w.size === null ? 'pending' : 'cosigned'}>
            {w.size === null || w.time === null
              ? t('witnessPending', { name: w.name })
              : t('witnessCosigned', { name: w.name, time: w.time, size: w.size })}{' '}
            {mark(w.size !== null)}
          </li>
        ))}
      </ul>
      <p className="text-sm" data-witness-quorum={quorum === 'none' ? 'none' : shown.quorum ? 'met' : 'not-met'}>
        {quorum === 'none' ? t('witnessQuorumNone') : t(shown.quorum ? 'witnessQuorumMet' : 'witnessQuorumNotMet', { quorum })}
      </p>
      <p className="text-xs text-muted">{t(checked.by === 'browser' ? 'witnessChecked' : checked.by === 'error' ? 'witnessCheckFailed' : 'witnessStored')}</p>
    </div>
  );
}
