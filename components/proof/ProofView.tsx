'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ContactSlot } from '@/components/verify/ContactSlot';
import type { InputProblem } from '@/components/verify/inputError';
import { VerdictBanner, type BannerVerdict } from '@/components/verify/VerdictBanner';
import { DiceTallyLine, useNoDieVerdict } from '@/components/verify/DiceTally';
// lib/fair's modules by name, not through lib/fair/core: what core also exports (the diagnosis, check
// links, labels) would otherwise come with this page's scripts
import { parseProof } from '@/lib/fair/parse';
import { hasSeed, isSessionProof } from '@/lib/fair/schemes';
import { diceTally, onlyTelegramDice } from '@/lib/fair/schemes/die-round';
import type { Preview } from '@/lib/fair/schemes/scheme';
import { isLogPath, verdictOf } from '@/lib/fair/verify';
import type { Hint, Proof, Report } from '@/lib/fair/core';
import { logFailuresOf, logRows } from './logParts';
import { OutcomesSlot, useRenderer } from '@/components/outcomes/Outcomes';
import { ProofActions } from './ProofActions';
import { ProofLog } from './ProofLog';
import { loadProofDocument } from './proofDocument';
import { ReceiptSlot } from './ReceiptSlot';
import { takesReceipts } from '@/lib/fair/schemes/receipts';
import { verifyOffThread } from '@/components/verify/verifyOffThread';
import type { Progress } from './runVerification';

/** ./failure.ts: the differences, the diagnosis and its view, fetched only for a proof that fails. */
type Failure = typeof import('./failure');
/** components/verify/inputError.ts: an invalid document's words, fetched only for one (not in the page's first load). */
type Wording = typeof import('@/components/verify/inputError');
const loadWording = (): Promise<Wording> => import('@/components/verify/inputError');
const loadFailure = (): Promise<Failure | null> => import('./failure').catch(() => null);

type Phase =
  | { kind: 'running'; progress: Progress | null }
  /** `failure`: loaded when the report has mismatches (null otherwise, or when it could not be loaded) */
  | { kind: 'done'; report: Report; hints: Hint[]; failure: Failure | null }
  | { kind: 'error'; input: InputProblem; wording: Wording }
  /** a long proof's document, loaded apart from the page, did not arrive */
  | { kind: 'unloaded' };

/** Verification shows a progress bar only when it takes longer than this. */
const SLOW_MS = 200;

function safeParse(document: Record<string, unknown>): Proof | null {
  try {
    return parseProof(document);
  } catch {
    return null;
  }
}

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
}) {
  const t = useTranslations('Verdict');
  const tp = useTranslations('Proof');
  const to = useTranslations('Outcomes');
  const tl = useTranslations('ProofLog');
  const ti = useTranslations('Input');
  const noDie = useNoDieVerdict();
  const [loaded, setLoaded] = useState<Record<string, unknown> | null>(null);
  const document = inline ?? loaded;
  const proof = useMemo(() => (document ? safeParse(document) : null), [document]);
  // what is drawn: the whole proof, or until it is here the preview the server drew
  const shown = proof ?? preview?.proof ?? null;
  const logs = useMemo(() => (shown ? logRows(null, shown) : []), [shown]);
  const [phase, setPhase] = useState<Phase>({ kind: 'running', progress: null });
  const [slow, setSlow] = useState(false);
  // the outcomes are drawn here once their renderer's script has arrived (fetched with the preview's
  // scheme: it arrives while a long proof's document loads) and the verification has its report: one
  // drawing, marks and all (a drawing before the report, then its marks, cost the phone twice the
  // work: docs/decisions/0017-outcomes-own-root.md). Until then they are the server's markup, as
  // recorded (OutcomesSlot), and the verification does not wait for the renderer
  const drawn = useRenderer(shown?.scheme);

  useEffect(() => {
    if (inline) return;
    let gone = false;
    loadProofDocument(id).then(
      (doc) => !gone && setLoaded(doc),
      () => !gone && setPhase({ kind: 'unloaded' }),
    );
    return () => {
      gone = true;
    };
  }, [id, inline]);

  useEffect(() => {
    if (!document) return;
    const signal = { aborted: false };
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    verifyOffThread(document, (progress) => setPhase({ kind: 'running', progress }), signal, vkey)
      .then(async (report) => {
        if (!report) return;
        // a failed proof's verdict comes with its differences and diagnosis: their script first
        const failure = report.mismatches.length > 0 ? await loadFailure() : null;
        if (signal.aborted) return;
        // lib/fair diagnoses seeds and outcomes apart from the log (whose failing step is named below)
        const hints = failure && report.mismatches.some((m) => !isLogPath(m.at)) ? failure.diagnose(document, report) : [];
        setPhase({ kind: 'done', report, hints, failure });
      })
      .catch(async (e: unknown) => {
        // its words' script could not be fetched either: the page says it cannot check the proof here
        const wording = await loadWording().catch(() => null);
        if (signal.aborted) return;
        setPhase(wording ? { kind: 'error', input: wording.problemOf(e), wording } : { kind: 'unloaded' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      signal.aborted = true;
      clearTimeout(timer);
    };
  }, [document, vkey]);

  const report = phase.kind === 'done' ? phase.report : null;
  const live = drawn && proof !== null && report !== null;
  const failed = report !== null && verdictOf(report) === 'failed';
  const failure = phase.kind === 'done' ? phase.failure : null;
  const logFailures = useMemo(() => logFailuresOf(report), [report]);
  // the log's rows in the differences: which entry and which step failed; where the check stopped at
  // the checkpoint (unreadable, no key, bad signature), the step is what was "computed"
  const logRowsShown = useMemo(() => {
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
  }, [logs, logFailures, tl]);

  let verdict: BannerVerdict = 'running';
  let title = t('running');
  let detail: ReactNode = t('runningDetail');
  if (phase.kind === 'running' && slow && phase.progress) {
    const { done, total } = phase.progress;
    detail = (
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
  } else if (phase.kind === 'unloaded') {
    verdict = 'error';
    title = t('error');
    detail = tp('documentMissing');
  } else if (phase.kind === 'error') {
    verdict = 'error';
    title = t('error');
    const { fieldLabel, inputMessage } = phase.wording;
    detail = <span className="hex">{t('errorDetail', { field: fieldLabel(ti, phase.input.field), message: inputMessage(ti, phase.input) })}</span>;
  } else if (report) {
    const v = verdictOf(report);
    verdict = v === 'pending' ? 'committed' : v;
    title = t(verdict);
    const logFailed = report.mismatches.filter((m) => isLogPath(m.at)).length;
    const outcomesFailed = report.mismatches.length - logFailed;
    detail =
      v === 'verified'
        ? t('verifiedDetail', { checks: report.checks })
        : v === 'failed'
          ? [outcomesFailed > 0 ? t('failedDetail', { count: outcomesFailed }) : '', logFailed > 0 ? tl('failedDetail', { count: logFailed }) : '']
              .filter(Boolean)
              .join(' ')
          : t(v === 'pending' ? 'committedDetail' : 'computedDetail');
    if (v === 'verified' && onlyTelegramDice(report)) {
      verdict = 'unchecked';
      ({ title, detail } = noDie);
    }
    if (proof) detail = <>{detail}<DiceTallyLine tally={diceTally(proof)} /></>;
  }

  // "recomputed" once the outcomes on screen are the recomputed ones (their renderer is here)
  const note = report?.pending ? null : live ? to('computedNote') : phase.kind !== 'error' && phase.kind !== 'unloaded' ? to('recordedNote') : null;
  // the outcomes on screen are the server's preview until the whole proof is drawn (or failed to load:
  // the preview stays, as recorded, without the promise of the rest)
  const previewing = preview !== undefined && phase.kind !== 'unloaded' && phase.kind !== 'error' && !live;

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <VerdictBanner verdict={verdict} title={title} detail={detail} />
        {report && report.mismatches.length > 0 && proof && failure && (
          <failure.Mismatches proof={proof} mismatches={report.mismatches} names={logRowsShown.names} computed={logRowsShown.computed} />
        )}
        {failure && phase.kind === 'done' && phase.hints.length > 0 && (
          <section aria-label={tp('diagnosisTitle')}>
            <failure.Diagnosis hints={phase.hints} />
          </section>
        )}
        {failed && <ContactSlot contact={contact} proofId={id} testId="proof-contact" />}
        <ProofActions id={id} locale={locale} document={document} copyLink={!failed} />
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
      {shown && (
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
      )}
    </div>
  );
}
