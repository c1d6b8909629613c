'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { pastedHex } from '@/lib/fair/core';
import type { FormProps } from './types';

export const INPUT =
  'w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-base placeholder:text-muted/70 aria-[invalid=true]:border-bad aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-bad';

/** What a control is given by its {@link Field}: its id, and its hint and error as its description. */
export type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** A labelled control with its hint and its error (`data-field`, `data-testid="<id>-error"`: the tests' hooks). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (props: ControlProps) => ReactNode;
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

const TEXT_OFF = { autoComplete: 'off', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } as const;

/** A text area bound to one field of a form; seeds wrap rather than scroll sideways. */
export function areaFor(form: FormProps, name: string, rows: number, className: string) {
  return function Area(p: ControlProps) {
    return (
      <textarea
        {...p}
        {...TEXT_OFF}
        rows={rows}
        value={form.fields[name] ?? ''}
        onChange={(e) => form.set(name, e.target.value)}
        className={`${INPUT} ${className}`}
      />
    );
  };
}

/**
 * A seed's or a commitment's text area: a value pasted with spaces or line breaks inside is read
 * without them (./types.ts hexText), and the note under the area says so.
 */
export function hexAreaFor(form: FormProps, name: string) {
  const Area = areaFor(form, name, 1, HEX_AREA);
  // called by Field as a function, like every control here (a component would be a new type each render)
  return function HexArea(p: ControlProps) {
    const t = useTranslations('Forms');
    const spaced = pastedHex(form.fields[name] ?? '').spaced;
    const note = `${p.id}-spaced`;
    return (
      <>
        {Area({ ...p, 'aria-describedby': spaced ? [p['aria-describedby'], note].filter(Boolean).join(' ') : p['aria-describedby'] })}
        {spaced && (
          <p id={note} className="text-sm text-muted" data-testid={note}>
            {t('spacesRemoved')}
          </p>
        )}
      </>
    );
  };
}

/** A one-line text input bound to one field (`numeric`: a number keyboard on phones). */
export function inputFor(form: FormProps, name: string, options: { numeric?: boolean; placeholder?: string; className?: string } = {}) {
  return function Input(p: ControlProps) {
    return (
      <input
        {...p}
        {...TEXT_OFF}
        type="text"
        inputMode={options.numeric ? 'numeric' : undefined}
        value={form.fields[name] ?? ''}
        onChange={(e) => form.set(name, e.target.value)}
        placeholder={options.placeholder}
        className={`${INPUT} ${options.numeric ? 'tabular-nums' : ''} ${options.className ?? ''}`}
      />
    );
  };
}

/** A select bound to one field: `options` are [value, label]. */
export function selectFor(form: FormProps, name: string, options: readonly (readonly [string, string])[]) {
  return function Select(p: ControlProps) {
    return (
      <select {...p} value={form.fields[name] ?? ''} onChange={(e) => form.set(name, e.target.value)} className={INPUT}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    );
  };
}

/** Class of a one-line hex text area (seeds, commitments). */
export const HEX_AREA = 'hex field-sizing-content min-h-11 resize-none';
