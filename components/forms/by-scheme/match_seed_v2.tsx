'use client';

import { useTranslations } from 'next-intl';
import { isInputError, MATCH_GAMES, MATCH_LIST, type MatchGame } from '@/lib/fair/core';
import { problemOf } from '@/components/verify/inputError';
import { areaFor, Field, hexAreaFor, inputFor, selectFor } from '../parts';
import { cardsText, dicePairsText, readCards, readDice } from '../text';
import { hexText, isEmpty, numberOrText, pathHead, seedList, textOf, type Built, type Doc, type FormProps, type SchemeForm, type SchemeInfo } from '../types';

/**
 * The table games' form (one draw stream per match): the game, server seed, commitment, match id, client seeds
 * by seat, count, and what a player can paste of the outcomes — who took seat 1, the dice
 * (backgammon), the deals as cards (bridge, tarneeb, trix, baloot). Mahjong's tiles are shown, not
 * pasted; checkers and xiangqi have only the seat order.
 */
const EMPTY = { game: 'backgammon', seed: '', commitment: '', matchId: '', seeds: '', count: '', first: '', recorded: '' };
const KEYS = new Set(['scheme', 'game', 'commitment', 'serverSeed', 'matchId', 'clientSeeds', 'count', 'recorded']);
/** Cards per recorded group: a deal, or a baloot hand (its 32-card deck, then the 11 of the second deal). */
const PER = { deals: 52, hands: 43 } as const;

const listOf = (game: string) => MATCH_LIST[(MATCH_GAMES as readonly string[]).includes(game) ? (game as MatchGame) : 'backgammon'];
/** What the count and the pasted outcomes are for a game: dice, deals, hands, tiles, or nothing. */
const pasteable = (game: string) => {
  const l = listOf(game);
  return l === 'dice' || l === 'deals' || l === 'hands' ? l : null;
};

const toDocument = (scheme: SchemeInfo) => (f: Record<string, string>): Built => {
  const { game: _game, ...rest } = f;
  if (isEmpty(rest)) return { doc: null };
  const v = (k: keyof typeof EMPTY) => (f[k] ?? '').trim();
  const game = v('game') || EMPTY.game;
  const list = listOf(game);
  const paste = pasteable(game);
  const doc: Doc = { scheme: scheme.id, game };
  let error: Built['error'];
  if (hexText(f.commitment)) doc.commitment = hexText(f.commitment);
  else error ??= { field: 'commitment', key: 'Forms.commitmentRequired' };
  if (v('matchId')) doc.matchId = v('matchId');
  else error ??= { field: 'matchId', key: 'Forms.matchIdRequired' };
  if (hexText(f.seed)) doc.serverSeed = hexText(f.seed);
  const seeds = seedList(f.seeds ?? '');
  if (seeds.length) doc.clientSeeds = seeds;
  else if (v('seed')) error ??= { field: 'seeds', key: 'Forms.clientSeedRequired' };
  const recorded: Record<string, unknown> = {};
  if (v('first') === '1' || v('first') === '2') recorded.seatOrder = v('first') === '1' ? [0, 1] : [1, 0];
  let events: number | undefined;
  if (paste && v('recorded')) {
    try {
      if (paste === 'dice') {
        const dice = readDice(v('recorded'), false) as number[];
        recorded.dice = dice;
        events = dice.length;
      } else {
        const cards = readCards(v('recorded'));
        const per = PER[paste];
        if (cards.length % per !== 0) {
          recorded[paste] = v('recorded');
          error ??= { field: 'recorded', key: 'Forms.cardsCount', values: { count: cards.length, per } };
        } else {
          const groups: number[][] = [];
          for (let i = 0; i < cards.length; i += per) groups.push(cards.slice(i, i + per));
          recorded[paste] = paste === 'deals' ? groups : groups.map((g) => ({ deck: g.slice(0, 32), rest: g.slice(32) }));
          events = groups.length;
        }
      }
    } catch (e) {
      recorded[paste] = v('recorded');
      if (!isInputError(e)) throw e;
      error ??= { field: 'recorded', key: null, input: problemOf(e) };
    }
  }
  if (list !== null) {
    if (v('count')) doc.count = numberOrText(v('count'));
    else if (events !== undefined) doc.count = events;
    else if (v('seed')) error ??= { field: 'count', key: 'Forms.countRequired', values: { list } };
  }
  if (Object.keys(recorded).length) doc.recorded = recorded;
  return { doc, error };
};

function fromDocument(doc: Doc): Record<string, string> | null {
  if (Object.keys(doc).some((k) => !KEYS.has(k))) return null;
  const game = textOf(doc.game);
  const paste = pasteable(game);
  const rec = (doc.recorded ?? {}) as Record<string, unknown>;
  if (typeof rec !== 'object' || Array.isArray(rec)) return null;
  if (Object.keys(rec).some((k) => k !== 'seatOrder' && k !== paste)) return null;
  let recorded = '';
  let events: number | undefined;
  const value = paste ? rec[paste] : undefined;
  if (typeof value === 'string') recorded = value;
  else if (Array.isArray(value)) {
    if (paste === 'dice') recorded = dicePairsText(value as number[]);
    else if (paste === 'deals') recorded = (value as number[][]).map((d) => cardsText(d, 13)).join('\n\n');
    else recorded = (value as { deck: number[]; rest: number[] }[]).map((h) => `${cardsText(h.deck, 8)}\n${cardsText(h.rest, 11)}`).join('\n\n');
    events = value.length;
  } else if (value !== undefined) return null;
  const so = rec.seatOrder;
  return {
    game,
    seed: textOf(doc.serverSeed),
    commitment: textOf(doc.commitment),
    matchId: textOf(doc.matchId),
    seeds: Array.isArray(doc.clientSeeds) ? doc.clientSeeds.join('\n') : textOf(doc.clientSeeds),
    count: events !== undefined && doc.count === events ? '' : textOf(doc.count),
    first: Array.isArray(so) ? String(Number(so[0]) + 1) : '',
    recorded,
  };
}

function fieldOf(path: string): string {
  if (path.startsWith('recorded.seatOrder')) return 'first';
  const head = pathHead(path);
  return (
    { serverSeed: 'seed', commitment: 'commitment', matchId: 'matchId', clientSeeds: 'seeds', count: 'count', recorded: 'recorded', game: 'game' }[head] ??
    'link'
  );
}

function MatchSeedForm(form: FormProps) {
  const t = useTranslations('Forms');
  const tg = useTranslations('Games');
  const game = form.fields.game || EMPTY.game;
  const list = listOf(game);
  const paste = pasteable(game);
  const r = form.report;
  const made = r?.scheme === form.scheme && 'seatOrder' in r ? (r.dice ?? r.deals ?? r.hands ?? r.draws) : undefined;
  const counted = made && !form.fields.count ? String(made.length) : undefined;
  // two pairs where four are dealt cards; mahjong's seat draw names no pairs
  const pairs = list === 'draws' ? 'draw' : String(list !== null && list !== 'dice');
  return (
    <div className="space-y-5">
      <Field id="match-game" label={t('match.gameLabel')} error={form.errorAt('game')}>
        {selectFor(
          form,
          'game',
          MATCH_GAMES.map((g) => [g, tg(g)] as const),
        )}
      </Field>
      <Field id="match-seed" label={t('seedLabel')} hint={t('match.seedHint')} error={form.errorAt('seed')}>
        {hexAreaFor(form, 'seed')}
      </Field>
      <Field id="match-commitment" label={t('commitmentLabel')} hint={t('match.commitmentHint')} error={form.errorAt('commitment')}>
        {hexAreaFor(form, 'commitment')}
      </Field>
      <Field id="match-id" label={t('match.matchIdLabel')} hint={t('match.matchIdHint')} error={form.errorAt('matchId')}>
        {inputFor(form, 'matchId', { className: 'hex' })}
      </Field>
      <Field id="match-seeds" label={t('match.seedsLabel')} hint={t('match.seedsHint')} error={form.errorAt('seeds')}>
        {areaFor(form, 'seeds', 2, 'hex field-sizing-content min-h-18')}
      </Field>
      {list !== null && (
        <Field id="match-count" label={t('match.countLabel', { list })} hint={t('match.countHint', { list })} error={form.errorAt('count')}>
          {inputFor(form, 'count', { numeric: true, placeholder: counted })}
        </Field>
      )}
      <Field id="match-first" label={t('match.firstLabel', { pairs })} hint={t('match.firstHint')} error={form.errorAt('first')}>
        {selectFor(form, 'first', [
          ['', t('match.firstUnknown')],
          ['1', t('match.firstIs', { n: 1, pairs })],
          ['2', t('match.firstIs', { n: 2, pairs })],
        ])}
      </Field>
      {paste ? (
        <Field id="match-recorded" label={t('match.recordedLabel', { list: paste })} hint={t('match.recordedHint', { list: paste })} error={form.errorAt('recorded')}>
          {areaFor(form, 'recorded', paste === 'dice' ? 3 : 6, 'max-h-72 font-mono')}
        </Field>
      ) : (
        list === 'draws' && <p className="text-sm text-muted">{t('match.tilesShown')}</p>
      )}
    </div>
  );
}

export const makeForm = (scheme: SchemeInfo): SchemeForm => ({
  empty: EMPTY,
  fromDocument,
  toDocument: toDocument(scheme),
  fieldOf,
  Form: MatchSeedForm,
});
