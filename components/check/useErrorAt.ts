'use client';

import { useTranslations } from 'next-intl';
import { inputMessage, inputText, jsonSyntaxText } from '@/components/verify/inputError';
import type { Outcome } from './check';

/** The error message shown at a control (by its name), in the page's language, or undefined. */
export function useErrorAt(outcome: Outcome): (name: string) => string | undefined {
  const t = useTranslations('Check');
  const tf = useTranslations('Forms');
  const ti = useTranslations('Input');
  return (name) => {
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
}
