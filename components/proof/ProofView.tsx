'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { ContactSlot } from '@/components/verify/ContactSlot';
import { VerdictBanner, type BannerVerdict } from '@/components/verify/VerdictBanner';
import { DiceTallyLine, useNoDieVerdict } from '@/components/verify/DiceTally';
// lib/fair's light modules by name: no scheme's computation comes with this page's scripts (the
// verification's worker parses and computes; tests/unit/first-load-fair.test.ts)
import { allTelegram, diceTally, onlyTelegramDice } from '@/lib/fair/schemes/dice-tally';
import type { Preview } from '@/lib/fair/schemes/scheme';
import { failedCounts, verdictOf } from '@/lib/fair/verdict';
import type { Proof, Report } from '@/lib/fair/core';
import { Differences } from './Differences';
import type { FailedRoom } from './FailedRoom';
import { logRowsShown } from './logNames';
import { logFailuresOf, type LogRow } from './logParts';
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
 * The page is given the server's `preview` — the proof as the server parsed it, cut for a long proof
 * to what is drawn first (lib/fair's previewOf) — its log rows (`logs`) and what it is (`revealed`,
 * `drawable`: its outcomes can be drawn), and loads the document as its own script
 * (./proofDocument.ts): the verification's worker parses it and checks every event of it, and what is
 * drawn after is the browser's parse, all of it.
 *
 * A proof the store found failing comes with its `failedRoom` (./FailedRoom.tsx): held, unseen,
 * until the browser's verdict, so that the same verdict moves nothing when it arrives.
 */
export function ProofView({
  id,
  locale,
  preview,
  logs: serverLogs,
  revealed,
  drawable,
  facts,
  vkey,
  contact = null,
  witnesses,
  failedRoom,
  verifiedChecks,
}: {
  id: number;
  locale: string;
  /** the proof as the server parsed it (null: it could not), whole or a long one's first events */
  preview?: Preview<Proof>;
  /** its commitment-log rows, as the server made them (components/proof/logRows.ts) */
  logs: LogRow[];
  /** its seed is out */
  revealed: boolean;
  /** its outcomes can be drawn: a revealed proof, or a session drawn hand by hand */
  drawable: boolean;
  facts?: ReactNode;
  vkey?: string;
  /** CONTACT_EMAIL (read by the server at run time), for the box beside a failed verdict */
  contact?: string | null;
  /** the log policy's witness lines (server-rendered), shown in the commitment log's part */
  witnesses?: ReactNode;
  /** the room of the differences, diagnosis and contact box the stored verdict had (a failed proof's) */
  failedRoom?: FailedRoom;
  /** the checks of the verdict the store reached at the reveal, when it verified (the banner keeps room for its words) */
  verifiedChecks?: number;
}) {
  const tl = useTranslations('ProofLog');
  const { document, proof, shown, phase, slow, drawn } = useProofVerification({ id, locale, preview, vkey });
  const logs = phase.kind === 'done' ? phase.logs : serverLogs;

  const report = phase.kind === 'done' ? phase.report : null;
  const live = drawn && proof !== null && report !== null;
  const failed = report !== null && verdictOf(report) === 'failed';
  const failure = phase.kind === 'done' ? phase.failure : null;
  const logFailures = useMemo(() => logFailuresOf(report), [report]);
  const shownNames = useMemo(() => logRowsShown(logs, logFailures, tl), [logs, logFailures, tl]);
  const { verdict, title, detail } = useBanner(phase, slow, report, proof);
  const held = failedRoom && phase.kind === 'running' ? failedRoom : null;
  const reserve = useReserve(held || failed ? failedRoom : undefined, verifiedChecks, shown, logs.length);

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
        <ProofActions id={id} locale={locale} document={document} href={phase.kind === 'done' ? phase.checkHref : null} copyLink={!failed && !held} />
      </div>
      {shown && takesReceipts(shown) && <ReceiptSlot session={shown} proofId={id} contact={contact} idle={phase.kind !== 'running'} />}
      {facts}
      <ProofLog
        id={id}
        rows={logs}
        report={report}
        failures={logFailures}
        vkey={vkey}
        witnesses={witnesses}
        revealed={revealed}
      />
      {shown && <OutcomesPart id={id} shown={shown} preview={preview} phase={phase} report={report} live={live} drawable={drawable} math={revealed} />}
    </div>
  );
}

/**
 * Words the banner keeps room for: its first ones, checking…, so that a shorter verdict moves nothing
 * below it — and the verdict the store reached at the reveal, so that a longer one does not either:
 * a failed proof's while its room is held (or the browser's verdict is failed too), a verified one's
 * (`verifiedChecks`) with its dice line.
 */
function useReserve(room: FailedRoom | undefined, verifiedChecks: number | undefined, proof: Proof | null, logCount: number) {
  const t = useTranslations('Verdict');
  const tl = useTranslations('ProofLog');
  const noDie = useNoDieVerdict();
  const running = { title: t('running'), detail: t('runningDetail') };
  const dice = proof && diceTally(proof);
  const line = <DiceTallyLine tally={dice} room />;
  if (room) return [running, { title: t('failed'), detail: <>{failedDetail(t, tl, room.counts)}{line}</> }];
  if (verifiedChecks === undefined) return [running];
  const words = allTelegram(dice) ? noDie : { title: t('verified'), detail: t('verifiedDetail', { checks: verifiedChecks, log: logCount }) };
  return [running, { title: words.title, detail: <>{words.detail}{line}</> }];
}

/** A failed verdict's words: how many of the outcomes' checks and of the commitment log's failed. */
function failedDetail(t: ReturnType<typeof useTranslations<'Verdict'>>, tl: ReturnType<typeof useTranslations<'ProofLog'>>, { outcomes, log }: { outcomes: number; log: number }) {
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
  const failing = failedCounts(report);
  let detail: ReactNode =
    v === 'verified'
      ? t('verifiedDetail', { checks: report.checks, log: report.log?.entries.length ?? 0 })
      : v === 'failed'
        ? failedDetail(t, tl, failing)
        : t(v === 'pending' ? 'committedDetail' : 'computedDetail', { session: takesReceipts(report) ? 'yes' : 'no' });
  if (v === 'verified' && onlyTelegramDice(report)) {
    verdict = 'unchecked';
    ({ title, detail } = noDie);
  }
  if (proof) detail = <>{detail}<DiceTallyLine tally={diceTally(proof)} /></>;
  return { verdict, title, detail };
}

/** The outcomes' part: its title, what is on screen (recorded, recomputed, a preview of some) and the outcomes. */
/** `math`: its events open their derivation (its seed is out); `id`: the proof's public number. */
function OutcomesPart({
  id,
  shown,
  preview,
  phase,
  report,
  live,
  drawable,
  math,
}: {
  id: number;
  shown: Proof;
  preview?: Preview<Proof>;
  phase: Phase;
  report: Report | null;
  live: boolean;
  drawable: boolean;
  math: boolean;
}) {
  const to = useTranslations('Outcomes');
  // "recomputed" once the outcomes on screen are the recomputed ones (their renderer is here)
  const note = report?.pending ? null : live ? to('computedNote') : phase.kind !== 'error' && phase.kind !== 'unloaded' ? to('recordedNote') : null;
  // the outcomes on screen are the server's preview until the whole proof is drawn (or failed to load:
  // the preview stays, as recorded, without the promise of the rest)
  const previewing = preview !== undefined && preview.shown < preview.total && phase.kind !== 'unloaded' && phase.kind !== 'error' && !live;
  return (
    <section aria-labelledby="outcomes-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="outcomes-title" className="text-xl font-semibold">
          {to('title')}
        </h2>
        {note && (
          // "being checked" would never end without JavaScript: there, the same words without that promise
          <p className="text-sm text-muted" data-testid="outcomes-note" data-needs-js={live ? undefined : ''}>
            {note}
          </p>
        )}
        {/* always there: what it says is only read without JavaScript (removing it would touch the outcomes' part once drawn) */}
        <noscript>
          <p className="text-sm text-muted">{to('recordedNoteNoScript')}</p>
        </noscript>
        {previewing && (
          <p className="text-sm text-muted" data-testid="preview-note">
            {to('previewNote', { shown: preview.shown, total: preview.total })}
          </p>
        )}
      </div>
      {phase.kind !== 'error' && drawable ? (
        <OutcomesSlot proof={shown} report={report} live={live} math={math} id={id} />
      ) : (
        <p className="text-muted">{to('pendingNote')}</p>
      )}
    </section>
  );
}
