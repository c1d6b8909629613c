'use client';

import { useTranslations } from 'next-intl';
import { Field, hexAreaFor, inputFor, selectFor } from '../parts';
import { hexText, isEmpty, pathHead, textOf, type Built, type Doc, type FormProps, type SchemeForm, type SchemeInfo } from '../types';

/**
 * Chess colours: each side's seed, commitment and client seed — side A the one
 * who made the seek or challenge, side B the other, or a game against the bot (no side B) — and
 * who played White.
 */
const EMPTY = { bot: '', seedA: '', commitA: '', clientA: '', seedB: '', commitB: '', clientB: '', white: '' };
const KEYS = new Set(['scheme', 'game', 'commitA', 'clientA', 'seedA', 'commitB', 'clientB', 'seedB', 'recorded']);

const toDocument = (scheme: SchemeInfo) => (f: Record<string, string>): Built => {
  const { bot, ...rest } = f;
  if (isEmpty(rest)) return { doc: null };
  const v = (k: keyof typeof EMPTY) => (f[k] ?? '').trim();
  const doc: Doc = { scheme: scheme.id, game: scheme.games[0] };
  let error: Built['error'];
  const sides = bot === '1' ? (['A'] as const) : (['A', 'B'] as const);
  for (const s of sides) {
    if (hexText(f[`commit${s}`])) doc[`commit${s}`] = hexText(f[`commit${s}`]);
    else error ??= { field: `commit${s}`, key: 'Forms.commitmentRequired' };
    if (v(`client${s}`)) doc[`client${s}`] = v(`client${s}`);
    else error ??= { field: `client${s}`, key: 'Forms.clientSeedRequired' };
    if (hexText(f[`seed${s}`])) doc[`seed${s}`] = hexText(f[`seed${s}`]);
  }
  if (bot === '1') doc.clientB = '';
  if (v('white') === 'A' || v('white') === 'B') doc.recorded = { white: v('white') };
  return { doc, error };
};

function fromDocument(doc: Doc): Record<string, string> | null {
  if (Object.keys(doc).some((k) => !KEYS.has(k))) return null;
  const rec = doc.recorded as { white?: unknown } | undefined;
  if (rec !== undefined && (typeof rec !== 'object' || rec === null || Object.keys(rec).some((k) => k !== 'white'))) return null;
  const bot = doc.commitB === undefined && doc.seedB === undefined && !doc.clientB;
  return {
    bot: bot ? '1' : '',
    seedA: textOf(doc.seedA),
    commitA: textOf(doc.commitA),
    clientA: textOf(doc.clientA),
    seedB: bot ? '' : textOf(doc.seedB),
    commitB: bot ? '' : textOf(doc.commitB),
    clientB: bot ? '' : textOf(doc.clientB),
    white: textOf(rec?.white),
  };
}

function fieldOf(path: string): string {
  const head = pathHead(path);
  if (path === 'recorded.white' || head === 'white') return 'white';
  return Object.prototype.hasOwnProperty.call(EMPTY, head) ? head : 'link';
}

function Side({ form, side }: { form: FormProps; side: 'A' | 'B' }) {
  const t = useTranslations('Forms');
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-3 sm:p-4" data-side={side}>
      <legend className="px-1 font-semibold">{t('chess.side', { side })}</legend>
      <p className="text-sm text-muted">{t(side === 'A' ? 'chess.sideAHint' : 'chess.sideBHint')}</p>
      <Field id={`chess-seed${side}`} label={t('chess.seedLabel', { side })} hint={t('chess.seedHint')} error={form.errorAt(`seed${side}`)}>
        {hexAreaFor(form, `seed${side}`)}
      </Field>
      <Field id={`chess-commit${side}`} label={t('chess.commitLabel', { side })} hint={t('chess.commitHint')} error={form.errorAt(`commit${side}`)}>
        {hexAreaFor(form, `commit${side}`)}
      </Field>
      <Field id={`chess-client${side}`} label={t('chess.clientLabel', { side })} error={form.errorAt(`client${side}`)}>
        {inputFor(form, `client${side}`, { className: 'hex' })}
      </Field>
    </fieldset>
  );
}

function ChessForm(form: FormProps) {
  const t = useTranslations('Forms');
  const bot = form.fields.bot === '1';
  return (
    <div className="space-y-5">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={bot}
          onChange={(e) => form.set('bot', e.target.checked ? '1' : '')}
          className="mt-1 size-5 shrink-0 accent-accent"
          data-testid="chess-bot"
        />
        <span>
          <span className="block font-medium">{t('chess.botLabel')}</span>
          <span className="block text-sm text-muted">{t('chess.botHint')}</span>
        </span>
      </label>
      <Side form={form} side="A" />
      {!bot && <Side form={form} side="B" />}
      <Field id="chess-white" label={t('chess.whiteLabel')} hint={t('chess.whiteHint')} error={form.errorAt('white')}>
        {selectFor(form, 'white', [
          ['', t('chess.whiteUnknown')],
          ['A', t('chess.whiteIs', { side: 'A', bot: 'false' })],
          ['B', t('chess.whiteIs', { side: 'B', bot: String(bot) })],
        ])}
      </Field>
    </div>
  );
}

export const makeForm = (scheme: SchemeInfo): SchemeForm => ({
  empty: EMPTY,
  fromDocument,
  toDocument: toDocument(scheme),
  fieldOf,
  Form: ChessForm,
});
