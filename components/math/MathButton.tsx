'use client';

import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { loadExplainer, type Explainer } from '@/lib/fair/explain/load';
import type { EventRef } from '@/lib/fair/explain/types';
import type { PanelProps } from './MathPanel';
import { useMathProof } from './scope';

let panel: Promise<ComponentType<PanelProps>> | undefined;
/** The panel's script, fetched on the first opening (a failed fetch is tried again on the next). */
function loadPanel(): Promise<ComponentType<PanelProps>> {
  return (panel ??= import('./MathPanel').then(
    (m) => m.MathPanel,
    (e: unknown) => {
      panel = undefined;
      throw e;
    },
  ));
}

/**
 * An event (a roll, a die, a card, a tile…) as a button that opens its derivation; outside a
 * {@link MathScope} with a revealed proof, just the event. Focus returns here when the panel closes.
 */
export function MathButton({ events, title, className = '', children }: { events: EventRef[]; title?: string; className?: string; children: ReactNode }) {
  const proof = useMathProof();
  const [shown, setShown] = useState<{ Panel: ComponentType<PanelProps>; explain: Explainer; n: number } | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // each opening is a panel of its own: the browser tells a dialog it was shut (Escape) a task after
  // giving the focus back, and that late word must not close a panel opened again in between
  const openings = useRef(0);
  if (!proof) return <>{children}</>;
  // the panel's script and the scheme's explanation, fetched side by side
  const show = () => {
    const n = ++openings.current;
    return Promise.all([loadPanel(), loadExplainer(proof.scheme)]).then(
      ([Panel, explain]) => {
        if (n !== openings.current) return;
        setShown({ Panel, explain, n });
        setOpen(true);
      },
      () => undefined,
    );
  };
  const close = (n: number) => {
    if (n !== openings.current) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        data-math=""
        onClick={show}
        className={`cursor-pointer rounded-md hover:ring-2 hover:ring-accent/60 ${className}`}
      >
        {children}
      </button>
      {open &&
        shown &&
        createPortal(<shown.Panel key={shown.n} proof={proof} events={events} title={title} explain={shown.explain} onClose={() => close(shown.n)} />, document.body)}
    </>
  );
}
