'use client';

import { useTranslations } from 'next-intl';
import { useState, type DragEvent, type ReactNode } from 'react';
import { Field, INPUT } from './parts';

/**
 * A JSON document: pasted, opened as a file or dropped on the box (the /check/ page's "proof
 * document", and the poker form's receipt or session). `onChange` gets the text.
 */
export function DocumentInput({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  value: string;
  error?: string;
  onChange(text: string): void;
}) {
  const t = useTranslations('Check');
  const [dragging, setDragging] = useState(false);
  const [fileError, setFileError] = useState(false);
  const edit = (text: string) => {
    setFileError(false);
    onChange(text);
  };
  const readFile = (file: File | undefined) => {
    if (!file) return;
    file.text().then(edit, () => setFileError(true));
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    readFile(e.dataTransfer.files[0]);
  };
  return (
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
      <Field id={id} label={label} hint={hint} error={error}>
        {(p) => (
          <textarea
            {...p}
            rows={10}
            value={value}
            onChange={(e) => edit(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className={`${INPUT} font-mono text-sm`}
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
}
