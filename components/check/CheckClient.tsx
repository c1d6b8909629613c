'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { VerdictBanner } from '@/components/verify/VerdictBanner';
import { ContactSlot } from '@/components/verify/ContactSlot';
import { ReceiptAlone } from './ReceiptAlone';
import { Diagnosis, positionLabel } from '@/components/verify/Diagnosis';
import {
  checkDocument,
  checkRolls,
  EMPTY_FIELDS,
  fragmentOf,
  looksHeavy,
  MAX_FRAGMENT,
  mayHaveLogParts,
  readHash,
  type FieldName,
  type LogCheck,
  type Mode,
  type Outcome,
  type RollFields,
} from './compute';
import { Outcomes } from '@/components/outcomes/Outcomes';
import { loadSignatureCheck } from '@/components/verify/signatures';
import type { SignatureCheck } from '@/lib/fair/core';
import { valueText } from './valueText';

/** Debounce between a keystroke and the recomputation. */
const DEBOUNCE_MS = 150;
/** A computation slower than this shows the progress banner before the next one. */
const SLOW_MS = 150;
const MAX_DIFFERENCES = 20;

const INPUT =
  'w-full min-w-0 rounded-lg border bg-surface px-3 py-2 text-base placeholder:text-muted/70 aria-[invalid=true]:border-bad aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-bad';

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5" data-field={id}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium break-words text-bad" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function currentHash(): string {
  return window.location.hash;
}

/**
 * The work of /check/: fills the form from the #fragment, recomputes as the
 * visitor types, keeps the fragment in step (history.replaceState, never a
 * navigation) and shows the verdict, the diagnosis and every outcome.
 */
export function CheckClient({ contactEmail, vkey }: { contactEmail: string | null; vkey?: string }) {
  const t = useTranslations('Check');
  const g = useTranslations('Games');
  const [ready, setReady] = useState(false);
  const [fromLink, setFromLink] = useState(false);
  const [mode, setMode] = useState<Mode>('rolls');
  const [fields, setFields] = useState<RollFields>(EMPTY_FIELDS);
  const [document, setDocument] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [running, setRunning] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [tooBig, setTooBig] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [fileError, setFileError] = useState(false);
  /** counts the links read: reading one always recomputes, even when the inputs look the same */
  const [loads, setLoads] = useState(0);
  /** the next computation runs without the debounce (the page just read a link) */
  const immediate = useRef(true);
  /** the visitor changed something: from then on the fragment follows the inputs */
  const dirty = useRef(false);
  const lastMs = useRef(0);
  /** the Ed25519 check, loaded once a pasted document has log parts (null: not yet; 'failed': could not be loaded) */
  const [signatures, setSignatures] = useState<SignatureCheck | 'failed' | null>(null);

  const load = useCallback((hash: string) => {
    const h = readHash(hash);
    immediate.current = true;
    dirty.current = false;
    setFromLink(h !== null);
    setMode(h?.mode ?? 'rolls');
    setFields(h?.fields ?? EMPTY_FIELDS);
    setDocument(h?.document ?? '');
    setLinkError(h?.linkError ?? null);
    // "Checking…" until the first result: the verdict then replaces it in the same live region
    setRunning(h !== null);
    setReady(true);
    setLoads((n) => n + 1);
  }, []);

  // Read the fragment once mounted (the server never sees it), and again when
  // the visitor edits it in the address bar.
  useEffect(() => {
    const id = window.setTimeout(() => load(currentHash()), 0);
    const onHash = () => load(currentHash());
    window.addEventListener('hashchange', onHash);
    return () => {
      window.clearTimeout(id);
      window.removeEventListener('hashchange', onHash);
    };
  }, [load]);

  // Recompute: at once after reading a link, else after a short pause in typing.
  useEffect(() => {
    if (!ready) return;
    const needsLog = mode === 'document' && vkey !== undefined && mayHaveLogParts(document);
    if (needsLog && signatures === null) {
      // checked once the signature check is here; this effect runs again then. Should the chunk not
      // load, the document is checked without the key: its log parts then fail, saying so.
      let gone = false;
      loadSignatureCheck().then(
        (check) => !gone && setSignatures(() => check),
        () => !gone && setSignatures('failed'),
      );
      return () => {
        gone = true;
      };
    }
    const log: LogCheck | undefined = vkey !== undefined && typeof signatures === 'function' ? { vkey, signatures } : undefined;
    let cancelled = false;
    let frame = 0;
    let inner = 0;
    const run = () => {
      if (cancelled) return;
      const started = performance.now();
      let out: Outcome;
      try {
        out = linkError ? { kind: 'idle' } : mode === 'rolls' ? checkRolls(fields) : checkDocument(document, log);
      } catch (e) {
        // lib/fair raises only InputError (handled inside); anything else is a bug, shown rather than a blank page
        out = { kind: 'error', field: 'link', key: null, detail: e instanceof Error ? e.message : String(e), hints: [] };
      }
      lastMs.current = performance.now() - started;
      setOutcome(out);
      setRunning(false);
      if (dirty.current) {
        let frag = fragmentOf(mode, fields, document, out);
        const big = frag.length > MAX_FRAGMENT;
        if (big) frag = '';
        setTooBig(big);
        if (frag !== currentHash() && !(frag === '' && currentHash() === '')) {
          const { pathname, search } = window.location;
          window.history.replaceState(window.history.state, '', pathname + search + frag);
        }
      }
    };
    const heavy = looksHeavy(mode, fields, document) || lastMs.current > SLOW_MS;
    const delay = immediate.current ? 0 : DEBOUNCE_MS;
    immediate.current = false;
    const timer = window.setTimeout(() => {
      if (!heavy) return run();
      // Let the progress banner paint before the main thread is busy.
      setRunning(true);
      frame = window.requestAnimationFrame(() => {
        inner = window.setTimeout(run, 0);
      });
    }, delay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
      window.clearTimeout(inner);
    };
  }, [ready, loads, mode, fields, document, linkError, vkey, signatures]);

  const edit = (name: keyof RollFields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    dirty.current = true;
    setLinkError(null);
    setFields((f) => ({ ...f, [name]: e.target.value }));
  };
  const editDocument = (text: string) => {
    dirty.current = true;
    setLinkError(null);
    setFileError(false);
    setDocument(text);
  };
  const switchMode = (m: Mode) => {
    if (m === mode) return;
    dirty.current = true;
    setLinkError(null);
    setMode(m);
  };
  const readFile = (file: File | undefined) => {
    if (!file) return;
    file.text().then(editDocument, () => setFileError(true));
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    readFile(e.dataTransfer.files[0]);
  };

  const errorAt = (name: FieldName): string | undefined => {
    if (outcome.kind !== 'error' || outcome.field !== name) return undefined;
    if (outcome.key === 'docInvalidJson') return t('docInvalidJson', { detail: outcome.detail });
    if (outcome.key) return t(outcome.key);
    return t('fieldError', { detail: outcome.detail });
  };

  // ---- verdict ----------------------------------------------------------
  let banner: ReactNode = null;
  if (running) {
    banner = <VerdictBanner verdict="running" title={t('running')} />;
  } else if (linkError) {
    banner = <VerdictBanner verdict="error" title={t('verdict_error')} detail={t('linkError', { detail: linkError })} />;
  } else if (outcome.kind === 'error') {
    banner = (
      <VerdictBanner
        verdict="error"
        title={t('verdict_error')}
        detail={outcome.field === 'link' ? t('fieldError', { detail: outcome.detail }) : t('detail_error')}
      />
    );
  } else if (outcome.kind === 'report') {
    const r = outcome.report;
    const detail =
      outcome.verdict === 'verified'
        ? t('detail_verified', { checks: r.checks })
        : outcome.verdict === 'failed'
          ? t('detail_failed', { count: r.mismatches.length, checks: r.checks })
          : t(`detail_${outcome.verdict}`);
    banner = <VerdictBanner verdict={outcome.verdict} title={t(`verdict_${outcome.verdict}`)} detail={detail} />;
  }
  const hints = !running && outcome.kind !== 'idle' ? outcome.hints : [];
  const failed = !running && outcome.kind === 'report' && outcome.verdict === 'failed';

  const verdictArea = (
    <div className="space-y-3" data-testid="verdict-area">
      {banner}
      <Diagnosis hints={hints} />
      {failed && <ContactSlot contact={contactEmail} testId="keep-link" />}
      {tooBig && <p className="text-sm text-muted">{t('tooBigForLink')}</p>}
    </div>
  );

  // ---- results ----------------------------------------------------------
  let results: ReactNode = null;
  if (!running && outcome.kind === 'report') {
    const r = outcome.report;
    const differences = r.mismatches.filter((m) => !/^commit/.test(m.at));
    const commitmentBox =
      'commitment' in r && r.commitment !== undefined && !('hands' in outcome.proof) ? (
        <CommitmentBox
          computed={r.commitment}
          ok={r.commitmentOk}
          given={typeof outcome.doc.commitment === 'string' ? outcome.doc.commitment : undefined}
        />
      ) : null;
    results = (
      <div className="space-y-6" data-testid="results">
        {mode === 'document' && (
          <p className="text-sm text-muted" data-testid="scheme">
            {typeof outcome.doc.game === 'string' && g.has(outcome.doc.game) ? `${g(outcome.doc.game)} · ` : ''}
            {t('schemeLabel')} <code className="font-mono text-ink">{r.scheme}</code>
          </p>
        )}
        {commitmentBox && r.commitmentOk !== true && commitmentBox}
        {differences.length > 0 && (
          <section aria-labelledby="diff-title" className="rounded-xl border-2 border-bad/60 bg-surface p-4" data-testid="differences">
            <h2 id="diff-title" className="mb-2 font-semibold">
              {t('differencesTitle')}
            </h2>
            <ul className="space-y-1 text-sm">
              {differences.slice(0, MAX_DIFFERENCES).map((m) => (
                <li key={m.at} className="break-words">
                  <DifferenceText at={m.at} recorded={m.recorded} computed={m.computed} />
                </li>
              ))}
            </ul>
            {differences.length > MAX_DIFFERENCES && <p className="mt-1 text-sm text-muted">…</p>}
          </section>
        )}
        <ReceiptAlone proof={outcome.proof} report={r} />
        <Outcomes proof={outcome.proof} report={r} />
        {/* a matching commitment is good news, but the rolls come first on a phone */}
        {commitmentBox && r.commitmentOk === true && commitmentBox}
      </div>
    );
  }

  // ---- inputs -----------------------------------------------------------
  /** A numeric text input for one field of the rolls form. */
  const numberInput = (key: 'count' | 'games', placeholder?: string) =>
    function NumberInput(p: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) {
      return (
        <input
          {...p}
          type="text"
          inputMode="numeric"
          value={fields[key]}
          onChange={edit(key)}
          autoComplete="off"
          placeholder={placeholder}
          className={`${INPUT} border-line tabular-nums`}
        />
      );
    };
  /** A text area for one field of the rolls form (seeds wrap instead of scrolling sideways). */
  const textArea = (key: 'seed' | 'commitment' | 'phones' | 'recorded', rows: number, className: string) =>
    function TextArea(p: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) {
      return (
        <textarea
          {...p}
          rows={rows}
          value={fields[key]}
          onChange={edit(key)}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={`${INPUT} ${className}`}
        />
      );
    };
  const rollsForm = (
    <div className="space-y-5">
      <Field id="check-seed" label={t('seedLabel')} hint={t('seedHint')} error={errorAt('seed')}>
        {textArea('seed', 1, 'hex field-sizing-content min-h-11 resize-none border-line')}
      </Field>
      <Field id="check-commitment" label={t('commitmentLabel')} hint={t('commitmentHint')} error={errorAt('commitment')}>
        {textArea('commitment', 1, 'hex field-sizing-content min-h-11 resize-none border-line')}
      </Field>
      <Field id="check-phones" label={t('phonesLabel')} hint={t('phonesHint')} error={errorAt('phones')}>
        {textArea('phones', 2, 'hex field-sizing-content min-h-18 border-line')}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="check-count" label={t('countLabel')} hint={t('countHint')} error={errorAt('count')}>
          {numberInput('count', outcome.kind === 'report' && 'rolls' in outcome.report && outcome.report.rolls && !fields.count ? String(outcome.report.rolls.length) : undefined)}
        </Field>
        <Field id="check-games" label={t('gamesLabel')} hint={t('gamesHint')} error={errorAt('games')}>
          {numberInput('games')}
        </Field>
      </div>
      <Field id="check-recorded" label={t('recordedLabel')} hint={t('recordedHint')} error={errorAt('recorded')}>
        {textArea('recorded', 4, 'max-h-72 border-line font-mono')}
      </Field>
    </div>
  );

  const documentForm = (
    <div
      className={`space-y-3 rounded-xl ${dragging ? 'outline-2 outline-offset-4 outline-accent outline-dashed' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
    >
      <Field id="check-document" label={t('documentLabel')} hint={t('documentHint')} error={errorAt('document')}>
        {(p) => (
          <textarea
            {...p}
            rows={10}
            value={document}
            onChange={(e) => editDocument(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className={`${INPUT} border-line font-mono text-sm`}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <label className="cursor-pointer rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium focus-within:outline-2 focus-within:outline-accent hover:border-accent">
          {t('fileLabel')}
          <input
            type="file"
            accept=".json,application/json"
            className="sr-only"
            data-testid="document-file"
            onChange={(e) => {
              readFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {dragging && <span className="text-sm text-muted">{t('dropHere')}</span>}
        {fileError && (
          <span role="alert" className="text-sm text-bad">
            {t('fileError')}
          </span>
        )}
      </div>
    </div>
  );

  const modeSwitch = (
    <div role="group" aria-label={t('modeLabel')} className="inline-flex max-w-full rounded-xl border border-line bg-surface p-1">
      {(['rolls', 'document'] as const).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => switchMode(m)}
          data-mode={m}
          className={`rounded-lg px-3 py-1.5 text-sm font-medium ${mode === m ? 'bg-accent text-white dark:text-page' : 'text-muted hover:text-ink'}`}
        >
          {m === 'rolls' ? t('modeRolls') : t('modeDocument')}
        </button>
      ))}
    </div>
  );

  const inputs = (
    <form className="space-y-5" onSubmit={(e) => e.preventDefault()} noValidate data-testid="check-form">
      {modeSwitch}
      {mode === 'rolls' ? rollsForm : documentForm}
    </form>
  );

  if (!ready) return <div className="min-h-24" aria-hidden="true" />;

  if (fromLink) {
    // Arriving from the app: the verdict and the rolls first, the inputs folded below.
    const open = formOpen || outcome.kind === 'error';
    return (
      <div className="space-y-8">
        {verdictArea}
        {results}
        <details
          open={open}
          onToggle={(e) => setFormOpen(e.currentTarget.open)}
          className="rounded-xl border border-line bg-surface/60 p-4"
          data-testid="inputs"
        >
          <summary className="cursor-pointer font-medium">{t('inputsFromLink')}</summary>
          <div className="mt-4">{inputs}</div>
        </details>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {inputs}
      {verdictArea}
      {results}
    </div>
  );
}

function CommitmentBox({ computed, ok, given }: { computed: string; ok?: boolean; given?: string }) {
  const t = useTranslations('Check');
  if (ok === undefined) {
    return (
      <section className="rounded-xl border border-line bg-surface p-4" data-testid="commitment">
        <h2 className="font-semibold">{t('commitmentOfSeed')}</h2>
        <p className="hex mt-1 text-sm" data-testid="computed-commitment">
          {computed}
        </p>
        <p className="mt-1 text-sm text-muted">{t('commitmentOfSeedHint')}</p>
      </section>
    );
  }
  return (
    <section
      className={`rounded-xl border p-4 ${ok ? 'border-line bg-surface' : 'border-2 border-bad/60 bg-surface'}`}
      data-testid="commitment"
      data-ok={String(ok)}
    >
      <h2 className={`font-semibold ${ok ? 'text-ok' : 'text-bad'}`}>
        <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
        {ok ? t('commitmentMatches') : t('commitmentDiffers')}
      </h2>
      {ok ? (
        <p className="hex mt-1 text-sm">{computed}</p>
      ) : (
        <dl className="mt-1 grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('commitmentGiven')}</dt>
          <dd className="hex">{given?.toLowerCase()}</dd>
          <dt className="text-muted">{t('commitmentComputed')}</dt>
          <dd className="hex" data-testid="computed-commitment">
            {computed}
          </dd>
        </dl>
      )}
    </section>
  );
}

function DifferenceText({ at, recorded, computed }: { at: string; recorded: unknown; computed: unknown }) {
  const t = useTranslations('Check');
  const d = useTranslations('Diagnosis');
  const locale = useLocale();
  const where = positionLabel(at, d);
  return (
    <>
      <span aria-hidden="true" className="text-bad">
        ✗{' '}
      </span>
      {t('difference', { at: where.charAt(0).toLocaleUpperCase(locale) + where.slice(1), recorded: valueText(at, recorded), computed: valueText(at, computed) })}
    </>
  );
}
