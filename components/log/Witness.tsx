'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { utcText } from '@/components/proof/logParts';
import { CopyButton } from './CopyButton';
import { evidenceText, parseKept, storageKey, witness, type Kept, type WitnessIo, type WitnessResult } from './checks';
import { downloadText } from '@/components/ui/download';
import { TextBlock } from '@/components/ui/TextBlock';

/** GET a path of this site, uncached; the text of a 2xx answer, else an Error naming the status. */
export async function getText(path: string): Promise<string> {
  const res = await fetch(path, { cache: 'no-store', headers: { accept: 'application/json, text/plain' } });
  if (!res.ok) throw new Error(`HTTP ${res.status} ${path}`);
  return res.text();
}

/** This browser's storage for the witness; `ok` is false where the page may keep nothing. */
function storage(vkey: string): { io: Pick<WitnessIo, 'load' | 'save'>; ok: boolean } {
  const key = storageKey(vkey);
  try {
    const s = window.localStorage;
    s.getItem(key);
    return {
      ok: true,
      io: {
        load: () => parseKept(s.getItem(key)),
        save: (k: Kept) => {
          try {
            s.setItem(key, JSON.stringify(k));
          } catch {
            /* full or refused: nothing kept */
          }
        },
      },
    };
  } catch {
    return { ok: false, io: { load: () => null, save: () => {} } };
  }
}

function Box({ tone, children }: { tone: 'ok' | 'wait' | 'muted'; children: ReactNode }) {
  const cls = tone === 'ok' ? 'border-ok/60 bg-ok/10' : tone === 'wait' ? 'border-wait/60 bg-wait/10' : 'border-line bg-surface';
  return (
    <div role="status" className={`rounded-xl border-2 p-4 ${cls}`} data-witness-box={tone}>
      {children}
    </div>
  );
}

type Visit = { result: WitnessResult; canKeep: boolean; checkedAt: string };
type Failed = Extract<WitnessResult, { kind: 'failed' }>;
type Fine = Exclude<WitnessResult, { kind: 'failed' } | { kind: 'unreachable' }>;
type T = ReturnType<typeof useTranslations<'Log'>>;

/** One check per visit (and per verifier key): its result once it is in, null until then. */
function useWitnessVisit(vkey: string): Visit | null {
  const [visit, setVisit] = useState<Visit | null>(null);
  useEffect(() => {
    let live = true;
    const { io, ok } = storage(vkey);
    const now = () => new Date().toISOString();
    const checkedAt = now();
    witness(vkey, { ...io, get: getText, now }).then((result) => {
      if (live) setVisit({ result, canKeep: ok, checkedAt });
    });
    return () => {
      live = false;
    };
  }, [vkey]);
  return visit;
}

const seen = (k: Kept | null) => (k ? utcText(k.seenAt) : '');

/**
 * The witness: on every visit, check that the log's current checkpoint is signed and extends the one
 * this browser kept (lib/fair in the browser; components/log/checks.ts), keep the new one — or, when
 * the history does not add up, say so loudly with the evidence and where to report it.
 */
export function Witness({ vkey, contact }: { vkey: string; contact: string | null }) {
  const t = useTranslations('Log');
  const visit = useWitnessVisit(vkey);
  const [restarted, setRestarted] = useState(false);
  const result = visit?.result ?? null;
  const canKeep = visit?.canKeep ?? true;
  const checkedAt = visit?.checkedAt ?? '';

  let body: ReactNode;
  let state = 'checking';
  if (!result) {
    body = (
      <Box tone="muted">
        <p className="text-muted" data-witness-checking="">
          {t('checking')}
        </p>
      </Box>
    );
  } else if (result.kind === 'failed') {
    state = `failed-${result.failure}`;
    const restart = () => {
      storage(vkey).io.save({ vkey, checkpoint: result.current, seenAt: new Date().toISOString() });
      setRestarted(true);
    };
    body = <WitnessAlert t={t} result={result} vkey={vkey} contact={contact} checkedAt={checkedAt} restarted={restarted} onRestart={restart} />;
  } else if (result.kind === 'unreachable') {
    state = 'unreachable';
    body = (
      <Box tone="wait">
        <p>{t('unreachable', { detail: result.detail })}</p>
      </Box>
    );
  } else {
    state = result.kind;
    body = <WitnessFine t={t} result={result} />;
  }

  return (
    <div className="space-y-3" data-testid="witness" data-witness={state}>
      {body}
      {!canKeep && <p className="text-sm text-wait">{t('noStorage')}</p>}
    </div>
  );
}

/** The history adds up: the first checkpoint kept, the same one again, or how far the log grew. */
function WitnessFine({ t, result }: { t: T; result: Fine }) {
  const c = result.current;
  return (
    <Box tone="ok">
      <p className="flex gap-2">
        <span aria-hidden="true" className="font-bold text-ok">
          ✓
        </span>
        <span>
          {result.kind === 'first'
            ? t('first', { size: c.size })
            : result.kind === 'same'
              ? t('same', { size: c.size, seen: seen(result.kept) })
              : t('grew', { from: sizeOf(result.kept.checkpoint), to: c.size, seen: seen(result.kept) })}
        </span>
      </p>
      <p className="hex mt-2 text-xs text-muted">{t('rootIs', { root: c.root })}</p>
    </Box>
  );
}

/** The history does not add up: what failed, the two checkpoints as evidence, where to report it and how to start over. */
function WitnessAlert({
  t,
  result,
  vkey,
  contact,
  checkedAt,
  restarted,
  onRestart,
}: {
  t: T;
  result: Failed;
  vkey: string;
  contact: string | null;
  checkedAt: string;
  restarted: boolean;
  onRestart: () => void;
}) {
  const evidence = evidenceText(result, vkey, typeof window === 'undefined' ? '' : window.location.href, checkedAt);
  const sizes = { from: sizeOf(result.kept?.checkpoint), to: sizeOf(result.current), size: sizeOf(result.current) };
  return (
    <div role="alert" className="space-y-4 rounded-xl border-2 border-bad bg-bad/10 p-4 sm:p-5" data-testid="witness-alert">
      <h3 className="flex items-center gap-2 text-xl font-bold text-bad">
        <span aria-hidden="true">✗</span>
        {t('alertTitle')}
      </h3>
      <p className="font-medium">{t(`fail_${result.failure}`, sizes)}</p>
      {result.detail && <p className="hex text-sm">{t('failDetail', { detail: result.detail })}</p>}
      <p>{t('evidence')}</p>
      <div className="space-y-1">
        <p className="text-sm font-medium">{result.kept ? t('keptLabel', { seen: seen(result.kept) }) : t('keptNone')}</p>
        {result.kept && <TextBlock selectAll label={t('keptLabel', { seen: seen(result.kept) })}>{result.kept.checkpoint}</TextBlock>}
      </div>
      <div className="space-y-1">
        <p className="text-sm font-medium">{t('currentLabel')}</p>
        <TextBlock selectAll label={t('currentLabel')}>{result.current}</TextBlock>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={evidence} label={t('copyEvidence')} copied={t('copied')} failed={t('copyFailed')} />
        <button
          type="button"
          onClick={() => downloadText('fair-proofs-log-evidence.txt', evidence, 'text/plain;charset=utf-8')}
          className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-medium hover:border-accent hover:text-accent"
        >
          {t('download')}
        </button>
      </div>
      <p data-testid="witness-report">
        {contact
          ? t.rich('report', {
              email: contact,
              link: (c) => (
                <a
                  href={`mailto:${contact}?subject=${encodeURIComponent(t('mailSubject'))}&body=${encodeURIComponent(evidence)}`}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {c}
                </a>
              ),
            })
          : t('noContact')}
      </p>
      <div className="space-y-1 border-t border-bad/30 pt-3">
        {restarted ? (
          <p role="status" className="text-sm">{t('restarted')}</p>
        ) : (
          <>
            <button
              type="button"
              onClick={onRestart}
              className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-3 py-1.5 text-sm hover:border-accent"
            >
              {t('startOver')}
            </button>
            <p className="text-sm text-muted">{t('startOverHint')}</p>
          </>
        )}
      </div>
    </div>
  );
}

function sizeOf(checkpoint: string | undefined): number {
  const m = checkpoint ? /^[^\n]*\n(\d{1,16})\n/.exec(checkpoint) : null;
  return m ? Number(m[1]) : 0;
}

