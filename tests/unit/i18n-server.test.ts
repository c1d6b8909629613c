import { createFormatter, createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { formatter, translator } from '@/lib/i18n/server';
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';

// lib/i18n/server.ts keeps one translator per locale and namespace, and one formatter per locale,
// for the whole process: what they produce must be what next-intl's per-request ones produce
// (both are use-intl's, given the messages and UTC as lib/i18n/request.ts gives them).
describe('process-wide translators and formatters', () => {
  it('translate as a fresh translator of the same messages does, plain, with arguments and plurals', () => {
    const fresh = createTranslator({ locale: 'ru', messages: ru, namespace: 'Proof', timeZone: 'UTC' });
    const t = translator('ru', 'Proof');
    expect(t('title', { id: 17 })).toBe(fresh('title', { id: 17 }));
    expect(t('title', { id: 17 })).toContain('17');
    expect(t('seat', { n: 2 })).toBe(fresh('seat', { n: 2 }));
    const stats = createTranslator({ locale: 'ru', messages: ru, namespace: 'Stats', timeZone: 'UTC' });
    for (const n of [1, 2, 5, 21]) {
      const args = { x: n, n: 30, mean: '5', p: '3 %' };
      expect(translator('ru', 'Stats')('doubles_fewer', args)).toBe(stats('doubles_fewer', args));
    }
    expect(translator('en', 'Proof')('title', { id: 3 })).toBe(createTranslator({ locale: 'en', messages: en, namespace: 'Proof' })('title', { id: 3 }));
    // no namespace: keys with their namespace, as the header uses them
    expect(translator('en')('Metadata.siteName')).toBe(en.Metadata.siteName);
  });

  it('are built once per locale and namespace, not per call', () => {
    expect(translator('ro', 'Proof')).toBe(translator('ro', 'Proof'));
    expect(translator('ro', 'Proof')).not.toBe(translator('ro', 'Games'));
    expect(translator('ro', 'Proof')).not.toBe(translator('en', 'Proof'));
    expect(formatter('ro')).toBe(formatter('ro'));
    expect(formatter('ro')).not.toBe(formatter('ru'));
  });

  it('format dates and numbers as next-intl does, in UTC', () => {
    const d = new Date('2026-03-05T23:30:07Z');
    for (const locale of ['ru', 'ro', 'en']) {
      const fresh = createFormatter({ locale, timeZone: 'UTC' });
      const opts = { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' } as const;
      expect(formatter(locale).dateTime(d, opts)).toBe(fresh.dateTime(d, opts));
      expect(formatter(locale).number(0.12345, { maximumFractionDigits: 2 })).toBe(fresh.number(0.12345, { maximumFractionDigits: 2 }));
    }
    // the time zone is UTC even when a format does not say so: 23:30 UTC is still the 5th
    expect(formatter('en').dateTime(d, { dateStyle: 'long' })).toContain('5');
  });

  it('report a missing key as next-intl does, by its path, without throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(translator('en', 'Proof')('noSuchKey' as never)).toBe('Proof.noSuchKey');
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
