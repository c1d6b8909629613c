'use client';

import { useTranslations } from 'next-intl';
import { buildCheckLink, isInputError, parseRecordedRolls, type Pair } from '@/lib/fair/core';
import { problemOf, type InputProblem } from '@/components/verify/inputError';
import { areaFor, Field, hexAreaFor, inputFor } from '../parts';
import { hexText, isEmpty, seedList, type Built, type Doc, type FormError, type FormProps, type SchemeForm, type SchemeInfo } from '../types';

/**
 * The backgammon app's form: server seed, commitment, phone seeds, count, rolls per
 * game, recorded rolls. Its links are the app's short ones (`#v=1&s=…&c=…&p=…&r=…&g=…&n=…`).
 */
const EMPTY = { seed: '', commitment: '', phones: '', count: '', games: '', recorded: '' };

/** Rolls as the recorded field shows them: `6-3 4-4 1-5 …` (the link's `6344…` made readable). */
export function rollsText(rolls: readonly Pair[]): string {
  return rolls.map((r) => `${r[0]}-${r[1]}`).join(' ');
}

function recordedCount(text: string): number | '' {
  try {
    return parseRecordedRolls(text).length;
  } catch {
    return '';
  }
}

/** A whole number without its leading zeros; any other text as it is. */
const number = (text: string): string => (/^\d{1,9}$/.test(text) ? String(Number(text)) : text);

/** The fields of a short link's parameters, as given (never throws: a bad value lands in its field). */
function fromLink(params: ReadonlyMap<string, string>) {
  const r = params.get('r') ?? '';
  let recorded = r;
  if (/^([1-6]{2})+$/.test(r)) {
    const pairs: Pair[] = [];
    for (let i = 0; i < r.length; i += 2) pairs.push([Number(r[i]), Number(r[i + 1])]);
    recorded = rollsText(pairs);
  }
  // numbers as parseCheckLink reads them (g=0007 is 7)
  const n = number(params.get('n') ?? '');
  return {
    seed: params.get('s') ?? '',
    commitment: params.get('c') ?? '',
    phones: (params.get('p') ?? '').split(',').filter(Boolean).join('\n'),
    // like buildCheckLink: n only when the recorded rolls do not give the count
    count: r && n === String(recorded ? recordedCount(recorded) : '') ? '' : n,
    games: (params.get('g') ?? '').split(',').filter(Boolean).map(number).join(', '),
    recorded,
  };
}

const err = (field: string, key: string | null, input?: InputProblem, values?: Record<string, number>): Built => ({
  doc: null,
  error: { field, key, ...(input ? { input } : {}), ...(values ? { values } : {}) } satisfies FormError,
});

/**
 * The count, the games and the pasted rolls when they disagree: the field to blame, when the other
 * two agree, with both numbers (lib/fair's own check names one field: the games, even when the paste
 * was short). Null when they agree, or when all three differ (lib/fair then says what it says).
 */
function disagreement(typed: number | undefined, games: number[] | undefined, rolls: number): Built | null {
  const sum = games?.reduce((a, b) => a + b, 0);
  if (typed !== undefined && typed !== rolls && (sum === undefined || sum === rolls)) return err('count', 'Check.countVsRolls', undefined, { count: typed, rolls });
  if (sum === undefined || sum === rolls) return null;
  if (typed === undefined || typed === rolls) return err('games', 'Check.gamesVsRolls', undefined, { games: sum, rolls });
  return typed === sum ? err('recorded', 'Check.rollsVsCount', undefined, { count: typed, rolls }) : null;
}

/** The backgammon-app document the form describes (not yet validated by lib/fair). */
const toDocument = (scheme: SchemeInfo) => (f: Record<string, string>): Built => {
  if (isEmpty(f)) return { doc: null };
  const seed = hexText(f.seed);
  const phones = seedList(f.phones ?? '');
  if (!seed) return err('seed', 'Check.seedRequired');
  if (phones.length === 0) return err('phones', 'Check.phonesRequired');
  const doc: Doc = { scheme: scheme.id, game: scheme.games[0], serverSeed: seed };
  const commitment = hexText(f.commitment);
  if (commitment) doc.commitment = commitment;
  doc.clientSeeds = phones;
  let recorded: Pair[] | undefined;
  if ((f.recorded ?? '').trim()) {
    try {
      recorded = parseRecordedRolls(f.recorded ?? '');
    } catch (e) {
      if (isInputError(e)) return err('recorded', null, problemOf(e));
      throw e;
    }
    if (recorded.length === 0) recorded = undefined;
  }
  let games: number[] | undefined;
  if ((f.games ?? '').trim()) {
    const parts = (f.games ?? '').split(/[\s,;+]+/).filter(Boolean);
    if (!parts.every((p) => /^\d{1,6}$/.test(p))) return err('games', 'Check.gamesInvalid');
    games = parts.map(Number);
  }
  let count: number | undefined;
  const c = (f.count ?? '').trim();
  if (c) {
    if (!/^\d{1,9}$/.test(c)) return err('count', 'Check.countInvalid');
    count = Number(c);
  } else if (recorded) count = recorded.length;
  else if (games) count = games.reduce((a, b) => a + b, 0);
  else return err('count', 'Check.countRequired');
  const conflict = recorded && disagreement(c ? count : undefined, games, recorded.length);
  if (conflict) return conflict;
  doc.count = count;
  if (recorded) doc.recorded = recorded;
  if (games) doc.games = games;
  return { doc };
};

/** The control that shows an error of lib/fair's field path (a document's or a short link's). */
function fieldOf(path: string): string {
  switch (path.replace(/[[.].*$/, '')) {
    case 's':
    case 'serverSeed':
      return 'seed';
    case 'c':
    case 'commitment':
      return 'commitment';
    case 'p':
    case 'clientSeeds':
      return 'phones';
    case 'n':
    case 'count':
      return 'count';
    case 'g':
    case 'games':
      return 'games';
    case 'r':
    case 'recorded':
      return 'recorded';
    default:
      return 'link';
  }
}

const enc = encodeURIComponent;

/** lib/fair's short link for a valid document, else the fields as typed (reloading shows the same error). */
function fragment(fields: Record<string, string>, _built: Built, valid: Doc | null): string {
  if (valid) {
    try {
      return buildCheckLink(valid);
    } catch {
      /* the fields as typed */
    }
  }
  if (isEmpty(fields)) return '';
  const v = (k: keyof typeof EMPTY) => (fields[k] ?? '').trim();
  let f = `#v=1&s=${enc(v('seed'))}`;
  if (v('commitment')) f += `&c=${enc(v('commitment'))}`;
  f += `&p=${seedList(fields.phones ?? '').map(enc).join(',')}`;
  if (v('recorded')) {
    let r: string;
    try {
      r = parseRecordedRolls(fields.recorded ?? '')
        .map((x) => `${x[0]}${x[1]}`)
        .join('');
    } catch {
      r = enc(v('recorded'));
    }
    if (r) f += `&r=${r}`;
  }
  if (v('games')) f += `&g=${enc(v('games').split(/[\s,;+]+/).join(','))}`;
  if (v('count')) f += `&n=${enc(v('count'))}`;
  return f;
}

function RollPairForm(form: FormProps) {
  const t = useTranslations('Check');
  const r = form.report;
  const countHint = r?.scheme === form.scheme && 'rolls' in r && r.rolls && !form.fields.count ? String(r.rolls.length) : undefined;
  return (
    <div className="space-y-5">
      <Field id="check-seed" label={t('seedLabel')} hint={t('seedHint')} error={form.errorAt('seed')}>
        {hexAreaFor(form, 'seed')}
      </Field>
      <Field id="check-commitment" label={t('commitmentLabel')} hint={t('commitmentHint')} error={form.errorAt('commitment')}>
        {hexAreaFor(form, 'commitment')}
      </Field>
      <Field id="check-phones" label={t('phonesLabel')} hint={t('phonesHint')} error={form.errorAt('phones')}>
        {areaFor(form, 'phones', 2, 'hex field-sizing-content min-h-18')}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="check-count" label={t('countLabel')} hint={t('countHint')} error={form.errorAt('count')}>
          {inputFor(form, 'count', { numeric: true, placeholder: countHint })}
        </Field>
        <Field id="check-games" label={t('gamesLabel')} hint={t('gamesHint')} error={form.errorAt('games')}>
          {inputFor(form, 'games', { numeric: true })}
        </Field>
      </div>
      <Field id="check-recorded" label={t('recordedLabel')} hint={t('recordedHint')} error={form.errorAt('recorded')}>
        {areaFor(form, 'recorded', 4, 'max-h-72 font-mono')}
      </Field>
    </div>
  );
}

export const makeForm = (scheme: SchemeInfo): SchemeForm => ({
  empty: EMPTY,
  // a j= link of a backgammon-app document opens the JSON text, as before
  fromDocument: () => null,
  fromLink,
  toDocument: toDocument(scheme),
  fragment,
  fieldOf,
  clientSeeds: 'phones',
  heavy: (f) => Number(f.count) > 20_000 || (f.recorded ?? '').length > 100_000,
  Form: RollPairForm,
});
