'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Report } from '@/lib/fair/core';
import { utcText, type LogFailure, type LogRow } from './logParts';
import { TextBlock } from '@/components/ui/TextBlock';
import { Mark, type EventStatus } from '@/components/outcomes/marks';
import { GROUP_LIMIT } from '@/components/outcomes/limits';
import { Limited } from '@/components/outcomes/Limited';
import { TlogProofDownload } from '@/components/outcomes/TlogProofDownload';

function When({ iso }: { iso: string }) {
  return <time dateTime={iso} className="whitespace-nowrap">{utcText(iso)}</time>;
}

type Props = {
  rows: LogRow[];
  /** the report once verified (its `log.entries` are in `rows` order); null while running */
  report: Report | null;
  /** the failing step of each failed row, by report path */
  failures: Record<string, LogFailure>;
  /** the verifier key the checks used */
  vkey?: string;
  revealed: boolean;
  /** the proof's public number: its tlog-proof (C2SP tlog-proof@v1) is offered as a download */
  id?: number;
  /** the witness lines of the log's policy (./ProofWitnessesSlot.tsx), when the server drew them */
  witnesses?: ReactNode;
};

type T = ReturnType<typeof useTranslations<'ProofLog'>>;
type Hand = { row: LogRow; k: number };

/** The mark of the `k`th row's log check: undefined while the verification runs. */
function statusOf(report: Report | null, k: number): EventStatus {
  const e = report?.log?.entries[k];
  return e ? (e.ok ? 'ok' : 'bad') : undefined;
}

/** A row's check in words: running, verified in a log of its size, or what failed. */
function detailOf(t: T, status: EventStatus, row: LogRow, failures: Record<string, LogFailure>): ReactNode {
  // without JavaScript nothing would end it (StoredVerdict's noscript style hides it)
  if (!status)
    return (
      <span className="text-muted" data-needs-js="">
        {t('checking')}
      </span>
    );
  if (status === 'ok') return <span className="text-ok">{t('verifiedIn', { size: row.size ?? 0 })}</span>;
  return <span className="font-medium text-bad">{t('failedBecause', { reason: t(`fail_${failures[row.at] ?? 'entry'}`) })}</span>;
}

/**
 * "Logged as entry #i at …" for a proof (and each poker hand), with the mark of its log check from
 * the browser's verification, what failed if anything, and the entry with its proof to look at.
 */
export function ProofLog({ rows, report, failures, vkey, revealed, id, witnesses }: Props) {
  const t = useTranslations('ProofLog');
  if (rows.length === 0) return null;

  const own = rows[0]!.at === 'log' ? rows[0]! : null;
  const hands = rows.map((row, k) => ({ row, k })).filter(({ row }) => row.hand !== undefined);
  const shown = own ?? rows[0]!;

  return (
    <section aria-labelledby="log-title" className="space-y-4 rounded-xl border border-line bg-surface p-4 sm:p-5" data-testid="proof-log">
      <div className="space-y-1">
        <h2 id="log-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">
          {t.rich('lead', {
            // the browser's check is said only where it runs; without JavaScript, what checks it instead
            js: (c) => <span data-needs-js="">{c}</span>,
            nojs: (c) => <noscript>{c}</noscript>,
          })}
        </p>
      </div>

      {own && <OwnEntry t={t} own={own} status={statusOf(report, 0)} session={hands.length > 0} failures={failures} />}

      {hands.length > 0 && <HandEntries t={t} hands={hands} report={report} failures={failures} />}

      {witnesses}

      <EntryProof t={t} shown={shown} vkey={vkey} />

      <LogLinks t={t} shown={shown} revealed={revealed} id={id} />
    </section>
  );
}

/** The proof's own entry (a session's, when it has hands): its number, time, mark and check. */
function OwnEntry({ t, own, status, session, failures }: { t: T; own: LogRow; status: EventStatus; session: boolean; failures: Record<string, LogFailure> }) {
  return (
    <div className="space-y-1" data-log-at="log" data-log-status={status ?? 'running'}>
      <p>
        <span>
          {t.rich(session ? 'sessionLoggedAs' : 'loggedAs', {
            index: own.index,
            time: utcText(own.time),
            b: (c) => <strong className="font-semibold tabular-nums">{c}</strong>,
            t: (c) => (
              <time dateTime={own.time} className="whitespace-nowrap">
                {c}
              </time>
            ),
          })}
        </span>{' '}
        <Mark status={status} />
      </p>
      <p className="text-sm" data-testid="log-detail">{detailOf(t, status, own, failures)}</p>
    </div>
  );
}

/** A poker session's hands, an entry each: folded, open when one failed. */
function HandEntries({ t, hands, report, failures }: { t: T; hands: Hand[]; report: Report | null; failures: Record<string, LogFailure> }) {
  const to = useTranslations('Outcomes');
  const handsBad = hands.some(({ k }) => statusOf(report, k) === 'bad');
  const handsStatus: EventStatus = !report ? undefined : handsBad ? 'bad' : 'ok';
  return (
    <details open={handsBad} className="group rounded-lg border border-line" data-log-at="hands" data-log-status={handsStatus ?? 'running'}>
      <summary className="flex cursor-pointer list-none items-baseline gap-2 px-3 py-2.5 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-90">
          ▸
        </span>
        <span className="min-w-0">
          <span className="font-medium">{t('handsTitle', { count: hands.length })}</span> <Mark status={handsStatus} />
        </span>
      </summary>
      {/* a row per hand, bounded as the hands themselves are: the first ones and any that failed */}
      <Limited items={hands} limit={GROUP_LIMIT} keep={({ k }) => statusOf(report, k) === 'bad'}>
        {(shownHands) => (
          <ol className="divide-y divide-line border-t border-line text-sm">
            {shownHands.map(({ row, k }) => (
              <li key={row.at} className="space-y-0.5 px-3 py-2" data-log-at={row.at} data-log-status={statusOf(report, k) ?? 'running'}>
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium">{to('pokerHand', { n: row.hand! })}</span>
                  <span>{t('entryNo', { index: row.index })}</span>
                  <Mark status={statusOf(report, k)} />
                </p>
                <p className="text-muted">
                  <When iso={row.time} />
                </p>
                {statusOf(report, k) === 'bad' && <p>{detailOf(t, statusOf(report, k), row, failures)}</p>}
              </li>
            ))}
          </ol>
        )}
      </Limited>
    </details>
  );
}

/** The entry with its inclusion proof, checkpoint and verifier key, folded. */
function EntryProof({ t, shown, vkey }: { t: T; shown: LogRow; vkey?: string }) {
  return (
    <details className="group rounded-lg border border-line">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2.5 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-90">
          ▸
        </span>
        {t('showProof', { index: shown.index })}
      </summary>
      <div className="space-y-3 border-t border-line px-3 py-3 text-sm">
        <div className="space-y-1">
          <p className="text-muted">{t('entryText')}</p>
          <TextBlock label={t('entryText')}>{shown.entry}</TextBlock>
        </div>
        <div className="space-y-1">
          <p className="text-muted">{t('inclusion', { count: shown.inclusion.length })}</p>
          {shown.inclusion.length > 0 && (
            <ol className="space-y-0.5">
              {shown.inclusion.map((h, i) => (
                <li key={i} className="hex text-xs">
                  {h}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="space-y-1">
          <p className="text-muted">{t('checkpoint')}</p>
          <TextBlock label={t('checkpoint')}>{shown.checkpoint}</TextBlock>
        </div>
        {vkey && (
          <div className="space-y-1">
            <p className="text-muted">{t('vkey')}</p>
            <p className="hex text-xs">{vkey}</p>
          </div>
        )}
      </div>
    </details>
  );
}

/** Where the log stands for this proof (frozen once revealed), the log's page, and the tlog-proof download. */
function LogLinks({ t, shown, revealed, id }: { t: T; shown: LogRow; revealed: boolean; id?: number }) {
  const locale = useLocale();
  return (
    <>
      <p className="text-sm text-muted">
        {t.rich(revealed ? 'frozen' : 'newest', {
          size: shown.size ?? 0,
          log: (c) => (
            <a href={`/${locale}/log`} className="text-accent underline underline-offset-4">
              {c}
            </a>
          ),
        })}{' '}
        <a href={`/${locale}/how-it-works/log`} className="text-accent underline underline-offset-4">
          {t('more')}
        </a>
      </p>
      {id !== undefined && <TlogProofDownload id={id} label={t('download')} hint={(file) => t('downloadHint', { file })} testId="tlog-proof-download" />}
    </>
  );
}
