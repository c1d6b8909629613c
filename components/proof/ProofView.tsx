'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { ContactSlot } from '@/components/verify/ContactSlot';
import { VerdictBanner, type BannerVerdict } from '@/components/verify/VerdictBanner';
import { DiceTallyLine, useNoDieVerdict } from '@/components/verify/DiceTally';
// lib/fair's modules by name, not through lib/fair/core: what core also exports (the diagnosis, check
// links, labels) would otherwise come with this page's scripts
import { hasSeed, isSessionProof } from '@/lib/fair/schemes';
import { diceTally, onlyTelegramDice } from '@/lib/fair/schemes/die-round';
import type { Preview } from '@/lib/fair/schemes/scheme';
import { isLogPath, verdictOf } from '@/lib/fair/verify';
import type { Proof, Report } from '@/lib/fair/core';
import { Differences } from './Differences';
import type { FailedRoom } from './FailedRoom';
import { logRowsShown } from './logNames';
import { logFailuresOf, logRows } from './logParts';
import { OutcomesSlot } from '@/components/outcomes/Outcomes';
import { ProofActions } from './ProofActions';
import { ProofLog } from './ProofLog';
import { ReceiptSlot } from './ReceiptSlot';
import { takesReceipts } from '@/lib/fair/schemes/receipts';
import { useProofVerification, type Phase } from './useProofVerification';

/**
 * The live part of a proof page: verifies the document in this browser on load, then shows the
 * verdict, any recorded-against-computed differences with a diagnosis, the actions and the
 * outcomes (recomputed; before that, as recorded — which is also what the server renders).
 * `facts` (server-rendered details) go between the actions and the commitment log's part.
 * `vkey` is the commitment log's verifier key (log.md): the document's `log` parts are checked
 * against it as part of the verdict — without it they fail, as verify() says.
 *
 * A long proof's page is given no `document` but its `preview` (the proof cut to what is drawn
 * first: lib/fair's previewOf), and loads the whole document as its own script (./proofDocument.ts):
 * the verification runs over every event of it, and the outcomes drawn then are all of them.
 *
 * A proof the store found failing comes with its `failedRoom` (./FailedRoom.tsx): held, unseen,
 * until the browser's verdict, so that the same verdict moves nothing when it arrives.
 */
export function ProofView({
  id,
  locale,
  document: inline,
  preview,
  facts,
  vkey,
  contact = null,
  witnesses,
  failedRoom,
}: {
  id: number;
  locale: string;
  document?: Record<string, unknown>;
  preview?: Preview<Proof>;
  facts?: ReactNode;
  vkey?: string;
  /** CONTACT_EMAIL (read by the server at run time), for the box beside a failed verdict */
  contact?: string | null;
  /** the log policy's witness lines (server-rendered), shown in the commitment log's part */
  witnesses?: ReactNode;
  /** the room of the differences, diagnosis and contact box the stored verdict had (a failed proof's) */
  failedRoom?: FailedRoom;
}) {
  const tl = useTranslations('ProofLog');
  const { document, proof, shown, phase, slow, drawn } = useProofVerification({ id, inline, preview, vkey });
  const logs = useMemo(() => (shown ? logRows(null, shown) : []), [shown]);

  const report = phase.kind === 'done' ? phase.report : null;
  const live = drawn && proof !== null && report !== null;
  const failed = report !== null && verdictOf(report) === 'failed';
  const failure = phase.kind === 'done' ? phase.failure : null;
  const logFailures = useMemo(() => logFailuresOf(report), [report]);
  const shownNames = useMemo(() => logRowsShown(logs, logFailures, tl), [logs, logFailures, tl]);
  const { verdict, title, detail } = useBanner(phase, slow, report, proof);
  const held = failedRoom && phase.kind === 'running' ? failedRoom : null;
  const reserve = useReserve(held || failed ? failedRoom : undefined, proof);

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <VerdictBanner verdict={verdict} title={title} detail={detail} reserve={reserve} />
        {held ? (
          <>
            {held.differences}
            {held.contact}
          </>
        ) : (
          <>
            {failure && phase.kind === 'done' && proof && (
              <Differences parts={failure} proof={proof} report={phase.report} hints={phase.hints} {...shownNames} />
            )}
            {failed && <ContactSlot contact={contact} proofId={id} testId="proof-contact" fallback={failedRoom?.contact} />}
          </>
        )}
        {/* no copy-link button beside a failed verdict's contact box (it has its own), nor while its room is held */}
        <ProofActions id={id} locale={locale} document={document} copyLink={!failed && !held} />
      </div>
      {proof && takesReceipts(proof) && <ReceiptSlot session={proof} proofId={id} contact={contact} idle={phase.kind !== 'running'} />}
      {facts}
      <ProofLog
        id={id}
        rows={logs}
        report={report}
        failures={logFailures}
        vkey={vkey}
        witnesses={witnesses}
        revealed={shown !== null && (shown.status ? shown.status === 'revealed' : hasSeed(shown))}
      />
      {shown && <OutcomesPart shown={shown} preview={preview} phase={phase} report={report} live={live} />}
    </div>
  );
}

/**
 * Words the banner keeps room for: its first ones, checking…, so that a shorter verdict moves nothing
 * below it — and, while a failed proof's room is held (or the browser's verdict is failed too), the
 * stored failed verdict's, so that a longer one does not either.
 */
function useReserve(room: FailedRoom | undefined, proof: Proof | null) {
  const t = useTranslations('Verdict');
  const tl = useTranslations('ProofLog');
  const running = { title: t('running'), detail: t('runningDetail') };
  if (!room) return [running];
  const { outcomes, log } = room.counts;
  return [running, { title: t('failed'), detail: <>{failedDetail(t, tl, outcomes, log)}{proof && <DiceTallyLine tally={diceTally(proof)} />}</> }];
}

/** A failed verdict's words: how many of the outcomes' checks and of the commitment log's failed. */
function failedDetail(t: ReturnType<typeof useTranslations<'Verdict'>>, tl: ReturnType<typeof useTranslations<'ProofLog'>>, outcomes: number, log: number) {
  return [outcomes > 0 ? t('failedDetail', { count: outcomes }) : '', log > 0 ? tl('failedDetail', { count: log }) : ''].filter(Boolean).join(' ');
}

/** The verdict banner's words for the phase: running (with progress once slow), cannot check, or the report's verdict. */
function useBanner(phase: Phase, slow: boolean, report: Report | null, proof: Proof | null): { verdict: BannerVerdict; title: string; detail: ReactNode } {
  const t = useTranslations('Verdict');
  const tp = useTranslations('Proof');
  const tl = useTranslations('ProofLog');
  const ti = useTranslations('Input');
  const noDie = useNoDieVerdict();
  if (phase.kind === 'running' && slow && phase.progress) {
    const { done, total } = phase.progress;
    const detail = (
      <span className="block space-y-1.5">
        <span className="block">{t('progress', { done, total })}</span>
        <progress
          max={total}
          value={done}
          aria-label={t('running')}
          className="block h-2 w-full max-w-xs overflow-hidden rounded-full accent-accent"
        />
      </span>
    );
    return { verdict: 'running', title: t('running'), detail };
  }
  if (phase.kind === 'unloaded') return { verdict: 'error', title: t('error'), detail: tp('documentMissing') };
  if (phase.kind === 'error') {
    const { fieldLabel, inputMessage } = phase.wording;
    const detail = <span className="hex">{t('errorDetail', { field: fieldLabel(ti, phase.input.field), message: inputMessage(ti, phase.input) })}</span>;
    return { verdict: 'error', title: t('error'), detail };
  }
  if (!report) return { verdict: 'running', title: t('running'), detail: t('runningDetail') };
  const v = verdictOf(report);
  let verdict: BannerVerdict = v === 'pending' ? 'committed' : v;
  let title = t(verdict);
  const logFailed = report.mismatches.filter((m) => isLogPath(m.at)).length;
  const outcomesFailed = report.mismatches.length - logFailed;
  let detail: ReactNode =
    v === 'verified'
      ? t('verifiedDetail', { checks: report.checks })
      : v === 'failed'
        ? failedDetail(t, tl, outcomesFailed, logFailed)
        : t(v === 'pending' ? 'committedDetail' : 'computedDetail');
  if (v === 'verified' && onlyTelegramDice(report)) {
    verdict = 'unchecked';
    ({ title, detail } = noDie);
  }
  if (proof) detail = <>{detail}<DiceTallyLine tally={diceTally(proof)} /></>;
  return { verdict, title, detail };
}

/** The outcomes' part: its title, what is on screen (recorded, recomputed, a preview of some) and the outcomes. */
function OutcomesPart({ shown, preview, phase, report, live }: { shown: Proof; preview?: Preview<Proof>; phase: Phase; report: Report | null; live: boolean }) {
  const to = useTranslations('Outcomes');
  // "recomputed" once the outcomes on screen are the recomputed ones (their renderer is here)
  const note = report?.pending ? null : live ? to('computedNote') : phase.kind !== 'error' && phase.kind !== 'unloaded' ? to('recordedNote') : null;
  // the outcomes on screen are the server's preview until the whole proof is drawn (or failed to load:
  // the preview stays, as recorded, without the promise of the rest)
  const previewing = preview !== undefined && phase.kind !== 'unloaded' && phase.kind !== 'error' && !live;
  return (
    <section aria-labelledby="outcomes-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="outcomes-title" className="text-xl font-semibold">
          {to('title')}
        </h2>
        {note && <p className="text-sm text-muted" data-testid="outcomes-note">{note}</p>}
        {previewing && (
          <p className="text-sm text-muted" data-testid="preview-note">
            {to('previewNote', { shown: preview.shown, total: preview.total })}
          </p>
        )}
      </div>
      {phase.kind !== 'error' && (hasSeed(shown) || isSessionProof(shown)) ? (
        <OutcomesSlot proof={shown} report={report} live={live} />
      ) : (
        <p className="text-muted">{to('pendingNote')}</p>
      )}
    </section>
  );
}
