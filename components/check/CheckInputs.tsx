'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import type { Report } from '@/lib/fair/core';
import type { Mode } from './compute';
import type { CheckLink } from './useCheckLink';

/** The JSON box: fetched when the "proof document" mode is first shown (the app's links never need it). */
const DocumentInput = lazy(() => import('@/components/forms/DocumentInput').then((m) => ({ default: m.DocumentInput })));

/** The space a form takes while it loads. */
const Loading = () => <div className="min-h-64" aria-busy="true" />;

/** The buttons choosing a scheme's form or the JSON text. */
function ModeSwitch({ modes, mode, onSwitch }: { modes: readonly Mode[]; mode: Mode; onSwitch: (m: Mode) => void }) {
  const t = useTranslations('Check');
  const tf = useTranslations('Forms');
  return (
    <div role="group" aria-label={t('modeLabel')} className="flex max-w-full flex-wrap gap-1 rounded-xl border border-line bg-surface p-1">
      {modes.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => onSwitch(m)}
          data-mode={m}
          className={`rounded-lg px-3 py-1.5 text-sm font-medium ${mode === m ? 'bg-accent text-white dark:text-page' : 'text-muted hover:text-ink'}`}
        >
          {m === 'document' ? t('modeDocument') : tf(`modes.${m}`)}
        </button>
      ))}
    </div>
  );
}

/** The current scheme's form, its frame while it loads, or that it could not be loaded. */
function SchemeFormView({ link, errorAt, report, example }: { link: CheckLink; errorAt: (name: string) => string | undefined; report: Report | null; example?: number }) {
  const tf = useTranslations('Forms');
  const { mode, form, fields } = link;
  if (mode === 'document') return null;
  if (form && fields) {
    return (
      <div data-form={mode}>
        <form.Form scheme={mode} fields={fields} set={link.setField} errorAt={errorAt} report={report} example={example} />
      </div>
    );
  }
  return link.formFailed ? (
    <p role="alert" className="text-bad">
      {tf('loadFailed')}
    </p>
  ) : (
    <Loading />
  );
}

/** The page's inputs: the mode switch, then the scheme's form or the pasted document. */
export function CheckInputs(props: { link: CheckLink; errorAt: (name: string) => string | undefined; report: Report | null; examples: Record<string, number> }) {
  const t = useTranslations('Check');
  const { link, errorAt } = props;
  return (
    <form className="space-y-5" onSubmit={(e) => e.preventDefault()} noValidate data-testid="check-form">
      <ModeSwitch modes={link.engine?.MODES ?? []} mode={link.mode} onSwitch={link.switchMode} />
      {link.mode === 'document' ? (
        <Suspense fallback={<Loading />}>
          <DocumentInput id="check-document" label={t('documentLabel')} hint={t('documentHint')} value={link.document} error={errorAt('document')} onChange={link.editDocument} />
        </Suspense>
      ) : (
        <SchemeFormView link={link} errorAt={errorAt} report={props.report} example={props.examples[link.mode]} />
      )}
    </form>
  );
}
