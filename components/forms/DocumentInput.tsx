'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FileDrop } from '@/components/ui/FileDrop';
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
  return (
    <FileDrop
      onText={onChange}
      accept=".json,application/json"
      fileLabel={t('fileLabel')}
      dropHere={t('dropHere')}
      fileError={t('fileError')}
      zoneTestId="drop-zone"
      fileTestId="document-file"
    >
      <Field id={id} label={label} hint={hint} error={error}>
        {(p) => (
          <textarea
            {...p}
            rows={10}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className={`${INPUT} font-mono text-sm`}
          />
        )}
      </Field>
    </FileDrop>
  );
}
