'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { VerdictBanner } from '@/components/verify/VerdictBanner';
import { ContactSlot } from '@/components/verify/ContactSlot';
import { ReceiptAlone } from './ReceiptAlone';
import { Diagnosis, positionLabel } from '@/components/verify/Diagnosis';
import {
  checkBuilt,
  checkDocument,
  documentFragmentOf,
  looksHeavy,
  MAX_FRAGMENT,
  mayHaveLogParts,
  readHash,
  type FromHash,
  type LogCheck,
  type Mode,
  type Outcome,
} from './compute';
import { LazyOutcomes, loadOutcomes } from '@/components/outcomes/LazyOutcomes';
import { loadSignatureCheck } from '@/components/verify/signatures';
import { FORM_SCHEMES, FORMS, SHORT_LINK_FORM, type FormScheme } from '@/components/forms';
import { documentFragment, type Built, type Fields, type SchemeForm } from '@/components/forms/types';
import { buildCheckLink, isScheme, type SignatureCheck } from '@/lib/fair/core';
import { valueText } from './valueText';

/** Debounce between a keystroke and the recomputation. */
const DEBOUNCE_MS = 150;
/** A computation slower than this shows the progress banner before the next one. */
const SLOW_MS = 150;
const MAX_DIFFERENCES = 20;
const MODES: readonly Mode[] = [...FORM_SCHEMES, 'document'];
/** The JSON box: fetched when the "proof document" mode is first shown (the app's links never need it). */
const DocumentInput = lazy(() => import('@/components/forms/DocumentInput').then((m) => ({ default: m.DocumentInput })));

// As soon as this script runs — before the page hydrates — start fetching the form and the outcome
// renderer the link will need: they then arrive beside hydration rather than after it.
if (typeof window !== 'undefined') {
  const h = readHash(window.location.hash);
  const m = h?.mode ?? SHORT_LINK_FORM;
  if (m !== 'document') FORMS[m]().catch(() => undefined);
  if (isScheme(h?.scheme)) loadOutcomes(h.scheme).catch(() => undefined);
}

function currentHash(): string {
  return window.location.hash;
}

/** The fields a link gives a form, or null when the form cannot show its document (the JSON text opens). */
function fieldsFromLink(form: SchemeForm, h: FromHash): Fields | null {
  if (h.params && form.fromLink) return form.fromLink(h.params);
  if (h.doc) return form.fromDocument(h.doc);
  return form.empty;
}

/**
 * The work of /check/: fills the form from the #fragment, recomputes as the visitor types, keeps
 * the fragment in step (history.replaceState, never a navigation) and shows the verdict, the
 * diagnosis and every outcome. Each scheme's form (components/forms/) is loaded when first shown.
 */
export function CheckClient({ contactEmail, vkey }: { contactEmail: string | null; vkey?: string }) {
  const t = useTranslations('Check');
  const tf = useTranslations('Forms');
  const g = useTranslations('Games');
  const [ready, setReady] = useState(false);
  const [fromLink, setFromLink] = useState(false);
  const [mode, setMode] = useState<Mode>(SHORT_LINK_FORM);
  /** each form's fields, kept while the visitor switches between forms */
  const [fieldsBy, setFieldsBy] = useState<Partial<Record<FormScheme, Fields>>>({});
  /** the form modules loaded so far */
  const [forms, setForms] = useState<Partial<Record<FormScheme, SchemeForm>>>({});
  const [formFailed, setFormFailed] = useState(false);
  const [document, setDocument] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [running, setRunning] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [tooBig, setTooBig] = useState(false);
  /** counts the links read: reading one always recomputes, even when the inputs look the same */
  const [loads, setLoads] = useState(0);
  /** the next computation runs without the debounce (the page just read a link) */
  const immediate = useRef(true);
  /** the visitor changed something: from then on the fragment follows the inputs */
  const dirty = useRef(false);
  const lastMs = useRef(0);
  /** the link being read: a form that arrives for an older one is not filled */
  const reading = useRef(0);
  const formCache = useRef<Partial<Record<FormScheme, SchemeForm>>>({});
  /** the Ed25519 check, loaded once a pasted document has log parts (null: not yet; 'failed': could not be loaded) */
  const [signatures, setSignatures] = useState<SignatureCheck | 'failed' | null>(null);

  const getForm = useCallback((scheme: FormScheme): Promise<SchemeForm> => {
    const cached = formCache.current[scheme];
    if (cached) return Promise.resolve(cached);
    return FORMS[scheme]().then((form) => {
      formCache.current[scheme] = form;
      setForms((f) => ({ ...f, [scheme]: form }));
      setFormFailed(false);
      return form;
    });
  }, []);

  const load = useCallback(
    (hash: string) => {
      const h = readHash(hash);
      const seq = ++reading.current;
      immediate.current = true;
      dirty.current = false;
      setFromLink(h !== null);
      const m = h?.mode ?? SHORT_LINK_FORM;
      setMode(m);
      setFieldsBy({});
      setDocument(h?.document ?? '');
      setLinkError(h?.linkError ?? null);
      // "Checking…" until the first result: the verdict then replaces it in the same live region
      setRunning(h !== null);
      setReady(true);
      setLoads((n) => n + 1);
      // the outcomes' renderer and the form load side by side, both while the page reads the link
      if (isScheme(h?.scheme)) loadOutcomes(h.scheme).catch(() => undefined);
      if (m === 'document') return;
      getForm(m).then(
        (form) => {
          if (seq !== reading.current) return;
          const fields = h ? fieldsFromLink(form, h) : form.empty;
          immediate.current = true;
          if (fields === null) setMode('document');
          else setFieldsBy({ [m]: fields });
          setLoads((n) => n + 1);
        },
        () => setFormFailed(true),
      );
    },
    [getForm],
  );

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

  const form = mode === 'document' ? undefined : forms[mode];
  const fields = mode === 'document' ? undefined : (fieldsBy[mode] ?? form?.empty);

  // Recompute: at once after reading a link, else after a short pause in typing.
  useEffect(() => {
    if (!ready) return;
    // a form still loading: its fields come with it
    if (mode !== 'document' && (!form || !fields)) return;
    const built: Built | undefined = form && fields && !linkError ? form.toDocument(fields) : undefined;
    const logText = mode === 'document' ? document : built?.doc ? JSON.stringify(built.doc) : '';
    const needsLog = vkey !== undefined && mayHaveLogParts(logText);
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
        out = linkError ? { kind: 'idle' } : built && form ? checkBuilt(built, form.fieldOf, log) : checkDocument(document, log);
      } catch (e) {
        // lib/fair raises only InputError (handled inside); anything else is a bug, shown rather than a blank page
        out = { kind: 'error', field: 'link', key: null, detail: e instanceof Error ? e.message : String(e), hints: [] };
      }
      lastMs.current = performance.now() - started;
      // the verdict and the outcomes together: the scheme's renderer first (loaded once)
      if (out.kind === 'report') loadOutcomes(out.proof.scheme).then(() => show(out), () => show(out));
      else show(out);
    };
    const show = (out: Outcome) => {
      if (cancelled) return;
      setOutcome(out);
      setRunning(false);
      if (dirty.current) {
        const valid = out.kind === 'report' ? out.doc : null;
        let frag: string;
        if (form && fields && built) frag = form.fragment ? form.fragment(fields, built, valid) : documentFragment(built.doc);
        else {
          frag = documentFragmentOf(document);
          if (valid) {
            try {
              frag = buildCheckLink(valid);
            } catch {
              /* the text as typed */
            }
          }
        }
        const big = frag.length > MAX_FRAGMENT;
        if (big) frag = '';
        setTooBig(big);
        if (frag !== currentHash() && !(frag === '' && currentHash() === '')) {
          const { pathname, search } = window.location;
          window.history.replaceState(window.history.state, '', pathname + search + frag);
        }
      }
    };
    const heavy = (mode === 'document' ? looksHeavy(document) : (form?.heavy?.(fields!) ?? false)) || lastMs.current > SLOW_MS;
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
  }, [ready, loads, mode, form, fields, document, linkError, vkey, signatures]);

  const setField = (name: string, value: string) => {
    if (mode === 'document' || !form) return;
    dirty.current = true;
    setLinkError(null);
    setFieldsBy((by) => ({ ...by, [mode]: { ...(by[mode] ?? form.empty), [name]: value } }));
  };
  const editDocument = (text: string) => {
    dirty.current = true;
    setLinkError(null);
    setDocument(text);
  };
  const switchMode = (m: Mode) => {
    if (m === mode) return;
    dirty.current = true;
    setLinkError(null);
    setMode(m);
    if (m !== 'document') getForm(m).catch(() => setFormFailed(true));
  };

  const errorAt = (name: string): string | undefined => {
    if (outcome.kind !== 'error' || outcome.field !== name) return undefined;
    const { key, values, detail } = outcome;
    if (key?.startsWith('Forms.')) return tf(key.slice(6), values);
    if (key?.startsWith('Check.')) return t(key.slice(6), values);
    return t('fieldError', { detail });
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
        <LazyOutcomes proof={outcome.proof} report={r} />
        {/* a matching commitment is good news, but the rolls come first on a phone */}
        {commitmentBox && r.commitmentOk === true && commitmentBox}
      </div>
    );
  }

  // ---- inputs -----------------------------------------------------------
  const documentForm = (
    <Suspense fallback={<div className="min-h-64" aria-busy="true" />}>
      <DocumentInput
        id="check-document"
        label={t('documentLabel')}
        hint={t('documentHint')}
        value={document}
        error={errorAt('document')}
        onChange={editDocument}
      />
    </Suspense>
  );

  const report = outcome.kind === 'report' ? outcome.report : null;
  let schemeForm: ReactNode = null;
  if (mode !== 'document') {
    schemeForm =
      form && fields ? (
        <div data-form={mode}>
          <form.Form scheme={mode} fields={fields} set={setField} errorAt={errorAt} report={report} />
        </div>
      ) : formFailed ? (
        <p role="alert" className="text-bad">
          {tf('loadFailed')}
        </p>
      ) : (
        <div className="min-h-64" aria-busy="true" />
      );
  }

  const modeSwitch = (
    <div role="group" aria-label={t('modeLabel')} className="flex max-w-full flex-wrap gap-1 rounded-xl border border-line bg-surface p-1">
      {MODES.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => switchMode(m)}
          data-mode={m}
          className={`rounded-lg px-3 py-1.5 text-sm font-medium ${mode === m ? 'bg-accent text-white dark:text-page' : 'text-muted hover:text-ink'}`}
        >
          {m === 'document' ? t('modeDocument') : tf(`modes.${m}`)}
        </button>
      ))}
    </div>
  );

  const inputs = (
    <form className="space-y-5" onSubmit={(e) => e.preventDefault()} noValidate data-testid="check-form">
      {modeSwitch}
      {mode === 'document' ? documentForm : schemeForm}
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
