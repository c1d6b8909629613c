'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { Proof } from '@/lib/fair/core';
import { cardHeading, type EventRef, type Explainer, type Explanation } from '@/lib/fair/explain';
import { Derivation } from './Derivation';

export interface PanelProps {
  proof: Proof;
  /** one event, or the two dice of a backgammon match's roll */
  events: EventRef[];
  /** the heading; by default the event's own */
  title?: string;
  /** the proof's scheme's explanation (lib/fair/explain/load.ts), fetched beside this panel's script */
  explain: Explainer;
  onClose(): void;
}

type Derived = { ev: EventRef; e: Explanation } | { ev: EventRef; error: string };

/** The heading of one event, in the page's language. */
function useEventTitle(proof: Proof): (ev: EventRef) => string {
  const t = useTranslations('Math');
  return (ev) => {
    switch (ev.kind) {
      case 'roll':
        return t('titleRoll', { n: ev.index + 1 });
      case 'die':
        return t('titleDie', { n: ev.index + 1 });
      case 'tile':
        return t('titleTile', { n: ev.index + 1 });
      case 'seatOrder':
        return t('titleSeatOrder');
      case 'white':
        return t('titleWhite');
      default: {
        const { key, hand, position } = cardHeading(proof, ev);
        // numbered as players count, from 1, as the differences name the same card, with the position
        // from 0 that the steps below use (the shuffle's indices)
        return key === 'titleDealCard' ? t(key, { deal: hand, n: position + 1, pos: position }) : t(key, { hand, n: position + 1, pos: position });
      }
    }
  };
}

/**
 * "Show me the math": a modal dialog deriving one event (or a roll's two dice) with its scheme's
 * `explain` (lib/fair/explain), computed here in the browser. Escape, the close button or a tap
 * outside closes it.
 */
export function MathPanel({ proof, events, title, explain, onClose }: PanelProps) {
  const t = useTranslations('Math');
  const titleOf = useEventTitle(proof);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useId();
  const derived = useMemo<Derived[]>(
    () =>
      events.map((ev) => {
        try {
          return { ev, e: explain(proof, ev) };
        } catch (e) {
          return { ev, error: e instanceof Error ? e.message : String(e) };
        }
      }),
    [proof, events, explain],
  );
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={heading}
      onClose={onClose}
      onClick={(e) => e.target === dialog.current && dialog.current?.close()}
      data-testid="math-panel"
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(42rem,calc(100vw-1rem))] max-w-none overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-[rgb(0_0_0/0.6)]"
    >
      <div className="sticky top-0 flex items-start justify-between gap-3 border-b border-line bg-surface px-4 py-3">
        <h2 id={heading} className="text-lg leading-snug font-semibold">
          {t('heading', { what: title ?? titleOf(events[0]!) })}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="-mr-1 shrink-0 rounded-md border border-line px-2.5 py-1 text-sm font-medium hover:border-accent"
        >
          {t('close')}
        </button>
      </div>
      <div className="space-y-6 px-4 py-4">
        {derived.map((d, i) => (
          <section key={i} className="space-y-3" aria-label={derived.length > 1 ? titleOf(d.ev) : undefined}>
            {derived.length > 1 && <h3 className="font-semibold">{titleOf(d.ev)}</h3>}
            {'e' in d ? (
              <Derivation e={d.e} />
            ) : (
              <p className="text-bad" role="alert">
                {t('error', { message: d.error })}
              </p>
            )}
          </section>
        ))}
        <p className="text-sm text-muted">{t('note')}</p>
      </div>
    </dialog>
  );
}
