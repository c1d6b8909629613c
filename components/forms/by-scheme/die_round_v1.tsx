'use client';

import { useTranslations } from 'next-intl';
import { areaFor, Field, HEX_AREA, hexAreaFor, inputFor } from '../parts';
import { isInputError } from '@/lib/fair/core';
import { problemOf } from '@/components/verify/inputError';
import { diceText, readDice, readPositions } from '../text';
import { hexText, isEmpty, numberOrText, pathHead, seedList, textOf, type Built, type Doc, type FormProps, type SchemeForm, type SchemeInfo } from '../types';

/**
 * The dice game's form: server seed, commitment, the players' client seed, number
 * of dice, Telegram positions, recorded dice as the game's log shows them.
 */
const EMPTY = { seed: '', commitment: '', clients: '', count: '', telegram: '', recorded: '' };
const KEYS = new Set(['scheme', 'game', 'commitment', 'serverSeed', 'clientSeeds', 'count', 'telegram', 'recorded']);

const toDocument = (scheme: SchemeInfo) => (f: Record<string, string>): Built => {
  if (isEmpty(f)) return { doc: null };
  const v = (k: keyof typeof EMPTY) => (f[k] ?? '').trim();
  const doc: Doc = { scheme: scheme.id, game: scheme.games[0] };
  let error: Built['error'];
  const fail = (field: string, e: unknown) => {
    if (!isInputError(e)) throw e;
    error ??= { field, key: null, input: problemOf(e) };
  };
  if (hexText(f.commitment)) doc.commitment = hexText(f.commitment);
  else error ??= { field: 'commitment', key: 'Forms.commitmentRequired' };
  if (hexText(f.seed)) doc.serverSeed = hexText(f.seed);
  const clients = seedList(f.clients ?? '');
  if (clients.length) doc.clientSeeds = clients;
  else if (v('seed')) error ??= { field: 'clients', key: 'Forms.clientSeedRequired' };
  let telegram: number[] = [];
  if (v('telegram')) {
    try {
      telegram = readPositions(v('telegram'));
      doc.telegram = telegram;
    } catch (e) {
      doc.telegram = v('telegram');
      fail('telegram', e);
    }
  }
  let recorded: (number | null)[] | undefined;
  if (v('recorded')) {
    try {
      recorded = readDice(v('recorded'), true);
      doc.recorded = recorded;
      // a Telegram mark in the dice is a Telegram position
      const marked = recorded.flatMap((d, i) => (d === null ? [i + 1] : []));
      const given = new Set(telegram);
      if (marked.some((p) => !given.has(p))) doc.telegram = [...new Set([...telegram, ...marked])].sort((a, b) => a - b);
    } catch (e) {
      doc.recorded = v('recorded');
      fail('recorded', e);
    }
  }
  if (v('count')) doc.count = numberOrText(v('count'));
  else if (recorded) doc.count = recorded.length;
  else if (v('seed')) error ??= { field: 'count', key: 'Forms.diceCountRequired' };
  return { doc, error };
};

function fromDocument(doc: Doc): Record<string, string> | null {
  if (Object.keys(doc).some((k) => !KEYS.has(k))) return null;
  const { recorded, telegram, clientSeeds, count } = doc;
  const dice = Array.isArray(recorded) && recorded.every((d) => d === null || typeof d === 'number') ? (recorded as (number | null)[]) : null;
  if (recorded !== undefined && dice === null && typeof recorded !== 'string') return null;
  const marked = new Set(dice?.flatMap((d, i) => (d === null ? [i + 1] : [])));
  return {
    seed: textOf(doc.serverSeed),
    commitment: textOf(doc.commitment),
    clients: Array.isArray(clientSeeds) ? clientSeeds.join(':') : textOf(clientSeeds),
    count: dice && count === dice.length ? '' : textOf(count),
    // positions a Telegram mark in the dice already says are not repeated
    telegram: Array.isArray(telegram) ? telegram.filter((p) => !marked.has(p as number)).join(', ') : textOf(telegram),
    recorded: dice ? diceText(dice) : textOf(recorded),
  };
}

function fieldOf(path: string): string {
  const head = pathHead(path);
  return { serverSeed: 'seed', commitment: 'commitment', clientSeeds: 'clients', count: 'count', telegram: 'telegram', recorded: 'recorded' }[head] ?? 'link';
}

function DieRoundForm(form: FormProps) {
  const t = useTranslations('Forms');
  const r = form.report;
  const counted = r?.scheme === form.scheme && 'dice' in r && r.dice && !form.fields.count ? String(r.dice.length) : undefined;
  return (
    <div className="space-y-5">
      <Field id="dice-seed" label={t('seedLabel')} hint={t('dice.seedHint', { id: form.example ?? 'none' })} error={form.errorAt('seed')}>
        {hexAreaFor(form, 'seed')}
      </Field>
      <Field id="dice-commitment" label={t('commitmentLabel')} hint={t('dice.commitmentHint')} error={form.errorAt('commitment')}>
        {hexAreaFor(form, 'commitment')}
      </Field>
      <Field id="dice-clients" label={t('dice.clientsLabel')} hint={t('dice.clientsHint')} error={form.errorAt('clients')}>
        {areaFor(form, 'clients', 1, HEX_AREA)}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="dice-count" label={t('dice.countLabel')} hint={t('dice.countHint')} error={form.errorAt('count')}>
          {inputFor(form, 'count', { numeric: true, placeholder: counted })}
        </Field>
        <Field id="dice-telegram" label={t('dice.telegramLabel')} hint={t('dice.telegramHint')} error={form.errorAt('telegram')}>
          {inputFor(form, 'telegram', { numeric: true })}
        </Field>
      </div>
      <Field id="dice-recorded" label={t('dice.recordedLabel')} hint={t('dice.recordedHint')} error={form.errorAt('recorded')}>
        {areaFor(form, 'recorded', 3, 'max-h-72 font-mono')}
      </Field>
    </div>
  );
}

export const makeForm = (scheme: SchemeInfo): SchemeForm => ({
  empty: EMPTY,
  fromDocument,
  toDocument: toDocument(scheme),
  fieldOf,
  heavy: (f) => Number(f.count) > 20_000 || (f.recorded ?? '').length > 100_000,
  Form: DieRoundForm,
});
