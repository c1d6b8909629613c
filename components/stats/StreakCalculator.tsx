'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { comparisonFor, runProbability } from '@/lib/stats/streaks';

type Mode = 'doubles' | 'losses' | 'face';
const MODES: Mode[] = ['doubles', 'losses', 'face'];
const MAX_TOTAL = 1_000_000;
/** P(a roll is not a double) = P(a die is not your face) = 5/6. */
const NOT_SIX = 5 / 6;

type Result = { ok: true; mode: Mode; run: number; total: number; p: number } | { ok: false; field: 'run' | 'total' | 'chance'; message: string };

/** A whole number typed the way people type them ("1 000" included); NaN otherwise. */
const parseWhole = (s: string) => (/^\d{1,7}$/.test(s.replace(/[\s\u00a0\u202f]/g, '')) ? Number(s.replace(/[\s\u00a0\u202f]/g, '')) : NaN);
/** A percentage with a point or a comma; NaN otherwise. */
const parsePercent = (s: string) => (/^\d{1,3}([.,]\d+)?$/.test(s.trim()) ? Number(s.trim().replace(',', '.')) : NaN);

/** A computed probability: as a percentage, as odds, and compared with something everyday. */
function StreakResult({ result }: { result: Extract<Result, { ok: true }> }) {
  const t = useTranslations('Streaks');
  const format = useFormatter();
  const { p } = result;
  const cmp = comparisonFor(p);
  const pText = format.number(p, { style: 'percent', maximumSignificantDigits: 3 });
  return (
    <div className="space-y-1" data-testid="streak-result" data-p={p}>
      <p className="font-medium">{t(`result_${result.mode}`, { run: result.run, total: result.total, p: pText })}</p>
      {p > 0 && p < 0.5 && <p>{t('odds', { odds: format.number(Math.round(1 / p)) })}</p>}
      {p >= 0.5 && <p>{t('likely')}</p>}
      {cmp && <p className="text-muted">{t('compare', { what: t(`cmp_${cmp}`) })}</p>}
    </div>
  );
}

/**
 * The stats page's streak calculator: no doubles for N rolls, K losses in a row, a face missing
 * for N dice — each "somewhere in M" — as an exact probability (lib/stats/streaks.ts) with an
 * everyday comparison. Runs entirely in the browser.
 */
export function StreakCalculator() {
  const t = useTranslations('Streaks');
  const format = useFormatter();
  const id = useId();
  const [mode, setMode] = useState<Mode>('doubles');
  const [run, setRun] = useState('20');
  const [total, setTotal] = useState('60');
  const [chance, setChance] = useState('50');
  const [result, setResult] = useState<Result | null>(null);

  const label = { run: t(`run_${mode}`), total: t(`total_${mode}`), chance: t('lossChance') };

  function compute(e: FormEvent) {
    e.preventDefault();
    const m = parseWhole(total);
    const k = parseWhole(run);
    const intError = (field: 'run' | 'total', max: number): Result => ({ ok: false, field, message: t('errInt', { field: label[field], min: 1, max: format.number(max) }) });
    if (!(m >= 1 && m <= MAX_TOTAL)) return setResult(intError('total', MAX_TOTAL));
    if (!(k >= 1)) return setResult(intError('run', m));
    if (k > m) return setResult({ ok: false, field: 'run', message: t('errRun', { field: label.run, total: label.total }) });
    let q = NOT_SIX;
    if (mode === 'losses') {
      const c = parsePercent(chance);
      if (!(c > 0 && c < 100)) return setResult({ ok: false, field: 'chance', message: t('errPercent', { field: label.chance }) });
      q = c / 100;
    }
    setResult({ ok: true, mode, run: k, total: m, p: runProbability(m, k, q) });
  }

  const err = (field: 'run' | 'total' | 'chance') => (result && !result.ok && result.field === field ? result.message : null);
  const input = (field: 'run' | 'total' | 'chance', value: string, set: (v: string) => void) => {
    const e = err(field);
    return (
      <div className="space-y-1">
        <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
          {label[field]}
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          inputMode={field === 'chance' ? 'decimal' : 'numeric'}
          value={value}
          onChange={(ev) => set(ev.target.value)}
          aria-invalid={e ? true : undefined}
          aria-describedby={e ? `${id}-${field}-err` : undefined}
          className="w-full max-w-[12rem] rounded-lg border border-line bg-page px-3 py-2 tabular-nums"
        />
        {e && (
          <p id={`${id}-${field}-err`} className="text-sm text-bad">
            {e}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={compute} noValidate className="space-y-4 rounded-xl border border-line bg-surface p-4 sm:p-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('mode')}</legend>
        <div className="flex flex-wrap gap-2">
          {MODES.map((m) => (
            <label key={m} className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm ${mode === m ? 'border-accent bg-accent-soft' : 'border-line'}`}>
              <input
                type="radio"
                name="mode"
                value={m}
                checked={mode === m}
                onChange={() => {
                  setMode(m);
                  setResult(null);
                }}
                className="mr-1.5 accent-accent"
              />
              {t(`mode${m[0]!.toUpperCase()}${m.slice(1)}` as 'modeDoubles')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        {input('run', run, setRun)}
        {input('total', total, setTotal)}
        {mode === 'losses' && input('chance', chance, setChance)}
      </div>
      <button type="submit" className="rounded-lg bg-accent px-4 py-2 font-medium text-white dark:text-page">
        {t('compute')}
      </button>
      <div aria-live="polite">{result?.ok && <StreakResult result={result} />}</div>
    </form>
  );
}
