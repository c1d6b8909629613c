'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import type { Mismatch } from '@/lib/fair/core';
import { pathsAbove } from '@/lib/fair/verdict';
import type { EventRef } from '@/lib/fair/explain/types';
import { MathButton } from '@/components/math/MathButton';
import { useMathProof } from '@/components/math/scope';
import { EVENT_LIMIT } from './limits';
import { eventBox, eventData, Mark, type EventStatus } from './marks';
import { PlayingCard } from './PlayingCard';

/** What every scheme's renderer is given: the parsed document, and its report once verified (null before). */
export interface OutcomeProps<P, R> {
  proof: P;
  report: R | null;
  /** the proof's public number on its own page (its parts can be fetched from this site); none on /check */
  id?: number;
}

/** The report's verdict on events, by report path (`rolls[5]`, `deals[1]`, `hands[0].deck[3]`, …). */
export class Marks {
  private readonly failed: ReadonlySet<string>;
  /** every path a failed one lies under (`deals[3]` of `deals[3][7]`), made on first use */
  private under?: ReadonlySet<string>;
  constructor(private readonly report: { pending: boolean; mismatches: readonly Mismatch[] } | null) {
    this.failed = new Set(report?.mismatches.map((m) => m.at));
  }

  /** The status of the event at `at`, which the document records (`compared`) or not. */
  at(at: string, compared: boolean): EventStatus {
    if (!this.report || this.report.pending) return undefined;
    if (this.failed.has(at)) return 'bad';
    return compared ? 'ok' : 'unchecked';
  }

  /** The status of a group of events whose paths start with `prefix`. */
  group(prefix: string, compared: boolean): EventStatus {
    if (!this.report || this.report.pending) return undefined;
    return this.failedUnder(prefix) ? 'bad' : compared ? 'ok' : 'unchecked';
  }

  /** True when an event at `prefix` or under it failed. */
  failedUnder(prefix: string): boolean {
    this.under ??= pathsAbove(this.failed);
    return this.under.has(prefix);
  }

  /** True when the event at `at` failed. */
  failedAt(at: string): boolean {
    return this.failed.has(at);
  }

  /** The card ids at the failed positions `prefix[i]` of a list. */
  badCards(prefix: string, cards: readonly number[]): Set<number> {
    const out = new Set<number>();
    cards.forEach((c, i) => this.failed.has(`${prefix}[${i}]`) && out.add(c));
    return out;
  }
}

export function Section({ title, children, aside, testId }: { title: string; children: ReactNode; aside?: ReactNode; testId?: string }) {
  return (
    <section className="space-y-3" data-testid={testId}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold">{title}</h3>
        {aside && <span className="text-sm text-muted">{aside}</span>}
      </div>
      {children}
    </section>
  );
}

/** A numbered event chip: number, faces, mark; `recorded` is what the game recorded when it differs. */
export function EventChip({
  n,
  label,
  status,
  hook,
  recorded,
  math,
  mathTitle,
  children,
}: {
  n: number;
  label: string;
  status: EventStatus;
  /** the scheme's own hook, e.g. `{ 'data-roll': 5 }` */
  hook?: Record<string, number>;
  recorded?: ReactNode;
  /** the events its "show me the math" panel derives (the two dice of a match's roll), and that panel's heading */
  math?: EventRef[];
  mathTitle?: string;
  children: ReactNode;
}) {
  // a revealed proof (its events open the math) is marked once verified: its chips keep the room
  const marksComing = useMathProof() !== null;
  const face = (
    <>
      <span className="sr-only">{label}</span>
      <span className="min-w-[1.6em] text-right font-mono text-xs text-muted tabular-nums" aria-hidden="true">
        {n}
      </span>
      <span className="inline-flex items-center gap-1.5" aria-hidden="true">
        {children}
      </span>
    </>
  );
  // past the first EVENT_LIMIT, what "show all" draws: laid out only near the view (app/globals.css
  // .chip-far) — a verified chip, of a size known to the pixel (a failed one has a second line, an
  // unchecked Telegram die a note)
  const far = n > EVENT_LIMIT && status === 'ok';
  return (
    <li
      className={`inline-flex flex-wrap items-center gap-1.5 rounded-lg border py-1 pr-1.5 pl-2 ${eventBox(status)}${far ? ' chip-far' : ''}`}
      {...eventData(status)}
      {...hook}
      style={far ? ({ '--digits': String(n).length } as CSSProperties) : undefined}
      data-label={label}
    >
      {math ? (
        <MathButton events={math} title={mathTitle} className="-my-0.5 inline-flex items-center gap-1.5 py-0.5 pr-0.5">
          {face}
        </MathButton>
      ) : (
        face
      )}
      <Mark status={status} room={marksComing} />
      {status === 'bad' && recorded !== undefined && <span className="basis-full text-xs font-medium text-bad">{recorded}</span>}
    </li>
  );
}

/** A chip's box, px (EventChip with a mark): one die, or a roll's two dice. */
export const ONE_DIE = { width: 84, height: 34 };
export const TWO_DICE = { width: 114, height: 34 };

/**
 * A list of `count` event chips of about `chip`'s size. Off screen the browser neither styles nor
 * lays it out (`content-visibility: auto`, a phone's first screen rarely reaches the outcomes) and
 * keeps its place at its last height — before that, at the height of `count` chips in rows as wide
 * as the list (app/globals.css `.chip-list`), so that it does not change size when first scrolled
 * to (docs/decisions/0017-outcomes-own-root.md).
 */
export function ChipList({ count, chip, children }: { count: number; chip: { width: number; height: number }; children: ReactNode }) {
  const size = { '--chips': count, '--chip-w': `${chip.width}px`, '--chip-h': `${chip.height}px` } as CSSProperties;
  return (
    <div className="@container">
      <ol className="chip-list flex flex-wrap gap-1.5" style={size}>
        {children}
      </ol>
    </div>
  );
}

export { EVENT_LIMIT, GROUP_LIMIT } from './limits';

export { Limited } from './Limited';

const SUIT_ORDER = [3, 2, 0, 1]; // ♠ ♥ ♣ ♦: colours alternate

/** Cards of one hand sorted by suit (♠ ♥ ♣ ♦), high to low; `bad` card ids highlighted; `eventOf` gives each card's math. */
export function SortedHand({ cards, bad, eventOf }: { cards: readonly number[]; bad: ReadonlySet<number>; eventOf?: (id: number) => EventRef }) {
  const groups = SUIT_ORDER.map((s) => cards.filter((c) => Math.floor(c / 13) === s).sort((a, b) => b - a)).filter((g) => g.length > 0);
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1.5">
      {groups.map((g) => (
        <span key={g[0]} className="inline-flex flex-wrap gap-1">
          {g.map((c) => (
            <CardSlot key={c} id={c} bad={bad.has(c)} event={eventOf?.(c)} />
          ))}
        </span>
      ))}
    </div>
  );
}

/** A card, highlighted when `bad`; with `event`, a button that opens its math. */
export function CardSlot({ id, bad, event }: { id: number; bad?: boolean; event?: EventRef }) {
  const card = event ? (
    <MathButton events={[event]} className="inline-flex">
      <PlayingCard id={id} />
    </MathButton>
  ) : (
    <PlayingCard id={id} />
  );
  return bad ? (
    <span className="rounded-md ring-2 ring-bad ring-offset-1 ring-offset-surface" data-event="bad">
      {card}
    </span>
  ) : (
    card
  );
}

export function SeatRow({ label, status, children }: { label: string; status?: EventStatus; children: ReactNode }) {
  return (
    <div className="grid gap-1.5 sm:grid-cols-[6rem_1fr] sm:items-center">
      <div className="flex items-center gap-1.5 text-sm text-muted">
        {label}
        {status && <Mark status={status} />}
      </div>
      {children}
    </div>
  );
}

/** A box for one group of events (a deal, a hand) with its status. */
export function GroupBox({ title, status, children }: { title: string; status: EventStatus; children: ReactNode }) {
  return (
    <div className={`space-y-3 rounded-xl border p-3 sm:p-4 ${eventBox(status)}`} {...eventData(status)}>
      <h3 className="flex items-center gap-2 font-semibold">
        {title} <Mark status={status} />
      </h3>
      {children}
    </div>
  );
}

/** "recorded 6-3": what the game recorded, under an event that differs. */
export function Recorded({ value }: { value: string }) {
  const t = useTranslations('Outcomes');
  return <span data-testid="recorded-value">{t.rich('recordedValue', { value, b: (chunks) => <b className="whitespace-nowrap">{chunks}</b> })}</span>;
}
