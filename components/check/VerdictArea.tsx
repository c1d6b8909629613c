'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ContactSlot } from '@/components/verify/ContactSlot';
import { DiceTallyLine, useNoDieVerdict } from '@/components/verify/DiceTally';
import { Diagnosis } from '@/components/verify/Diagnosis';
import { inputText } from '@/components/verify/inputError';
import { VerdictBanner } from '@/components/verify/VerdictBanner';
import type { Proof } from '@/lib/fair/core';
import { receiptHands, takesReceipts } from '@/lib/fair/schemes/receipts';
import type { Outcome } from './check';
import type { LinkError } from './compute';

/** A player's receipt: a poker document whose hands carry the player's cards (./ReceiptAloneView.tsx says what that proves). */
const isReceipt = (p: Proof): boolean => takesReceipts(p) && receiptHands(p).length > 0;

/** The verdict of a report: its title and detail, with how many rolls or dice were compared under it. */
function ReportBanner({ outcome }: { outcome: Extract<Outcome, { kind: 'report' }> }) {
  const t = useTranslations('Check');
  const noDie = useNoDieVerdict();
  const r = outcome.report;
  const tally = (
    <>
      {outcome.rolls !== null && (
        <span className="mt-1 block" data-testid="rolls-checked" data-count={outcome.rolls}>
          {t('rollsChecked', { count: outcome.rolls })}
        </span>
      )}
      <DiceTallyLine tally={outcome.dice} />
    </>
  );
  if (outcome.noDie) return <VerdictBanner verdict="unchecked" title={noDie.title} detail={<>{noDie.detail}{tally}</>} />;
  // a receipt away from its session's page: its cards fit its own roots, which is not yet "all matches"
  if (outcome.verdict === 'verified' && isReceipt(outcome.proof)) {
    return <VerdictBanner verdict="unchecked" title={t('verdict_receiptAlone')} detail={t('detail_receiptAlone', { checks: r.checks })} />;
  }
  const detail =
    outcome.verdict === 'verified'
      ? t('detail_verified', { checks: r.checks })
      : outcome.verdict === 'failed'
        ? t('detail_failed', { count: r.mismatches.length, checks: r.checks })
        : t(`detail_${outcome.verdict}`, { session: takesReceipts(outcome.proof) ? 'yes' : 'no' });
  return <VerdictBanner verdict={outcome.verdict} title={t(`verdict_${outcome.verdict}`)} detail={<>{detail}{tally}</>} />;
}

/** The banner: checking, an error of the link or of an input, or the report's verdict. */
function Banner({ running, linkError, outcome }: { running: boolean; linkError: LinkError | null; outcome: Outcome }): ReactNode {
  const t = useTranslations('Check');
  const ti = useTranslations('Input');
  if (running) return <VerdictBanner verdict="running" title={t('running')} />;
  // (a link's value that cannot be read is an error outcome at its field: below)
  if (linkError && linkError.code !== 'input') return <VerdictBanner verdict="error" title={t('verdict_error')} detail={t(`link_${linkError.code}`, linkError.values)} />;
  if (outcome.kind === 'error') {
    const detail = outcome.field === 'link' && outcome.input ? t('fieldError', { detail: inputText(ti, outcome.input) }) : t('detail_error');
    return <VerdictBanner verdict="error" title={t('verdict_error')} detail={detail} />;
  }
  return outcome.kind === 'report' ? <ReportBanner outcome={outcome} /> : null;
}

/** The diagnoses that name a typing mistake whose fix verifies: the contact box is then for when the fix does not help. */
const TYPING_MISTAKES: ReadonlySet<string> = new Set(['commitment_in_seed_field', 'seed_whitespace', 'seed_case', 'client_seeds_order', 'numbering_shifted']);

/** The verdict, the diagnosis of a failure, the contact box beside it, and a link too long to keep. */
export function VerdictArea(props: {
  running: boolean;
  linkError: LinkError | null;
  outcome: Outcome;
  tooBig: boolean;
  contactEmail: string | null;
  /** names a report path as the differences do (the engine's eventName) */
  nameOf: (at: string) => string;
  /** what the form calls the client seeds (SchemeForm's clientSeeds); the players' by default */
  clientSeeds?: 'phones';
}) {
  const t = useTranslations('Check');
  const { running, outcome } = props;
  const hints = !running && outcome.kind !== 'idle' ? outcome.hints : [];
  const failed = !running && outcome.kind === 'report' && outcome.verdict === 'failed';
  return (
    <div className="space-y-3" data-testid="verdict-area">
      <Banner running={running} linkError={props.linkError} outcome={outcome} />
      <Diagnosis hints={hints} nameOf={props.nameOf} clientSeeds={props.clientSeeds} />
      {failed && <ContactSlot contact={props.contactEmail} afterFix={hints.some((h) => TYPING_MISTAKES.has(h.code))} testId="keep-link" />}
      {props.tooBig && <p className="text-sm text-muted">{t('tooBigForLink')}</p>}
    </div>
  );
}
