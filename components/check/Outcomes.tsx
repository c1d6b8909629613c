'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Die } from '@/components/outcomes/Die';
import { MahjongTile } from '@/components/outcomes/MahjongTile';
import { PlayingCard } from '@/components/outcomes/PlayingCard';
import { cardLabel, rollLabel, SUIT_SYMBOLS, tileLabel, type Pair, type Report } from '@/lib/fair';

/** How many rolls, dice, deals or hands are drawn before a "show all" button. */
const ROLL_LIMIT = 600;
const GROUP_LIMIT = 20;

const OK_MARK = 'text-ok';
const nowrap = (chunks: ReactNode) => <span className="font-semibold whitespace-nowrap">{chunks}</span>;
const BAD_MARK = 'text-bad';

function Mark({ ok, corner = false }: { ok: boolean; corner?: boolean }) {
  const t = useTranslations('Check');
  return (
    <span
      className={`shrink-0 leading-none font-bold ${ok ? OK_MARK : BAD_MARK} ${corner ? 'absolute top-1.5 right-1' : ''}`}
      data-mark={ok ? 'ok' : 'bad'}
    >
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span className="sr-only">{ok ? t('rollOk') : t('rollBad')}</span>
    </span>
  );
}

function ShowAll({ total, onClick }: { total: number; onClick: () => void }) {
  const t = useTranslations('Check');
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-3 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium hover:border-accent"
    >
      {t('showAll', { count: total })}
    </button>
  );
}

const GRID = 'grid grid-cols-3 gap-1.5 sm:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))]';

/**
 * Every roll as two die faces, numbered from 1 over the whole match, grouped
 * by game when the per-game counts are known, each marked ✓/✗ when recorded
 * rolls were given.
 */
export function RollList({ rolls, games, recorded }: { rolls: Pair[]; games?: number[]; recorded?: Pair[] }) {
  const t = useTranslations('Check');
  const [all, setAll] = useState(false);
  const limit = all ? rolls.length : ROLL_LIMIT;
  const groups: { game?: number; from: number; to: number }[] = [];
  if (games && games.length > 1) {
    let from = 0;
    games.forEach((g, i) => {
      groups.push({ game: i + 1, from, to: from + g });
      from += g;
    });
  } else {
    groups.push({ from: 0, to: rolls.length });
  }
  const item = (i: number) => {
    const roll = rolls[i]!;
    const rec = recorded?.[i];
    const ok = rec ? rec[0] === roll[0] && rec[1] === roll[1] : undefined;
    return (
      <li
        key={i}
        data-roll={i + 1}
        data-ok={ok === undefined ? undefined : String(ok)}
        className={`relative flex flex-wrap items-center gap-x-1 gap-y-0.5 rounded-lg border py-1 pr-4 pl-0.5 ${
          ok === false ? 'border-2 border-bad bg-bad/10' : 'border-line bg-surface'
        }`}
      >
        <span className="w-[1.4rem] shrink-0 text-right text-xs text-muted tabular-nums" aria-hidden="true">
          {i + 1}
        </span>
        <span className="flex shrink-0 gap-0.5" aria-hidden="true">
          <Die face={roll[0]} size={26} />
          <Die face={roll[1]} size={26} />
        </span>
        <span className="sr-only">{t('rollAria', { n: i + 1, roll: rollLabel(roll) })}</span>
        {ok !== undefined && <Mark ok={ok} corner />}
        {ok === false && rec && (
          <span className="w-full pl-1 text-xs leading-tight font-medium text-bad" data-testid="recorded-roll">
            {t.rich('rollRecorded', { roll: rollLabel(rec), b: nowrap })}
          </span>
        )}
      </li>
    );
  };
  return (
    <section aria-labelledby="rolls-title" className="space-y-4" data-testid="rolls">
      <h2 id="rolls-title" className="text-xl font-semibold">
        {t('rollsTitle', { count: rolls.length })}
      </h2>
      {groups.map((g) => {
        if (g.from >= limit) return null;
        const idx: number[] = [];
        for (let i = g.from; i < Math.min(g.to, limit); i++) idx.push(i);
        return (
          <div key={g.from} data-game={g.game}>
            {g.game !== undefined && (
              <h3 className="mb-2 flex flex-wrap items-baseline gap-x-2 font-semibold">
                {t('gameTitle', { n: g.game })}
                <span className="text-sm font-normal text-muted">
                  {t('gameRolls', { from: g.from + 1, to: g.to })}
                </span>
              </h3>
            )}
            <ol className={GRID}>{idx.map(item)}</ol>
          </div>
        );
      })}
      {rolls.length > limit && <ShowAll total={rolls.length} onClick={() => setAll(true)} />}
    </section>
  );
}

/** Single dice (die_round_v1, match_seed_v2 backgammon), Telegram positions shown, never compared. */
function DiceList({ dice, recorded, telegram, bad }: { dice: (number | null)[]; recorded?: unknown[]; telegram?: number[]; bad: Set<string> }) {
  const t = useTranslations('Check');
  const [all, setAll] = useState(false);
  const tg = new Set(telegram);
  const shown = all ? dice : dice.slice(0, ROLL_LIMIT);
  return (
    <section aria-labelledby="dice-title" className="space-y-3" data-testid="dice">
      <h2 id="dice-title" className="text-xl font-semibold">
        {t('diceTitle', { count: dice.length })}
      </h2>
      <ol className={GRID}>
        {shown.map((d, i) => {
          const isTg = tg.has(i + 1);
          const compared = !isTg && (recorded?.[i] !== undefined || d === null);
          const ok = compared ? !bad.has(`dice[${i}]`) : undefined;
          return (
            <li
              key={i}
              data-die={i + 1}
              data-ok={ok === undefined ? undefined : String(ok)}
              className={`relative flex flex-wrap items-center gap-x-1.5 rounded-lg border py-1 pr-4 pl-0.5 ${
                ok === false ? 'border-2 border-bad bg-bad/10' : 'border-line bg-surface'
              }`}
            >
              <span className="w-[1.4rem] text-right text-xs text-muted tabular-nums" aria-hidden="true">
                {i + 1}
              </span>
              <span aria-hidden="true" className="flex">
                <Die face={d} size={26} telegram={isTg} />
              </span>
              <span className="sr-only">
                {t('dieAria', { n: i + 1, face: d === null ? '?' : String(d) })}
                {isTg ? `, ${t('telegramDie')}` : ''}
              </span>
              {ok !== undefined && <Mark ok={ok} corner />}
              {ok === false && recorded?.[i] !== undefined && (
                <span className="w-full text-xs font-medium text-bad">
                  {t.rich('rollRecorded', { roll: String(recorded[i] ?? '?'), b: nowrap })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {dice.length > shown.length && <ShowAll total={dice.length} onClick={() => setAll(true)} />}
    </section>
  );
}

function Cards({ ids, at, bad }: { ids: number[]; at: string; bad: Set<string> }) {
  return (
    <div className="flex flex-wrap gap-1">
      {ids.map((c, j) => (
        <span
          key={j}
          data-bad={bad.has(`${at}[${j}]`) || undefined}
          className={bad.has(`${at}[${j}]`) ? 'rounded-md ring-2 ring-bad' : undefined}
        >
          <PlayingCard id={c} />
        </span>
      ))}
    </div>
  );
}

function Groups<T>({ items, render }: { items: T[]; render: (item: T, i: number) => ReactNode }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, GROUP_LIMIT);
  return (
    <>
      {shown.map(render)}
      {items.length > shown.length && <ShowAll total={items.length} onClick={() => setAll(true)} />}
    </>
  );
}

const BOX = 'rounded-xl border border-line bg-surface p-3 sm:p-4';

/** The recomputed outcomes of any report, with the compared values marked. */
export function ReportOutcomes({ report, doc, recorded }: { report: Report; doc: Record<string, unknown>; recorded?: Pair[] }) {
  const t = useTranslations('Check');
  const bad = new Set(report.mismatches.map((m) => m.at));
  const rec = (typeof doc.recorded === 'object' && doc.recorded !== null ? doc.recorded : {}) as Record<string, unknown>;
  const parts: ReactNode[] = [];

  if ('rolls' in report && report.rolls) parts.push(<RollList key="rolls" rolls={report.rolls} games={report.games} recorded={recorded} />);
  if ('seatOrder' in report && report.seatOrder) {
    parts.push(
      <p key="seat" className={BOX} data-testid="seat-order">
        {t('seatOrder', { order: report.seatOrder.map((s) => s + 1).join(', ') })}
        {'seatOrder' in rec && <> <Mark ok={!bad.has('seatOrder')} /></>}
      </p>,
    );
  }
  if ('dice' in report && report.dice) {
    const diceRec = report.scheme === 'die_round_v1' ? (Array.isArray(doc.recorded) ? doc.recorded : undefined) : (rec.dice as unknown[] | undefined);
    parts.push(<DiceList key="dice" dice={report.dice} recorded={diceRec} telegram={'telegram' in report ? report.telegram : undefined} bad={bad} />);
  }
  if ('deals' in report && report.deals) {
    parts.push(
      <section key="deals" className="space-y-3" data-testid="deals">
        <Groups
          items={report.deals}
          render={(deal, i) => (
            <div key={i} className={BOX}>
              <h3 className="mb-2 font-semibold">{t('dealTitle', { n: i + 1 })}</h3>
              <div className="space-y-2">
                {[0, 1, 2, 3].map((s) => (
                  <div key={s}>
                    <p className="mb-1 text-sm text-muted">{t('seat', { n: s + 1 })}</p>
                    <Cards ids={deal.slice(13 * s, 13 * s + 13)} at={`deals[${i}]`} bad={shiftSet(bad, `deals[${i}]`, 13 * s)} />
                  </div>
                ))}
              </div>
            </div>
          )}
        />
      </section>,
    );
  }
  if (report.scheme === 'match_seed_v2' && report.hands) {
    const hands = report.hands;
    parts.push(
      <section key="baloot" className="space-y-3" data-testid="baloot">
        <Groups
          items={hands}
          render={(h, i) => (
            <div key={i} className={BOX}>
              <h3 className="mb-2 font-semibold">{t('balootHand', { n: i + 1 })}</h3>
              <p className="mb-1 text-sm text-muted">{t('balootFirst')}</p>
              <Cards ids={h.deck} at={`hands[${i}].deck`} bad={bad} />
              <p className="mt-2 mb-1 text-sm text-muted">{t('balootRest')}</p>
              <Cards ids={h.rest} at={`hands[${i}].rest`} bad={bad} />
            </div>
          )}
        />
      </section>,
    );
  }
  if ('draws' in report && report.draws) {
    parts.push(
      <section key="draws" className="space-y-3" data-testid="draws">
        <h2 className="text-xl font-semibold">{t('drawsTitle', { count: report.draws.length })}</h2>
        <div className="flex flex-wrap gap-1">
          {report.draws.map((d, i) => (
            <span key={i} className={bad.has(`draws[${i}]`) ? 'rounded-md ring-2 ring-bad' : undefined}>
              <MahjongTile id={d} />
            </span>
          ))}
        </div>
      </section>,
    );
  }
  if ('cards' in report && report.cards) {
    const byHand = new Map<number, { position: number; card: number; ok: boolean }[]>();
    for (const c of report.cards) byHand.set(c.n, [...(byHand.get(c.n) ?? []), c]);
    parts.push(
      <section key="cards" className="space-y-3" data-testid="receipts">
        <h2 className="text-xl font-semibold">{t('receiptsTitle')}</h2>
        <Groups
          items={[...byHand]}
          render={([n, cards]) => (
            <div key={n} className={BOX}>
              <h3 className="mb-2 font-semibold">{t('pokerHand', { n })}</h3>
              <ul className="flex flex-wrap gap-2">
                {cards.map((c) => (
                  <li
                    key={c.position}
                    data-ok={String(c.ok)}
                    className={`flex items-center gap-1.5 rounded-lg border px-1.5 py-1 ${c.ok ? 'border-line' : 'border-2 border-bad bg-bad/10'}`}
                  >
                    <PlayingCard id={c.card} />
                    <span className="text-xs text-muted">{t('receiptPosition', { position: c.position })}</span>
                    <Mark ok={c.ok} />
                    <span className="sr-only">{c.ok ? t('receiptOk') : t('receiptBad')}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        />
      </section>,
    );
  }
  if (report.scheme === 'poker_hmac_v1' && report.hands) {
    const hands = report.hands;
    parts.push(
      <section key="poker" className="space-y-3" data-testid="poker-hands">
        <h2 className="text-xl font-semibold">{t('pokerHandsTitle', { count: hands.length })}</h2>
        <Groups
          items={hands}
          render={(h, i) => {
            const handBad = [...bad].some((a) => a.startsWith(`hands[${i}].`));
            return (
              <details key={h.n} className={`${BOX} ${handBad ? 'border-2 border-bad' : ''}`} open={handBad}>
                <summary className="cursor-pointer font-semibold">
                  {t('pokerHand', { n: h.n })} <Mark ok={!handBad} />
                </summary>
                <p className="mt-2 mb-1 text-sm text-muted">{t('deck')}</p>
                <Cards ids={h.deck} at={`hands[${i}].deck`} bad={bad} />
              </details>
            );
          }}
        />
      </section>,
    );
  }
  if ('white' in report && report.white) {
    parts.push(
      <p key="white" className={BOX} data-testid="white">
        {t('chessWhite', { side: report.white })}
        {'white' in rec && <> <Mark ok={!bad.has('white')} /></>}
      </p>,
    );
  }
  return <div className="space-y-6">{parts}</div>;
}

/** `deals[i][j]` marks re-based to one seat's 13 cards. */
function shiftSet(bad: Set<string>, at: string, offset: number): Set<string> {
  const out = new Set<string>();
  for (const b of bad) {
    const m = /^(.*)\[(\d+)\]$/.exec(b);
    if (m && m[1] === at) out.add(`${at}[${Number(m[2]) - offset}]`);
  }
  return out;
}

/** A compared value as a short text: `6-3`, `K♠`, `3p`, a shortened hex digest. */
export function valueText(at: string, v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number') && at.startsWith('rolls')) return rollLabel(v as Pair);
  if (typeof v === 'number' && /^(deals|hands\[\d+\]\.(deck|rest))\[/.test(at)) return cardLabel(v, SUIT_SYMBOLS);
  if (typeof v === 'number' && at.startsWith('draws')) return tileLabel(v);
  if (typeof v === 'string' && /^[0-9a-f]{64}$/i.test(v)) return `${v.slice(0, 12)}…`;
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}

