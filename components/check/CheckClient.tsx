'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { VerdictBanner } from '@/components/verify/VerdictBanner';
import { DiceTallyLine, useNoDieVerdict } from '@/components/verify/DiceTally';
import { inputMessage, inputText, jsonSyntaxText, problemOf } from '@/components/verify/inputError';
import { ContactSlot } from '@/components/verify/ContactSlot';
import { ReceiptAlone } from './ReceiptAlone';
import { Diagnosis, positionLabel } from '@/components/verify/Diagnosis';
import type { FromHash, LogCheck, Mode, Outcome } from './compute';
import { loadSignatureCheck } from '@/components/verify/signatures';
import type { FormScheme } from '@/components/forms';
import type { Built, Fields, SchemeForm } from '@/components/forms/types';
import type { SignatureCheck } from '@/lib/fair/core';

/** Debounce between a keystroke and the recomputation. */
const DEBOUNCE_MS = 150;
/** A computation slower than this shows the progress banner before the next one. */
const SLOW_MS = 150;
const MAX_DIFFERENCES = 20;
/** The JSON box: fetched when the "proof document" mode is first shown (the app's links never need it). */
const DocumentInput = lazy(() => import('@/components/forms/DocumentInput').then((m) => ({ default: m.DocumentInput })));

/** lib/fair with the forms and the outcome renderers (./engine.ts): not part of the page's first load. */
type Engine = typeof import('./engine');

let engineLoad: Promise<Engine> | null = null;

/** The engine, fetched once (a fetch that failed is tried again by the next call). */
function loadEngine(): Promise<Engine> {
  if (!engineLoad) {
    const p = import('./engine');
    engineLoad = p;
    p.catch(() => {
      if (engineLoad === p) engineLoad = null;
    });
  }
  return engineLoad;
}

// As soon as this script runs — before the page hydrates — start fetching the engine, then the form
// and the outcome renderer the link needs: they arrive beside hydration rather than after it.
if (typeof window !== 'undefined') loadEngine().then((e) => e.prefetchFor(window.location.hash), () => undefined);

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
/** `examples`: by scheme id, a published proof's number the forms' hints may cite (see FormProps.example). */
export function CheckClient({ contactEmail, vkey, examples = {} }: { contactEmail: string | null; vkey?: string; examples?: Record<string, number> }) {
  const t = useTranslations('Check');
  const tf = useTranslations('Forms');
  const ti = useTranslations('Input');
  const g = useTranslations('Games');
  const noDie = useNoDieVerdict();
  const [engine, setEngine] = useState<Engine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const [fromLink, setFromLink] = useState(false);
  /** set from the link (or to the backgammon app's form) before the page shows anything */
  const [mode, setMode] = useState<Mode>('document');
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

  const getForm = useCallback((e: Engine, scheme: FormScheme): Promise<SchemeForm> => {
    const cached = formCache.current[scheme];
    if (cached) return Promise.resolve(cached);
    return e.FORMS[scheme]().then((form) => {
      formCache.current[scheme] = form;
      setForms((f) => ({ ...f, [scheme]: form }));
      setFormFailed(false);
      return form;
    });
  }, []);

  const load = useCallback(
    (e: Engine, hash: string) => {
      const h = e.readHash(hash);
      const seq = ++reading.current;
      immediate.current = true;
      dirty.current = false;
      setFromLink(h !== null);
      const m = h?.mode ?? e.SHORT_LINK_FORM;
      setMode(m);
      setFieldsBy({});
      setDocument(h?.document ?? '');
      setLinkError(h?.linkError ?? null);
      // "Checking…" until the first result: the verdict then replaces it in the same live region
      setRunning(h !== null);
      setReady(true);
      setLoads((n) => n + 1);
      // the outcomes' renderer and the form load side by side, both while the page reads the link
      if (e.isScheme(h?.scheme)) e.loadOutcomes(h.scheme).catch(() => undefined);
      if (m === 'document') return;
      getForm(e, m).then(
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

  // Read the fragment once mounted and the engine is here (the server never sees the fragment),
  // and again when the visitor edits it in the address bar.
  useEffect(() => {
    let gone = false;
    let onHash: (() => void) | null = null;
    loadEngine().then(
      (e) => {
        if (gone) return;
        setEngine(e);
        load(e, currentHash());
        onHash = () => load(e, currentHash());
        window.addEventListener('hashchange', onHash);
      },
      () => !gone && setEngineFailed(true),
    );
    return () => {
      gone = true;
      if (onHash) window.removeEventListener('hashchange', onHash);
    };
  }, [load]);

  const form = mode === 'document' ? undefined : forms[mode];
  const fields = mode === 'document' ? undefined : (fieldsBy[mode] ?? form?.empty);

  // Recompute: at once after reading a link, else after a short pause in typing.
  useEffect(() => {
    if (!ready || !engine) return;
    // a form still loading: its fields come with it
    if (mode !== 'document' && (!form || !fields)) return;
    const built: Built | undefined = form && fields && !linkError ? form.toDocument(fields) : undefined;
    const logText = mode === 'document' ? document : built?.doc ? JSON.stringify(built.doc) : '';
    const needsLog = vkey !== undefined && engine.mayHaveLogParts(logText);
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
        out = linkError ? { kind: 'idle' } : built && form ? engine.checkBuilt(built, form.fieldOf, log) : engine.checkDocument(document, log);
      } catch (e) {
        // lib/fair raises only InputError (handled inside); anything else is a bug, shown rather than a blank page
        out = { kind: 'error', field: 'link', key: null, input: problemOf(e, 'link'), hints: [] };
      }
      lastMs.current = performance.now() - started;
      // the verdict and the outcomes together: the scheme's renderer first (loaded once)
      if (out.kind === 'report') engine.loadOutcomes(out.proof.scheme).then(() => show(out), () => show(out));
      else show(out);
    };
    const show = (out: Outcome) => {
      if (cancelled) return;
      setOutcome(out);
      setRunning(false);
      if (dirty.current) {
        const valid = out.kind === 'report' ? out.doc : null;
        let frag: string;
        if (form && fields && built) frag = form.fragment ? form.fragment(fields, built, valid) : engine.documentFragment(built.doc);
        else {
          frag = engine.documentFragmentOf(document);
          if (valid) {
            try {
              frag = engine.buildCheckLink(valid);
            } catch {
              /* the text as typed */
            }
          }
        }
        const big = frag.length > engine.MAX_FRAGMENT;
        if (big) frag = '';
        setTooBig(big);
        if (frag !== currentHash() && !(frag === '' && currentHash() === '')) {
          const { pathname, search } = window.location;
          window.history.replaceState(window.history.state, '', pathname + search + frag);
        }
      }
    };
    const heavy = (mode === 'document' ? engine.looksHeavy(document) : (form?.heavy?.(fields!) ?? false)) || lastMs.current > SLOW_MS;
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
  }, [ready, engine, loads, mode, form, fields, document, linkError, vkey, signatures]);

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
    if (m !== 'document' && engine) getForm(engine, m).catch(() => setFormFailed(true));
  };

  const errorAt = (name: string): string | undefined => {
    if (outcome.kind !== 'error' || outcome.field !== name) return undefined;
    const { key, values, input } = outcome;
    if (key?.startsWith('Forms.')) return tf(key.slice(6), values);
    // the browser's own JSON message is in its language, not the page's
    if (key === 'Check.docInvalidJson') return t('docInvalidJson', { detail: jsonSyntaxText(ti, String(values?.detail ?? '')) });
    if (key?.startsWith('Check.')) return t(key.slice(6), values);
    if (!input) return undefined;
    // a pasted text's item says itself what cannot be read (Die 3: cannot read “7” — …)
    if (input.code === 'unreadable') return inputMessage(ti, input);
    // a position inside a list is named (recorded.dice[3]); a control's own error needs no path
    return t('fieldError', { detail: name === 'document' || name === 'link' || input.field.includes('[') ? inputText(ti, input) : inputMessage(ti, input) });
  };
  // ---- verdict ----------------------------------------------------------
  let banner: ReactNode = null;
  if (running) {
    banner = <VerdictBanner verdict="running" title={t('running')} />;
  } else if (linkError) {
    banner = <VerdictBanner verdict="error" title={t('verdict_error')} detail={t(linkError === 'version' ? 'link_version' : 'link_unreadable')} />;
  } else if (outcome.kind === 'error') {
    banner = (
      <VerdictBanner
        verdict="error"
        title={t('verdict_error')}
        detail={outcome.field === 'link' && outcome.input ? t('fieldError', { detail: inputText(ti, outcome.input) }) : t('detail_error')}
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
    const tally = <DiceTallyLine tally={outcome.dice} />;
    banner = outcome.noDie ? (
      <VerdictBanner verdict="unchecked" title={noDie.title} detail={<>{noDie.detail}{tally}</>} />
    ) : (
      <VerdictBanner verdict={outcome.verdict} title={t(`verdict_${outcome.verdict}`)} detail={<>{detail}{tally}</>} />
    );
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
  if (!running && outcome.kind === 'report' && engine) {
    const { LazyOutcomes, valueText } = engine;
    const r = outcome.report;
    const differences = r.mismatches.filter((m) => !/^commit/.test(m.at));
    const commitmentBox =
      'commitment' in r && r.commitment !== undefined && !engine.isSessionProof(outcome.proof) ? (
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
                  <DifferenceText at={m.at} recorded={m.recorded} computed={m.computed} valueText={valueText} />
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
          <form.Form scheme={mode} fields={fields} set={setField} errorAt={errorAt} report={report} example={examples[mode]} />
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
      {(engine?.MODES ?? []).map((m) => (
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

  if (!ready) {
    return engineFailed ? (
      <p role="alert" className="text-bad" data-testid="check-load-failed">
        {t('loadFailed')}
      </p>
    ) : (
      // until the engine is here: as tall as the screen, so that what follows (the form, or a
      // link's verdict and rolls — always taller) pushes nothing visible down when it arrives
      <div className="min-h-svh" aria-hidden="true" />
    );
  }

  if (fromLink) {
    // Arriving from the app: the verdict and the rolls first, the inputs folded below.
    const open = formOpen || outcome.kind === 'error';
    return (
      // while checking, the screen's height too: the rolls then arrive below the fold
      <div className={`space-y-8 ${running ? 'min-h-svh' : ''}`}>
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

function DifferenceText({
  at,
  recorded,
  computed,
  valueText,
}: {
  at: string;
  recorded: unknown;
  computed: unknown;
  valueText: Engine['valueText'];
}) {
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
