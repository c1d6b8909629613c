'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { getText } from './Witness';
import { lookupEntry, type LookupResult } from './checks';
import { TextBlock } from '@/components/ui/TextBlock';

function Step({ ok, children }: { ok: boolean | null; children: ReactNode }) {
  const [glyph, cls] = ok === null ? ['–', 'text-muted'] : ok ? ['✓', 'text-ok'] : ['✗', 'text-bad'];
  return (
    <li className="flex gap-2" data-step={ok === null ? 'unknown' : ok ? 'ok' : 'bad'}>
      <span aria-hidden="true" className={`w-3 shrink-0 text-center font-bold ${cls}`}>
        {glyph}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** A checked entry: the verdict, each step's mark, the entry's text and a link to its proof. */
function CheckedEntry({ result }: { result: Extract<LookupResult, { kind: 'checked' }> }) {
  const t = useTranslations('Log');
  const locale = useLocale();
  const ok = result.included && result.matches !== 'no';
  const ref = result.ref;
  return (
    <div className={`space-y-3 rounded-xl border-2 p-4 ${ok ? 'border-ok/60 bg-ok/10' : 'border-bad/60 bg-bad/10'}`} data-lookup={ok ? 'ok' : 'bad'}>
      <p className="text-lg font-semibold">{ok ? t('lookupVerified', { index: result.index }) : t('lookupFailed', { index: result.index })}</p>
      <ul className="space-y-1.5 text-sm">
        <Step ok={true}>{t('stepSigned', { size: result.checkpoint.size })}</Step>
        <Step ok={result.included}>
          {result.included ? t('stepIncluded', { count: result.hashes.length }) : t('stepNotIncluded')}
        </Step>
        {ref && (
          <Step ok={result.matches === 'unknown' ? null : result.matches === 'yes'}>
            {t(result.matches === 'yes' ? 'stepMatches' : result.matches === 'no' ? 'stepDiffers' : 'stepUnknown', { proof: ref.proof })}
          </Step>
        )}
      </ul>
      <TextBlock label={t('entryText', { index: result.index })}>{result.entry}</TextBlock>
      {ref && (
        <p>
          <a href={`/${locale}/fair/${ref.proof}`} className="font-medium text-accent underline underline-offset-4">
            {ref.hand === undefined ? t('openProof', { proof: ref.proof }) : t('openProofHand', { proof: ref.proof, hand: ref.hand })}
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * "Verify any entry by number": the browser downloads the log's current checkpoint, the entry, its
 * inclusion proof and the proof document it belongs to, and checks them with lib/fair.
 */
export function EntryLookup({ vkey, size }: { vkey: string; size: number }) {
  const t = useTranslations('Log');
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [result, setResult] = useState<LookupResult | null>(null);
  const [asked, setAsked] = useState(0);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = value.trim();
    if (!/^\d{1,15}$/.test(v)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const index = Number(v);
    setAsked(index);
    setBusy(index);
    setResult(null);
    const r = await lookupEntry(index, vkey, { get: getText });
    setBusy(null);
    setResult(r);
  }

  let out: ReactNode = null;
  if (busy !== null) out = <p className="text-muted">{t('lookupChecking', { index: busy })}</p>;
  else if (result?.kind === 'unreachable') out = <p className="text-wait">{t('lookupUnreachable', { detail: result.detail })}</p>;
  else if (result?.kind === 'signature') out = <p className="font-medium text-bad">{t('lookupSignature')}</p>;
  else if (result?.kind === 'beyond') out = <p>{t('lookupBeyond', { size: result.size, index: asked })}</p>;
  else if (result?.kind === 'checked') out = <CheckedEntry result={result} />;

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow basis-40 space-y-1">
          <label htmlFor={`${id}-n`} className="block text-sm font-medium">
            {t('lookupLabel')}
          </label>
          <input
            id={`${id}-n`}
            name="entry"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={size > 0 ? t('lookupPlaceholder', { last: size - 1 }) : '0'}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-err` : ''}`}
            className="block min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono aria-invalid:border-bad"
          />
        </div>
        <button
          type="submit"
          disabled={busy !== null}
          className="inline-flex min-h-11 items-center rounded-lg bg-accent px-4 py-2 font-medium text-white hover:opacity-90 disabled:opacity-60 dark:text-page"
        >
          {t('lookupSubmit')}
        </button>
        <p id={`${id}-hint`} className="w-full text-sm text-muted">
          {t('lookupHint')}
        </p>
        {invalid && (
          <p id={`${id}-err`} className="w-full text-sm font-medium text-bad">
            {t('lookupInvalid')}
          </p>
        )}
      </form>
      <div role="status" aria-live="polite" data-testid="lookup-result">
        {out}
      </div>
    </div>
  );
}
