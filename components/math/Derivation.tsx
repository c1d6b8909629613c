'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { rollLabel, seatOrderLabel } from '@/lib/fair/core';
import type { Derived, Explanation, MacRow, MathStep } from '@/lib/fair/explain';
import { cardText } from '../outcomes/PlayingCard';
import { useTileText } from '../outcomes/tileWords';

const hex2 = (b: number) => `0x${b.toString(16).padStart(2, '0')}`;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <h3 className="text-sm font-semibold text-muted">{title}</h3>
      {children}
    </div>
  );
}

const code = 'hex rounded bg-page px-1.5 py-0.5 text-[0.8125rem] leading-relaxed';

/** A MAC in hex, the bytes read marked: the used byte (or 52-bit word) in bold, skipped bytes struck through. */
function Mac({ row, index, e }: { row: MacRow; index: number; e: Explanation }) {
  const words = e.words?.some((w) => w.macs.includes(index));
  if (words) {
    return (
      <code className={code} data-testid="math-mac">
        <b className="text-accent">{row.mac.slice(0, 13)}</b>
        {row.mac.slice(13)}
      </code>
    );
  }
  const read = new Map((e.bytes ?? []).filter((b) => b.mac === index).map((b) => [b.at, b.used]));
  return (
    <code className={code} data-testid="math-mac">
      {Array.from({ length: row.mac.length / 2 }, (_, at) => {
        const pair = row.mac.slice(2 * at, 2 * at + 2);
        const used = read.get(at);
        return used === undefined ? pair : used ? <b key={at} className="text-accent">{pair}</b> : <s key={at} className="text-bad">{pair}</s>;
      })}
    </code>
  );
}

/** The event's value as the page shows it. */
function useResultText(): (r: Derived) => string {
  const t = useTranslations('Math');
  const tile = useTileText();
  return (r) => {
    switch (r.kind) {
      case 'roll':
        return rollLabel(r.dice);
      case 'die':
        return r.face === null ? '—' : String(r.face);
      case 'card':
        return cardText(r.card); // as its chip shows it ("10♦", not lib/fair's "T♦")
      case 'tile':
        return tile(r.tile);
      case 'seatOrder':
        return seatOrderLabel(r.order);
      default:
        return t('white', { white: r.white });
    }
  };
}

/** One line of arithmetic: the formula, then what it means. */
function Step({ s }: { s: MathStep }) {
  const t = useTranslations('Math');
  const tile = useTileText();
  const f = useFormatter();
  const n = (x: number) => f.number(x);
  const [formula, words]: [string | null, string] = (() => {
    switch (s.op) {
      case 'mod':
        return [`${n(s.a)} mod ${n(s.m)} = ${n(s.r)}`, t('stepMod', { m: s.m })];
      case 'pair':
        return [`⌊${s.v} / 6⌋ + 1 = ${s.dice[0]},  ${s.v} mod 6 + 1 = ${s.dice[1]}  →  ${rollLabel(s.dice)}`, t('stepPair')];
      case 'face':
        return [`${s.r} + 1 = ${s.face}`, t('stepFace')];
      case 'swap':
        return [`int(${s.i + 1}) = ${s.j}`, t('stepSwap', { size: s.size, i: s.i, j: s.j, same: s.i === s.j ? 'yes' : 'no', card: cardText(s.card) })];
      case 'left':
        return [null, t('stepLeft', { card: cardText(s.card) })];
      case 'wall':
        return [`int(${s.left}) = ${s.j}`, t('stepWall', { j: s.j, left: s.left, tile: tile(s.tile) })];
      case 'xor':
        return [`0x${s.a} XOR 0x${s.b} = 0x${s.x}`, t('stepXor')];
      case 'seatOrder':
        return [`shuffle([0, 1]), int(2) = ${s.r}`, t('stepSeatOrder', { order: `[${s.order.join(', ')}]`, seats: seatOrderLabel(s.order) })];
      default:
        return [`int(2) = ${s.r}`, t('stepWhite', { white: s.white })];
    }
  })();
  return (
    <li className="space-y-0.5">
      {formula && <code className={`${code} block w-fit`}>{formula}</code>}
      <p className="text-sm">{words}</p>
    </li>
  );
}

/** One explanation (lib/fair/explain): keys, HMACs, bytes or words read, arithmetic, result. */
export function Derivation({ e }: { e: Explanation }) {
  const t = useTranslations('Math');
  const f = useFormatter();
  const n = (x: number) => f.number(x);
  const result = useResultText();
  return (
    <div className="space-y-4 text-sm">
      <p className="text-base">
        {t('result')}: <strong data-testid="math-result">{result(e.result)}</strong>
      </p>
      <Part title={t('keyTitle', { count: e.keys.length })}>
        <dl className="space-y-2">
          {e.keys.map((k) => (
            <div key={k.name}>
              <dt>
                {t('keyName', { name: k.name })} <span className="text-muted">({t('keyAs', { as: k.as })})</span>
              </dt>
              <dd>
                <code className={code} data-testid="math-key">
                  {k.as === 'bytes' ? k.hex : k.text}
                </code>
              </dd>
              {k.name === 'handValue' && <dd className="text-muted">{t('handValueNote')}</dd>}
            </div>
          ))}
        </dl>
      </Part>
      <Part title={t('macsTitle', { count: e.macs.length })}>
        <ol className="space-y-3">
          {e.macs.map((m, i) => (
            <li key={i} className="rounded-lg border border-line p-2.5" data-testid="math-hmac">
              <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
                <dt className="text-muted">{t('macKey')}</dt>
                <dd>{t('keyName', { name: m.key })}</dd>
                <dt className="text-muted">{t('message')}</dt>
                <dd>
                  <code className={code} data-testid="math-message">
                    {m.message}
                  </code>
                </dd>
                <dt className="text-muted">{t('messageHex')}</dt>
                <dd>
                  <code className={code}>{m.messageHex}</code>
                </dd>
                <dt className="text-muted">{t('mac')}</dt>
                <dd>
                  <Mac row={m} index={i} e={e} />
                </dd>
              </dl>
            </li>
          ))}
        </ol>
        {e.seatsFromZero && (
          <p className="mt-2 text-muted" data-testid="math-seats-note">
            {t('seatsFromZero')}
          </p>
        )}
      </Part>
      {e.bytes && (
        <Part title={t('bytesTitle')}>
          <ol className="space-y-1">
            {e.bytes.map((b, i) => (
              <li key={i} data-testid="math-byte" data-used={b.used}>
                {t('byte', { n: b.at + 1, mac: b.mac + 1, macs: e.macs.length, hex: hex2(b.value), value: b.value })} —{' '}
                <span className={b.used ? 'font-medium text-ok' : 'text-bad'}>{b.used ? t('byteUsed') : t('byteSkipped')}</span>
              </li>
            ))}
          </ol>
        </Part>
      )}
      {e.words && (
        <Part title={t('wordsTitle')}>
          <ol className="space-y-1">
            {e.words.map((w) => (
              <li key={w.k} data-testid="math-word" data-used={w.used}>
                {t('word', { k: w.k, hex: `0x${w.hex.join(' ⊕ 0x')}`, value: n(w.value) })} —{' '}
                <span className={w.used ? 'font-medium text-ok' : 'text-bad'}>
                  {w.used ? t('wordUsed', { limit: n(w.limit) }) : t('wordRejected', { limit: n(w.limit) })}
                </span>
              </li>
            ))}
          </ol>
        </Part>
      )}
      <Part title={t('stepsTitle')}>
        <ol className="space-y-2" data-testid="math-steps">
          {e.steps.map((s, i) => (
            <Step key={i} s={s} />
          ))}
        </ol>
      </Part>
    </div>
  );
}
